/**
 * The trade table as an Excel workbook (Office Open XML, read by Excel, LibreOffice, Numbers and
 * WPS): the articles on the first sheet, then a sheet per ETIM class with its features, each with
 * its header row and article column frozen, numbers as numbers; a last sheet says where the data
 * come from, when they were made and whom to ask.
 */
import writeXlsxFile, { type Row, type Sheet as WorkbookSheet } from 'write-excel-file/node'

import { formatTags, type Locale } from '@/i18n/locales'
import { n } from '@/lib/catalogue/specs'

import { tradeFieldLabels } from './labels'
import type { ClassSheet, Sheet } from './sheet'

const sheetNames = {
  articles: n('Artikel', '产品', 'Articles', 'Articoli', 'Articles', 'Artículos'),
  about: n('Info', '说明', 'About', 'Info', 'À propos', 'Información'),
}

const aboutLabels = {
  source: n('Quelle', '来源', 'Source', 'Fonte', 'Source', 'Fuente'),
  generated: n('Stand', '生成时间', 'Generated', 'Aggiornato al', 'Établi le', 'Generado'),
  rows: n('Artikel', '产品数', 'Articles', 'Articoli', 'Articles', 'Artículos'),
  etim: n('ETIM', 'ETIM', 'ETIM', 'ETIM', 'ETIM', 'ETIM'),
  contact: n(
    'Ansprechpartner Produktdaten',
    '产品数据联系人',
    'Product data contact',
    'Contatto dati prodotto',
    'Contact données produit',
    'Contacto de datos de producto',
  ),
  prices: n(
    'Preise sind unverbindliche Preisempfehlungen in Euro ohne Mehrwertsteuer.',
    '价格为不含增值税的欧元建议零售价。',
    'Prices are recommended list prices in euros, excluding VAT.',
    'I prezzi sono prezzi consigliati in euro, IVA esclusa.',
    'Les prix sont des prix publics conseillés en euros, hors TVA.',
    'Los precios son precios de venta recomendados en euros, sin IVA.',
  ),
  pricesLabel: n('Preise', '价格', 'Prices', 'Prezzi', 'Prix', 'Precios'),
  classesLabel: tradeFieldLabels.etimFeatures,
  classes: n(
    'Je ETIM-Klasse ein Blatt: die Merkmale mit Code und englischem Namen, wie ETIM sie veröffentlicht.',
    '每个 ETIM 类别一个工作表：特征附代码及 ETIM 发布的英文名称。',
    'One sheet per ETIM class: the features with their codes and English names, as ETIM publishes them.',
    'Un foglio per classe ETIM: le caratteristiche con codice e nome inglese, come li pubblica ETIM.',
    'Une feuille par classe ETIM : les caractéristiques avec leur code et leur nom anglais, tels que l’ETIM les publie.',
    'Una hoja por clase ETIM: las características con su código y nombre en inglés, tal como los publica ETIM.',
  ),
}

export type WorkbookAbout = {
  siteUrl: string
  generatedAt: Date
  etim: { release: string; attribution: string }
  contact: string | null
  listPrices: boolean
}

/** The "About" sheet's lines in the reader's language. */
export function aboutLines(sheet: Sheet, locale: Locale, about: WorkbookAbout): [string, string][] {
  const when = new Intl.DateTimeFormat(formatTags[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })
  const lines: [string, string][] = [
    [aboutLabels.source[locale], about.siteUrl],
    [aboutLabels.generated[locale], `${when.format(about.generatedAt)} UTC`],
    [aboutLabels.rows[locale], new Intl.NumberFormat(formatTags[locale]).format(sheet.rows.length)],
    [aboutLabels.etim[locale], `${about.etim.release}. ${about.etim.attribution}`],
  ]
  lines.push([aboutLabels.classesLabel[locale], aboutLabels.classes[locale]])
  if (about.listPrices) lines.push([aboutLabels.pricesLabel[locale], aboutLabels.prices[locale]])
  if (about.contact) lines.push([aboutLabels.contact[locale], about.contact])
  return lines
}

export async function tradeWorkbook(
  sheet: Sheet,
  locale: Locale,
  about: WorkbookAbout,
  classes: readonly ClassSheet[] = [],
): Promise<Buffer> {
  const table = (name: string, of: Sheet): WorkbookSheet<Buffer> => {
    const header: Row = of.columns.map((c) => ({
      value: c.header,
      type: String,
      fontWeight: 'bold',
      wrap: true,
      backgroundColor: '#EEEEEE',
    }))
    const rows: Row[] = of.rows.map((row) =>
      row.map((value, i) =>
        value === null
          ? null
          : of.columns[i]?.numeric && typeof value === 'number'
            ? { value, type: Number }
            : { value: String(value), type: String },
      ),
    )
    const articleColumn = of.columns.findIndex((c) => c.key === 'article')
    return {
      sheet: name,
      data: [header, ...rows],
      columns: of.columns.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
      stickyColumnsCount: articleColumn >= 0 ? articleColumn + 1 : 0,
    }
  }
  const sheets: WorkbookSheet<Buffer>[] = [
    table(sheetNames.articles[locale], sheet),
    ...classes.map((c) => table(c.name, c.sheet)),
    {
      sheet: sheetNames.about[locale],
      data: aboutLines(sheet, locale, about).map(([label, text]) => [
        { value: label, type: String, fontWeight: 'bold' },
        { value: text, type: String, wrap: true },
      ]),
      columns: [{ width: 28 }, { width: 90 }],
    },
  ]
  return writeXlsxFile(sheets, { fontFamily: 'Calibri', fontSize: 11 }).toBuffer()
}
