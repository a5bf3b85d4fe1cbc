import { getTranslations } from 'next-intl/server'

import { env } from '@/env'
import { formatTags, type Locale, localeTags } from '@/i18n/locales'
import { formatMeasure, specRows } from '@/lib/catalogue/format'
import { type ResolvedVariant, variantsOf } from '@/lib/catalogue/variants'
import type { TenderFormat } from '@/lib/documentPaths'
import type { ListItem } from '@/lib/list/items'
import { hrefFor, seriesHref, variantPageHref } from '@/lib/paths'
import { shortText, type TenderDocument, type TenderPosition } from '@/lib/tender/document'
import { NBSP } from '@/lib/text/typography'
import type { Product } from '@/payload-types'

import { findArticle, getProduct } from './catalogue'
import { documentDate } from './datasheet'
import { type DeclarationEntry, getDeclarations } from './declarations'
import { getProductLinks, type ProductLinks } from './productLinks'
import { getSeries, getSeriesProducts } from './series'
import { getSiteSettings } from './site'

/** A product standard named in a certificate or report: "EN 14688", "DIN EN 817", "EN ISO 10545-2". */
const STANDARD = /\b(?:DIN\s+)?EN(?:\s+ISO)?\s+\d{2,5}(?:-\d+)*(?::\d{4})?/g

/**
 * The standards the certificates and test reports covering a product name: those of a CE
 * marking apart (a certificate whose caption says "CE"), the others as tested to. Each once.
 */
export function standardsOf(links: Pick<ProductLinks, 'certificates' | 'reports'>): { ce: string[]; tested: string[] } {
  const ce = new Set<string>()
  const tested = new Set<string>()
  for (const c of links.certificates)
    for (const [s] of c.caption.matchAll(STANDARD)) (/\bCE\b/.test(c.caption) ? ce : tested).add(s)
  for (const r of links.reports) for (const [s] of r.title.matchAll(STANDARD)) tested.add(s)
  for (const s of ce) tested.delete(s)
  return { ce: [...ce], tested: [...tested] }
}

/** Between a label and its value, as each language sets it: French with a no-break space, Chinese full width. */
const colonOf = (locale: Locale): string => (locale === 'zh' ? '：' : locale === 'fr' ? `${NBSP}: ` : ': ')

type Words = {
  t: Awaited<ReturnType<typeof getTranslations<'tender'>>>
  tp: Awaited<ReturnType<typeof getTranslations<'product'>>>
  brand: string
  locale: Locale
  /** the issued declarations of performance, for the articles they cover */
  declarations: DeclarationEntry[]
}

async function wordsOf(locale: Locale): Promise<Words> {
  const [t, tp, settings, declarations] = await Promise.all([
    getTranslations({ locale, namespace: 'tender' }),
    getTranslations({ locale, namespace: 'product' }),
    getSiteSettings(locale),
    getDeclarations(),
  ])
  return { t, tp, brand: settings.brandName, locale, declarations }
}

/** "Wandwaschbecken Luna 60 – Steingrau": the product's title and the variant's name. */
const itemName = (product: Product, variant: ResolvedVariant): string =>
  [product.title, variant.name].filter(Boolean).join(' – ')

/**
 * A variant as a position: the short text (title, variant, size), the long text from the data
 * sheet's rows with their labels, the standards, the numbers and the brand line.
 */
function positionOf(
  product: Product,
  variant: ResolvedVariant,
  links: ProductLinks,
  words: Words,
  quantity = 1,
): TenderPosition {
  const dops = words.declarations.filter((d) => variant.articleNumber && d.articles.includes(variant.articleNumber))
  const { t, tp, brand, locale } = words
  const list = new Intl.ListFormat(formatTags[locale], { style: 'short', type: 'conjunction' })
  const plain = new Intl.NumberFormat(formatTags[locale], { maximumFractionDigits: 0 })
  const size =
    variant.specs.width && variant.specs.depth
      ? `${plain.format(variant.specs.width)} × ${formatMeasure(variant.specs.depth, 'millimeter', locale)}`
      : null
  const standards = standardsOf(links)
  const type = product.name?.trim() || product.title
  const colon = colonOf(locale)
  return {
    short: shortText([product.title, variant.name, size], { comma: locale === 'zh' ? '，' : ', ' }),
    lines: [
      itemName(product, variant),
      ...specRows(variant.specs, locale).map((row) => `${tp(row.key)}${colon}${row.value}`),
      ...(standards.ce.length ? [t('ce', { list: list.format(standards.ce) })] : []),
      // The declaration of performance the CE marking rests on.
      ...(dops.length ? [t('dop', { list: list.format(dops.map((d) => d.number)) })] : []),
      ...(standards.tested.length ? [t('standards', { list: list.format(standards.tested) })] : []),
      ...(variant.articleNumber ? [`${tp('articleNumber')}${colon}${variant.articleNumber}`] : []),
      ...(variant.gtin ? [`${tp('gtin')}${colon}${variant.gtin}`] : []),
      t('brandLine', { brand, type }),
      t('offered'),
    ],
    article: variant.articleNumber,
    gtin: variant.gtin,
    brand,
    quantity,
    unit: t('unit'),
  }
}

