import { useSyncExternalStore } from 'react'

/**
 * The visitor's consent to third-party content, kept in the browser only (localStorage): the
 * server never sees it, so pages stay the same for everyone and are cached once per language.
 *
 * One record for every category, so a privacy banner can later read and write the same place:
 * add a category to `ConsentCategory` and it is stored, read and withdrawn like `maps`.
 */
export const CONSENT_CATEGORIES = ['maps'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

export type ConsentRecord = { v: 1; updatedAt?: string } & Partial<Record<ConsentCategory, boolean>>

export const CONSENT_STORAGE_KEY = 'sanhaus-consent'

const empty: ConsentRecord = { v: 1 }
const listeners = new Set<() => void>()
let current: ConsentRecord | null = null

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be switched off (privacy settings); then nothing is remembered and nothing loads.
    return null
  }
}

function parse(raw: string | null): ConsentRecord {
  if (!raw) return empty
  try {
    const value = JSON.parse(raw) as unknown
    // A record of another version (or garbage) counts as no consent at all.
    if (value && typeof value === 'object' && (value as { v?: unknown }).v === 1) return value as ConsentRecord
  } catch {
    return empty
  }
  return empty
}

/** The stored record (read once, then kept until it changes). */
export function getConsent(): ConsentRecord {
  current ??= parse(storage()?.getItem(CONSENT_STORAGE_KEY) ?? null)
  return current
}

export function hasConsent(category: ConsentCategory): boolean {
  return getConsent()[category] === true
}

/** Grants (true) or withdraws (false) one category and tells every subscriber. */
export function setConsent(category: ConsentCategory, granted: boolean): void {
  setConsents({ [category]: granted })
}

/** Records a choice for several categories at once (the settings dialog's buttons). */
export function setConsents(choices: Partial<Record<ConsentCategory, boolean>>): void {
  current = { ...getConsent(), ...choices, v: 1, updatedAt: new Date().toISOString() }
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(current))
  } catch {
    // Full or blocked storage: the choice holds for this page view only.
  }
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return
  current = null
  for (const listener of listeners) listener()
}

/** Calls `listener` on every change, also from another tab of the site. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}

/** Whether the visitor consented to a category; on the server and in the first render: no. */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => hasConsent(category),
    () => false,
  )
}

/** The whole record, for the settings dialog; on the server and in the first render: no choice made. */
export function useConsentRecord(): ConsentRecord {
  return useSyncExternalStore(subscribeConsent, getConsent, () => empty)
}

/** 'granted', 'denied' (the visitor said no) or 'undecided' (never asked). */
export function useConsentChoice(category: ConsentCategory): 'granted' | 'denied' | 'undecided' {
  return useSyncExternalStore(
    subscribeConsent,
    () => {
      const value = getConsent()[category]
      return value === true ? 'granted' : value === false ? 'denied' : 'undecided'
    },
    () => 'undecided',
  )
}
