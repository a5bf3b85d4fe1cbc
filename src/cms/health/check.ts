import fs from 'node:fs'
import path from 'node:path'
import type { Field, Payload } from 'payload'

import { entityLabel } from '@/cms/audit/exportCsv'
import { titleOf } from '@/cms/audit/hooks'
import { asDoc, fieldsAlong, isLocalized, walkFields, type NamedField } from '@/cms/fields/walk'
import { byLocale } from '@/cms/translation/texts'
import { isLocale, locales, type Locale } from '@/i18n/locales'

import { linksInRichText, siteAddress, type ContentLink, type PageCollection } from './links'

/** Why a link leads nowhere: its document is gone, in the trash or not published, or no page answers its address. */
export type LinkProblem = 'missing' | 'trashed' | 'unpublished' | 'noPage' | 'noArticle'

/** A broken link of the published content: where it stands (document, language, field) and where it leads. */
export type BrokenLink = {
  collection?: string
  global?: string
  id?: number | string
  /** the document's title in each language (the German one where a language has none) */
  titles: Titles
  /** the language of the text that holds it; null where the field is the same in every language */
  locale: Locale | null
  /** the field's path in the document (`body`, `items.2.text`) */
  path: string
  /** the link as written: an address, or the linked document (`products 12`) */
  target: string
  problem: LinkProblem
}

type Doc = Record<string, unknown>

/** A title in each of the six languages. */
export type Titles = Record<Locale, string>

/** Titles per language of a document read with `locale: 'all'` (German where a language has none). */
const titlesOf = (config: { admin?: { useAsTitle?: string } }, doc: Doc): Titles =>
  Object.fromEntries(locales.map((l) => [l, titleOf(config, doc, l)])) as Titles

/** Text fields that hold an address (a banner's link, a link of the settings). */
const LINK_FIELDS = new Set(['link', 'url', 'href'])

/** Collections that hold no published content, or whose addresses are the editors' own matter. */
const NOT_CONTENT = new Set(['redirects'])

type Found = { link: ContentLink; locale: Locale | null; path: string }

/** A named field's value in one language (null: the same in every language) and its path. */
type Visit = (field: NamedField, value: unknown, locale: Locale | null, path: string) => void

/**
 * Calls `visit` for every field of a document read with `locale: 'all'` that `wanted` picks,
 * once per language for a localized one (with that language's value). A group, list or blocks
 * field localized as a whole is walked once per language.
 */
export function eachValue(
  fields: readonly Field[],
  doc: unknown,
  wanted: (field: NamedField) => boolean,
  visit: Visit,
): void {
  const walk = (within: readonly Field[], data: unknown, locale: Locale | null, at: readonly (string | number)[]) => {
    walkFields(
      within,
      data,
      ({ field, value, at: here }) => {
        const path = here.join('.')
        const localized = isLocalized(field) && locale === null
        const values = localized
          ? (Object.entries(byLocale(value)) as [Locale, unknown][])
          : ([[locale, value]] as [Locale | null, unknown][])
        if (wanted(field)) {
          for (const [l, v] of values) visit(field, v, l, path)
          return
        }
        if (!localized) return
        // A group, list or blocks field kept per language: its fields once for each language's value.
        for (const [l, v] of values) {
          if (field.type === 'group') walk(field.fields, v, l, here)
          else if (field.type === 'array' && Array.isArray(v))
            v.forEach((row, i) => walk(field.fields, row, l, [...here, i]))
          else if (field.type === 'blocks' && Array.isArray(v))
            v.forEach((row, i) => {
              const block = field.blocks.find((b) => b.slug === asDoc(row)?.blockType)
              if (block) walk(block.fields, row, l, [...here, i])
            })
        }
        return false
      },
      { at, parents: [] },
    )
  }
  walk(fields, doc, null, [])
}

/**
 * Every link of a document read with `locale: 'all'`: in rich text (internal and custom links)
 * and in link fields, with the language and path of the field that holds it.
 */
export function linksOfDocument(fields: readonly Field[], doc: unknown): Found[] {
  const out: Found[] = []
  eachValue(
    fields,
    doc,
    (field) => field.type === 'richText' || (field.type === 'text' && LINK_FIELDS.has(field.name)),
    (field, value, locale, path) => {
      if (field.type === 'richText') for (const link of linksInRichText(value)) out.push({ link, locale, path })
      else if (typeof value === 'string' && value.trim())
        out.push({ link: { to: 'address', href: value }, locale, path })
    },
  )
  return out
}

type Status = { problem: LinkProblem | null }

