import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'

import { installationDrawing } from '@/lib/drawings/installation'

import { datasheetDocument, type DatasheetContent } from './datasheet'
import { listDocument } from './listDocument'
import { renderPdfPage } from '../../../tests/support/pdfRender'
import { pdfText } from '../../../tests/support/pdfText'

/** A rare character (CJK Extension A, U+4DAE, as in the name 刘䶮) that no demo text uses. */
const RARE = '䶮'

const chinese: DatasheetContent = {
  lang: 'zh-CN',
  brand: '三浩卫浴',
  kind: '产品数据表',
  title: `壁挂式台盆 Luna 60 ${RARE}`,
  variantName: '黑色',
  eyebrow: '台盆',
  numbers: [
    { label: '货号', value: 'SH100102' },
    { label: 'EAN', value: '4069999100029' },
  ],
  description: '简约的壁挂式台盆，以细腻的釉面陶瓷制成，易于清洁。',
  picture: null,
  specsHeading: '技术数据',
  specs: [
    { label: '尺寸（宽 × 深 × 高）', value: '600 × 420 × 150毫米' },
    { label: '材质', value: '陶瓷' },
  ],
  drawing: null,
  certificates: { heading: '证书与检测报告', items: ['CE 符合性声明 · EN 14688', '台盆承重测试 · TR-2026-014 · 2026'] },
  url: {
    label: '最新版本网址',
    href: 'https://www.sanhaus.example/zh/product/luna-60-wall-hung-basin/SH100102',
    shortLink: 'https://www.sanhaus.example/p/SH100102',
    shortLinkNote: '二维码及短链接：https://www.sanhaus.example/p/SH100102',
  },
  revision: '版本 7 · 2026年11月27日',
  revisionDate: new Date('2026-11-27T09:30:00Z'),
  footer: '三浩卫浴 · 保留技术变更的权利。',
  pageLabel: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
}

const german: DatasheetContent = {
  ...chinese,
  lang: 'de-DE',
  brand: 'Sanhaus',
  kind: 'Datenblatt',
  title: 'Wandwaschbecken „Luna 60“',
  variantName: 'Schwarz · Größe 600 × 420 mm',
  eyebrow: 'Waschbecken',
  description: 'Schlichtes Wandwaschbecken aus Keramik, pflegeleicht glasiert; für Bäder mit wenig Platz gemäß DIN.',
  specsHeading: 'Technische Daten',
  specs: [
    { label: 'Maße (B × T × H)', value: '600 × 420 × 150 mm' },
    { label: 'Oberfläche', value: 'Glänzend' },
    { label: 'Montageart', value: 'Wandhängend' },
  ],
  certificates: { heading: 'Zertifikate und Prüfberichte', items: [] },
  url: {
    label: 'Aktuelle Fassung im Internet',
    href: 'https://www.sanhaus.example/de/product/luna-60-wall-hung-basin',
    shortLink: 'https://www.sanhaus.example/p/SH100101',
    shortLinkNote: 'QR-Code und Kurzlink: https://www.sanhaus.example/p/SH100101',
  },
  revision: 'Revision 7 · 27. November 2026',
  footer: 'Sanhaus · Technische Änderungen vorbehalten.',
  pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
}

/** pdf.js gives a line's pieces with spaces between runs; compare without them. */
const squash = (text: string) => text.replace(/\s+/g, '')

const basinDrawing = installationDrawing(
  {
    family: 'basin',
    installation: 'wall-hung',
    width: 600,
    depth: 420,
    height: 120,
    outline: 'rectangle',
    outlineRadius: null,
    outlineCut: null,
    drainDiameter: 45,
    drainX: 300,
    drainY: 250,
    mountingHeight: 850,
    seatHeight: null,
    outletHeight: null,
    boltSpacing: null,
    wallFixingCentres: 400,
    entryWidth: null,
    connection: null,
  },
  {
    plan: 'Draufsicht',
    front: 'Vorderansicht',
    unit: 'Maße in mm',
    floor: 'Fertiger Fußboden',
    entry: 'Einstieg',
    outlet: 'Abgang',
    seat: 'Sitzhöhe',
    number: (mm) => new Intl.NumberFormat('de-DE').format(mm),
  },
)

