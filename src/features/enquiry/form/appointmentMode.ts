import type { Draft } from './draft'
import type { FormMode } from './useEnquiryForm'

/** The appointment form's draft: one for every showroom page of the tab. */
export const APPOINTMENT_DRAFT = 'sanhaus:appointment-draft'

/**
 * The appointment form of a showroom's page: its own draft and endpoint. A draft of another
 * showroom gives this one the visitor's details only: its visit, message, consents and idempotency
 * key belong to the other request.
 */
export function appointmentMode(showroom: string): FormMode {
  return {
    draftKey: APPOINTMENT_DRAFT,
    endpoint: `/api/showroom/${encodeURIComponent(showroom)}/appointment`,
    adopt: (draft: Partial<Draft>) => {
      if (draft.showroom === showroom) return draft
      const { series, visitDate, visitTime, requirement, consent, transferConsent, shareConsent, key, ...details } =
        draft
      void [series, visitDate, visitTime, requirement, consent, transferConsent, shareConsent, key]
      return { ...details, showroom }
    },
  }
}
