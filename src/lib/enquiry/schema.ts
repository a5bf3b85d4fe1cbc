import * as z from 'zod/mini'

import { parseEmail } from '@/lib/enquiry/email'
import { demandTypeOf } from '@/lib/enquiry/kinds'
import { phoneRegion, readPhone, type Phone } from '@/lib/enquiry/phone'
import { provinceValues } from '@/lib/enquiry/provinces'
import { CHINA, parseCountry } from '@/lib/geo/countries'
import { type VisitHours, visitProblem } from '@/lib/showrooms/visit'
import { fill } from '@/lib/template'
import { demandTypes, type DemandType, visitTimes, type VisitTime } from '@/lib/vocabularies'

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
  /** appointments: a series the showroom does not show */
  series: string
  /** appointments: no valid day from tomorrow to {max} days ahead */
  visitDate: string
  /** appointments: the showroom is closed on the day chosen */
  visitClosed: string
  /** appointments: the showroom is closed in the part of the day chosen */
  visitTime: string
  /** appointments at a dealer's or installer's showroom: the consent to pass the details on to it */
  shareConsent: string
}

/** What the site's settings change in the rules. */
export type RuleOptions = {
  /** the overseas notice, when the site takes enquiries from China only: any other country is refused with it */
  chinaOnly?: string
  /** an appointment request for a showroom: its rules instead of the cooperation type and the position */
  appointment?: AppointmentRules
}

/** What an appointment request is checked against: the showroom's series and hours, and the time now. */
export type AppointmentRules = VisitHours & {
  /** the slugs of the series on display there */
  series: readonly string[]
  /** the showroom is another business (a dealer's, an installer's): the details go to it only with consent */
  independent: boolean
  now: number
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
    ...commonFields(m),
    job: z.optional(z.string().check(z.trim(), z.maxLength(limits.job, m.job))),
    requirement: text(m, m.requirement, limits.requirement),
    // A product reference comes from a link, not from typing: a malformed one is dropped.
    product: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(limits.product), z.regex(SLUG))), undefined),
  })
}

/** What a visitor gives in either form: who they are, where, and their consent. */
function commonFields(m: ValidationMessages) {
  return {
    name: text(m, m.name, limits.name).check(z.minLength(2, m.nameShort)),
    email: text(m, m.email, limits.email).check(z.refine((v) => parseEmail(v) !== null, m.emailFormat)),
    company: optionalText(m, limits.company),
    region: optionalText(m, limits.region),
    postcode: optionalText(m, limits.postcode),
    city: optionalText(m, limits.city),
    consent: z.literal(true, { error: m.consent }),
  }
}

/**
 * The fields of an appointment request (`POST /api/showroom/{slug}/appointment`): the visitor's
 * details as in the enquiry form, the series they would like to see, a day and a part of it they
 * would like to come (both optional), and a message (optional).
 */
export function appointmentSchema(m: ValidationMessages) {
  return z.object({
    ...commonFields(m),
    series: z.optional(
      z
        .array(z.string({ error: m.series }).check(z.trim(), z.maxLength(limits.product, m.series)), {
          error: m.series,
        })
        .check(z.maxLength(limits.series, m.series)),
    ),
    visitDate: optionalText(m, 10),
    visitTime: z.optional(z.enum(visitTimes, { error: m.visitTime })),
    requirement: optionalText(m, limits.requirement),
    // Checked against the showroom (`appointmentErrors`): required where it is another business.
    shareConsent: z.optional(z.boolean()),
  })
}

type Base = z.output<ReturnType<typeof enquirySchema>>

/** An enquiry as checked: what is stored, beside what was typed. */
export type Enquiry = Omit<Base, 'region' | 'postcode' | 'city' | 'type'> & {
  type: DemandType | 'appointment'
  /** appointments: the slugs of the series the visitor would like to see */
  series?: string[]
  /** appointments at another business's showroom: the visitor agreed to their details going to it */
  shareConsent?: boolean
  /** appointments: the day the visitor would like to come (`YYYY-MM-DD`, the showroom's calendar) */
  visitDate?: string
  visitTime?: VisitTime
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

/** The first message per field of a schema's issues. */
function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[], fallback: EnquiryField) {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? fallback) as EnquiryField
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * An appointment's own fields: series the showroom shows, a day it opens in the window, a part of
 * the day it is open, and the consent a dealer's showroom asks for. Read from the values as sent,
 * so each is judged while other fields are still empty.
 */
function appointmentErrors(
  m: ValidationMessages,
  values: Record<string, unknown>,
  rules: AppointmentRules,
): FieldErrors {
  const errors: FieldErrors = {}
  const series = Array.isArray(values.series) ? values.series : []
  if (series.some((slug) => typeof slug !== 'string' || !rules.series.includes(slug.trim()))) errors.series = m.series
  if (rules.independent && values.shareConsent !== true) errors.shareConsent = m.shareConsent
  const date = typeof values.visitDate === 'string' ? values.visitDate.trim() : ''
  const time = visitTimes.find((t) => t === values.visitTime)
  if (date) {
    const problem = visitProblem({ date, time }, rules, rules.now)
    if (problem === 'date') errors.visitDate = m.visitDate
    else if (problem === 'closed') errors.visitDate = m.visitClosed
    else if (problem === 'time') errors.visitTime = m.visitTime
  }
  return errors
}

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
  const appointment = options.appointment
  const result = appointment ? appointmentSchema(m).safeParse(values) : enquirySchema(m).safeParse(values)
  const errors: FieldErrors = result.success ? {} : firstMessages(result.error.issues, appointment ? 'name' : 'type')
  if (appointment)
    for (const [field, message] of Object.entries(appointmentErrors(m, values, appointment)))
      errors[field as EnquiryField] ??= message
  const type = appointment ? undefined : demandTypeOf(values.type)
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
  const { region, postcode, city, ...data } = result.data as z.output<ReturnType<typeof enquirySchema>> &
    Partial<z.output<ReturnType<typeof appointmentSchema>>>
  const email = parseEmail(data.email)!
  return {
    ok: true,
    data: {
      ...data,
      ...(appointment
        ? {
            type: 'appointment' as const,
            requirement: data.requirement ?? '',
            series: [...new Set(data.series ?? [])],
            visitDate: data.visitDate || undefined,
            visitTime: data.visitTime,
            shareConsent: appointment.independent && data.shareConsent === true,
            product: undefined,
          }
        : {}),
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
