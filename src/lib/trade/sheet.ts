/**
 * The catalogue as a table for people: one row per variant, headed in the reader's language, the
 * ETIM features as columns headed by their code and English name (ETIM's own names). The same
 * table is written as XLSX (`xlsx.ts`) and as CSV; a Merkliste adds its quantities in front.
 */
import { formatTags, type Locale } from '@/i18n/locales'
import { type Named, n } from '@/lib/catalogue/specs'
import { toCsv } from '@/lib/csv'

import { orderUnits } from './commercial'
import { type EtimFeature, type EtimValue, etimValueName } from './etim'
import type { TradeItem } from './items'
import { tradeFieldLabels } from './labels'

export type SheetValue = string | number | null

export type SheetColumn = {
  /** a stable key (tests and readers find a column by it) */
  key: string
  header: string
  /** spreadsheet width in characters */
  width: number
  /** numbers are written as numbers, so a spreadsheet can sum and sort them */
  numeric?: boolean
}

export type Sheet = { columns: SheetColumn[]; rows: SheetValue[][] }

type Column = {
  key: string
  header: Named
  width: number
  numeric?: boolean
  value: (item: TradeItem, locale: Locale) => SheetValue
}

const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

const countryNames = new Map<Locale, Intl.DisplayNames>()
function countryName(code: string | null | undefined, locale: Locale): string | null {
  if (!code) return null
  let names = countryNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([formatTags[locale]], { type: 'region' })
    countryNames.set(locale, names)
  }
  return `${names.of(code) ?? code} (${code})`
}

const day = (iso: string | null | undefined): string | null => (iso ? iso.slice(0, 10) : null)

const yesNo = { yes: n('ja', '是', 'yes', 'sì', 'oui', 'sí'), no: n('nein', '否', 'no', 'no', 'non', 'no') }

const lifecycleNames = {
  active: n('lieferbar', '在售', 'active', 'disponibile', 'disponible', 'disponible'),
  discontinued: n('ausgelaufen', '已停产', 'discontinued', 'fuori produzione', 'arrêté', 'descatalogado'),
}

/** A number of the trade data, headed by its field's name: weights and packed sizes. */
const tradeNumber = (key: 'grossWeight' | 'packedWidth' | 'packedDepth' | 'packedHeight'): Column => ({
  key,
  header: tradeFieldLabels[key],
  width: 10,
  numeric: true,
  value: (i) => num(i.trade[key]),
})

