import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { readCatalogueRequest, type SearchParams } from '@/components/catalogue/catalogueState'
import type { Locale } from '@/i18n/locales'
import { applySelection, type FinderProblem, type FinderResult, readSelection } from '@/lib/catalogue/facets'
import { type Fit, fitRules } from '@/lib/catalogue/fit'
import { getCategoryTree } from '@/lib/cms/catalogue'
import { getFinderProducts, getSeriesNames } from '@/lib/cms/finder'
import { catalogueHref } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'

/** The query as the URL gave it, empty fields left out (a GET form sends them). */
export function searchParamsOf(raw: SearchParams): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(raw))
    for (const v of Array.isArray(value) ? value : [value]) if (v) params.append(key, v)
  return params
}

/**
 * The finder's state for a request of the product centre: the category it narrows, the cached list
 * of its products and what the query chose of them. A category no one has is a 404.
 */
export async function loadFinder(locale: Locale, raw: SearchParams) {
  const tree = await getCategoryTree(locale)
  const request = readCatalogueRequest(tree, raw)
  if (request.kind !== 'ok') notFound()
  const { state } = request
  const [entries, series] = await Promise.all([
    getFinderProducts(locale, state.category?.id ?? null, state.sub?.id ?? null),
    getSeriesNames(locale),
  ])
  const params = searchParamsOf(raw)
  const { selection, problems } = readSelection(
    params,
    series.map((s) => s.slug),
  )
  const result = applySelection(
    entries.map((e) => e.finder),
    selection,
  )
  const tiles = new Map(entries.map((e) => [e.tile.id, e.tile]))
  return {
    tree,
    state,
    selection,
    problems,
    result,
    tiles,
    seriesNames: new Map(series.map((s) => [s.slug, s.title])),
    typedFit: params.get('fit')?.slice(0, 40) ?? '',
  }
}

/** A finder answer is no page of its own: not indexed, its links followed, canonical to its category. */
export async function finderMetadata(locale: Locale, raw: SearchParams): Promise<Metadata> {
  const tree = await getCategoryTree(locale)
  const request = readCatalogueRequest(tree, raw)
  const state = request.kind === 'ok' ? request.state : null
  const t = await getTranslations({ locale, namespace: 'finder' })
  const shown = state?.sub ?? state?.category
  return {
    title: shown ? `${t('heading')} – ${shown.title}` : t('heading'),
    robots: { index: false, follow: true },
    alternates: alternates(locale, (l) => catalogueHref(l, { category: state?.category?.slug, sub: state?.sub?.slug })),
  }
}

type T = Awaited<ReturnType<typeof getTranslations<'finder'>>>

/** The message of each problem of the query, in the page's language. */
export function problemMessages(problems: readonly FinderProblem[], t: T): { fit: string | null; others: string[] } {
  let fit: string | null = null
  const others: string[] = []
  for (const p of problems) {
    if (p.param === 'fit')
      fit = t(p.problem === 'format' ? 'fitFormat' : p.problem === 'tooSmall' ? 'fitTooSmall' : 'fitTooLarge')
    else if (p.problem === 'unknown') others.push(t('unknown', { value: p.value, facet: t(p.param) }))
    else others.push(t('range', { facet: t(p.param) }))
  }
  return { fit, others }
}

/** The message of each step that names millimetres (the headroom above has its own: `stepAbove`). */
const stepMessages = {
  play: 'stepPlay',
  profiles: 'stepProfiles',
  cut: 'stepCut',
  tight: 'stepTight',
} as const

/**
 * What a product's fit says under its tile, in plain words: "Passt genau", or per dimension what
 * fitting it takes ("Passt – Breite: Duschwanne auf 1.300 mm kürzen · Tiefe: genau").
 */
export function fitNote(fit: Fit, t: T, locale: Locale): string {
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  if (fit.steps.every((s) => s.action === 'exact')) return t('fitsExactly')
  const steps = fit.steps.map((s) => {
    const text =
      s.action === 'exact'
        ? t('stepExact')
        : t(s.action === 'play' && s.dimension === 'height' ? 'stepAbove' : stepMessages[s.action], {
            mm: n.format(s.mm),
          })
    return t('fitStep', { dimension: t(s.dimension), text })
  })
  return `${t('fits')} – ${steps.join(' · ')}`
}

/** The fit rules of the kinds among the results, stated once above them. */
export function rulesShown(result: FinderResult, t: T): string[] {
  const kinds = new Set(
    result.products.flatMap((p) => (p.product.family ? [fitRules[p.product.family]?.kind] : [])).filter(Boolean),
  )
  const tolerance = fitRules.enclosure?.toleranceMm ?? 0
  return [
    ...(kinds.has('footprint') ? [t('ruleFootprint')] : []),
    ...(kinds.has('niche') ? [t('ruleNiche', { tolerance })] : []),
  ]
}
