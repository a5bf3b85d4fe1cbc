/** The values of the form as typed, kept in this tab so a reload or a failed send loses nothing. */
export type Draft = {
  type: string
  /** ISO 3166-1 alpha-2; '' while none is chosen */
  country: string
  name: string
  tel: string
  email: string
  company: string
  province: string
  region: string
  postcode: string
  city: string
  job: string
  requirement: string
  product: string
  consent: boolean
  transferConsent: boolean
  /** an appointment at a dealer's or installer's showroom: the consent to pass the details on to it */
  shareConsent: boolean
  /** an appointment: the showroom's slug, the series to see (slugs), the day and part of the day */
  showroom: string
  series: string[]
  visitDate: string
  visitTime: string
  /** one per enquiry: every retry of it carries the same key */
  key: string
}

/** The draft of the enquiry form, and the one of the appointment form of every showroom page. */
export const draftKeys = { enquiry: 'sanhaus:enquiry-draft', appointment: 'sanhaus:appointment-draft' } as const
export type DraftKey = (typeof draftKeys)[keyof typeof draftKeys]

export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The stored draft as text (a stable snapshot for React); null when there is none. */
export function readDraft(storageKey: DraftKey): string | null {
  try {
    return sessionStorage.getItem(storageKey)
  } catch (error) {
    // Storage switched off: start empty.
    console.warn('[enquiry] draft not readable:', error)
    return null
  }
}

export function parseDraft(text: string | null): Partial<Draft> | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' ? (value as Partial<Draft>) : null
  } catch (error) {
    console.warn('[enquiry] damaged draft ignored:', error)
    return null
  }
}

export function saveDraft(storageKey: DraftKey, draft: Draft): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(draft))
  } catch (error) {
    console.warn('[enquiry] draft not kept:', error)
  }
}

export function clearDraft(storageKey: DraftKey): void {
  try {
    sessionStorage.removeItem(storageKey)
  } catch (error) {
    console.warn('[enquiry] draft not cleared:', error)
  }
}

const countryKey = 'sanhaus-country'

/**
 * The country the visitor last chose in the form, kept on this device (local storage, entry
 * `sanhaus-country`, named in the privacy policy) so the next enquiry starts with it; '' for none.
 */
export function rememberedCountry(): string {
  try {
    return localStorage.getItem(countryKey) ?? ''
  } catch (error) {
    console.warn('[enquiry] country not readable:', error)
    return ''
  }
}

export function rememberCountry(country: string): void {
  try {
    if (country) localStorage.setItem(countryKey, country)
  } catch (error) {
    console.warn('[enquiry] country not kept:', error)
  }
}

/** Whether a restored draft holds anything the visitor typed (not just preselected choices). */
export function hasTyping(d: Partial<Draft>): boolean {
  return Boolean(d.name || d.tel || d.email || d.company || d.requirement || d.city || d.postcode || d.region)
}
