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

/** The enquiry form's draft (the appointment form keeps its own, `appointmentMode`). */
export const ENQUIRY_DRAFT = 'sanhaus:enquiry-draft'

export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A call to the browser's storage; where storage is switched off or full (or a stored text is
 * damaged), the fallback instead, and a line in the console saying what was not done.
 */
function stored<T>(what: string, call: () => T, fallback: T): T {
  try {
    return call()
  } catch (error) {
    console.warn(`[enquiry] ${what}:`, error)
    return fallback
  }
}

/** The stored draft as text (a stable snapshot for React); null when there is none. */
export const readDraft = (storageKey: string): string | null =>
  stored('draft not readable', () => sessionStorage.getItem(storageKey), null)

export function parseDraft(text: string | null): Partial<Draft> | null {
  if (!text) return null
  const value = stored('damaged draft ignored', () => JSON.parse(text) as unknown, null)
  return value && typeof value === 'object' ? (value as Partial<Draft>) : null
}

export const saveDraft = (storageKey: string, draft: Draft): void =>
  stored('draft not kept', () => sessionStorage.setItem(storageKey, JSON.stringify(draft)), undefined)

export const clearDraft = (storageKey: string): void =>
  stored('draft not cleared', () => sessionStorage.removeItem(storageKey), undefined)

const countryKey = 'sanhaus-country'

/**
 * The country the visitor last chose in the form, kept on this device (local storage, entry
 * `sanhaus-country`, named in the privacy policy) so the next enquiry starts with it; '' for none.
 */
export const rememberedCountry = (): string =>
  stored('country not readable', () => localStorage.getItem(countryKey) ?? '', '')

export const rememberCountry = (country: string): void =>
  stored('country not kept', () => (country ? localStorage.setItem(countryKey, country) : undefined), undefined)

/** Whether a restored draft holds anything the visitor typed (not just preselected choices). */
export function hasTyping(d: Partial<Draft>): boolean {
  return Boolean(d.name || d.tel || d.email || d.company || d.requirement || d.city || d.postcode || d.region)
}
