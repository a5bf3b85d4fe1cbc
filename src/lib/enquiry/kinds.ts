/**
 * The kinds of enquiry beyond their list (`demandTypes` in `@/lib/vocabularies`): how a link or a
 * client names one, and which staff role reads each. Kept apart from the list, which the form's
 * first paint loads.
 */
import { demandTypes, type DemandType, type EnquiryKind } from '@/lib/vocabularies'

/** A cooperation type given as key or as the spec's index (0-4, number or digit); undefined for anything else. */
export function demandTypeOf(value: unknown): DemandType | undefined {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d$/.test(value))) return demandTypes[Number(value)]
  return demandTypes.find((d) => d === value)
}

/**
 * The staff role that reads each kind of enquiry (besides admins). The form's type chooser and the
 * `type` of `POST /api/join` stay the spec's five; an appointment in a showroom comes from its own
 * endpoint. Every kind follows ENQUIRY_RETENTION_DAYS.
 */
export const enquiryReaders: Readonly<Record<EnquiryKind, 'sales' | 'hr'>> = {
  brand: 'sales',
  project: 'sales',
  customised: 'sales',
  joinus: 'hr',
  other: 'sales',
  appointment: 'sales',
}
