import type { Draft } from './draft'
import type { Linked } from './useEnquiryForm'

/**
 * What the schema (and the server) reads: empty optional fields are left out, and each country
 * sends its own fields only (China the province and the transfer consent, any other its address).
 */
export function toSubmission(d: Draft, linked?: Linked): Record<string, unknown> {
  const china = d.country === 'CN'
  return {
    type: d.type || undefined,
    country: d.country,
    name: d.name,
    tel: d.tel,
    email: d.email,
    company: d.company || undefined,
    ...(china
      ? { province: d.province, transferConsent: d.transferConsent }
      : { region: d.region || undefined, postcode: d.postcode || undefined, city: d.city || undefined }),
    job: d.type === 'joinus' ? d.job || undefined : undefined,
    requirement: d.requirement,
    product: linked && d.product === linked.key ? linked.product : undefined,
    consent: d.consent,
  }
}
