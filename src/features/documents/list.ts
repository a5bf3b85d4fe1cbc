import { getTranslations } from 'next-intl/server'

import { env } from '@/env'
import { formatTags, isLocale, type Locale, localeTags } from '@/i18n/locales'
import { documentDate } from '@/lib/cms/datasheet'
import { resolveList } from '@/lib/cms/list'
import { pictureForDocument } from '@/lib/cms/mediaFile'
import { getSiteSettings } from '@/lib/cms/site'
import { listHref } from '@/lib/paths'
import { listDocument } from '@/lib/pdf/listDocument'

import { listRequest } from './listRequest'
import { notFoundResponse, pdfResponse } from './responses'

/** The visitor's own list: made per request, kept by no cache (nginx included). */
const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Accel-Expires': '0' }

/**
 * `GET /<locale>/list.pdf?items=SH300301:2,SH100101:1`: a Merkliste as PDF in the visitor's
 * language, its rows read from the published catalogue now (a row no longer sold is marked so).
 * A list of more than MAX_LIST rows is refused (400) rather than cut short: a printed list that
 * silently lacks rows would be taken for the whole. At most DOCUMENT_LIMIT lists per minute and
 * address (429 with Retry-After).
 */
export async function listAnswer(request: Request, localeParam: string): Promise<Response> {
  if (!isLocale(localeParam)) return notFoundResponse()
  const locale: Locale = localeParam
  const t = await getTranslations({ locale, namespace: 'pdf' })
  const asked = await listRequest(request, locale, t('tooMany'))
  if (asked.refusal) return asked.refusal
  const [rows, settings, tp] = await Promise.all([
    resolveList(asked.items, locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'product' }),
  ])
  const pictures = await Promise.all(rows.map((row) => pictureForDocument(row.image, 160)))
  const now = new Date()
  const quantity = new Intl.NumberFormat(formatTags[locale])
  const bytes = await listDocument({
    lang: localeTags[locale],
    brand: settings.brandName,
    title: t('listTitle'),
    dated: t('listDated', { date: documentDate(now, locale) }),
    columns: {
      position: t('position'),
      picture: t('picture'),
      product: t('product'),
      article: tp('articleNumber'),
      quantity: t('quantity'),
    },
    rows: rows.map((row, i) => ({
      product:
        row.state === 'unknown'
          ? t('unknown')
          : row.state === 'withdrawn'
            ? t('unavailable')
            : [
                [row.title, row.variantName].filter(Boolean).join(' – ') || row.article,
                row.state === 'discontinued' ? `(${t('unavailable')})` : null,
              ]
                .filter(Boolean)
                .join(' '),
      article: row.article,
      quantity: quantity.format(row.quantity),
      picture: pictures[i] ?? null,
    })),
    url: { label: t('listLink'), href: `${env.siteUrl}${listHref(locale, asked.items)}` },
    footer: t('footer', { brand: settings.brandName }),
    pageLabel: (page, pages) => t('page', { page, pages }),
    date: now,
  })
  const day = now.toISOString().slice(0, 10)
  return pdfResponse(bytes, `list-${day}-${locale}.pdf`, { ...NO_STORE, 'Content-Language': locale })
}
