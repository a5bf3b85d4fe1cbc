'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { distanceKm } from '@/lib/geo/distance'
import { parsePlace, readPlaceText, subscribePlace } from '@/lib/showrooms/place'

import styles from './Showrooms.module.css'

/** The radius "near you" means, in km. */
export const NEAR_KM = 50

export type NearbyTexts = {
  /** "Ausgestellt in {count} Ausstellungen im Umkreis von {radius} km um {place}" ({count} as a number) */
  near: string
  nearOne: string
  nearest: string
  beyond: string
  all: string
  find: string
  /** the visitor's own position, where the search had no place name */
  here: string
}

type Props = {
  showrooms: { slug: string; name: string; href: string; lat: number; lng: number }[]
  texts: NearbyTexts
  /** the locator, filtered by the series (`…/showrooms/search?series=…`) */
  searchHref: string
  numberLocale: string
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))

/**
 * "On display near you" on product and series pages: once the visitor has searched the locator
 * from a place (kept on the device), how many showrooms within 50 km show this, and the nearest,
 * linked to the locator filtered by it; before that, a link to find one.
 */
export function NearbyShowrooms({ showrooms, texts, searchHref, numberLocale }: Props) {
  const place = parsePlace(useSyncExternalStore(subscribePlace, readPlaceText, () => null))
  if (showrooms.length === 0) return null
  if (!place)
    return (
      <p className={styles.nearby} data-nearby="none">
        <Link href={searchHref}>{texts.find}</Link>
      </p>
    )
  const sorted = showrooms
    .map((s) => ({ ...s, km: distanceKm(place.lat, place.lng, s.lat, s.lng) }))
    .sort((a, b) => a.km - b.km)
  const within = sorted.filter((s) => s.km <= NEAR_KM)
  const nearest = sorted[0]!
  const km = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: nearest.km < 10 ? 1 : 0 }).format(nearest.km)
  const from = new URLSearchParams(
    place.q ? { q: place.q } : place.city ? { city: place.city } : { lat: String(place.lat), lng: String(place.lng) },
  )
  const all = `${searchHref}&${from}&r=${NEAR_KM}`
  // Chinese sentences follow one another without a space.
  const gap = /[。！？]$/.test(texts.near) ? '' : ' '
  const line = (text: string) => {
    const [before, after] = fill(text, { km }).split('{link}')
    return (
      <>
        {before}
        <Link href={nearest.href}>{nearest.name}</Link>
        {after}
      </>
    )
  }
  return (
    <p className={styles.nearby} data-nearby={within.length}>
      {within.length > 0 ? (
        <>
          {fill(within.length === 1 ? texts.nearOne : texts.near, {
            count: within.length,
            radius: NEAR_KM,
            place: place.name || texts.here,
          })}
          {gap}
          {line(texts.nearest)}
          {gap}
          <Link href={all}>{texts.all}</Link>
        </>
      ) : (
        line(texts.beyond)
      )}
    </p>
  )
}
