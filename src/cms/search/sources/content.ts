import { globalFields } from '@/cms/fields/finish'
import { locales, type Locale } from '@/i18n/locales'
import { isOpen } from '@/lib/jobs'
import { hrefFor, hrefForSlug } from '@/lib/paths'
import { lexicalText } from '@/lib/search/lexicalText'

import { publishedDocs, type Source } from '../context'
import { idOf, refOf, type EntryInput } from '../entries'

/** Projects open on the projects page, at their region's gallery. */
export const cases: Source = {
  name: 'cases',
  async build(ctx, ids) {
    if (ids?.length === 0) return []
    const entries: EntryInput[] = []
    for (const locale of locales) {
      for (const doc of await publishedDocs(ctx, 'cases', locale, { ids })) {
        entries.push({
          ref: refOf('cases', doc.id),
          lang: locale,
          kind: 'case',
          path: `${hrefFor(locale, 'case')}#${doc.region}`,
          title: doc.city,
          snippet: doc.caption,
          rank: doc.order ?? 0,
          image: idOf(doc.image),
        })
      }
    }
    return entries
  },
}

/** News is kept per language: an article is found only in the language of its category. */
export const news: Source = {
  name: 'news',
  async build(ctx, ids) {
    if (ids?.length === 0) return []
    const languages = new Map<number | string, Locale>(
      (await publishedDocs(ctx, 'news-categories', 'de')).map((c) => [c.id, c.language]),
    )
    const entries: EntryInput[] = []
    const fields = ctx.payload.collections.news.config.fields
    for (const read of await publishedDocs(ctx, 'news', 'de', { ids, unfinished: true })) {
      const lang = languages.get(idOf(read.category) ?? '')
      if (!lang) continue
      // An article is written in its category's language: its texts are finished in that one.
      const [doc] = await ctx.finish(fields, [read], lang, 'news')
      if (!doc) continue
      entries.push({
        ref: refOf('news', doc.id),
        lang,
        kind: 'news',
        path: hrefForSlug(lang, 'news', doc.slug),
        title: doc.title,
        snippet: doc.excerpt,
        body: [lexicalText(doc.body)],
        // newest first
        rank: -Math.floor(Date.parse(doc.publishedAt) / 86_400_000),
        image: idOf(doc.image),
      })
    }
    return entries
  },
}

/**
 * Each technology line opens the technology page at its own section. Its title names the page
 * too (`Badmöbel · Technik`): alone it would read like the category of the same name.
 */
export const technologyLines: Source = {
  name: 'technology-lines',
  async build(ctx, ids) {
    if (ids?.length === 0) return []
    const entries: EntryInput[] = []
    for (const locale of locales) {
      const [page] = await ctx.finish(
        globalFields(ctx.payload, 'craft-page'),
        [await ctx.payload.findGlobal({ slug: 'craft-page', locale, depth: 0, overrideAccess: true, req: ctx.req })],
        locale,
      )
      const heading = page?.heading
      for (const doc of await publishedDocs(ctx, 'technology-lines', locale, { ids })) {
        const features = (doc.features ?? []).flatMap((f) => [f.title, f.description])
        entries.push({
          ref: refOf('technology-lines', doc.id),
          lang: locale,
          kind: 'page',
          path: `${hrefFor(locale, 'craft')}#${doc.key}`,
          title: heading ? `${doc.title} · ${heading}` : doc.title,
          snippet: doc.intro,
          body: features,
          rank: 100 + (doc.order ?? 0),
        })
      }
    }
    return entries
  },
}

export const jobOpenings: Source = {
  name: 'job-openings',
  async build(ctx, ids) {
    if (ids?.length === 0) return []
    const entries: EntryInput[] = []
    for (const locale of locales) {
      for (const doc of await publishedDocs(ctx, 'job-openings', locale, { ids })) {
        // A closed opening is not found; the job queue renews its entries when it closes.
        if (!isOpen(doc.validThrough)) continue
        entries.push({
          ref: refOf('job-openings', doc.id),
          lang: locale,
          kind: 'page',
          path: hrefForSlug(locale, 'recruit', doc.slug),
          title: doc.title,
          snippet: doc.summary,
          body: [doc.location, lexicalText(doc.description)],
          rank: 200 + (doc.order ?? 0),
        })
      }
    }
    return entries
  },
}

export const legalPages: Source = {
  name: 'legal-pages',
  async build(ctx, ids) {
    if (ids?.length === 0) return []
    const entries: EntryInput[] = []
    for (const locale of locales) {
      for (const doc of await publishedDocs(ctx, 'legal-pages', locale, { ids })) {
        const text = lexicalText(doc.body)
        entries.push({
          ref: refOf('legal-pages', doc.id),
          lang: locale,
          kind: 'page',
          path: hrefFor(locale, doc.slug),
          title: doc.title,
          snippet: text.split('\n').find((line) => line.length > 60) ?? text,
          body: [text],
          rank: 300,
        })
      }
    }
    return entries
  },
}

/** Each market's guarantee, found by its title, what it covers and how to claim it. */
export const guarantees: Source = {
  name: 'guarantees',
  async build(ctx, ids) {
    if (ids?.length === 0) return []
    const entries: EntryInput[] = []
    for (const locale of locales) {
      for (const doc of await publishedDocs(ctx, 'guarantees', locale, { ids })) {
        const covers = lexicalText(doc.covers)
        entries.push({
          ref: refOf('guarantees', doc.id),
          lang: locale,
          kind: 'page',
          path: hrefForSlug(locale, 'guarantee', doc.market),
          title: doc.title,
          snippet: covers.split('\n').find((line) => line.length > 60) ?? covers,
          body: [covers, lexicalText(doc.claim)],
          rank: 300,
        })
      }
    }
    return entries
  },
}
