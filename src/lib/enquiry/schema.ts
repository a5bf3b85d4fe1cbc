import * as z from 'zod/mini'

import { parseEmail } from '@/lib/enquiry/email'
import { demandTypeOf } from '@/lib/enquiry/kinds'
import { phoneRegion, readPhone, type Phone } from '@/lib/enquiry/phone'
import { provinceValues } from '@/lib/enquiry/provinces'
import { CHINA, parseCountry } from '@/lib/geo/countries'
import { fill } from '@/lib/template'
import { demandTypes, type DemandType } from '@/lib/vocabularies'

import { enquiryFields, limits, type EnquiryField, type FieldErrors } from './fields'
import type { ItemMessages } from './items'

export { demandTypeOf, enquiryFields, limits, type EnquiryField, type FieldErrors }

/** The validation messages of one language (messages/<locale>.json, `enquiry.validation`). */
export type ValidationMessages = ItemMessages & {
  type: string
  country: string
  /** a country code that is not one of ISO 3166-1 (the API; the form offers only known ones) */
  countryUnknown: string
  name: string
  nameShort: string
  tel: string
  /** the spec's message for China's form */
  telFormat: string
  /** a number that is not valid for the country (or Hong Kong, Macao, Taiwan) chosen */
  telCountry: string
  email: string
  emailFormat: string
  province: string
  job: string
  /** the position applied for is no longer open (its closing day has passed); checked by the server */
  jobClosed: string
  requirement: string
  consent: string
  transferConsent: string
  tooLong: string
}

/** What the site's settings change in the rules. */
export type RuleOptions = {
  /** the overseas notice, when the site takes enquiries from China only: any other country is refused with it */
  chinaOnly?: string
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/

const tooLong = (m: ValidationMessages, max: number) => fill(m.tooLong, { max })

/** A required text field: trimmed; empty gives `empty`, longer than `max` gives the length message. */
function text(m: ValidationMessages, empty: string, max: number) {
  return z.string({ error: empty }).check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong(m, max)))
}

/** An optional text field: trimmed, empty is none. */
function optionalText(m: ValidationMessages, max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(m, max))))
}

/**
 * The fields whose rules do not depend on the country (spec section 5 and the e-mail rule),
 * shared by the browser and `POST /api/join`. Unknown keys are dropped, so nothing a client adds
 * is stored.
 */
export function enquirySchema(m: ValidationMessages) {
  return z.object({
    // The spec records the chosen type by index; clients may send the index or the key.
    type: z.pipe(
      z.union([z.enum(demandTypes), z.number(), z.string()], { error: m.type }),
      z.transform((v, ctx): DemandType => {
        const key = demandTypeOf(v)
        if (!key) ctx.issues.push({ code: 'custom', message: m.type, input: v })
        return key as DemandType
      }),
    ),
    name: text(m, m.name, limits.name).check(z.minLength(2, m.nameShort)),
    email: text(m, m.email, limits.email).check(z.refine((v) => parseEmail(v) !== null, m.emailFormat)),
    company: optionalText(m, limits.company),
    region: optionalText(m, limits.region),
    postcode: optionalText(m, limits.postcode),
    city: optionalText(m, limits.city),
    job: z.optional(z.string().check(z.trim(), z.maxLength(limits.job, m.job))),
    requirement: text(m, m.requirement, limits.requirement),
    // A product reference comes from a link, not from typing: a malformed one is dropped.
    product: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(limits.product), z.regex(SLUG))), undefined),
    consent: z.literal(true, { error: m.consent }),
  })
}

type Base = z.output<ReturnType<typeof enquirySchema>>

/** An enquiry as checked: what is stored, beside what was typed. */
export type Enquiry = Omit<Base, 'region' | 'postcode' | 'city'> & {
  /** ISO 3166-1 alpha-2; `CN` for China's form (and for clients that send only the spec's fields) */
  country: string
  /** as typed in China's form, written internationally for any other country */
  tel: string
  phone: Phone
  /** the address with its domain in ASCII (punycode) */
  emailAscii: string
  /** the local part is UTF-8 (`müller@…`): no ASCII form exists */
  emailUtf8Local: boolean
  /** China only: one of the 34 provincial-level divisions */
  province?: string
  /** any other country only */
  region?: string
  postcode?: string
  city?: string
  /** China only: the separate consent to the transfer to the parent company in Germany (PIPL art. 39) */
  transferConsent: boolean
}