/**
 * Reads what links lead to, each target once per run: documents by id, pages by slug, articles,
 * files of the media library and the editors' redirects.
 */
function resolver(payload: Payload, siteUrl?: string) {
  const memo = new Map<string, Promise<LinkProblem | null>>()
  const once = (key: string, read: () => Promise<LinkProblem | null>) => {
    let found = memo.get(key)
    if (!found) memo.set(key, (found = read()))
    return found
  }
  const stateOf = (doc: Doc | null | undefined, drafts: boolean): LinkProblem | null => {
    if (!doc) return 'missing'
    if (doc.deletedAt) return 'trashed'
    if (drafts && doc._status !== 'published') return 'unpublished'
    return null
  }
  const hasDrafts = (slug: string) => Boolean(payload.collections[slug as 'products']?.config.versions?.drafts)
  const byId = (collection: string, id: number | string) =>
    once(`${collection}#${id}`, async () => {
      if (!payload.collections[collection as 'products']) return 'missing'
      const found = await payload.find({
        collection: collection as 'products',
        where: { id: { equals: id } },
        trash: true,
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
        select: { _status: true, deletedAt: true } as never,
      })
      return stateOf(found.docs[0] as Doc | undefined, hasDrafts(collection))
    })
  const bySlug = (collection: PageCollection, slug: string, article?: string) =>
    once(`${collection}/${slug}/${article ?? ''}`, async () => {
      const key = collection === 'guarantees' ? 'market' : 'slug'
      const found = await payload.find({
        collection,
        where: { [key]: { equals: slug } },
        trash: true,
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
      })
      const doc = found.docs[0] as Doc | undefined
      const state = stateOf(doc, hasDrafts(collection))
      if (state || article === undefined) return state
      const variants = (doc?.variants as { articleNumber?: string | null }[] | undefined) ?? []
      return variants.some((v) => v.articleNumber === article) ? null : 'noArticle'
    })
  const byArticle = (article: string) =>
    once(`article:${article}`, async () => {
      const found = await payload.find({
        collection: 'products',
        where: { 'variants.articleNumber': { equals: article } },
        trash: true,
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
      })
      const state = stateOf(found.docs[0] as Doc | undefined, true)
      return state === 'missing' ? 'noArticle' : state
    })
  const byFile = (filename: string) =>
    once(`media:${filename}`, async () => {
      const found = await payload.find({
        collection: 'media',
        where: { filename: { equals: filename } },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
      })
      return found.docs.length > 0 ? null : 'missing'
    })
  const address = (href: string, hops = 0): Promise<LinkProblem | null> => {
    const where = siteAddress(href, siteUrl)
    if (!where || where.kind === 'route') return Promise.resolve(null)
    if (where.kind === 'document') return bySlug(where.collection, where.slug, where.article)
    if (where.kind === 'article') return byArticle(where.article)
    if (where.kind === 'media') return byFile(where.filename)
    // No page of the site: an editors' redirect may lead on (at most three in a row).
    return once(`path:${where.path}`, async () => {
      const found = await payload.find({
        collection: 'redirects',
        where: { from: { equals: where.path } },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
      })
      const to = (found.docs[0] as { to?: string } | undefined)?.to
      return to && hops < 3 ? address(to, hops + 1) : 'noPage'
    })
  }
  return async (link: ContentLink): Promise<Status> => ({
    problem: link.to === 'document' ? await byId(link.relationTo, link.id) : await address(link.href),
  })
}

/** Where a finding stands: its document (or global) and its titles. */
export type Place = Pick<BrokenLink, 'collection' | 'global' | 'id' | 'titles'>

/** A published document (or a global's published state) read in all languages, and the languages it is shown in. */
export type Published = { place: Place; fields: readonly Field[]; doc: Doc; languages: readonly Locale[] }

/**
 * The published content: every content collection's published documents and every global's
 * published state, read in all languages. A news article is shown in its category's language
 * only; everything else in all six.
 */
