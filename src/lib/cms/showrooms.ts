import { defaultLocale, type Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { fallbackLang } from '@/lib/fallbackLang'
import type { HoursException, HoursRow } from '@/lib/showrooms/hours'
import type { ShowroomKind, Weekday } from '@/lib/vocabularies'
import type { Media, Showroom } from '@/payload-types'

import { cached } from './cache'
import { published } from './content'
import { payloadClient } from './payload'
import { readScope } from './preview'

/** A showroom as its page and the list of showrooms show it, in one language. */
export type ShowroomEntry = {
  id: number
  slug: string
  kind: ShowroomKind
  name: string
  intro: string | null
  street: string
  postcode: string | null
  city: string
  region: string | null
  country: string
  position: { lat: number; lng: number }
  timeZone: string
  hours: HoursRow[]
  exceptions: (HoursException & { note: string | null })[]
  languages: string[]
  phone: string | null
  email: string | null
  website: string | null
  images: Media[]
  series: { slug: string; title: string }[]
  products: { slug: string; title: string }[]
  accessibility: { stepFree: boolean; toilet: boolean; parking: boolean; note: string | null }
  updatedAt: string
  /** the `lang` of texts that came from another language (`fallbackLang`) */
  lang: { name?: string; intro?: string }
}

/** What a showroom's page changes with: the showrooms, and the series and products they show. */
const tags = [cacheTags.collection('showrooms'), cacheTags.collection('series'), cacheTags.collection('products')]

const titled = (list: Showroom['series'] | Showroom['products']): { slug: string; title: string }[] =>
  (list ?? []).flatMap((d) => (d && typeof d === 'object' ? [{ slug: d.slug, title: d.title }] : []))

/** A showroom's opening hours and exceptions as stored, for its page and for an appointment's checks. */
export function hoursOf(doc: Pick<Showroom, 'hours' | 'exceptions'>): Pick<ShowroomEntry, 'hours' | 'exceptions'> {
  return {
    hours: (doc.hours ?? []).map((h) => ({ days: (h.days ?? []) as Weekday[], opens: h.opens, closes: h.closes })),
    exceptions: (doc.exceptions ?? []).map((e) => ({
      date: e.date.slice(0, 10),
      closed: Boolean(e.closed),
      opens: e.opens ?? null,
      closes: e.closes ?? null,
      note: e.note ?? null,
    })),
  }
}

function entryOf(doc: Showroom): ShowroomEntry {
  return {
    id: doc.id,
    slug: doc.slug,
    kind: doc.kind,
    name: doc.name,
    intro: doc.intro ?? null,
    street: doc.street,
    postcode: doc.postcode ?? null,
    city: doc.city,
    region: doc.region ?? null,
    country: doc.country,
    position: { lat: doc.position.lat, lng: doc.position.lng },
    timeZone: doc.timeZone,
    ...hoursOf(doc),
    languages: doc.languages ?? [],
    phone: doc.phone ?? null,
    email: doc.email ?? null,
    website: doc.website ?? null,
    images: (doc.images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null),
    series: titled(doc.series),
    products: titled(doc.products),
    accessibility: {
      stepFree: Boolean(doc.accessibility?.stepFree),
      toilet: Boolean(doc.accessibility?.toilet),
      parking: Boolean(doc.accessibility?.parking),
      note: doc.accessibility?.note ?? null,
    },
    updatedAt: doc.updatedAt,
    lang: { name: fallbackLang(doc, 'name'), intro: fallbackLang(doc, 'intro') },
  }
}

/** Every published showroom in one language, in the editors' order (the brand's first). */
export const getShowrooms = cached('showrooms', tags, async (locale: Locale): Promise<ShowroomEntry[]> =>
  (await published('showrooms', locale, { depth: 1, limit: 5000 })).map(entryOf),
)

/** One published showroom by its slug; null when there is none. */
export async function getShowroom(locale: Locale, slug: string): Promise<ShowroomEntry | null> {
  return (await getShowrooms(locale)).find((s) => s.slug === slug) ?? null
}

/** A showroom as "on display near you" reads it: where it is and what it shows, nothing more. */
export type ShowroomPin = {
  slug: string
  name: string
  position: { lat: number; lng: number }
  series: string[]
  products: string[]
}

const slugsOf = (list: Showroom['series'] | Showroom['products']): string[] =>
  (list ?? []).flatMap((d) => (d && typeof d === 'object' ? [d.slug] : []))

/**
 * Every published showroom's position and the slugs of what it shows, in one language: a light
 * read for product and series pages (no pictures, hours or texts).
 */
export const getShowroomPins = cached('showroom-pins', tags, async (locale: Locale): Promise<ShowroomPin[]> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'showrooms',
    locale,
    fallbackLocale: defaultLocale,
    depth: 1,
    limit: 5000,
    pagination: false,
    select: { slug: true, name: true, position: true, series: true, products: true },
    populate: { series: { slug: true }, products: { slug: true } },
    ...readScope(),
  })
  return found.docs.map((doc) => ({
    slug: doc.slug,
    name: doc.name,
    position: { lat: doc.position.lat, lng: doc.position.lng },
    series: slugsOf(doc.series),
    products: slugsOf(doc.products),
  }))
})
