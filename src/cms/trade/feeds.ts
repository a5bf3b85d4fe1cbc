/**
 * The trade feeds as files: BMEcat 2005 per language, ETIM xChange with all six languages, and a
 * report of what they hold and leave out. Made from published data only, by the feed job
 * (`src/cms/jobs/tradeFeeds.ts`) whenever the catalogue's public data changes, and kept in the
 * feed store (`store.ts`), from which `/api/trade/<file>` serves them.
 */
import { S3Client } from '@aws-sdk/client-s3'
import path from 'node:path'
import type { Payload } from 'payload'

import { s3ClientConfig } from '@/cms/storage/s3'
import { env } from '@/env'
import { type Locale, locales } from '@/i18n/locales'
import { cadFormats, cadGroup, cadHref, type CadFormat } from '@/lib/cad/files'
import { datasheetHref, manualHref } from '@/lib/documentPaths'
import { bmecatDocument } from '@/lib/trade/bmecat'
import { etimAttribution, etimRelease } from '@/lib/trade/etim'
import { type FeedOptions, type LeftOut, tradeCatalogue, type TradeFile, type TradeItem } from '@/lib/trade/items'
import { classSheets, sheetCsv, tradeSheet } from '@/lib/trade/sheet'
import { type FeedStore, fileFeedStore, s3FeedStore } from '@/lib/trade/store'
import { xChangeBytes } from '@/lib/trade/xchange'
import { tradeWorkbook } from '@/lib/trade/xlsx'
import type { Product } from '@/payload-types'

/** The files of the trade feeds, by name. */
export const feedFiles = {
  bmecat: (locale: Locale) => `bmecat-${locale}.xml`,
  xchange: 'xchange.json',
  xlsx: (locale: Locale) => `catalogue-${locale}.xlsx`,
  csv: (locale: Locale) => `catalogue-${locale}.csv`,
  report: 'report.json',
  /** the items every feed was written from, for the Merkliste's exports; not served */
  items: 'items.json',
} as const

export const feedMime: Readonly<Record<string, string>> = {
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

/** Every feed file a request may ask for. */
export const feedNames: readonly string[] = [
  ...locales.map(feedFiles.bmecat),
  feedFiles.xchange,
  ...locales.map(feedFiles.xlsx),
  ...locales.map(feedFiles.csv),
  feedFiles.report,
]

export type FeedReport = {
  generatedAt: string
  /** the ETIM release and its licence's notice */
  etim: { release: string; attribution: string }
  listPrices: boolean
  /** variants in the feeds, and the products they belong to */
  variants: number
  products: number
  leftOut: LeftOut[]
  files: { name: string; bytes: number }[]
  /** milliseconds to read the catalogue and write every file */
  tookMs: number
}

/** What the feeds were written from, kept beside them for the Merkliste's exports. */
export type FeedItems = {
  generatedAt: string
  brand: string
  listPrices: boolean
  dataContact: string | null
  etim: { release: string; attribution: string }
  items: TradeItem[]
}

let store: FeedStore | null = null

/** The feed store of this site: the media bucket when media are in S3, else `<data>/trade`. */
export function tradeFeedStore(): FeedStore {
  store ??= env.s3
    ? s3FeedStore(env.s3, new S3Client(s3ClientConfig(env.s3)))
    : fileFeedStore(path.join(env.dataDir, 'trade'))
  return store
}

/** Replaces the store (tests). */
export function useFeedStore(next: FeedStore | null): void {
  store = next
}

let lastItems: { etag: string; data: FeedItems } | null = null

/** The items the feeds were last written from (null before the first renewal), parsed once per renewal. */
export async function readFeedItems(): Promise<FeedItems | null> {
  const stored = await tradeFeedStore().read(feedFiles.items)
  if (!stored) return null
  if (lastItems?.etag !== stored.etag)
    lastItems = { etag: stored.etag, data: JSON.parse(stored.body.toString('utf8')) as FeedItems }
  return lastItems.data
}

/** The documents the site makes for a variant: data sheet, manual (where its kind has a guide), CAD and BIM. */
function documentsOf(siteUrl: string, guided: ReadonlySet<string>): FeedOptions['documentsOf'] {
  return (product, variant, variants, locale) => {
    const own = variant.isDefault ? null : variant.articleNumber
    const files: TradeFile[] = [
      {
        purpose: 'datasheet',
        url: siteUrl + datasheetHref(locale, product.slug, own),
        mime: 'application/pdf',
        language: locale,
      },
    ]
    if (product.family && guided.has(product.family))
      files.push({
        purpose: 'manual',
        url: siteUrl + manualHref(locale, product.slug, own),
        mime: 'application/pdf',
        language: locale,
      })
    // CAD files are made once per size or shape: the first variant of the variant's group holds them.
    const holder = cadGroup(variants, variant)[0] ?? variant
    for (const format of Object.keys(cadFormats) as CadFormat[])
      files.push({
        purpose: format,
        url: siteUrl + cadHref(locale, product.slug, holder.isDefault ? null : holder.articleNumber, format),
        mime: cadFormats[format].mime,
        language: locale,
      })
    return files
  }
}

async function publishedProducts(payload: Payload, locale: Locale): Promise<Product[]> {
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    where: { _status: { equals: 'published' } },
    sort: 'order',
    limit: 0,
    pagination: false,
    draft: false,
    overrideAccess: true,
    populate: { media: { url: true, mimeType: true }, series: { slug: true }, 'product-categories': { slug: true } },
  })
  return docs
}