async function publishedContent(payload: Payload): Promise<Published[]> {
  const out: Published[] = []
  const categories = await payload.find({
    collection: 'news-categories',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const languageOf = new Map(
    (categories.docs as object[] as Doc[]).map((c) => [c.id, isLocale(c.language) ? [c.language] : locales]),
  )
  for (const collection of payload.config.collections) {
    if (!collection.versions?.drafts || NOT_CONTENT.has(collection.slug)) continue
    const docs = await payload.find({
      collection: collection.slug as 'products',
      locale: 'all',
      where: { _status: { equals: 'published' } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs.docs as object[] as Doc[]) {
      const place = { collection: collection.slug, id: doc.id as number | string, titles: titlesOf(collection, doc) }
      const languages = collection.slug === 'news' ? (languageOf.get(doc.category) ?? locales) : locales
      out.push({ place, fields: collection.fields, doc, languages })
    }
  }
  for (const global of payload.config.globals) {
    const doc = (await payload.findGlobal({
      slug: global.slug as 'site-settings',
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })) as object as Doc
    const titles = Object.fromEntries(
      locales.map((language) => [language, entityLabel({ payload, i18n: { language } }, global.slug)]),
    ) as Titles
    out.push({ place: { global: global.slug, titles }, fields: global.fields, doc, languages: locales })
  }
  return out
}

/** A picture the published content shows in a language without its alternative text in that language. */
export type MissingAlt = {
  media: number | string
  filename: string
  locale: Locale
  /** the first document (and field) that shows it in that language */
  usedBy: Place & { path: string }
}

const isMediaField = (field: NamedField) =>
  (field.type === 'upload' || field.type === 'relationship') && [field.relationTo].flat().includes('media')

/** The ids a relation or upload field holds (one, several, populated or not). */
const idsOf = (value: unknown): (number | string)[] =>
  [value]
    .flat()
    .map((v) => (asDoc(v) ? (v as { id?: unknown }).id : v))
    .filter((v): v is number | string => typeof v === 'number' || typeof v === 'string')

/** Where the published content shows a file of the media library: per language, the first place. */
type Uses = Map<number | string, Map<Locale, Place & { path: string }>>

/** Where the published content shows each file of the media library. */
function mediaUses(content: readonly Published[]): Uses {
  const uses: Uses = new Map()
  for (const { place, fields, doc, languages } of content) {
    eachValue(fields, doc, isMediaField, (_, value, locale, path) => {
      for (const id of idsOf(value)) {
        const shown = uses.get(id) ?? new Map<Locale, Place & { path: string }>()
        for (const l of locale ? languages.filter((x) => x === locale) : languages)
          if (!shown.has(l)) shown.set(l, { ...place, path })
        uses.set(id, shown)
      }
    })
  }
  return uses
}

/** The files of the media library that `ids` name, read in all languages. */
async function mediaOf(payload: Payload, ids: readonly (number | string)[]): Promise<Doc[]> {
  if (ids.length === 0) return []
  const media = await payload.find({
    collection: 'media',
    where: { id: { in: [...ids] } },
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return media.docs as object[] as Doc[]
}

/**
 * One reading of the published content for the board's checks: the documents, where they show
 * files of the media library, and those files. Each check reads it itself when not handed one.
 */
export type ContentReading = { content: Published[]; uses: Uses; media: Doc[] }

export async function readContent(payload: Payload): Promise<ContentReading> {
  const content = await publishedContent(payload)
  const uses = mediaUses(content)
  return { content, uses, media: await mediaOf(payload, [...uses.keys()]) }
}

/** The checks' options: a reading of the content to share (each check reads it itself without one). */
type Reading = { reading?: ContentReading }

const readingOf = (payload: Payload, options: Reading) =>
  options.reading ? Promise.resolve(options.reading) : readContent(payload)

/** Every link of the published content: rich-text links and link fields. */
export async function contentLinks(payload: Payload, options: Reading = {}): Promise<(Found & Place)[]> {
  // A text shown in one language only (a news article) is that language's, though its field is not per language.
  return (await readingOf(payload, options)).content.flatMap(({ place, fields, doc, languages }) =>
    linksOfDocument(fields, doc).map((found) => ({
      ...found,
      locale: found.locale ?? (languages.length === 1 ? languages[0]! : null),
      ...place,
    })),
  )
}

/**
 * The pictures of the published content without an alternative text in a language they are
 * shown in (a news article's pictures in its language only), per picture and language.
 */
export async function picturesWithoutAlt(payload: Payload, options: Reading = {}): Promise<MissingAlt[]> {
  const { uses, media } = await readingOf(payload, options)
  const out: MissingAlt[] = []
  for (const doc of media) {
    const alt = asDoc(doc.alt) ?? {}
    for (const [locale, usedBy] of uses.get(doc.id as number | string) ?? []) {
      const text = alt[locale]
      if (typeof text !== 'string' || !text.trim())
        out.push({ media: doc.id as number | string, filename: String(doc.filename ?? doc.id), locale, usedBy })
    }
  }
  const order = (l: Locale) => locales.indexOf(l)
  return out.sort((a, b) => a.filename.localeCompare(b.filename) || order(a.locale) - order(b.locale))
}

/** A file of the media library the published content shows or offers, whose stored file is gone. */
export type MissingFile = { media: number | string; filename: string; usedBy: Place & { path: string } }

/**
 * The files the published content shows or offers for download whose stored file is gone: on
 * the disk (`staticDir` of the media library), or in the bucket (`exists` asks it).
 */
export async function missingFiles(
  payload: Payload,
  options: Reading & { exists?: (filename: string) => Promise<boolean> } = {},
): Promise<MissingFile[]> {
  const exists =
    options.exists ??
    (async (filename: string) => {
      const dir = payload.collections.media.config.upload.staticDir
      return Boolean(dir) && fs.existsSync(path.join(dir!, filename))
    })
  const { uses, media } = await readingOf(payload, options)
  const out: MissingFile[] = []
  for (const doc of media) {
    const filename = typeof doc.filename === 'string' ? doc.filename : null
    if (filename && (await exists(filename))) continue
    const usedBy = [...(uses.get(doc.id as number | string)?.values() ?? [])][0]!
    out.push({ media: doc.id as number | string, filename: filename ?? String(doc.id), usedBy })
  }
  return out.sort((a, b) => a.filename.localeCompare(b.filename))
}

/**
 * Every broken link of the published content (`contentLinks`), per language: leading to a
 * missing, trashed or unpublished document, an article no variant has, a file the media library
 * does not have, or an address no page and no redirect answers.
 */
export async function brokenLinks(
  payload: Payload,
  options: Reading & { siteUrl?: string; links?: Awaited<ReturnType<typeof contentLinks>> } = {},
): Promise<BrokenLink[]> {
  const resolve = resolver(payload, options.siteUrl)
  const out: BrokenLink[] = []
  for (const { link, locale, path, ...place } of options.links ?? (await contentLinks(payload, options))) {
    const { problem } = await resolve(link)
    if (!problem) continue
    const target = link.to === 'document' ? `${link.relationTo} ${link.id}` : link.href
    out.push({ ...place, locale, path, target, problem })
  }
  // Per document, then per language (one shared by all first), then by field.
  const order = (l: Locale | null) => (l === null ? -1 : locales.indexOf(l))
  return out.sort(
    (a, b) =>
      (a.collection ?? a.global ?? '').localeCompare(b.collection ?? b.global ?? '') ||
      String(a.id ?? '').localeCompare(String(b.id ?? ''), undefined, { numeric: true }) ||
      order(a.locale) - order(b.locale) ||
      a.path.localeCompare(b.path),
  )
}

type Label = string | Record<string, string>

/** The labels of a field's path (`items.2.text` → the list's, "row 3", the field's), for the admin. */
export function fieldLabels(fields: readonly Field[], path: string): (Label | { row: number })[] {
  return fieldsAlong(fields, path).map((step) => {
    if ('row' in step) return step
    if ('unknown' in step) return step.unknown
    const { field } = step
    const label = 'label' in field ? field.label : undefined
    return typeof label === 'string' || (label && typeof label === 'object')
      ? (label as Label)
      : (field as { name: string }).name
  })
}

/** A published certificate or test report whose validity ends within the days asked for (or has ended). */
export type Expiring = {
  collection: 'certificates' | 'test-reports'
  id: number | string
  titles: Titles
  validUntil: string
  /** calendar days from today to its last day; negative once it has ended */
  daysLeft: number
}

/** Whole calendar days (UTC) from one instant's day to another's. */
export const calendarDays = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) -
      Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())) /
      86_400_000,
  )

/** How many days ahead the board names an ending validity. */
export const EXPIRY_NOTICE_DAYS = 60

/**
 * The published certificates and test reports whose "valid until" is at most `days` ahead of
 * `now`, those already ended included, soonest first.
 */
export async function expiringDocuments(
  payload: Payload,
  { now = new Date(), days = EXPIRY_NOTICE_DAYS }: { now?: Date; days?: number } = {},
): Promise<Expiring[]> {
  const limit = new Date(now.getTime() + days * 86_400_000).toISOString()
  const out: Expiring[] = []
  for (const collection of ['certificates', 'test-reports'] as const) {
    const found = await payload.find({
      collection,
      where: { and: [{ _status: { equals: 'published' } }, { validUntil: { less_than_equal: limit } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      locale: 'all',
    })
    const config = payload.collections[collection].config
    for (const doc of found.docs as object[] as Doc[]) {
      const validUntil = String(doc.validUntil)
      out.push({
        collection,
        id: doc.id as number | string,
        titles: titlesOf(config, doc),
        validUntil,
        daysLeft: calendarDays(now, new Date(validUntil)),
      })
    }
  }
  return out.sort((a, b) => a.validUntil.localeCompare(b.validUntil))
}
