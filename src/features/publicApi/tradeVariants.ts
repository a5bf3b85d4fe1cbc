import { type FeedItems, readFeedItems } from '@/cms/trade/feeds'
import type { Locale } from '@/i18n/locales'
import { apiMessages, errorResponse } from '@/lib/api/errors'
import { gtinProblem, normalizeArticle } from '@/lib/catalogue/articles'
import { etimValueName } from '@/lib/trade/etim'
import type { TradeItem } from '@/lib/trade/items'

import { fail, pageOf, readQuery } from './request'
import { okJson } from './respond'
import type { ApiHandler } from './route'
import type { TradeVariant } from './schemas'

const positive = (v: number | null | undefined): number | null => (typeof v === 'number' && v > 0 ? v : null)

/** One trade item as the API gives it, in one language. */
export function tradeVariant(item: TradeItem, locale: Locale, listPrices: boolean): TradeVariant {
  const t = item.trade
  const discontinued = t.lifecycle === 'discontinued'
  const c = item.etim.class
  return {
    article: item.article,
    gtin: item.gtin,
    product: item.productSlug,
    title: item.title[locale],
    description: item.description[locale],
    url: item.url[locale],
    lifecycle: {
      status: discontinued ? 'discontinued' : 'active',
      since: discontinued && t.discontinuedSince ? t.discontinuedSince.slice(0, 10) : null,
      successor: discontinued ? (t.successor ?? null) : null,
    },
    dimensions: { width: positive(item.width), depth: positive(item.depth), height: positive(item.height) },
    weight: { net: positive(item.weight), gross: positive(t.grossWeight) },
    packaging: {
      unit: t.orderUnit ?? 'C62',
      contents: t.contentAmount && t.contentAmount >= 1 ? Math.round(t.contentAmount) : 1,
      packed: { width: positive(t.packedWidth), depth: positive(t.packedDepth), height: positive(t.packedHeight) },
      deliveryDays: typeof t.deliveryDays === 'number' ? Math.round(t.deliveryDays) : null,
    },
    customsTariff: t.customsTariff && /^\d{8}$/.test(t.customsTariff) ? t.customsTariff : null,
    countryOfOrigin: t.countryOfOrigin ?? null,
    listPrice:
      listPrices && typeof t.listPrice === 'number'
        ? { amount: t.listPrice, currency: 'EUR', vatIncluded: false }
        : null,
    etim: {
      release: 'ETIM-10.0',
      class: c.id,
      className: c.name,
      features: c.features
        .filter((f) => f.id in item.etim.values)
        .map((f) => {
          const value = item.etim.values[f.id]!
          const valueName = f.type === 'A' && typeof value === 'string' ? etimValueName(f, value) : null
          return {
            code: f.id,
            name: f.name,
            type: f.type,
            value,
            ...(valueName ? { valueName } : {}),
            ...(f.unit ? { unit: f.unit } : {}),
          }
        }),
    },
    files: item.files.map((f) => ({ kind: f.purpose, language: f.language ?? null, url: f.url, mime: f.mime })),
    updatedAt: item.updatedAt,
  }
}

/** An ISO 8601 time with a date and, if any, a time and zone; null when it is none. */
function readSince(raw: string): Date | null {
  const v = raw.trim()
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(v)) return null
  const d = new Date(v.length === 10 ? `${v}T00:00:00Z` : v)
  return Number.isNaN(d.getTime()) ? null : d
}

async function pending(locale: Locale): Promise<Response> {
  const answer = await fail(locale, 503, 'unavailable', 'feedPending')
  answer.headers.set('Retry-After', '30')
  return answer
}

const byChange = (a: TradeItem, b: TradeItem) =>
  a.updatedAt === b.updatedAt ? a.article.localeCompare(b.article) : a.updatedAt < b.updatedAt ? -1 : 1

/**
 * `GET /api/catalogue/variants/{article}`: one variant of the trade data. `GET
 * /api/catalogue/variants` lists them, by `gtin` (one or none) or changed since `updatedSince`
 * (oldest change first, so a client syncs page by page and keeps the last `updatedAt`), or all.
 * Answered from what the trade feeds were last written from: published data only.
 */
export const tradeVariants: ApiHandler = async (request, path) => {
  const query = await readQuery(request)
  if (!query.ok) return query.response
  const { locale, page, limit } = query.value
  if (path.length > 1) return fail(locale, 404, 'not_found', 'noPath')
  const feed: FeedItems | null = await readFeedItems()
  if (path.length === 1) {
    const article = normalizeArticle(path[0] ?? '')
    const item = article ? feed?.items.find((i) => i.article === article) : undefined
    if (!item) {
      if (article && !feed) return pending(locale)
      return fail(locale, 404, 'not_found', 'noVariant', { article: (path[0] ?? '').slice(0, 40) })
    }
    return okJson(request, { data: tradeVariant(item, locale, feed!.listPrices) }, locale)
  }
  const params = new URL(request.url).searchParams
  const m = await apiMessages(locale)
  const fields: Record<string, string> = {}
  const gtin = params.get('gtin')?.trim() ?? null
  if (gtin !== null && gtinProblem(gtin)) fields.gtin = m.gtinFormat
  const rawSince = params.get('updatedSince')
  const since = rawSince === null ? null : readSince(rawSince)
  if (rawSince !== null && !since) fields.updatedSince = m.sinceFormat
  if (Object.keys(fields).length > 0)
    return errorResponse({ status: 400, code: 'invalid', message: m.invalidParameters, locale, fields })
  if (!feed) return pending(locale)
  let items = feed.items
  if (gtin !== null) items = items.filter((i) => i.gtin === gtin)
  if (since) items = items.filter((i) => new Date(i.updatedAt) >= since)
  const sorted = [...items].sort(byChange)
  const slice = pageOf(sorted, page, limit)
  return okJson(request, { ...slice, data: slice.data.map((i) => tradeVariant(i, locale, feed.listPrices)) }, locale)
}
