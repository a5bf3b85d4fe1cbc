import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

import type { Drawing } from '@/lib/drawings/installation'

import { fontData } from './fonts'

/** A4 in points, and the margins of every page. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48, top: 84, bottom: 72 } as const
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

export const colours = {
  ink: '#2E2F31',
  muted: '#5B6166',
  accent: '#1F5E5A',
  zebra: '#F4F1EC',
  rule: '#D9D5CE',
} as const

/** What frames every page of a document: the brand, the document's title, the footer line. */
export type DocumentFrame = {
  /** BCP 47 tag of the document's language (`de-DE`, `zh-CN`): the PDF's /Lang */
  lang: string
  brand: string
  /** the document's title, in its metadata and at the top of every page */
  title: string
  subject?: string
  /** left in the footer of every page */
  footer: string
  /** `Seite 1 von 2`, right in the footer */
  pageLabel: (page: number, pages: number) => string
  /** the document's date (its revision): metadata, so the same content gives the same file */
  date: Date
}

export type Column = { header: string; width: number; align?: 'left' | 'right' }

/**
 * Noto Sans SC sets quotes and apostrophes full width, as Chinese does; in the other languages
 * that opens a gap in „dell’acqua“ or “quote”. Every text of such a document (drawn and measured
 * alike, so lines break where they are drawn) asks for the font's proportional forms (`pwid`).
 */
function proportionalPunctuation(doc: PDFKit.PDFDocument): void {
  const withFeatures = <F extends (...args: never[]) => unknown>(method: F): F =>
    function (this: PDFKit.PDFDocument, ...args: unknown[]) {
      const last = args.length > 1 ? args[args.length - 1] : undefined
      if (last && typeof last === 'object') args[args.length - 1] = { features: ['pwid'], ...last }
      else args.push({ features: ['pwid'] })
      return (method as unknown as (...a: unknown[]) => unknown).apply(this, args)
    } as unknown as F
  doc.text = withFeatures(doc.text)
  doc.heightOfString = withFeatures(doc.heightOfString)
  doc.widthOfString = withFeatures(doc.widthOfString)
}