export type EnquiryInput = z.input<ReturnType<typeof enquirySchema>> & Record<string, unknown>

export type ParseResult = { ok: true; data: Enquiry } | { ok: false; errors: FieldErrors }

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

/**
 * The country of a submission. Absent (a client of the spec's fields) is China, the original
 * site's only market; the form always sends the visitor's choice, so an empty one is unanswered.
 */
function readCountry(
  values: Record<string, unknown>,
  m: ValidationMessages,
  options: RuleOptions,
): { code: string } | { error: string } {
  const raw = trimmed(values.country)
  if (raw === undefined || raw === null) return { code: CHINA }
  if (raw === '') return { error: m.country }
  const code = parseCountry(raw)
  if (!code) return { error: m.countryUnknown }
  if (options.chinaOnly && code !== CHINA) return { error: options.chinaOnly }
  return { code }
}

/**
 * Checks a submission: the first message per field, as the form shows it and the API returns it.
 * China's form (spec section 5) asks for the province, the spec's 11-digit phone (Hong Kong, Macao
 * and Taiwan: their own numbering) and the consent to the transfer to Germany; any other country
 * for a phone valid there and, optionally, region, postcode and city. The position is asked for,
 * and required, only when the visitor wants to join us.
 */
export function parseEnquiry(m: ValidationMessages, input: unknown, options: RuleOptions = {}): ParseResult {
  const values = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const result = enquirySchema(m).safeParse(values)
  const errors: FieldErrors = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'type') as EnquiryField
      errors[field] ??= issue.message
    }
  }
  const type = demandTypeOf(values.type)
  const job = trimmed(values.job)
  if (type === 'joinus' && (job === undefined || job === null || job === '')) errors.job ??= m.job

  const country = readCountry(values, m, options)
  if ('error' in country) errors.country = country.error
  const china = 'code' in country && country.code === CHINA
  const province = typeof values.province === 'string' ? values.province.trim() : ''
  const knownProvince = provinceValues.includes(province)
  if (china && !knownProvince) errors.province = m.province
  if (china && values.transferConsent !== true) errors.transferConsent = m.transferConsent

  const tel = typeof values.tel === 'string' ? values.tel.trim() : ''
  let phone: Phone | null = null
  if (tel === '') errors.tel = m.tel
  else if ('code' in country) {
    const region = phoneRegion(country.code, knownProvince ? province : undefined)
    phone = readPhone(tel, region)
    if (!phone) errors.tel = region === null ? m.telFormat : m.telCountry
  }

  const failed = enquiryFields.filter((f) => errors[f])
  if (!result.success || failed.length > 0 || !phone || !('code' in country)) {
    return { ok: false, errors: Object.fromEntries(failed.map((f) => [f, errors[f]])) as FieldErrors }
  }
  const { region, postcode, city, ...data } = result.data
  const email = parseEmail(data.email)!
  return {
    ok: true,
    data: {
      ...data,
      // A position only belongs to an application.
      job: data.type === 'joinus' ? data.job : undefined,
      country: country.code,
      tel: china ? tel : phone.international,
      phone,
      email: email.address,
      emailAscii: email.ascii,
      emailUtf8Local: email.utf8Local,
      // Each country's own fields only: a province sent with another country is not stored.
      ...(china
        ? { province }
        : { region: region || undefined, postcode: postcode || undefined, city: city || undefined }),
      transferConsent: china,
    },
  }
}

/** Validates one field (on blur or change) with the same rules as the whole form. */
export function validateField(
  m: ValidationMessages,
  field: EnquiryField,
  values: Record<string, unknown>,
  options: RuleOptions = {},
): string | undefined {
  const result = parseEnquiry(m, values, options)
  return result.ok ? undefined : result.errors[field]
}
