/**
 * The catalogue as a BMEcat 2005 document in one language (T_NEW_CATALOG), the format German
 * wholesalers import master data in: one PRODUCT per variant with its article number as supplier
 * PID, its GTIN, short and long description, manufacturer, the ETIM class and features with their
 * EF/EV codes and units, order details, the list price (without an amount where prices are not
 * public, as the schema allows), pictures and documents, and logistics.
 */
import type { Locale } from '@/i18n/locales'
import { escapeXml } from '@/lib/xml'

import { clip } from './clip'
import type { EtimFeature, EtimValue } from './etim'
import type { TradeFile, TradeItem } from './items'

export const BMECAT_NAMESPACE = 'http://www.bmecat.org/bmecat/2005fd'

/** ISO 639-2 codes, as BMEcat's LANGUAGE and lang attributes take them. */
export const bmecatLanguages: Readonly<Record<Locale, string>> = {
  de: 'deu',
  zh: 'zho',
  en: 'eng',
  it: 'ita',
  fr: 'fra',
  es: 'spa',
}

/** ETIM's units in BMEcat's FUNIT (UN/ECE Recommendation 20). */
const unitCodes: Readonly<Record<string, string>> = {
  mm: 'MMT',
  cm: 'CMT',
  m: 'MTR',
  l: 'LTR',
  'l/min': 'L2',
  kg: 'KGM',
  g: 'GRM',
  bar: 'BAR',
  '°C': 'CEL',
  V: 'VLT',
  W: 'WTT',
  h: 'HUR',
  s: 'SEC',
  kPa: 'KPA',
  'dB(A)': '2N',
}

const escape = escapeXml

const el = (name: string, content: string | number, attrs: Record<string, string> = {}) =>
  `<${name}${Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('')}>${typeof content === 'number' ? String(content) : escape(content)}</${name}>`

const number = (n: number) => String(Math.round(n * 1000) / 1000)

function featureValues(feature: EtimFeature, value: EtimValue): string[] {
  if (typeof value === 'boolean') return [value ? 'true' : 'false']
  if (typeof value === 'number') return [number(value)]
  if (Array.isArray(value)) return [number(value[0]), number(value[1])]
  return [value]
}

function features(item: TradeItem): string {
  const c = item.etim.class
  const rows = c.features
    .filter((f) => item.etim.values[f.id] !== undefined)
    .map((f) => {
      const values = featureValues(f, item.etim.values[f.id]!)
      const unit = f.unit && unitCodes[f.unit] ? el('FUNIT', unitCodes[f.unit]!) : ''
      return `<FEATURE>${el('FNAME', f.id)}${values.map((v) => el('FVALUE', v)).join('')}${unit}</FEATURE>`
    })
  return `<PRODUCT_FEATURES>${el('REFERENCE_FEATURE_SYSTEM_NAME', 'ETIM-10.0')}${el('REFERENCE_FEATURE_GROUP_ID', c.id)}${rows.join('')}</PRODUCT_FEATURES>`
}

const purposes: Readonly<Record<TradeFile['purpose'], string>> = {
  picture: 'normal',
  datasheet: 'data_sheet',
  manual: 'others',
  dxf: 'others',
  ifc: 'others',
  step: 'others',
}

/** What a document is, for MIME_DESCR (ETIM's attachment types, as wholesalers read them). */
const descriptions: Readonly<Record<TradeFile['purpose'], string>> = {
  picture: 'MD01',
  datasheet: 'MD02',
  manual: 'MD14',
  dxf: 'MD12',
  ifc: 'MD62',
  step: 'MD12',
}

/** The MIME types BMEcat 2005 names; another (a WebP picture) goes without, its address says it. */
const bmecatMimeTypes = ['application/pdf', 'application/xml', 'image/gif', 'image/jpeg', 'text/html', 'text/plain']

function mimes(item: TradeItem, locale: Locale): string {
  const files = item.files.filter((f) => !f.language || f.language === locale)
  if (!files.length) return ''
  return `<MIME_INFO>${files
    .map(
      (f, i) =>
        `<MIME>${bmecatMimeTypes.includes(f.mime) ? el('MIME_TYPE', f.mime) : ''}${el('MIME_SOURCE', f.url)}${el('MIME_DESCR', descriptions[f.purpose])}${el('MIME_PURPOSE', purposes[f.purpose])}${el('MIME_ORDER', i + 1)}</MIME>`,
    )
    .join('')}</MIME_INFO>`
}

