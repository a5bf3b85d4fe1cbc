/**
 * The enquiry form's fields and length limits, without the validation library: the form's
 * first paint needs only these, and loads the rules (`./schema`) when a visitor starts typing.
 */
export const limits = {
  name: 60,
  /** China's form: the spec's 11 digits; Hong Kong, Macao, Taiwan and other countries: an international number */
  tel: 11,
  telInternational: 30,
  email: 120,
  company: 120,
  region: 80,
  postcode: 16,
  city: 80,
  requirement: 3000,
  product: 120,
  job: 40,
  /** series a visitor would like to see in a showroom */
  series: 20,
} as const

/** The fields a visitor fills in, in the order the form shows them. */
export const enquiryFields = [
  'type',
  'country',
  'name',
  'tel',
  'email',
  'company',
  'province',
  'region',
  'postcode',
  'city',
  'series',
  'visitDate',
  'visitTime',
  'job',
  'requirement',
  'consent',
  'transferConsent',
  'shareConsent',
] as const
export type EnquiryField = (typeof enquiryFields)[number]

export type FieldErrors = Partial<Record<EnquiryField, string>>