const columns: readonly Column[] = [
  {
    key: 'article',
    header: n('Artikelnummer', '货号', 'Article number', 'Codice articolo', 'Référence', 'Referencia'),
    width: 12,
    value: (i) => i.article,
  },
  {
    key: 'gtin',
    header: n('GTIN/EAN', 'GTIN/EAN', 'GTIN/EAN', 'GTIN/EAN', 'GTIN/EAN', 'GTIN/EAN'),
    width: 15,
    value: (i) => i.gtin,
  },
  {
    key: 'title',
    header: n('Bezeichnung', '名称', 'Name', 'Denominazione', 'Désignation', 'Denominación'),
    width: 44,
    value: (i, l) => i.title[l],
  },
  {
    key: 'description',
    header: n('Beschreibung', '描述', 'Description', 'Descrizione', 'Description', 'Descripción'),
    width: 60,
    value: (i, l) => i.description[l] || null,
  },
  {
    key: 'lifecycle',
    header: tradeFieldLabels.lifecycle,
    width: 14,
    value: (i, l) => lifecycleNames[i.trade.lifecycle === 'discontinued' ? 'discontinued' : 'active'][l],
  },
  {
    key: 'discontinuedSince',
    header: tradeFieldLabels.discontinuedSince,
    width: 12,
    value: (i) => (i.trade.lifecycle === 'discontinued' ? day(i.trade.discontinuedSince) : null),
  },
  {
    key: 'successor',
    header: tradeFieldLabels.successor,
    width: 12,
    value: (i) => (i.trade.lifecycle === 'discontinued' ? (i.trade.successor ?? null) : null),
  },
  {
    key: 'listPrice',
    header: n(
      'UVP (EUR ohne MwSt.)',
      '建议零售价（欧元，不含增值税）',
      'List price (EUR excl. VAT)',
      'Prezzo consigliato (EUR IVA escl.)',
      'Prix conseillé (EUR HT)',
      'PVP recomendado (EUR sin IVA)',
    ),
    width: 14,
    numeric: true,
    value: (i) => num(i.trade.listPrice),
  },
  {
    key: 'orderUnit',
    header: tradeFieldLabels.orderUnit,
    width: 14,
    value: (i, l) => {
      const unit = orderUnits.find((u) => u.code === (i.trade.orderUnit ?? 'C62'))
      return unit ? `${unit.label[l]} (${unit.code})` : null
    },
  },
  {
    key: 'contentAmount',
    header: tradeFieldLabels.contentAmount,
    width: 10,
    numeric: true,
    value: (i) => num(i.trade.contentAmount) ?? 1,
  },
  {
    key: 'deliveryDays',
    header: tradeFieldLabels.deliveryDays,
    width: 12,
    numeric: true,
    value: (i) => num(i.trade.deliveryDays),
  },
  {
    key: 'width',
    header: n('Breite (mm)', '宽度（毫米）', 'Width (mm)', 'Larghezza (mm)', 'Largeur (mm)', 'Ancho (mm)'),
    width: 10,
    numeric: true,
    value: (i) => num(i.width),
  },
  {
    key: 'depth',
    header: n('Tiefe (mm)', '深度（毫米）', 'Depth (mm)', 'Profondità (mm)', 'Profondeur (mm)', 'Fondo (mm)'),
    width: 10,
    numeric: true,
    value: (i) => num(i.depth),
  },
  {
    key: 'height',
    header: n('Höhe (mm)', '高度（毫米）', 'Height (mm)', 'Altezza (mm)', 'Hauteur (mm)', 'Alto (mm)'),
    width: 10,
    numeric: true,
    value: (i) => num(i.height),
  },
  {
    key: 'weight',
    header: n(
      'Nettogewicht (kg)',
      '净重（千克）',
      'Net weight (kg)',
      'Peso netto (kg)',
      'Poids net (kg)',
      'Peso neto (kg)',
    ),
    width: 10,
    numeric: true,
    value: (i) => num(i.weight),
  },
  tradeNumber('grossWeight'),
  tradeNumber('packedWidth'),
  tradeNumber('packedDepth'),
  tradeNumber('packedHeight'),
  {
    key: 'customsTariff',
    header: tradeFieldLabels.customsTariff,
    width: 12,
    value: (i) => i.trade.customsTariff ?? null,
  },
  {
    key: 'countryOfOrigin',
    header: tradeFieldLabels.countryOfOrigin,
    width: 16,
    value: (i, l) => countryName(i.trade.countryOfOrigin, l),
  },
  {
    key: 'etimClass',
    header: tradeFieldLabels.etimClass,
    width: 10,
    value: (i) => i.etim.class.id,
  },
  {
    key: 'etimClassName',
    header: n(
      'ETIM-Klasse (englisch)',
      'ETIM 类别（英文）',
      'ETIM class name',
      'Classe ETIM (inglese)',
      'Classe ETIM (anglais)',
      'Clase ETIM (inglés)',
    ),
    width: 28,
    value: (i) => i.etim.class.name,
  },
  {
    key: 'url',
    header: n('Produktseite', '产品页面', 'Product page', 'Pagina prodotto', 'Page produit', 'Página del producto'),
    width: 40,
    value: (i, l) => i.url[l],
  },
  {
    key: 'datasheet',
    header: n(
      'Datenblatt (PDF)',
      '产品数据表（PDF）',
      'Data sheet (PDF)',
      'Scheda tecnica (PDF)',
      'Fiche technique (PDF)',
      'Ficha técnica (PDF)',
    ),
    width: 40,
    value: (i, l) => i.files.find((f) => f.purpose === 'datasheet' && f.language === l)?.url ?? null,
  },
  {
    key: 'picture',
    header: n('Bild', '图片', 'Picture', 'Immagine', 'Image', 'Imagen'),
    width: 40,
    value: (i) => i.files.find((f) => f.purpose === 'picture')?.url ?? null,
  },
  {
    key: 'updatedAt',
    header: n('Geändert am', '更新日期', 'Updated', 'Modificato il', 'Modifié le', 'Modificado el'),
    width: 12,
    value: (i) => day(i.updatedAt),
  },
]

/** A feature's value in a cell: a number as a number, a choice by its English name and code. */
function featureCell(feature: EtimFeature, value: EtimValue, locale: Locale): SheetValue {
  if (typeof value === 'boolean') return (value ? yesNo.yes : yesNo.no)[locale]
  if (typeof value === 'number') return value
  if (Array.isArray(value)) return `${value[0]}–${value[1]}`
  return `${etimValueName(feature, value) ?? value} (${value})`
}

