import type { Locale } from '@/i18n/locales'

import { asset } from './assets'
import { pages } from './content/pages'
import { showroomClosures, showroomHours, showroomIntro, showrooms } from './content/showrooms'
import { ensureDoc, type SeedContext } from './context'

type Id = number | string

/** The ids of seeded documents of a collection by slug. */
async function idsBySlug(ctx: SeedContext, collection: 'series' | 'products'): Promise<Map<string, Id>> {
  const { docs } = await ctx.payload.find({
    collection,
    depth: 0,
    limit: 0,
    pagination: false,
    draft: true,
    select: { slug: true },
  })
  return new Map(docs.map((d) => [d.slug, d.id]))
}

/**
 * The demo showrooms (`content/showrooms.ts`), published, with the series they show; the brand's
 * own with the showroom picture of the home page. Seeded after the catalogue.
 */
export async function seedShowrooms(ctx: SeedContext): Promise<void> {
  const series = await idsBySlug(ctx, 'series')
  const picture = await asset.scene(ctx, 'showroom', pages.home.showroom.alt)
  for (const [index, s] of showrooms.entries()) {
    const shown = (s.series ?? [...series.keys()]).map((slug) => {
      const id = series.get(slug)
      if (id === undefined) throw new Error(`Seed showroom ${s.slug}: no series ${slug}`)
      return id
    })
    const intro = showroomIntro(s)
    const closures = showroomClosures(s)
    await ensureDoc(ctx, 'showrooms', { slug: { equals: s.slug } }, (locale: Locale) => ({
      _status: 'published',
      slug: s.slug,
      kind: s.kind,
      name: s.name[locale],
      intro: intro[locale],
      street: s.street[locale],
      postcode: s.postcode,
      city: s.city[locale],
      country: s.country,
      position: { lat: s.lat, lng: s.lng },
      timeZone: s.timeZone,
      hours: showroomHours(s),
      exceptions: closures.map((c) => ({ date: c.date, closed: true, note: c.note[locale] })),
      languages: [...s.languages],
      phone: s.phone ?? null,
      email: s.email,
      website: s.website ?? null,
      images: s.kind === 'brand' ? [picture] : [],
      series: shown,
      products: [],
      accessibility: { stepFree: s.stepFree, toilet: s.kind === 'brand', parking: s.kind !== 'studio' },
      order: index + 1,
    }))
  }
}
