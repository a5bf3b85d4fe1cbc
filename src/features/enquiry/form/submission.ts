import type { RuleOptions } from '@/lib/enquiry/schema'
import type { HoursException, HoursRow } from '@/lib/showrooms/hours'

import type { Draft } from './draft'
import type { Linked } from './useEnquiryForm'

/** The showroom an appointment form asks: its slug and name, the series it shows, its hours. */
export type Appointment = {
  showroom: string
  name: string
  /** a dealer's or installer's showroom: another business, asked for the consent to pass the details on */
  independent: boolean
  series: { value: string; label: string }[]
  timeZone: string
  hours: HoursRow[]
  exceptions: HoursException[]
}

/**
 * What the schema (and the server) reads: empty optional fields are left out, and each country
 * sends its own fields only (China the province and the transfer consent, any other its address).
 * An appointment sends its visit instead of the type, the position and the product.
 */
export function toSubmission(d: Draft, linked?: Linked, appointment?: Appointment): Record<string, unknown> {
  const china = d.country === 'CN'
  const details = {
    country: d.country,
    name: d.name,
    tel: d.tel,
    email: d.email,
    company: d.company || undefined,
    ...(china
      ? { province: d.province, transferConsent: d.transferConsent }
      : { region: d.region || undefined, postcode: d.postcode || undefined, city: d.city || undefined }),
    consent: d.consent,
  }
  if (appointment)
    return {
      ...details,
      series: d.series.length ? d.series : undefined,
      visitDate: d.visitDate || undefined,
      visitTime: d.visitTime || undefined,
      requirement: d.requirement || undefined,
      ...(appointment.independent ? { shareConsent: d.shareConsent } : {}),
    }
  return {
    type: d.type || undefined,
    ...details,
    job: d.type === 'joinus' ? d.job || undefined : undefined,
    requirement: d.requirement,
    product: linked && d.product === linked.key ? linked.product : undefined,
  }
}

/** The rules of a form: an appointment's are its showroom's series and hours, as of now. */
export function ruleOptions(appointment?: Appointment): RuleOptions {
  if (!appointment) return {}
  const { timeZone, hours, exceptions } = appointment
  return {
    appointment: {
      timeZone,
      hours,
      exceptions,
      series: appointment.series.map((s) => s.value),
      independent: appointment.independent,
      now: Date.now(),
    },
  }
}
