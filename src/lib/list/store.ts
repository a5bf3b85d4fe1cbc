'use client'

/**
 * The Merkliste on this device (local storage, entry `sanhaus-merkliste`): read and written by the
 * buttons that add to it, the list page and the enquiry form, kept in step across components and
 * tabs. Nothing of it leaves the device until the visitor sends, prints or shares the list.
 */
import { useSyncExternalStore } from 'react'

import { type ListItem, readStored, writeStored } from './items'

export const STORAGE_KEY = 'sanhaus-merkliste'
const CHANGED = 'sanhaus-merkliste-change'
const NONE: ListItem[] = []

let snapshot: { raw: string | null; items: ListItem[] } = { raw: null, items: NONE }

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage switched off (or blocked): the list lives as long as the page.
    return null
  }
}

let memory: string | null = null

/** The list as stored now (the same array while nothing changed, as React's store snapshot must be). */
export function currentList(): ListItem[] {
  const store = storage()
  const raw = store ? store.getItem(STORAGE_KEY) : memory
  if (raw !== snapshot.raw) snapshot = { raw, items: readStored(raw) }
  return snapshot.items
}

/** Stores the list and tells every component showing it (other tabs learn from the storage event). */
export function saveList(items: readonly ListItem[]): void {
  const raw = writeStored(items)
  const store = storage()
  try {
    if (store) store.setItem(STORAGE_KEY, raw)
    else memory = raw
  } catch {
    memory = raw
  }
  window.dispatchEvent(new Event(CHANGED))
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) onChange()
  }
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

const serverList = () => NONE

/** The device's list; empty while the page is rendered on the server and hydrated. */
export function useList(): ListItem[] {
  return useSyncExternalStore(subscribe, currentList, serverList)
}

const noSubscription = () => () => {}

/** Whether the component runs in the browser after hydration (the server and hydration say no). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
