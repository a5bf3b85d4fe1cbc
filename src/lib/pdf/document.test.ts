import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { measure, PdfDocument, wrap } from './document'
import { encodeWinAnsi, PdfEncodingError } from './winAnsi'

const latin1 = (buffer: Buffer): string => buffer.toString('latin1')

/** The cross-reference table's entries, as [object number, byte offset]. */
function xrefEntries(file: string): [number, number][] {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1])
  const table = file.slice(start)
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(table) ?? []
  const rows = table.split('\n').slice(2, 2 + Number(count))
  return rows.map((row, i) => [Number(first) + i, Number(row.slice(0, 10))])
}

function sheet(): Buffer {
  const doc = new PdfDocument({ title: 'Luna 60 – Datenblatt', author: 'SANHAUS' })
  const page = doc.addPage()
  page.text(40, 60, 'SANHAUS', { font: 'Helvetica-Bold', size: 14, spacing: 2 })
  page.text(40, 90, 'Luna 60 wall-hung basin', { size: 20 })
  page.text(40, 120, 'Wandwaschbecken für Bäder (Ø 600) – Café', { size: 10 })
  page.rect(40, 130, 200, 1, { fill: [0.2, 0.2, 0.2] })
  page.line(40, 140, 240, 140, [0, 0, 0])
  return doc.toBuffer()
}

describe('PDF writer', () => {
  it('writes a PDF 1.4 file whose cross-reference table points at every object', () => {
    const file = latin1(sheet())
    expect(file.startsWith('%PDF-1.4\n')).toBe(true)
    expect(file.endsWith('%%EOF\n')).toBe(true)
    const entries = xrefEntries(file)
    expect(entries.length).toBeGreaterThan(5)
    const [free, ...used] = entries
    expect(free).toEqual([0, 0])
    for (const [id, offset] of used) expect(file.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`)
    // Each row is 20 bytes, as the format requires.
    const start = Number(/startxref\n(\d+)/.exec(file)?.[1])
    expect(file.slice(start, start + 5)).toBe('xref\n')
    const rows = file
      .slice(start)
      .split('\n')
      .slice(2, 2 + entries.length)
    expect(rows.every((row) => `${row}\n`.length === 20)).toBe(true)
  })

  it('states the true length of every stream', () => {
    const file = latin1(sheet())
    const streams = [...file.matchAll(/\/Length (\d+) >>\nstream\n/g)]
    expect(streams.length).toBeGreaterThan(0)
    for (const match of streams) {
      const begin = (match.index ?? 0) + match[0].length
      expect(file.slice(begin + Number(match[1]), begin + Number(match[1]) + 10)).toBe('\nendstream')
    }
  })

  it('puts the text on the page with the standard fonts in WinAnsi', () => {
    const file = latin1(sheet())
    expect(file).toContain('(Luna 60 wall-hung basin) Tj')
    expect(file).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    expect(file).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding')
    // ü ä Ø é as their Windows-1252 codes, the en dash at 0x96, parentheses escaped.
    expect(file).toContain('(Wandwaschbecken f\\374r B\\344der \\(\\330 600\\) \\226 Caf\\351) Tj')
  })

  it('refuses characters the fonts cannot show instead of printing question marks', () => {
    expect(() => encodeWinAnsi('Luna 60 人造石挂盆')).toThrow(PdfEncodingError)
    expect([...encodeWinAnsi('€ “Ärmel” — œ')]).toEqual([
      0x80, 0x20, 0x93, 0xc4, 0x72, 0x6d, 0x65, 0x6c, 0x94, 0x20, 0x97, 0x20, 0x9c,
    ])
  })

  it('measures Helvetica like a viewer does and wraps within the width', () => {
    // 'Hamburg' in Helvetica: H722 a556 m833 b556 u556 r333 g556 = 4112 units.
    expect(measure('Hamburg', 'Helvetica', 10)).toBeCloseTo(41.12, 2)
    expect(measure('Hamburg', 'Helvetica-Bold', 10)).toBeGreaterThan(measure('Hamburg', 'Helvetica', 10))
    const text = 'The Luna 60 is cast in one piece from stone resin and measures 600 × 420 × 120 mm.'
    const lines = wrap(text, 'Helvetica', 9, 120)
    expect(lines.length).toBeGreaterThan(2)
    expect(lines.join(' ')).toBe(text)
    for (const line of lines) expect(measure(line, 'Helvetica', 9)).toBeLessThanOrEqual(120)
  })

  it('embeds a JPEG unchanged as a DCT image and draws it', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#B08D57' } })
      .jpeg()
      .toBuffer()
    const doc = new PdfDocument()
    const page = doc.addPage()
    page.image(doc.addJpeg(jpeg, 8, 6), 40, 40, 160, 120)
    const buffer = doc.toBuffer()
    const file = latin1(buffer)
    expect(file).toContain(
      `/Width 8 /Height 6 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length}`,
    )
    expect(buffer.includes(jpeg)).toBe(true)
    expect(file).toMatch(/\/XObject << \/Im1 \d+ 0 R >>/)
    expect(file).toContain('/Im1 Do')
  })
})
