import { defaultLocale } from '@/i18n/locales'

import type { L } from './content/types'
import type { SeedContext } from './context'
import { rasterize } from './images/rasterize'
import { otherLocales } from './localize'

type Id = number | string

export type ImageSource =
  | { kind: 'raster'; svg: () => string | Promise<string>; width: number }
  | { kind: 'svg'; svg: () => string | Promise<string> }

const context = { disableRevalidate: true }

async function store(ctx: SeedContext, filename: string, alt: L, source: ImageSource): Promise<Id> {
  const { payload } = ctx
  const found = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0, pagination: false })
  if (found.docs[0]) return found.docs[0].id
  const svg = await source.svg()
  const data = source.kind === 'svg' ? Buffer.from(svg, 'utf8') : await rasterize(svg, source.width, 'webp')
  const created = await payload.create({
    collection: 'media',
    data: { alt: alt[defaultLocale] },
    file: { data, mimetype: source.kind === 'svg' ? 'image/svg+xml' : 'image/webp', name: filename, size: data.length },
    locale: defaultLocale,
    depth: 0,
    context,
  })
  for (const locale of otherLocales(defaultLocale)) {
    await payload.update({ collection: 'media', id: created.id, data: { alt: alt[locale] }, locale, depth: 0, context })
  }
  ctx.stats.created.media = (ctx.stats.created.media ?? 0) + 1
  return created.id
}

/**
 * Stores one drawn image in the media collection, rasterised to WebP for pictures or kept
 * as SVG for icons. Its file name is its identity, so a rerun reuses what is there.
 */
export function ensureMedia(ctx: SeedContext, name: string, alt: L, source: ImageSource): Promise<Id> {
  const filename = `${name}.${source.kind === 'svg' ? 'svg' : 'webp'}`
  // One upload per file name, even when several documents use the same icon.
  let promise = ctx.media.get(filename)
  if (!promise) {
    promise = store(ctx, filename, alt, source)
    ctx.media.set(filename, promise)
  }
  return promise
}
