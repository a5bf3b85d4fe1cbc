/**
 * The place a visitor last searched showrooms from, kept on the device (local storage, entry
 * `sanhaus-place`, named in the privacy policy; no cookie): what "on display near you" measures
 * from on product and series pages. Browser only.
 */
export const PLACE_KEY = 'sanhaus-place'

export type RememberedPlace = {
  lat: number
  lng: number
  /** the place as the visitor's search named it ("80331 München"); empty for their own position */
  name: string
  /** the search that found it (the locator's `q` or `city`), to lead back to it */
  q?: string
  city?: string
}

/** The stored place as text (a stable snapshot for React); null when there is none or storage is off. */
export function readPlaceText(): string | null {
  try {
    return localStorage.getItem(PLACE_KEY)
  } catch {
    return null
  }
}

export function parsePlace(text: string | null): RememberedPlace | null {
  if (!text) return null
  try {
    const v = JSON.parse(text) as Partial<RememberedPlace>
    if (typeof v.lat !== 'number' || typeof v.lng !== 'number' || Math.abs(v.lat) > 90 || Math.abs(v.lng) > 180)
      return null
    return {
      lat: v.lat,
      lng: v.lng,
      name: typeof v.name === 'string' ? v.name.slice(0, 100) : '',
      ...(typeof v.q === 'string' && v.q ? { q: v.q.slice(0, 80) } : {}),
      ...(typeof v.city === 'string' && v.city ? { city: v.city.slice(0, 8) } : {}),
    }
  } catch {
    return null
  }
}

export function rememberPlace(place: RememberedPlace): void {
  try {
    localStorage.setItem(PLACE_KEY, JSON.stringify(place))
    // Other components of this page read it at once (the storage event reaches other tabs only).
    window.dispatchEvent(new StorageEvent('storage', { key: PLACE_KEY }))
  } catch {
    // Storage switched off: nothing is kept.
  }
}

/** Tells a component when the stored place changes (here or in another tab). */
export function subscribePlace(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === PLACE_KEY) onChange()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
