import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
  Plugin,
} from 'payload'

import { appendHooks } from '@/cms/hooks/append'
import { changedPublic } from '@/cms/hooks/publication'

import { reindex, type Target } from './indexer'
import {
  categories,
  cases,
  factSources,
  guarantees,
  jobOpenings,
  legalPages,
  news,
  pages,
  pageShowing,
  products,
  seriesSource,
  technologyLines,
} from './sources'
import { pageSpecs } from './sources/pages'

type Id = number | string
type Doc = { id: Id }
type Effect = (doc: Doc, req: PayloadRequest) => Promise<Target[]> | Target[]

async function idsWhere(
  req: PayloadRequest,
  collection: 'products' | 'news',
  where: Parameters<PayloadRequest['payload']['find']>[0]['where'],
): Promise<Id[]> {
  const { docs } = await req.payload.find({
    collection,
    where,
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((d) => d.id)
}

/** The series a product (as saved) belongs to. */
const seriesOf = (doc: Doc): Id[] => {
  const series = (doc as { series?: Id | { id: Id } | null }).series
  const id = series && typeof series === 'object' ? series.id : series
  return id === null || id === undefined ? [] : [id]
}

const own =
  (source: Target['source']): Effect =>
  (doc) => [{ source, ids: [doc.id] }]

/** What a change of a document of each collection renews in the index. */
const effects: Readonly<Record<string, Effect>> = {
  // A series shows its first product's picture where it has none, and a product names its series.
  products: (doc) => [
    { source: products, ids: [doc.id] },
    { source: seriesSource, ids: seriesOf(doc) },
  ],
  series: async (doc, req) => [
    { source: seriesSource, ids: [doc.id] },
    { source: products, ids: await idsWhere(req, 'products', { series: { equals: doc.id } }) },
  ],
  // A renamed category renames itself, its subs' context and the category words of its products.
  'product-categories': async (doc, req) => [
    { source: categories },
    {
      source: products,
      ids: await idsWhere(req, 'products', {
        or: [{ category: { equals: doc.id } }, { subCategory: { equals: doc.id } }],
      }),
    },
  ],
  cases: own(cases),
  news: own(news),
  'news-categories': async (doc, req) => [
    { source: news, ids: await idsWhere(req, 'news', { category: { equals: doc.id } }) },
  ],
  'technology-lines': own(technologyLines),
  'job-openings': own(jobOpenings),
  'legal-pages': own(legalPages),
  guarantees: own(guarantees),
  'company-facts': () => factSources.map((source) => ({ source })),
}

function effectOf(slug: string): Effect | null {
  const effect = effects[slug]
  if (effect) return effect
  const page = pageShowing(slug)
  return page ? () => [{ source: pages, ids: [page] }] : null
}

/** The seed switches the hooks off and builds the index once at its end. */
const disabled = (req: PayloadRequest): boolean => Boolean(req.context.disableSearchIndex)

function withCollectionHooks(collection: CollectionConfig, effect: Effect): CollectionConfig {
  // A save that changed the live version (publication.ts tells a draft saved beside it apart)
  // renews the entries from the published state of the document, read anew.
  const afterChange: CollectionAfterChangeHook = async ({ collection: saved, doc, operation, req }) => {
    if (disabled(req) || !changedPublic(saved, doc, req.context, operation)) return doc
    await reindex(req.payload, await effect(doc as Doc, req), req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    if (!disabled(req)) await reindex(req.payload, await effect(doc as Doc, req), req)
    return doc
  }
  return appendHooks(collection, { afterChange, afterDelete })
}

/** The technology lines' titles name their page, so a new heading there renames them. */
const alsoForGlobal: Readonly<Record<string, Target[]>> = { 'craft-page': [{ source: technologyLines }] }

function withGlobalHook(global: GlobalConfig): GlobalConfig {
  const targets: Target[] = [{ source: pages, ids: [global.slug] }, ...(alsoForGlobal[global.slug] ?? [])]
  const afterChange: GlobalAfterChangeHook = async ({ doc, global: saved, req }) => {
    if (!disabled(req) && changedPublic(saved, doc, req.context)) await reindex(req.payload, targets, req)
    return doc
  }
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
}

/**
 * Keeps the site search index current as editors publish: the collections and page globals
 * whose published content the index holds get afterChange/afterDelete hooks that renew the
 * affected entries in the same request (and transaction) as the change.
 */
export function searchIndexPlugin(): Plugin {
  const pageGlobals = new Set<string>(pageSpecs.map((p) => p.global))
  return (config) => ({
    ...config,
    collections: config.collections?.map((c) => {
      const effect = effectOf(c.slug)
      return effect ? withCollectionHooks(c, effect) : c
    }),
    globals: config.globals?.map((g) => (pageGlobals.has(g.slug) ? withGlobalHook(g) : g)),
  })
}
