'use client'

import { useTranslation } from '@payloadcms/ui'

import { isLocale, type Locale } from '@/i18n/locales'
import { variantsOf } from '@/lib/catalogue/variants'
import { etimClassOf } from '@/lib/trade/etim'
import { etimCompleteness, etimValuesOf } from '@/lib/trade/etimMap'
import type { Product } from '@/payload-types'

const texts = {
  filled: {
    de: '{filled}/{total} Merkmale',
    zh: '{filled}/{total} 项特征',
    en: '{filled}/{total} features',
    it: '{filled}/{total} caratteristiche',
    fr: '{filled}/{total} caractéristiques',
    es: '{filled}/{total} características',
  },
  noClass: {
    de: 'Keine ETIM-Klasse: nicht in den Feeds',
    zh: '无 ETIM 类别：不进入数据源',
    en: 'No ETIM class: not in the feeds',
    it: 'Nessuna classe ETIM: non nei feed',
    fr: 'Pas de classe ETIM : absent des flux',
    es: 'Sin clase ETIM: fuera de los feeds',
  },
  someNoClass: {
    de: '{n} Variante(n) ohne ETIM-Klasse',
    zh: '{n} 个规格无 ETIM 类别',
    en: '{n} variant(s) without an ETIM class',
    it: '{n} variante/i senza classe ETIM',
    fr: '{n} variante(s) sans classe ETIM',
    es: '{n} variante(s) sin clase ETIM',
  },
  noPrice: {
    de: '{n} ohne UVP',
    zh: '{n} 个无建议零售价',
    en: '{n} without a list price',
    it: '{n} senza prezzo consigliato',
    fr: '{n} sans prix conseillé',
    es: '{n} sin precio recomendado',
  },
  discontinued: {
    de: '{n} ausgelaufen',
    zh: '{n} 个已停产',
    en: '{n} discontinued',
    it: '{n} fuori produzione',
    fr: '{n} arrêté(s)',
    es: '{n} descatalogado(s)',
  },
}

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))

/**
 * The products list's "Trade data" column: how many of its ETIM class's features the product's
 * variants answer (the lowest and highest), and what keeps variants out of the trade's feeds.
 */
export function TradeStatusCell({ rowData }: { rowData?: Partial<Product> }) {
  const { i18n } = useTranslation()
  const language: Locale = isLocale(i18n.language) ? i18n.language : 'en'
  if (!rowData) return null
  const variants = variantsOf(
    {
      specs: rowData.specs ?? {},
      variants: rowData.variants ?? [],
      images: rowData.images ?? [],
      downloads: rowData.downloads,
      trade: rowData.trade,
    },
    'en',
  )
  const counts = variants.flatMap((v) => {
    const c = etimClassOf(v.trade.etimClass)
    return c ? [{ c, ...etimCompleteness(c, etimValuesOf(c, v.specs, v.trade.etimFeatures)) }] : []
  })
  const unclassed = variants.length - counts.length
  const unpriced = variants.filter((v) => typeof v.trade.listPrice !== 'number').length
  const ended = variants.filter((v) => v.trade.lifecycle === 'discontinued').length
  const classes = [...new Set(counts.map((x) => x.c.id))]
  const low = counts.length ? Math.min(...counts.map((x) => x.filled)) : 0
  const high = counts.length ? Math.max(...counts.map((x) => x.filled)) : 0
  const total = counts.length ? Math.max(...counts.map((x) => x.total)) : 0
  const notes = [
    unclassed && counts.length ? fill(texts.someNoClass[language], { n: unclassed }) : null,
    unpriced ? fill(texts.noPrice[language], { n: unpriced }) : null,
    ended ? fill(texts.discontinued[language], { n: ended }) : null,
  ].filter(Boolean)
  return (
    <span data-trade-status={counts.length ? `${low}/${total}` : 'none'} style={{ display: 'grid', gap: 2 }}>
      {counts.length ? (
        <span>
          <span style={{ fontFamily: 'var(--font-mono, monospace)' }}>{classes.join(', ')}</span> ·{' '}
          {fill(texts.filled[language], { filled: low === high ? low : `${low}–${high}`, total })}
        </span>
      ) : (
        <strong style={{ color: 'var(--theme-error-600, #b3261e)' }}>{texts.noClass[language]}</strong>
      )}
      {notes.length ? <small style={{ color: 'var(--theme-elevation-650)' }}>{notes.join(' · ')}</small> : null}
    </span>
  )
}
