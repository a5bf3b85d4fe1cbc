import { SYSTEM_WRITE } from '@/cms/audit/record'
import { execute, sql } from '@/cms/search/db'
import { defaultLocale } from '@/i18n/locales'

import type { L } from './content/types'
import type { SeedContext } from './context'
import { rasterize } from './images/rasterize'
import { otherLocales } from './localize'

type Id = number | string

/**
 * A drawn picture (rasterised, or kept as SVG for icons). Pictures are stored as lossless PNG: the
 * site shows only the WebP sizes made from them at upload, and PNG is their best source; a WebP
 * original would also be decoded and re-encoded whole by Payload (it reads WebP as possibly
 * animated), which made each upload take 2.4 times as long.
 */
export type MediaSource =
  | { kind: 'raster'; svg: () => string | Promise<string>; width: number }
  | { kind: 'svg'; svg: () => string | Promise<string> }

const mimeTypes = { raster: 'image/png', svg: 'image/svg+xml' } as const
const extensions = { raster: 'png', svg: 'svg' } as const

async function fileData(source: MediaSource): Promise<Buffer> {
  const svg = await source.svg()
  return source.kind === 'svg' ? Buffer.from(svg, 'utf8') : rasterize(svg, source.width, 'png')
}

const context = { [SYSTEM_WRITE]: true, disableRevalidate: true }

async function store(
  ctx: SeedContext,
  filename: string,
  mimetype: string,
  alt: L,
  data: () => Buffer | Promise<Buffer>,
): Promise<Id> {
  const { payload } = ctx
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (found.docs[0]) return found.docs[0].id
  const bytes = await data()
  const created = await payload.create({
    collection: 'media',
    data: { alt: alt[defaultLocale] },
    file: { data: bytes, mimetype, name: filename, size: bytes.length },
    locale: defaultLocale,
    depth: 0,
    context,
  })
  // The description in the other five languages in one statement: the demo content's pictures
  // have no hooks to run on a description (five Local API updates each took 11 of the seed's seconds).
  const rows = otherLocales(defaultLocale).map((locale) => sql`(${alt[locale]}, ${locale}, ${created.id})`)
  await execute(payload, sql`INSERT INTO media_locales (alt, _locale, _parent_id) VALUES ${sql.join(rows, sql`, `)}`)
  ctx.stats.created.media = (ctx.stats.created.media ?? 0) + 1
  return created.id
}

/**
 * Stores one file in the media collection, described in every language. Its file name is its
 * identity: one upload per name in a run (several documents may use the same icon), and a rerun
 * reuses what is there. `data` is made only when the file is uploaded.
 */
export function ensureFile(
  ctx: SeedContext,
  filename: string,
  mimetype: string,
  alt: L,
  data: () => Buffer | Promise<Buffer>,
): Promise<Id> {
  let promise = ctx.media.get(filename)
  if (!promise) {
    promise = store(ctx, filename, mimetype, alt, data)
    ctx.media.set(filename, promise)
  }
  return promise
}

/** Stores one drawn image in the media collection: pictures rasterised to PNG, icons kept as SVG. */
export function ensureMedia(ctx: SeedContext, name: string, alt: L, source: MediaSource): Promise<Id> {
  return ensureFile(ctx, `${name}.${extensions[source.kind]}`, mimeTypes[source.kind], alt, () => fileData(source))
}
