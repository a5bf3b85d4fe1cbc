import type { CollectionSlug, Field, GlobalSlug, Payload } from 'payload'

import { globalFields } from '@/cms/fields/finish'
import { stringsOf, visitTexts } from '@/cms/fields/texts'
import { locales, type Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'
import type { RouteKey } from '@/lib/routes'

import { publishedDocs, type IndexContext, type Source } from '../context'
import { refOf, type EntryInput } from '../entries'

/**
 * The searchable strings of a document as read: every localized text of its fields (headings,
 * texts, titles, captions, labels, names, addresses; rich texts by their text), walked as the
 * pages finish them (`visitTexts`); not its page's search-engine texts, which repeat them.
 */
export function textsOf(payload: Payload, fields: readonly Field[], doc: unknown): string[] {
  const out: string[] = []
  visitTexts(payload, fields, doc, ({ path, value }) => {
    if (!path.startsWith('seo.')) out.push(...stringsOf(value).filter((text) => text.trim() !== ''))
  })
  return out
}

type PageSpec = {
  global: GlobalSlug
  route: RouteKey
  /** collections shown on the page, whose texts find it too */
  lists?: readonly CollectionSlug[]
}

/** The pages with their own screen, in the order results show them when equally relevant. */
export const pageSpecs: readonly PageSpec[] = [
  { global: 'about-page', route: 'about', lists: ['history-entries', 'exhibitions'] },
  { global: 'product-centre-page', route: 'product' },
  { global: 'showcase-page', route: 'products' },
  { global: 'craft-page', route: 'craft' },
  { global: 'case-page', route: 'case' },
  { global: 'qualification-page', route: 'certifiction', lists: ['certificates', 'test-reports'] },
  { global: 'service-page', route: 'service', lists: ['service-guarantees'] },
  { global: 'contact-page', route: 'details', lists: ['offices'] },
  { global: 'teamwork-page', route: 'teamwork' },
  { global: 'recruit-page', route: 'recruit' },
  { global: 'news-page', route: 'news' },
]

/** The page global whose screen shows a collection, if any (a change there updates that page's entry). */
export function pageShowing(collection: string): GlobalSlug | null {
  return pageSpecs.find((p) => p.lists?.includes(collection as CollectionSlug))?.global ?? null
}

type Texts = { heading?: unknown; text?: unknown; intro?: { heading?: unknown; text?: unknown } }

async function pageEntry(ctx: IndexContext, spec: PageSpec, rank: number, locale: Locale): Promise<EntryInput | null> {
  const read = await ctx.payload.findGlobal({ slug: spec.global, locale, depth: 0, overrideAccess: true, req: ctx.req })
  const fields = globalFields(ctx.payload, spec.global)
  const [global]: (Texts & object)[] = await ctx.finish(fields, [read], locale)
  if (!global) return null
  // The about page's heading is its introduction's.
  const title = [global.heading, global.intro?.heading].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  )
  if (!title) return null
  const snippet = [global.text, global.intro?.text].find((v): v is string => typeof v === 'string')
  const lists = await Promise.all((spec.lists ?? []).map((collection) => publishedDocs(ctx, collection, locale)))
  const listed = (spec.lists ?? []).flatMap((collection, i) =>
    (lists[i] ?? []).flatMap((doc) => textsOf(ctx.payload, ctx.payload.collections[collection].config.fields, doc)),
  )
  const texts = [...textsOf(ctx.payload, fields, global), ...listed]
  return {
    ref: refOf('page', spec.global),
    lang: locale,
    kind: 'page',
    path: hrefFor(locale, spec.route),
    title,
    snippet,
    body: texts,
    rank,
  }
}

/** Pages of the site by their global (`page:about-page`). */
export const pages: Source = {
  name: 'page',
  async build(ctx, ids) {
    const entries: EntryInput[] = []
    for (const [rank, spec] of pageSpecs.entries()) {
      if (ids && !ids.includes(spec.global)) continue
      for (const locale of locales) {
        const entry = await pageEntry(ctx, spec, rank, locale)
        if (entry) entries.push(entry)
      }
    }
    return entries
  },
}