function documentOf(words: Words, title: string, path: string, positions: TenderPosition[]): TenderDocument {
  const date = new Date()
  const url = `${env.siteUrl}${path}`
  return {
    lang: localeTags[words.locale],
    title,
    meta: words.t('meta', { brand: words.brand, date: documentDate(date, words.locale), url }),
    section: title,
    positions,
    words: { quantity: words.t('quantity'), colon: colonOf(words.locale) },
    date,
    source: url,
    brand: words.brand,
  }
}

/** The tender text of one variant (the default for article null), or null where its page is a 404. */
export async function variantTender(
  slug: string,
  article: string | null,
  locale: Locale,
): Promise<{ doc: TenderDocument; isDefault: boolean; file: string } | null> {
  const product = await getProduct(slug, locale)
  if (!product) return null
  const variants = variantsOf(product, locale)
  const variant = article === null ? variants[0] : variants.find((v) => v.articleNumber === article)
  if (!variant) return null
  const [words, links] = await Promise.all([wordsOf(locale), getProductLinks(product.id, locale)])
  const path = variantPageHref(locale, product.slug, variant)
  return {
    doc: documentOf(words, words.t('titleVariant', { name: itemName(product, variant) }), path, [
      positionOf(product, variant, links, words),
    ]),
    isDefault: variant.isDefault,
    file: `${variant.articleNumber ?? product.slug}-tender-${locale}`,
  }
}

/** The tender texts of every variant of every published product of a series, in the series' order. */
export async function seriesTender(
  slug: string,
  locale: Locale,
): Promise<{ doc: TenderDocument; file: string } | null> {
  const series = await getSeries(slug, locale)
  if (!series) return null
  const tiles = await getSeriesProducts(series.id, locale)
  const words = await wordsOf(locale)
  const positions: TenderPosition[] = []
  for (const tile of tiles) {
    const product = await getProduct(tile.slug, locale)
    if (!product) continue
    const links = await getProductLinks(product.id, locale)
    for (const variant of variantsOf(product, locale)) positions.push(positionOf(product, variant, links, words))
  }
  if (!positions.length) return null
  return {
    doc: documentOf(words, words.t('titleSeries', { name: series.title }), seriesHref(locale, series.slug), positions),
    file: `${series.slug}-tender-${locale}`,
  }
}

/**
 * A Merkliste's tender text: a position per row found in the catalogue, with the row's
 * quantity, in the list's order. Null when no row is.
 */
export async function listTender(items: readonly ListItem[], locale: Locale): Promise<TenderDocument | null> {
  const words = await wordsOf(locale)
  const positions: TenderPosition[] = []
  for (const item of items) {
    const found = await findArticle(item.article)
    const product = found && (await getProduct(found.slug, locale))
    const variant = product && variantsOf(product, locale).find((v) => v.articleNumber === item.article)
    if (!product || !variant) continue
    positions.push(positionOf(product, variant, await getProductLinks(product.id, locale), words, item.quantity))
  }
  if (!positions.length) return null
  return documentOf(words, words.t('titleList'), hrefFor(locale, 'list'), positions)
}

/** What the files of a tender text are called in one language: "GAEB DA XML (X81)", "Text (TXT)", "Word (DOCX)". */
export async function tenderFileLabels(locale: Locale): Promise<Record<TenderFormat, string>> {
  const t = await getTranslations({ locale, namespace: 'tender' })
  return { x81: t('fileGaeb'), txt: t('fileTxt'), docx: t('fileDocx') }
}

/** A variant's position as its page shows it (the one of its tender text). */
export async function variantPosition(
  product: Product,
  variant: ResolvedVariant,
  locale: Locale,
): Promise<TenderPosition> {
  const [words, links] = await Promise.all([wordsOf(locale), getProductLinks(product.id, locale)])
  return positionOf(product, variant, links, words)
}
