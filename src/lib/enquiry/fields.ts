/**
 * The enquiry form's fields and length limits, without the validation library: the form's
 * first paint needs only these, and loads the rules (`./schema`) when a visitor starts typing.
 */
export const limits = { name: 60, tel: 11, email: 120, company: 120, requirement: 3000, product: 120, job: 40 } as const

/** The fields a visitor fills in, in the order the form shows them. */
export const enquiryFields = [
  'type',
  'name',
  'tel',
  'email',
  'company',
  'province',
  'job',
  'requirement',
  'consent',
] as const
export type EnquiryField = (typeof enquiryFields)[number]

export type FieldErrors = Partial<Record<EnquiryField, string>>
