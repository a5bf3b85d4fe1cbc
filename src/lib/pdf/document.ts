/**
 * A small PDF 1.4 writer: pages with text in the standard Helvetica fonts (WinAnsiEncoding),
 * lines, rectangles and JPEG pictures. Enough for a one-page data sheet without a dependency.
 * Content streams stay uncompressed and every string is escaped to ASCII, so the file can be
 * read and checked as text apart from the embedded pictures.
 */
import { widthOfBytes } from './metrics'
import type { FontName, Rgb } from './types'
import { encodeWinAnsi } from './winAnsi'

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const

const fontKeys: Readonly<Record<FontName, string>> = { Helvetica: 'F1', 'Helvetica-Bold': 'F2' }

export type TextStyle = {
  readonly size: number
  readonly font?: FontName
  readonly color?: Rgb
  /** extra points after each character (letter spacing) */
  readonly spacing?: number
  /** where `x` is: the text's start (default), end or middle */
  readonly align?: 'left' | 'right' | 'center'
}

export type PdfImage = { readonly name: string; readonly width: number; readonly height: number }

/** Number as PDF writes it: at most two decimals, no trailing zeros. */
const n = (v: number): string => {
  const r = Math.round(v * 100) / 100
  return Object.is(r, -0) ? '0' : String(r)
}

const colour = (c: Rgb): string => c.map(n).join(' ')

/** A PDF literal string of WinAnsi bytes, with everything outside printable ASCII as octal escapes. */
export function literal(bytes: Uint8Array): string {
  let out = '('
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(b)
  }
  return `${out})`
}

/** Width of `text` in points. */
export function measure(text: string, font: FontName, size: number, spacing = 0): number {
  return widthOfBytes(encodeWinAnsi(text), font, size, spacing)
}

/** Breaks `text` into lines no wider than `maxWidth` at spaces (a longer single word stays whole). */
export function wrap(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (current && measure(candidate, font, size) > maxWidth) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  if (current) lines.push(current)
  return lines
}

/** One page, drawn in points with the origin at the top left and y growing downwards. */
export class PdfPage {
  private readonly ops: string[] = []
  readonly images = new Set<string>()

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Draws text with its baseline at `y`; returns its width. */
  text(x: number, y: number, text: string, style: TextStyle): number {
    const font = style.font ?? 'Helvetica'
    const bytes = encodeWinAnsi(text)
    const spacing = style.spacing ?? 0
    const width = widthOfBytes(bytes, font, style.size, spacing)
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x
    this.ops.push(
      `BT /${fontKeys[font]} ${n(style.size)} Tf ${colour(style.color ?? [0, 0, 0])} rg ${n(spacing)} Tc ` +
        `1 0 0 1 ${n(left)} ${n(this.height - y)} Tm ${literal(bytes)} Tj ET`,
    )
    return width
  }

  rect(x: number, y: number, w: number, h: number, paint: { fill?: Rgb; stroke?: Rgb; lineWidth?: number }): void {
    const box = `${n(x)} ${n(this.height - y - h)} ${n(w)} ${n(h)} re`
    const ops = [
      paint.fill ? `${colour(paint.fill)} rg` : '',
      paint.stroke ? `${colour(paint.stroke)} RG ${n(paint.lineWidth ?? 1)} w` : '',
    ]
    const op = paint.fill && paint.stroke ? 'B' : paint.fill ? 'f' : 'S'
    this.ops.push(`q ${ops.filter(Boolean).join(' ')} ${box} ${op} Q`)
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Rgb, width = 0.5): void {
    this.ops.push(
      `q ${colour(color)} RG ${n(width)} w ${n(x1)} ${n(this.height - y1)} m ${n(x2)} ${n(this.height - y2)} l S Q`,
    )
  }

