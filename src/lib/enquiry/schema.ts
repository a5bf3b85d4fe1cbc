import * as z from 'zod/mini'

import { provinceValues } from '@/lib/enquiry/provinces'
import { fill } from '@/lib/template'
import { demandTypes, type DemandType } from '@/lib/vocabularies'

import { enquiryFields, limits, type EnquiryField, type FieldErrors } from './fields'
import type { ItemMessages } from './items'

export { enquiryFields, limits, type EnquiryField, type FieldErrors }

/** The validation messages of one language (messages/<locale>.json, `enquiry.validation`). */
export type ValidationMessages = ItemMessages & {
  type: string
  name: string
  nameShort: string
  tel: string
  telFormat: string
  email: string
  emailFormat: string
  province: string
  job: string
  /** the position applied for is no longer open (its closing day has passed); checked by the server */
  jobClosed: string
  requirement: string
  consent: string
  tooLong: string
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const SLUG = /^[a-z0-9][a-z0-9-]*$/

const tooLong = (m: ValidationMessages, max: number) => fill(m.tooLong, { max })

/** A cooperation type given as key or as the spec's index (0-4, number or digit); undefined for anything else. */
export function demandTypeOf(value: unknown): DemandType | undefined {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d$/.test(value))) return demandTypes[Number(value)]
  return demandTypes.find((d) => d === value)
}

/** A required text field: trimmed; empty gives `empty`, longer than `max` gives the length message. */
function text(m: ValidationMessages, empty: string, max: number) {
  return z.string({ error: empty }).check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong(m, max)))
}

/**
 * The enquiry form's rules (spec section 5), shared by the browser and `POST /api/join`, with
 * the messages of one language. Unknown keys are dropped, so nothing a client adds is stored.
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
    tel: z.string({ error: m.tel }).check(z.trim(), z.minLength(1, m.tel), z.regex(/^\d{11}$/, m.telFormat)),
    email: text(m, m.email, limits.email).check(z.regex(EMAIL, m.emailFormat)),
    company: z.optional(z.string().check(z.trim(), z.maxLength(limits.company, tooLong(m, limits.company)))),
    province: z.string({ error: m.province }).check(z.refine((v) => provinceValues.includes(v), m.province)),
    job: z.optional(z.string().check(z.trim(), z.maxLength(limits.job, m.job))),
    requirement: text(m, m.requirement, limits.requirement),
    // A product reference comes from a link, not from typing: a malformed one is dropped.
    product: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(limits.product), z.regex(SLUG))), undefined),
    consent: z.literal(true, { error: m.consent }),
  })
}

export type EnquiryInput = z.input<ReturnType<typeof enquirySchema>>
export type Enquiry = z.output<ReturnType<typeof enquirySchema>>

export type ParseResult = { ok: true; data: Enquiry } | { ok: false; errors: FieldErrors }

/**
 * Checks a submission: the first message per field, as the form shows it and the API returns it.
 * The position is asked for, and required, only when the visitor wants to join us.
 */
export function parseEnquiry(m: ValidationMessages, input: unknown): ParseResult {
  const values = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const result = enquirySchema(m).safeParse(values)
  const errors: FieldErrors = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'type') as EnquiryField
      errors[field] ??= issue.message
    }
  }
  const job = typeof values.job === 'string' ? values.job.trim() : values.job
  if (demandTypeOf(values.type) === 'joinus' && (job === undefined || job === null || job === '')) errors.job ??= m.job
  if (result.success && Object.keys(errors).length === 0) {
    const data = result.data
    // A position only belongs to an application.
    return { ok: true, data: data.type === 'joinus' ? data : { ...data, job: undefined } }
  }
  return { ok: false, errors }
}

/** Validates one field (on blur or change) with the same rules as the whole form. */
export function validateField(
  m: ValidationMessages,
  field: EnquiryField,
  values: Record<string, unknown>,
): string | undefined {
  const result = parseEnquiry(m, values)
  return result.ok ? undefined : result.errors[field]
}
