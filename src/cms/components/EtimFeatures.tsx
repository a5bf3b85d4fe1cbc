'use client'

import { useAllFormFields, useField, useTranslation } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import type { CSSProperties } from 'react'

import { isLocale, type Locale } from '@/i18n/locales'
import { variantsOf } from '@/lib/catalogue/variants'
import {
  type EtimFeature,
  type EtimValue,
  type EtimValues,
  etimClassOf,
  etimValueName,
  etimValuesFor,
} from '@/lib/trade/etim'
import { etimCompleteness, etimSourceLabels, siteEtimFeatures } from '@/lib/trade/etimMap'
import type { Product } from '@/payload-types'

const texts = {
  heading: {
    de: 'ETIM-Merkmale',
    zh: 'ETIM 特征',
    en: 'ETIM features',
    it: 'Caratteristiche ETIM',
    fr: 'Caractéristiques ETIM',
    es: 'Características ETIM',
  },
  noClass: {
    de: 'Wählen Sie oben eine ETIM-Klasse: dann stehen hier ihre Merkmale in der Reihenfolge von ETIM.',
    zh: '请先在上方选择 ETIM 类别，此处将按 ETIM 的顺序列出其特征。',
    en: 'Choose an ETIM class above: its features are then listed here in ETIM’s order.',
    it: 'Scegliere sopra una classe ETIM: qui compaiono poi le sue caratteristiche nell’ordine ETIM.',
    fr: 'Choisissez une classe ETIM ci-dessus : ses caractéristiques s’affichent alors ici dans l’ordre de l’ETIM.',
    es: 'Elija arriba una clase ETIM: sus características aparecerán aquí en el orden de ETIM.',
  },
  filled: {
    de: '{filled} von {total} Merkmalen ausgefüllt',
    zh: '已填写 {filled}/{total} 项特征',
    en: '{filled} of {total} features filled',
    it: '{filled} di {total} caratteristiche compilate',
    fr: '{filled} caractéristiques sur {total} remplies',
    es: '{filled} de {total} características rellenadas',
  },
  code: { de: 'Code', zh: '代码', en: 'Code', it: 'Codice', fr: 'Code', es: 'Código' },
  feature: {
    de: 'Merkmal (ETIM, englisch)',
    zh: '特征（ETIM 英文）',
    en: 'Feature (ETIM, English)',
    it: 'Caratteristica (ETIM, inglese)',
    fr: 'Caractéristique (ETIM, anglais)',
    es: 'Característica (ETIM, inglés)',
  },
  value: { de: 'Wert', zh: '值', en: 'Value', it: 'Valore', fr: 'Valeur', es: 'Valor' },
  from: {
    de: 'aus „{source}“',
    zh: '取自“{source}”',
    en: 'from “{source}”',
    it: 'da “{source}”',
    fr: 'de « {source} »',
    es: 'de «{source}»',
  },
  product: {
    de: 'Produkt: {value}',
    zh: '产品：{value}',
    en: 'Product: {value}',
    it: 'Prodotto: {value}',
    fr: 'Produit : {value}',
    es: 'Producto: {value}',
  },
  yes: { de: 'ja', zh: '是', en: 'yes', it: 'sì', fr: 'oui', es: 'sí' },
  no: { de: 'nein', zh: '否', en: 'no', it: 'no', fr: 'non', es: 'no' },
  none: { de: '—', zh: '—', en: '—', it: '—', fr: '—', es: '—' },
  fromValue: { de: 'von', zh: '从', en: 'from', it: 'da', fr: 'de', es: 'desde' },
  toValue: { de: 'bis', zh: '至', en: 'to', it: 'a', fr: 'à', es: 'hasta' },
}

type Text = Record<Locale, string>
const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))

/** A value as the table shows it: the value's ETIM name, yes/no, the number with its unit, a range. */
function shown(feature: EtimFeature, value: EtimValue, say: (t: Text) => string): string {
  const unit = feature.unit ? ` ${feature.unit}` : ''
  if (typeof value === 'boolean') return say(value ? texts.yes : texts.no)
  if (typeof value === 'number') return `${value}${unit}`
  if (Array.isArray(value)) return value[0] === value[1] ? `${value[0]}${unit}` : `${value[0]}–${value[1]}${unit}`
  return `${etimValueName(feature, value) ?? value} (${value})`
}

const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
}
const input: CSSProperties = {
  width: '100%',
  minWidth: 0,
  minHeight: 32,
  padding: '4px 8px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 3px)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-elevation-800)',
  font: 'inherit',
}

/**
 * The features of the product's (or variant's) ETIM class in ETIM's order, each as its type asks:
 * a choice of the class's values (A), yes/no (L), a number in its unit (N), a range (R). What the
 * site knows already (dimensions, material, colour …) is shown with where it comes from, not asked.
 */
