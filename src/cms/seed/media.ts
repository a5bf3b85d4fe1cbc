import { defaultLocale } from '@/i18n/locales'

import type { L } from './content/types'
import type { SeedContext } from './context'
import { rasterize } from './images/rasterize'
import { otherLocales } from './localize'

type Id = number | string

/**
 * A drawn picture (rasterised, or kept as SVG for icons) or a generated PDF document. Pictures are
 * stored as lossless PNG: the site shows only the WebP sizes made from them at upload, and PNG is
 * their best source; a WebP original would also be decoded and re-encoded whole by Payload (it
 * reads WebP as possibly animated), which made each upload take 2.4 times as long.
 */
export type MediaSource =
  | { kind: 'raster'; svg: () => string | Promise<string>; width: number }
  | { kind: 'svg'; svg: () => string | Promise<string> }
  | { kind: 'pdf'; data: () => Promise<Buffer> }

const mimeTypes = { raster: 'image/png', svg: 'image/svg+xml', pdf: 'application/pdf' } as const
const extensions = { raster: 'png', svg: 'svg', pdf: 'pdf' } as const

async function fileData(source: MediaSource): Promise<Buffer> {
  if (source.kind === 'pdf') return source.data()
  const svg = await source.svg()
  return source.kind === 'svg' ? Buffer.from(svg, 'utf8') : rasterize(svg, source.width, 'png')
}

const context = { disableRevalidate: true }

async function store(ctx: SeedContext, filename: string, alt: L, source: MediaSource): Promise<Id> {
  const { payload } = ctx
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (found.docs[0]) return found.docs[0].id
  const data = await fileData(source)
  const created = await payload.create({
    collection: 'media',
    data: { alt: alt[defaultLocale] },
    file: { data, mimetype: mimeTypes[source.kind], name: filename, size: data.length },
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
 * Stores one drawn image or generated document in the media collection: pictures rasterised to
 * WebP, icons kept as SVG, data sheets as PDF. Its file name is its identity, so a rerun reuses
 * what is there.
 */
export function ensureMedia(ctx: SeedContext, name: string, alt: L, source: MediaSource): Promise<Id> {
  const filename = `${name}.${extensions[source.kind]}`
  // One upload per file name, even when several documents use the same icon.
  let promise = ctx.media.get(filename)
  if (!promise) {
    promise = store(ctx, filename, alt, source)
    ctx.media.set(filename, promise)
  }
  return promise
}