/**
 * A document being written: pdfkit with the project's font for all text, the page frame drawn on
 * every page at the end, and the few building blocks the data sheets and lists need.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument
  private readonly frame: DocumentFrame

  constructor(frame: DocumentFrame) {
    this.frame = frame
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      autoFirstPage: false,
      lang: frame.lang,
      displayTitle: true,
      pdfVersion: '1.7',
      // No standard font is ever loaded: every text uses the embedded Noto Sans SC.
      font: '',
      info: {
        Title: frame.title,
        Author: frame.brand,
        Subject: frame.subject ?? frame.title,
        Creator: frame.brand,
        Producer: frame.brand,
        CreationDate: frame.date,
        ModDate: frame.date,
      },
    })
    this.doc.registerFont('regular', fontData('regular'))
    this.doc.registerFont('bold', fontData('bold'))
    if (!/^zh\b/i.test(frame.lang)) proportionalPunctuation(this.doc)
    this.doc.addPage()
    this.doc.font('regular').fontSize(10).fillColor(colours.ink)
  }

  get width(): number {
    return CONTENT_WIDTH
  }

  /** Room left on the page, in points. */
  private room(): number {
    return PAGE.height - PAGE.bottom - this.doc.y
  }

  /** A new page when less than `height` points are left on this one. */
  keepTogether(height: number): void {
    if (this.room() < height) this.doc.addPage()
  }

  heading(text: string, size = 20): this {
    this.keepTogether(size * 3)
    this.doc.font('bold').fontSize(size).fillColor(colours.ink)
    this.doc.text(text, PAGE.margin, this.doc.y, { width: CONTENT_WIDTH })
    this.doc.moveDown(0.3)
    return this
  }

  subheading(text: string, size = 12): this {
    this.keepTogether(size * 4)
    this.doc.moveDown(0.6)
    this.doc.font('bold').fontSize(size).fillColor(colours.accent)
    this.doc.text(text, PAGE.margin, this.doc.y, { width: CONTENT_WIDTH })
    this.doc.moveDown(0.3)
    return this
  }

  /**
   * A picture (JPEG or PNG) as large as the page's content width and what is left of the page
   * allow, centred, its proportions kept; on a new page when less than a third of one is left.
   */
  picture(bytes: Buffer, aspect: number): this {
    if (this.room() < (PAGE.height - PAGE.top - PAGE.bottom) / 3) this.doc.addPage()
    const width = Math.min(CONTENT_WIDTH, (this.room() - 8) / aspect)
    const x = PAGE.margin + (CONTENT_WIDTH - width) / 2
    const y = this.doc.y + 4
    this.doc.image(bytes, x, y, { width, height: width * aspect })
    this.doc.y = y + width * aspect + 8
    return this
  }

  /**
   * A numbered item of a form: its label in the accent colour with a one-line answer beside it
   * when both fit on a line, else the answer's lines under the label. Kept together on a page.
   */
  labelled(label: string, lines: string[], size = 9.5): this {
    const { doc } = this
    doc.font('bold').fontSize(size)
    const labelWidth = doc.widthOfString(label)
    doc.font('regular')
    const inline = lines.length === 1 && labelWidth + 6 + doc.widthOfString(lines[0]!) <= CONTENT_WIDTH
    const body = lines.join('\n')
    const height = inline ? size * 1.6 : size * 1.6 + doc.heightOfString(body, { width: CONTENT_WIDTH, lineGap: 2 })
    this.keepTogether(height + size)
    doc.moveDown(0.5)
    doc.font('bold').fillColor(colours.accent)
    if (inline) {
      doc.text(`${label} `, PAGE.margin, doc.y, { width: CONTENT_WIDTH, continued: true, lineGap: 2 })
      doc.font('regular').fillColor(colours.ink).text(lines[0]!, { lineGap: 2 })
    } else {
      doc.text(label, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 })
      doc.font('regular').fillColor(colours.ink).text(body, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 })
    }
    return this
  }

  paragraph(text: string, options: { size?: number; colour?: string; width?: number; x?: number } = {}): this {
    this.doc
      .font('regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.colour ?? colours.ink)
    this.doc.text(text, options.x ?? PAGE.margin, this.doc.y, {
      width: options.width ?? CONTENT_WIDTH,
      lineGap: 2,
    })
    this.doc.moveDown(0.4)
    return this
  }

  /** A link written out in full (printed sheets keep it readable), clickable on screen; a note below it. */
  link(label: string, url: string, note?: string): this {
    this.keepTogether(note ? 52 : 40)
    this.doc.font('regular').fontSize(9).fillColor(colours.muted)
    this.doc.text(label, PAGE.margin, this.doc.y, { width: CONTENT_WIDTH })
    this.doc.fillColor(colours.accent).text(url, { width: CONTENT_WIDTH, link: url, underline: false })
    if (note) this.doc.fontSize(8).fillColor(colours.muted).text(note, { width: CONTENT_WIDTH })
    this.doc.moveDown(0.4)
    return this
  }

  /** A QR code of `text` at (x, y), `size` points square with its quiet zone, drawn as vectors (sharp at any print size). */
  qrCode(text: string, x: number, y: number, size: number): this {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
    const n = qr.modules.size
    const quiet = 2
    const cell = size / (n + 2 * quiet)
    this.doc.rect(x, y, size, size).fill('#FFFFFF')
    for (let row = 0; row < n; row++)
      for (let col = 0; col < n; col++)
        if (qr.modules.get(row, col))
          // a hair wider than the cell, so neighbouring modules print as one dark area
          this.doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.05, cell + 0.05)
    this.doc.fill('#000000')
    return this
  }

  /**
   * A drawing of lines and texts (src/lib/drawings/installation.ts) across the page's width, kept
   * on one page, under a heading.
   */
  drawing(heading: string, drawing: Drawing): this {
    const scale = CONTENT_WIDTH / drawing.width
    const height = drawing.height * scale
    this.keepTogether(height + 40)
    this.subheading(heading)
    const x0 = PAGE.margin
    const y0 = this.doc.y
    const { doc } = this
    doc.save()
    doc.rect(x0, y0, CONTENT_WIDTH, height).lineWidth(0.5).stroke(colours.rule)
    doc.translate(x0, y0).scale(scale)
    for (const p of drawing.primitives) {
      if (p.kind === 'path') {
        doc.save()
        doc.path(p.d)
        const ink = p.stroke === 'drain' ? colours.accent : p.stroke === 'outline' ? colours.ink : colours.muted
        if (p.stroke === 'centre') doc.dash(6, { space: 3 })
        const width = p.stroke === 'outline' || p.stroke === 'drain' ? 1.6 : 0.8
        if (p.fill === 'wall') doc.fill('#E4DFD6')
        else if (p.fill === 'ink') doc.fill(colours.ink)
        else doc.lineWidth(width).stroke(ink)
        doc.restore()
      } else {
        const size = p.role === 'title' ? 14 : 12
        doc.font(p.role === 'title' ? 'bold' : 'regular').fontSize(size)
        doc.fillColor(p.role === 'label' ? colours.muted : colours.ink)
        const w = doc.widthOfString(p.text)
        const dx = p.anchor === 'middle' ? -w / 2 : p.anchor === 'end' ? -w : 0
        doc.save()
        if (p.rotate) doc.rotate(p.rotate, { origin: [p.x, p.y] })
        // SVG places text on its baseline, PDFKit below its top
        doc.text(p.text, p.x + dx, p.y - size * 0.95, { lineBreak: false })
        doc.restore()
      }
    }
    doc.restore()
    doc.x = PAGE.margin
    doc.y = y0 + height + 12
    return this
  }

  /** Numbered steps: the number in the margin column, the step's title in bold, its text below; a step is not split across pages. */
  steps(items: { title: string; text: string }[]): this {
    const indent = 30
    const width = CONTENT_WIDTH - indent
    items.forEach((item, i) => {
      this.doc.font('regular').fontSize(10)
      const height =
        this.doc.font('bold').fontSize(11).heightOfString(item.title, { width }) +
        this.doc.font('regular').fontSize(10).heightOfString(item.text, { width, lineGap: 2 }) +
        12
      this.keepTogether(height)
      const y = this.doc.y
      this.doc.circle(PAGE.margin + 10, y + 7, 10).fill(colours.accent)
      this.doc
        .font('bold')
        .fontSize(10)
        .fillColor('#FFFFFF')
        .text(String(i + 1), PAGE.margin, y + 1.5, { width: 20, align: 'center', lineBreak: false })
      this.doc
        .font('bold')
        .fontSize(11)
        .fillColor(colours.ink)
        .text(item.title, PAGE.margin + indent, y, { width })
      this.doc.font('regular').fontSize(10).fillColor(colours.ink).text(item.text, { width, lineGap: 2 })
      this.doc.x = PAGE.margin
      this.doc.moveDown(0.8)
    })
    return this
  }

  /** A list of short lines, each with a bullet. */
  list(items: string[]): this {
    this.doc.font('regular').fontSize(10).fillColor(colours.ink)
    for (const item of items) {
      this.keepTogether(16)
      this.doc.text(`•  ${item}`, PAGE.margin + 4, this.doc.y, { width: CONTENT_WIDTH - 4, lineGap: 2 })
    }
    this.doc.moveDown(0.6)
    return this
  }

  /** Rows of a label and its value, zebra-striped, the label in the first third; `padding` above and below each. */
  keyValues(rows: { label: string; value: string }[], padding = 10): this {
    const labelWidth = CONTENT_WIDTH * 0.36
    const valueWidth = CONTENT_WIDTH - labelWidth - 16
    rows.forEach((row, i) => {
      this.doc.font('regular').fontSize(10)
      const height =
        Math.max(
          this.doc.heightOfString(row.label, { width: labelWidth }),
          this.doc.heightOfString(row.value, { width: valueWidth }),
        ) + padding
      this.keepTogether(height)
      const y = this.doc.y
      if (i % 2 === 0) this.doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(colours.zebra)
      this.doc.fillColor(colours.muted).text(row.label, PAGE.margin + 6, y + padding / 2, { width: labelWidth })
      this.doc
        .fillColor(colours.ink)
        .text(row.value, PAGE.margin + labelWidth + 10, y + padding / 2, { width: valueWidth })
      this.doc.x = PAGE.margin
      this.doc.y = y + height
    })
    this.doc.moveDown(0.6)
    return this
  }

  /**
   * A table with a header row (repeated on every page it runs onto); a cell may be several lines.
   * `pictures` gives a row a small picture in the first column, whose width the column sets.
   */
  table(columns: Column[], rows: string[][], pictures?: (Buffer | null)[]): this {
    const total = columns.reduce((sum, c) => sum + c.width, 0)
    const widths = columns.map((c) => (c.width / total) * CONTENT_WIDTH)
    const header = () => {
      this.doc.font('bold').fontSize(9)
      const height =
        Math.max(...columns.map((c, i) => this.doc.heightOfString(c.header, { width: widths[i]! - 8 }))) + 8
      const y = this.doc.y
      this.doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(colours.accent)
      let x = PAGE.margin
      columns.forEach((c, i) => {
        this.doc.fillColor('#FFFFFF').text(c.header, x + 4, y + 4, { width: widths[i]! - 8, align: c.align ?? 'left' })
        x += widths[i]!
      })
      this.doc.y = y + height
    }
    this.keepTogether(60)
    header()
    rows.forEach((cells, r) => {
      this.doc.font('regular').fontSize(9)
      const picture = pictures?.[r] ?? null
      const textHeight = Math.max(...cells.map((cell, i) => this.doc.heightOfString(cell, { width: widths[i]! - 8 })))
      const height = Math.max(textHeight, picture ? widths[0]! * 0.75 : 0) + 8
      if (this.room() < height) {
        this.doc.addPage()
        header()
      }
      const y = this.doc.y
      if (r % 2 === 1) this.doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(colours.zebra)
      let x = PAGE.margin
      cells.forEach((cell, i) => {
        if (i === 0 && picture) {
          this.doc.image(picture, x + 4, y + 4, { fit: [widths[0]! - 8, height - 8] })
        } else {
          this.doc.font('regular').fontSize(9).fillColor(colours.ink)
          this.doc.text(cell, x + 4, y + 4, { width: widths[i]! - 8, align: columns[i]!.align ?? 'left' })
        }
        x += widths[i]!
      })
      this.doc.y = y + height
      this.doc
        .moveTo(PAGE.margin, this.doc.y)
        .lineTo(PAGE.width - PAGE.margin, this.doc.y)
        .lineWidth(0.5)
      this.doc.stroke(colours.rule)
    })
    this.doc.x = PAGE.margin
    this.doc.moveDown(0.8)
    return this
  }

  /** The brand and title above, the footer line and page number below, on every page. */
  private drawFrames(): void {
    const { start, count } = this.doc.bufferedPageRange()
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i)
      // Writing into the margins must not open new pages.
      const bottom = this.doc.page.margins.bottom
      this.doc.page.margins.bottom = 0
      const top = 40
      this.doc.font('bold').fontSize(11).fillColor(colours.accent)
      this.doc.text(this.frame.brand, PAGE.margin, top, { width: CONTENT_WIDTH / 2, lineBreak: false })
      this.doc.font('regular').fontSize(9).fillColor(colours.muted)
      this.doc.text(this.frame.title, PAGE.margin + CONTENT_WIDTH / 2, top + 1, {
        width: CONTENT_WIDTH / 2,
        align: 'right',
        lineBreak: false,
        height: 12,
        ellipsis: true,
      })
      this.doc
        .moveTo(PAGE.margin, top + 20)
        .lineTo(PAGE.width - PAGE.margin, top + 20)
        .lineWidth(0.75)
        .stroke(colours.rule)
      const foot = PAGE.height - 48
      this.doc
        .moveTo(PAGE.margin, foot - 8)
        .lineTo(PAGE.width - PAGE.margin, foot - 8)
        .lineWidth(0.75)
        .stroke(colours.rule)
      this.doc.font('regular').fontSize(8).fillColor(colours.muted)
      this.doc.text(this.frame.footer, PAGE.margin, foot, { width: CONTENT_WIDTH * 0.7, lineBreak: false })
      this.doc.text(this.frame.pageLabel(i - start + 1, count), PAGE.margin + CONTENT_WIDTH * 0.7, foot, {
        width: CONTENT_WIDTH * 0.3,
        align: 'right',
        lineBreak: false,
      })
      this.doc.page.margins.bottom = bottom
    }
  }

  /** Draws the frames, ends the document and gives its bytes. */
  finish(): Promise<Buffer> {
    this.drawFrames()
    const chunks: Buffer[] = []
    return new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk))
      this.doc.on('end', () => resolve(Buffer.concat(chunks)))
      this.doc.on('error', reject)
      this.doc.end()
    })
  }
}