describe('data sheets', () => {
  it('carry the installation drawing with its views and measures as text', async () => {
    const bytes = await datasheetDocument({ ...german, drawing: { heading: 'Einbauzeichnung', drawing: basinDrawing } })
    const { text } = await pdfText(bytes)
    for (const word of ['Einbauzeichnung', 'Draufsicht', 'Vorderansicht', 'Maße in mm', 'Fertiger Fußboden'])
      expect(text).toContain(word)
    for (const value of ['600', '420', '120', '300', '250', 'Ø 45', '850', '400']) expect(text).toContain(value)
  })

  it('carry a QR code that a phone’s reader decodes to the variant’s short link, and the certificates that cover it', async () => {
    for (const content of [chinese, german]) {
      const bytes = await datasheetDocument(content)
      const { width, height, data } = await renderPdfPage(bytes, 1, 2)
      expect(jsQR(data, width, height)?.data).toBe(content.url.shortLink)
      const { text } = await pdfText(bytes)
      expect(squash(text)).toContain(squash(content.url.shortLinkNote))
      for (const item of content.certificates.items) expect(squash(text)).toContain(squash(item))
      if (!content.certificates.items.length) expect(text).not.toContain(content.certificates.heading)
    }
  })

  it('reads back in Chinese, the rare character included, with its revision and page number', async () => {
    const bytes = await datasheetDocument(chinese)
    const { text, info, pages } = await pdfText(bytes)
    expect(squash(text)).toContain(squash(chinese.title))
    expect(text).toContain(RARE)
    expect(squash(text)).toContain('简约的壁挂式台盆')
    expect(squash(text)).toContain(squash('版本 7 · 2026年11月27日'))
    expect(squash(text)).toContain(squash('第 1 页，共 1 页'))
    expect(squash(text)).toContain('600×420×150毫米')
    expect(pages).toHaveLength(1)
    expect(info.Language).toBe('zh-CN')
    expect(String(info.Title)).toContain(RARE)
    expect(bytes.length).toBeLessThan(300_000)
  })

  it('reads back in German with umlauts and „quotes“, the link to its page and its revision', async () => {
    const bytes = await datasheetDocument(german)
    const { text, info } = await pdfText(bytes)
    expect(text).toContain('Wandwaschbecken „Luna 60“')
    expect(text).toContain('gemäß')
    expect(text).toContain('Größe')
    expect(text).toContain('Revision 7 · 27. November 2026')
    expect(text).toContain('https://www.sanhaus.example/de/product/luna-60-wall-hung-basin')
    expect(text).toContain('Seite 1 von 1')
    expect(info.Language).toBe('de-DE')
    expect(bytes.length).toBeLessThan(300_000)
  })

  it('embeds only the glyphs used: a sheet stays small although the font is 10 MB', async () => {
    const bytes = await datasheetDocument({ ...chinese, picture: null })
    expect(bytes.length).toBeLessThan(100_000)
  })
})

describe('lists and text documents', () => {
  it('numbers the rows of a list and runs onto further pages with the header repeated', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({
      product: `Walk-in-Duschwand Clara 120 – Größe ${i + 1}`,
      article: `SH${String(300301 + i)}`,
      quantity: String(i + 1),
      picture: null,
    }))
    const bytes = await listDocument({
      lang: 'de-DE',
      brand: 'Sanhaus',
      title: 'Merkliste',
      dated: 'Stand: 27. November 2026',
      columns: { position: 'Pos.', picture: 'Bild', product: 'Produkt', article: 'Artikelnummer', quantity: 'Menge' },
      rows,
      url: { label: 'Diese Merkliste im Internet', href: 'https://www.sanhaus.example/de/list?items=SH300301:1' },
      footer: 'Sanhaus',
      pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
      date: new Date('2026-11-27T00:00:00Z'),
    })
    const { pages } = await pdfText(bytes)
    expect(pages.length).toBeGreaterThan(1)
    expect(pages.at(-1)).toContain(`Seite ${pages.length} von ${pages.length}`)
    for (const page of pages) expect(page).toContain('Artikelnummer')
    expect(pages.join('\n')).toContain('SH300350')
  })
})
