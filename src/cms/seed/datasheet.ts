/**
 * A product's one-page data sheet (A4 PDF) in English and German: picture, dimension drawing,
 * technical data and description. The standard PDF fonts cover Latin script only, so the sheet
 * is bilingual rather than in all six languages; its download label says so.
 */
import { colours, finishes, installations, materials } from '@/lib/catalogue/specs'
import { A4, PdfDocument, type PdfPage, wrap } from '@/lib/pdf/document'
import { rgb } from '@/lib/pdf/types'

import type { ProductSeed } from './content/types'
import { dimensionSvg } from './images/dimension-drawing'
import { productSvg } from './images/products'
import { rasterize } from './images/rasterize'

const INK = rgb('#2E2F31')
const MUTED = rgb('#5B6166')
const ACCENT = rgb('#1F5E5A')
const ZEBRA = rgb('#F4F1EC')
const RULE = rgb('#D9D5CE')
const M = 48
const RIGHT = A4.width - M

type Row = { readonly en: string; readonly de: string; readonly valueEn: string; readonly valueDe: string }

const number = (v: number, locale: 'en' | 'de'): string =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(v)

function rows(p: ProductSeed): Row[] {
  const s = p.specs
  const size = `${s.width} × ${s.depth} × ${s.height} mm`
  const out: Row[] = [{ en: 'Dimensions (W × D × H)', de: 'Abmessungen (B × T × H)', valueEn: size, valueDe: size }]
  if (s.material)
    out.push({ en: 'Material', de: 'Material', valueEn: materials[s.material].en, valueDe: materials[s.material].de })
  out.push({ en: 'Finish', de: 'Oberfläche', valueEn: finishes[s.finish].en, valueDe: finishes[s.finish].de })
  out.push({
    en: 'Colours',
    de: 'Farben',
    valueEn: s.colours.map((c) => colours[c].en).join(', '),
    valueDe: s.colours.map((c) => colours[c].de).join(', '),
  })
  out.push({
    en: 'Installation',
    de: 'Montageart',
    valueEn: installations[s.installation].en,
    valueDe: installations[s.installation].de,
  })
  out.push({
    en: 'Weight',
    de: 'Gewicht',
    valueEn: `${number(s.weight, 'en')} kg`,
    valueDe: `${number(s.weight, 'de')} kg`,
  })
  if (s.capacity)
    out.push({
      en: 'Capacity (to the overflow)',
      de: 'Füllmenge (bis zum Überlauf)',
      valueEn: `${s.capacity} l`,
      valueDe: `${s.capacity} l`,
    })
  if (s.glass) out.push({ en: 'Glass thickness', de: 'Glasstärke', valueEn: `${s.glass} mm`, valueDe: `${s.glass} mm` })
  return out
}

function header(page: PdfPage): void {
  page.text(M, 66, 'SANHAUS', { font: 'Helvetica-Bold', size: 15, spacing: 3.2, color: INK })
  page.text(RIGHT, 66, 'Data sheet  ·  Datenblatt', { size: 9, color: MUTED, align: 'right' })
  page.rect(M, 78, RIGHT - M, 1.2, { fill: ACCENT })
}

/** Title in English, German beneath; returns the y below it. */
function title(page: PdfPage, p: ProductSeed): number {
  let y = 112
  for (const line of wrap(p.title.en, 'Helvetica-Bold', 20, RIGHT - M)) {
    page.text(M, y, line, { font: 'Helvetica-Bold', size: 20, color: INK })
    y += 24
  }
  page.text(M, y - 4, p.title.de, { size: 12, color: MUTED })
  return y + 12
}

function table(page: PdfPage, top: number, list: readonly Row[]): number {
  page.text(M, top, 'Technical data  ·  Technische Daten', { font: 'Helvetica-Bold', size: 11, color: INK })
  let y = top + 10
  const valueX = 236
  list.forEach((row, i) => {
    const h = 30
    if (i % 2 === 0) page.rect(M, y, RIGHT - M, h, { fill: ZEBRA })
    page.text(M + 8, y + 12.5, row.en, { font: 'Helvetica-Bold', size: 9, color: INK })
    if (row.de !== row.en) page.text(M + 8, y + 24, row.de, { size: 8, color: MUTED })
    page.text(valueX, y + 12.5, row.valueEn, { size: 9, color: INK })
    if (row.valueDe !== row.valueEn) page.text(valueX, y + 24, row.valueDe, { size: 8, color: MUTED })
    y += h
  })
  page.line(M, y, RIGHT, y, RULE, 0.6)
  return y
}

function description(page: PdfPage, top: number, p: ProductSeed): void {
  const gap = 18
  const col = (RIGHT - M - gap) / 2
  for (const [i, [heading, text]] of (
    [
      ['Description', p.description.en],
      ['Beschreibung', p.description.de],
    ] as const
  ).entries()) {
    const x = M + i * (col + gap)
    page.text(x, top, heading, { font: 'Helvetica-Bold', size: 10, color: INK })
    wrap(text, 'Helvetica', 8.5, col).forEach((line, n) =>
      page.text(x, top + 16 + n * 11.5, line, { size: 8.5, color: INK }),
    )
  }
}

function footer(page: PdfPage): void {
  const y = A4.height - 40
  page.line(M, y - 12, RIGHT, y - 12, RULE, 0.6)
  page.text(M, y, 'SANHAUS  ·  Subject to technical changes  ·  Technische Änderungen vorbehalten', {
    size: 7.5,
    color: MUTED,
  })
  page.text(RIGHT, y, 'Dimensions in millimetres  ·  Maße in Millimetern', { size: 7.5, color: MUTED, align: 'right' })
}

/** The sheet of product `p`, whose product picture is drawn as `variant` of its family. */
export async function datasheetPdf(p: ProductSeed, variant: number): Promise<Buffer> {
  const px = 900
  const [picture, drawing] = await Promise.all([
    rasterize(productSvg(p.family, variant), px, 'jpeg'),
    rasterize(dimensionSvg(p), px, 'jpeg'),
  ])
  const doc = new PdfDocument({
    title: `${p.title.en} – data sheet`,
    author: 'SANHAUS',
    subject: `${p.title.de} – Datenblatt`,
    creator: 'SANHAUS',
  })
  const page = doc.addPage()
  header(page)
  const top = title(page, p)
  const w = (RIGHT - M - 14) / 2
  const h = (w * 3) / 4
  page.image(doc.addJpeg(picture, px, (px * 3) / 4), M, top, w, h)
  page.image(doc.addJpeg(drawing, px, (px * 3) / 4), M + w + 14, top, w, h)
  page.rect(M + w + 14, top, w, h, { stroke: RULE, lineWidth: 0.6 })
  const end = table(page, top + h + 34, rows(p))
  description(page, end + 30, p)
  footer(page)
  return doc.toBuffer()
}