function logistics(item: TradeItem): string {
  const t = item.trade
  const parts = [
    t.customsTariff ? `<CUSTOMS_TARIFF_NUMBER>${el('CUSTOMS_NUMBER', t.customsTariff)}</CUSTOMS_TARIFF_NUMBER>` : '',
    t.countryOfOrigin ? el('COUNTRY_OF_ORIGIN', t.countryOfOrigin) : '',
  ]
  // Packed size in metres and gross weight in kilograms, as BMEcat gives them.
  const m = (mm: number | null | undefined) => (typeof mm === 'number' ? number(mm / 1000) : null)
  const [length, width, depth] = [m(t.packedWidth), m(t.packedDepth), m(t.packedHeight)]
  const volume =
    typeof t.packedWidth === 'number' && typeof t.packedDepth === 'number' && typeof t.packedHeight === 'number'
      ? number((t.packedWidth * t.packedDepth * t.packedHeight) / 1e9)
      : null
  const dimensions = [
    volume ? el('VOLUME', volume) : '',
    typeof t.grossWeight === 'number' ? el('WEIGHT', number(t.grossWeight)) : '',
    length ? el('LENGTH', length) : '',
    width ? el('WIDTH', width) : '',
    depth ? el('DEPTH', depth) : '',
  ].join('')
  if (dimensions) parts.push(`<PRODUCT_DIMENSIONS>${dimensions}</PRODUCT_DIMENSIONS>`)
  const body = parts.join('')
  return body ? `<PRODUCT_LOGISTIC_DETAILS>${body}</PRODUCT_LOGISTIC_DETAILS>` : ''
}

function product(item: TradeItem, locale: Locale, brand: string, listPrices: boolean): string {
  const lang = { lang: bmecatLanguages[locale] }
  const t = item.trade
  const status =
    t.lifecycle === 'discontinued'
      ? el(
          'PRODUCT_STATUS',
          [
            t.discontinuedSince ? `discontinued ${t.discontinuedSince.slice(0, 10)}` : 'discontinued',
            t.successor ? `successor ${t.successor}` : '',
          ]
            .filter(Boolean)
            .join('; '),
          { type: 'old_product', ...lang },
        )
      : el('PRODUCT_STATUS', 'active', { type: 'core_product', ...lang })
  const details = [
    el('DESCRIPTION_SHORT', clip(item.title[locale], 150) ?? item.article, lang),
    item.description[locale] ? el('DESCRIPTION_LONG', clip(item.description[locale], 64000) ?? '', lang) : '',
    item.gtin ? el('INTERNATIONAL_PID', item.gtin, { type: 'gtin' }) : '',
    el('MANUFACTURER_PID', item.article),
    el('MANUFACTURER_NAME', brand),
    typeof t.deliveryDays === 'number' ? el('DELIVERY_TIME', t.deliveryDays) : '',
    status,
  ].join('')
  const unit = t.orderUnit ?? 'C62'
  const order = `<PRODUCT_ORDER_DETAILS>${el('ORDER_UNIT', unit)}${el('CONTENT_UNIT', 'C62')}${el('NO_CU_PER_OU', t.contentAmount ?? 1)}${el('PRICE_QUANTITY', 1)}${el('QUANTITY_MIN', 1)}</PRODUCT_ORDER_DETAILS>`
  // Without public prices the schema's required price carries its type but no amount.
  const amount = listPrices && typeof t.listPrice === 'number' ? el('PRICE_AMOUNT', t.listPrice.toFixed(2)) : ''
  const price = `<PRODUCT_PRICE_DETAILS><PRODUCT_PRICE price_type="net_list">${amount}${el('PRICE_CURRENCY', 'EUR')}</PRODUCT_PRICE></PRODUCT_PRICE_DETAILS>`
  return `<PRODUCT mode="new">${el('SUPPLIER_PID', item.article)}<PRODUCT_DETAILS>${details}</PRODUCT_DETAILS>${features(item)}${order}${price}${mimes(item, locale)}${logistics(item)}</PRODUCT>`
}

export type BmecatOptions = {
  locale: Locale
  brand: string
  generatedAt: Date
  listPrices: boolean
  /** the catalogue's version: changes whenever its content does */
  version: string
}

/** The BMEcat 2005 document of the items in one language, as UTF-8 text. */
export function bmecatDocument(items: readonly TradeItem[], options: BmecatOptions): string {
  const { locale, brand, generatedAt } = options
  const header = [
    `<GENERATOR_INFO>${escape(brand)} product data</GENERATOR_INFO>`,
    '<CATALOG>',
    el('LANGUAGE', bmecatLanguages[locale], { default: 'true' }),
    el('CATALOG_ID', `${brand}-${locale}`),
    el('CATALOG_VERSION', options.version),
    el('CATALOG_NAME', `${brand} ${locale}`, { lang: bmecatLanguages[locale] }),
    `<DATETIME type="generation_date">${el('DATE', generatedAt.toISOString().slice(0, 10))}${el('TIME', generatedAt.toISOString().slice(11, 19))}</DATETIME>`,
    el('CURRENCY', 'EUR'),
    '</CATALOG>',
    `<SUPPLIER>${el('SUPPLIER_ID', brand, { type: 'supplier_specific' })}${el('SUPPLIER_NAME', brand)}</SUPPLIER>`,
  ].join('')
  const products = items.map((item) => product(item, locale, brand, options.listPrices)).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<BMECAT version="2005" xmlns="${BMECAT_NAMESPACE}">\n<HEADER>${header}</HEADER>\n<T_NEW_CATALOG>\n${products}\n</T_NEW_CATALOG>\n</BMECAT>\n`
}