export function EtimFeatures({ path }: { path: string }) {
  const { i18n } = useTranslation()
  const language: Locale = isLocale(i18n.language) ? i18n.language : 'en'
  const say = (t: Text) => t[language]
  const { value, setValue } = useField<EtimValues | null>({ path })
  const [fields] = useAllFormFields()
  const data = reduceFieldsToValues(fields, true) as Partial<Product>

  const variantIndex = /^variants\.(\d+)\./.exec(path)?.[1]
  const row = variantIndex !== undefined ? data.variants?.[Number(variantIndex)] : undefined
  const productClass = data.trade?.etimClass ?? null
  const classId = (row ? row.trade?.etimClass : null) ?? productClass
  const c = etimClassOf(classId)
  if (!c)
    return (
      <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-etim-features>
        <p className="field-description">{say(texts.noClass)}</p>
      </div>
    )

  const specs =
    (row
      ? variantsOf({ ...data, variants: data.variants ?? [], images: data.images ?? [] } as Product, 'en')[
          Number(variantIndex)
        ]?.specs
      : data.specs) ?? {}
  const site = siteEtimFeatures(c, specs)
  const inherited = row && classId === productClass ? etimValuesFor(c, data.trade?.etimFeatures) : {}
  const own = value && typeof value === 'object' ? value : {}
  const merged = { ...inherited, ...etimValuesFor(c, own) }
  const all: EtimValues = { ...merged, ...Object.fromEntries(Object.entries(site).map(([k, v]) => [k, v.value])) }
  const { filled, total } = etimCompleteness(c, all)

  const set = (id: string, next: EtimValue | null) => {
    const copy: Record<string, EtimValue> = { ...own }
    if (next === null) delete copy[id]
    else copy[id] = next
    setValue(Object.keys(copy).length ? copy : null)
  }

  const editor = (f: EtimFeature) => {
    const current = own[f.id]
    const label = `${f.id} ${f.name}`
    switch (f.type) {
      case 'A':
        return (
          <select
            aria-label={label}
            style={input}
            value={typeof current === 'string' ? current : ''}
            onChange={(e) => set(f.id, e.target.value || null)}
          >
            <option value="">{say(texts.none)}</option>
            {f.values?.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        )
      case 'L':
        return (
          <select
            aria-label={label}
            style={input}
            value={typeof current === 'boolean' ? String(current) : ''}
            onChange={(e) => set(f.id, e.target.value === '' ? null : e.target.value === 'true')}
          >
            <option value="">{say(texts.none)}</option>
            <option value="true">{say(texts.yes)}</option>
            <option value="false">{say(texts.no)}</option>
          </select>
        )
      case 'N':
        return (
          <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <input
              type="number"
              step="any"
              aria-label={label}
              style={input}
              value={typeof current === 'number' ? current : ''}
              onChange={(e) => set(f.id, e.target.value === '' ? null : Number(e.target.value))}
            />
            {f.unit}
          </span>
        )
      case 'R': {
        const [from, to] = Array.isArray(current) ? current : [undefined, undefined]
        const change = (i: 0 | 1, text: string) => {
          const next: [number | undefined, number | undefined] = [from, to]
          next[i] = text === '' ? undefined : Number(text)
          if (next[0] === undefined && next[1] === undefined) set(f.id, null)
          else set(f.id, [next[0] ?? next[1]!, next[1] ?? next[0]!])
        }
        return (
          <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <input
              type="number"
              step="any"
              aria-label={`${label}: ${say(texts.fromValue)}`}
              style={input}
              value={from ?? ''}
              onChange={(e) => change(0, e.target.value)}
            />
            –
            <input
              type="number"
              step="any"
              aria-label={`${label}: ${say(texts.toValue)}`}
              style={input}
              value={to ?? ''}
              onChange={(e) => change(1, e.target.value)}
            />
            {f.unit}
          </span>
        )
      }
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'calc(var(--base) * 1.5)' }} data-etim-features={c.id}>
      <p style={{ margin: '0 0 8px', fontWeight: 600 }}>
        {say(texts.heading)} · {c.id} {c.name} ·{' '}
        <span data-etim-filled={`${filled}/${total}`}>{fill(say(texts.filled), { filled, total })}</span>
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <colgroup>
          <col style={{ width: '7.5rem' }} />
          <col />
          <col style={{ width: '45%' }} />
        </colgroup>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'start' }}>{say(texts.code)}</th>
            <th style={{ ...cell, textAlign: 'start' }}>{say(texts.feature)}</th>
            <th style={{ ...cell, textAlign: 'start' }}>{say(texts.value)}</th>
          </tr>
        </thead>
        <tbody>
          {c.features.map((f) => {
            const known = site[f.id]
            const fromProduct = inherited[f.id]
            return (
              <tr key={f.id} data-etim-feature={f.id}>
                <td style={{ ...cell, fontFamily: 'var(--font-mono, monospace)' }}>{f.id}</td>
                <td style={cell}>
                  {f.name}
                  {f.unit ? ` (${f.unit})` : ''}
                </td>
                <td style={cell}>
                  {known ? (
                    <span data-etim-site>
                      {shown(f, known.value, say)}{' '}
                      <small style={{ color: 'var(--theme-elevation-600)' }}>
                        {fill(say(texts.from), { source: etimSourceLabels[known.source][language] })}
                      </small>
                    </span>
                  ) : (
                    <>
                      {editor(f)}
                      {fromProduct !== undefined && own[f.id] === undefined ? (
                        <small style={{ color: 'var(--theme-elevation-600)' }}>
                          {fill(say(texts.product), { value: shown(f, fromProduct, say) })}
                        </small>
                      ) : null}
                    </>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
