import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as ConsentModuleNs from './consent'

type ConsentModule = typeof ConsentModuleNs

class MemoryStorage {
  items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

let storage: MemoryStorage
let storageListeners: ((event: StorageEvent) => void)[]

async function fresh(): Promise<ConsentModule> {
  vi.resetModules()
  return import('./consent')
}

beforeEach(() => {
  storage = new MemoryStorage()
  storageListeners = []
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: (_: string, fn: (event: StorageEvent) => void) => storageListeners.push(fn),
    removeEventListener: (_: string, fn: (event: StorageEvent) => void) =>
      (storageListeners = storageListeners.filter((l) => l !== fn)),
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the consent store', () => {
  it('starts without consent and remembers a granted category across page loads', async () => {
    const first = await fresh()
    expect(first.hasConsent('maps')).toBe(false)
    first.setConsent('maps', true)
    expect(JSON.parse(storage.getItem(first.CONSENT_STORAGE_KEY)!)).toMatchObject({ v: 1, maps: true })

    const reloaded = await fresh()
    expect(reloaded.hasConsent('maps')).toBe(true)
  })

  it('tells subscribers when consent is given or withdrawn, and stops when they leave', async () => {
    const consent = await fresh()
    const seen: boolean[] = []
    const stop = consent.subscribeConsent(() => seen.push(consent.hasConsent('maps')))
    consent.setConsent('maps', true)
    consent.setConsent('maps', false)
    stop()
    consent.setConsent('maps', true)
    expect(seen).toEqual([true, false])
  })

  it('follows a choice made in another tab', async () => {
    const consent = await fresh()
    const listener = vi.fn()
    consent.subscribeConsent(listener)
    storage.setItem(consent.CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, maps: true }))
    for (const l of storageListeners) l({ key: consent.CONSENT_STORAGE_KEY } as StorageEvent)
    expect(listener).toHaveBeenCalledOnce()
    expect(consent.hasConsent('maps')).toBe(true)
  })

  it('treats a damaged or unknown record as no consent', async () => {
    storage.setItem('sanhaus-consent', '{not json')
    expect((await fresh()).hasConsent('maps')).toBe(false)
    storage.setItem('sanhaus-consent', JSON.stringify({ v: 2, maps: true }))
    expect((await fresh()).hasConsent('maps')).toBe(false)
  })

  it('stores a refusal as a choice of its own, distinct from never having been asked', async () => {
    const consent = await fresh()
    expect(consent.getConsent().maps).toBeUndefined()
    consent.setConsents({ maps: false })
    const stored = JSON.parse(storage.getItem(consent.CONSENT_STORAGE_KEY)!) as Record<string, unknown>
    expect(stored).toMatchObject({ v: 1, maps: false })
    expect(typeof stored.updatedAt).toBe('string')
    expect((await fresh()).getConsent().maps).toBe(false)
  })
})