/** The ETIM features any of the items states, in the order of the classes' first appearance. */
function featureColumns(items: readonly TradeItem[]): EtimFeature[] {
  const seen = new Map<string, EtimFeature>()
  for (const item of items)
    for (const f of item.etim.class.features) if (f.id in item.etim.values && !seen.has(f.id)) seen.set(f.id, f)
  return [...seen.values()]
}

export type SheetOptions = {
  locale: Locale
  /** whether list prices are public: without, the price column is left out */
  listPrices: boolean
  /** a Merkliste's quantities by article: then a quantity column comes first */
  quantities?: ReadonlyMap<string, number>
  /** a Merkliste's articles the trade catalogue does not hold: they keep a row, marked so */
  absent?: readonly string[]
  /** the ETIM features as columns after the rest (the CSV); a workbook has a sheet per class instead */
  features?: boolean
}

const absentText = n(
  'Nicht im Handelskatalog',
  '不在贸易目录中',
  'Not in the trade catalogue',
  'Non presente nel catalogo commerciale',
  'Absent du catalogue professionnel',
  'No figura en el catálogo comercial',
)

export const quantityHeader = n('Menge', '数量', 'Quantity', 'Quantità', 'Quantité', 'Cantidad')

/** The table of the items in one language. */
export function tradeSheet(items: readonly TradeItem[], options: SheetOptions): Sheet {
  const { locale } = options
  const base = columns.filter((c) => options.listPrices || c.key !== 'listPrice')
  const features = options.features === false ? [] : featureColumns(items)
  const out: SheetColumn[] = [
    ...(options.quantities ? [{ key: 'quantity', header: quantityHeader[locale], width: 8, numeric: true }] : []),
    ...base.map((c) => ({ key: c.key, header: c.header[locale], width: c.width, numeric: c.numeric })),
    ...features.map(featureColumn),
  ]
  const rows = items.map((item) => [
    ...(options.quantities ? [options.quantities.get(item.article) ?? null] : []),
    ...base.map((c) => c.value(item, locale)),
    ...features.map((f) => (f.id in item.etim.values ? featureCell(f, item.etim.values[f.id]!, locale) : null)),
  ])
  for (const article of options.absent ?? [])
    rows.push(
      out.map((c) =>
        c.key === 'quantity'
          ? (options.quantities?.get(article) ?? null)
          : c.key === 'article'
            ? article
            : c.key === 'title'
              ? absentText[locale]
              : null,
      ),
    )
  return { columns: out, rows }
}

const featureColumn = (f: EtimFeature): SheetColumn => ({
  key: f.id,
  header: `${f.id} ${f.name}${f.unit ? ` (${f.unit})` : ''}`,
  width: Math.min(30, Math.max(12, f.name.length / 1.5)),
  numeric: f.type === 'N',
})

/** Characters a sheet's name may not hold, and its longest length (Excel's rules). */
const sheetName = (text: string) =>
  text
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim()

export type ClassSheet = { name: string; sheet: Sheet }

/**
 * The ETIM features by class: a sheet per class with the article, its name and the class's
 * features the items state, in ETIM's order, so no column is empty for a whole product group.
 */
export function classSheets(items: readonly TradeItem[], locale: Locale): ClassSheet[] {
  const groups = new Map<string, TradeItem[]>()
  for (const item of items) groups.set(item.etim.class.id, [...(groups.get(item.etim.class.id) ?? []), item])
  const article = columns.find((c) => c.key === 'article')!
  const title = columns.find((c) => c.key === 'title')!
  return [...groups.values()].map((group) => {
    const c = group[0]!.etim.class
    const features = featureColumns(group)
    return {
      name: sheetName(`${c.id} ${c.name}`),
      sheet: {
        columns: [
          { key: 'article', header: article.header[locale], width: article.width },
          { key: 'title', header: title.header[locale], width: title.width },
          ...features.map(featureColumn),
        ],
        rows: group.map((item) => [
          item.article,
          item.title[locale],
          ...features.map((f) => (f.id in item.etim.values ? featureCell(f, item.etim.values[f.id]!, locale) : null)),
        ]),
      },
    }
  })
}

/** The table as CSV: UTF-8 with a byte-order mark, comma-separated, numbers with a decimal point. */
export function sheetCsv(sheet: Sheet): string {
  return toCsv(
    sheet.columns.map((c) => c.header),
    sheet.rows,
  )
}
