import { getTranslations } from 'next-intl/server'

import { feedMime, readFeedItems } from '@/cms/trade/feeds'
import { env } from '@/env'
import { isLocale, type Locale } from '@/i18n/locales'
import { FILE_CSP } from '@/lib/security/headers'
import { bmecatDocument } from '@/lib/trade/bmecat'
import type { ListExportFormat } from '@/lib/trade/feedPaths'
import type { TradeItem } from '@/lib/trade/items'
import { classSheets, sheetCsv, tradeSheet } from '@/lib/trade/sheet'
import { xChangeDocument } from '@/lib/trade/xchange'
import { tradeWorkbook } from '@/lib/trade/xlsx'

import { listRequest } from '../documents/listRequest'
import { messageResponse, notFoundResponse } from '../documents/responses'

/** The visitor's own list: made per request, kept by no cache (nginx included). */
const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Accel-Expires': '0' }

/**
 * `GET /<locale>/list.xlsx?items=SH300301:2,SH100101:1` (and `.csv`, `.bmecat.xml`,
 * `.xchange.json`): a Merkliste for a purchaser's systems, from the same published data as the
 * trade feeds. The spreadsheet and CSV are headed in the page's language, with the quantities
 * first; an article the trade catalogue does not hold keeps its row, marked so. BMEcat and
 * xChange carry the list's articles. The same limits as the list's PDF.
 */
export async function listExport(request: Request, localeParam: string, format: ListExportFormat): Promise<Response> {
  if (!isLocale(localeParam)) return notFoundResponse()
  const locale: Locale = localeParam
  const t = await getTranslations({ locale, namespace: 'list' })
  const asked = await listRequest(request, locale, t('exportTooMany'))
  if (asked.refusal) return asked.refusal
  const feed = await readFeedItems()
  if (!feed) return messageResponse(503, t('exportPending'), locale, { 'Retry-After': '30' })
  const byArticle = new Map(feed.items.map((i) => [i.article, i]))
  const picked = asked.items.map((row) => byArticle.get(row.article)).filter((i): i is TradeItem => Boolean(i))
  const absent = asked.items.filter((row) => !byArticle.has(row.article))
  const generatedAt = new Date(feed.generatedAt)
  const day = new Date().toISOString().slice(0, 10)
  let body: string | Buffer
  let extension: string
  if (format === 'xlsx' || format === 'csv') {
    const rows = {
      locale,
      listPrices: feed.listPrices,
      quantities: new Map(asked.items.map((row) => [row.article, row.quantity])),
      absent: absent.map((row) => row.article),
    }
    extension = format
    body =
      format === 'xlsx'
        ? await tradeWorkbook(
            tradeSheet(picked, { ...rows, features: false }),
            locale,
            {
              siteUrl: env.siteUrl,
              generatedAt,
              etim: feed.etim,
              contact: feed.dataContact,
              listPrices: feed.listPrices,
            },
            classSheets(picked, locale),
          )
        : sheetCsv(tradeSheet(picked, rows))
  } else if (format === 'bmecat') {
    extension = 'xml'
    body = bmecatDocument(picked, {
      locale,
      brand: feed.brand,
      generatedAt,
      listPrices: feed.listPrices,
      version: generatedAt.toISOString().replace(/\D/g, '').slice(0, 14),
    })
  } else {
    extension = 'json'
    body = JSON.stringify(
      xChangeDocument(
        { items: picked, leftOut: [] },
        { generatedAt, brand: feed.brand, dataContact: feed.dataContact },
      ),
    )
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  const name = `list-${day}-${locale}${format === 'bmecat' ? '-bmecat' : format === 'xchange' ? '-xchange' : ''}.${extension}`
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': feedMime[extension] ?? 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Content-Language': locale,
      'Content-Security-Policy': FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
      ...NO_STORE,
    },
  })
}