/** Reads the published catalogue and writes every feed file, then the report. */
export async function renewTradeFeeds(payload: Payload, target: FeedStore = tradeFeedStore()): Promise<FeedReport> {
  const started = performance.now()
  const generatedAt = new Date()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const listPrices = settings.trade?.listPrices === true
  const brand = (typeof settings.brandName === 'string' && settings.brandName) || 'SANHAUS'
  const guides = await payload.find({
    collection: 'installation-guides',
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { family: true },
  })
  const guided = new Set(guides.docs.map((g) => g.family).filter((f): f is NonNullable<typeof f> => Boolean(f)))
  const byLocale = Object.fromEntries(
    await Promise.all(locales.map(async (l) => [l, await publishedProducts(payload, l)] as const)),
  ) as Record<Locale, Product[]>
  const catalogue = tradeCatalogue(byLocale, {
    siteUrl: env.siteUrl,
    listPrices,
    documentsOf: documentsOf(env.siteUrl, guided),
  })
  const version = generatedAt.toISOString().replace(/\D/g, '').slice(0, 14)
  const files: { name: string; bytes: number }[] = []
  const put = async (name: string, body: string | Buffer) => {
    await target.write(name, body)
    files.push({ name, bytes: Buffer.byteLength(body) })
  }
  for (const locale of locales)
    await put(
      feedFiles.bmecat(locale),
      bmecatDocument(catalogue.items, { locale, brand, generatedAt, listPrices, version }),
    )
  await put(
    feedFiles.xchange,
    xChangeBytes(catalogue, { generatedAt, brand, dataContact: settings.trade?.dataContact ?? null }),
  )
  const about = {
    siteUrl: env.siteUrl,
    generatedAt,
    etim: { release: etimRelease, attribution: etimAttribution },
    contact: settings.trade?.dataContact ?? null,
    listPrices,
  }
  for (const locale of locales) {
    const articles = tradeSheet(catalogue.items, { locale, listPrices, features: false })
    await put(
      feedFiles.xlsx(locale),
      await tradeWorkbook(articles, locale, about, classSheets(catalogue.items, locale)),
    )
    await put(feedFiles.csv(locale), sheetCsv(tradeSheet(catalogue.items, { locale, listPrices })))
  }
  const feedItems: FeedItems = {
    generatedAt: generatedAt.toISOString(),
    brand,
    listPrices,
    dataContact: about.contact,
    etim: about.etim,
    items: catalogue.items,
  }
  await target.write(feedFiles.items, JSON.stringify(feedItems))
  const report: FeedReport = {
    generatedAt: generatedAt.toISOString(),
    etim: { release: etimRelease, attribution: etimAttribution },
    listPrices,
    variants: catalogue.items.length,
    products: new Set(catalogue.items.map((i) => i.productSlug)).size,
    leftOut: catalogue.leftOut,
    files,
    tookMs: Math.round(performance.now() - started),
  }
  await target.write(feedFiles.report, JSON.stringify(report, null, 2))
  return report
}