  /** Places a picture added with `PdfDocument.addJpeg` in the box (x, y, w, h). */
  image(image: PdfImage, x: number, y: number, w: number, h: number): void {
    this.images.add(image.name)
    this.ops.push(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(this.height - y - h)} cm /${image.name} Do Q`)
  }

  get content(): string {
    return this.ops.join('\n')
  }
}

type StoredImage = PdfImage & { readonly data: Uint8Array }

/** A text in the document information dictionary: UTF-16BE with a byte-order mark, so any language fits. */
function infoString(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')
  return `<${hex}>`
}

export type PdfInfo = {
  readonly title?: string
  readonly author?: string
  readonly subject?: string
  readonly creator?: string
}

export class PdfDocument {
  private readonly pages: PdfPage[] = []
  private readonly images: StoredImage[] = []

  constructor(private readonly info: PdfInfo = {}) {}

  addPage(width: number = A4.width, height: number = A4.height): PdfPage {
    const page = new PdfPage(width, height)
    this.pages.push(page)
    return page
  }

  /** Adds a baseline RGB JPEG of `width`×`height` pixels for use on any page. */
  addJpeg(data: Uint8Array, width: number, height: number): PdfImage {
    const image = { name: `Im${this.images.length + 1}`, width, height, data }
    this.images.push(image)
    return image
  }

  /** The complete file: header, numbered objects, cross-reference table with byte offsets, trailer. */
  toBuffer(): Buffer {
    const chunks: Buffer[] = []
    const offsets: number[] = []
    let length = 0
    const push = (chunk: Buffer | string): void => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk
      chunks.push(buffer)
      length += buffer.length
    }
    const object = (id: number, body: string, stream?: Buffer): void => {
      offsets[id] = length
      push(`${id} 0 obj\n${body}\n`)
      if (stream) {
        push('stream\n')
        push(stream)
        push('\nendstream\n')
      }
      push('endobj\n')
    }

    // A comment of four bytes above 127 tells transfer tools that the file is binary.
    push(
      Buffer.concat([
        Buffer.from('%PDF-1.4\n%', 'latin1'),
        Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
        Buffer.from('\n', 'latin1'),
      ]),
    )
    const firstImage = 6
    const firstPage = firstImage + this.images.length
    const pageIds = this.pages.map((_, i) => firstPage + i * 2)
    object(1, '<< /Type /Catalog /Pages 2 0 R >>')
    object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`)
    object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
    object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
    const info = [
      this.info.title ? `/Title ${infoString(this.info.title)}` : '',
      this.info.author ? `/Author ${infoString(this.info.author)}` : '',
      this.info.subject ? `/Subject ${infoString(this.info.subject)}` : '',
      this.info.creator ? `/Creator ${infoString(this.info.creator)}` : '',
    ].filter(Boolean)
    object(5, `<< ${info.join(' ')} >>`)
    this.images.forEach((image, i) => {
      const data = Buffer.from(image.data)
      object(
        firstImage + i,
        `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${data.length} >>`,
        data,
      )
    })
    this.pages.forEach((page, i) => {
      const id = pageIds[i] ?? 0
      const xobjects = this.images.filter((image) => page.images.has(image.name))
      const resources =
        `<< /Font << /F1 3 0 R /F2 4 0 R >>` +
        (xobjects.length
          ? ` /XObject << ${xobjects.map((image) => `/${image.name} ${firstImage + this.images.indexOf(image)} 0 R`).join(' ')} >>`
          : '') +
        ' >>'
      object(
        id,
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(page.width)} ${n(page.height)}] /Resources ${resources} /Contents ${id + 1} 0 R >>`,
      )
      const content = Buffer.from(page.content, 'latin1')
      object(id + 1, `<< /Length ${content.length} >>`, content)
    })

    const count = firstPage + this.pages.length * 2
    const xref = length
    // Each cross-reference entry is exactly 20 bytes, ending in space and line feed.
    let table = `xref\n0 ${count}\n0000000000 65535 f \n`
    for (let id = 1; id < count; id++) table += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`
    push(table)
    push(`trailer\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
    return Buffer.concat(chunks)
  }
}
