import type { ConsentCategory } from '@/lib/consent'

/** What the consent islands get from the server (plain data; client islands read no messages). */
export type ConsentLabels = {
  title: string
  intro: string
  necessaryTitle: string
  necessaryText: string
  alwaysOn: string
  /** every category that needs consent, in the order shown */
  categories: { id: ConsentCategory; title: string; text: string }[]
  acceptAll: string
  rejectAll: string
  save: string
  saved: string
  close: string
  /** link to the privacy policy, shown in the dialog */
  policy: { href: string; label: string }
}

/** The settings' place on the privacy page (the footer link's target without JavaScript). */
export const PRIVACY_SETTINGS_ID = 'privacy-settings'
