import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'

import { blockText, shortText, SHORT_TEXT_MAX, type TenderDocument, tenderBlocks, tenderPlainText } from './document'
import { tenderDocx } from './docx'
import { gaebX81 } from './gaeb'
import { SYSTEM_PYTHON } from '../../../tests/support/ezdxf'

const dir = mkdtempSync(path.join(process.env.TMPDIR ?? tmpdir(), 'tender-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const subset = readFileSync('standards/gaeb/sanhaus-x81-subset.xsd', 'utf8')

const position = (article: string, quantity: number, short: string) => ({
  short,
  lines: [
    `Wandwaschbecken ${article}`,
    'Abmessungen: 600 × 420 × 150 mm',
    'Material: Mineralguss',
    'CE-Kennzeichnung nach EN 14688',
    `Artikelnummer: ${article}`,
    'EAN: 4262025601013',
    'Fabrikat: SANHAUS, Typ: Luna 60, oder gleichwertig',
  ],
  article,
  gtin: '4262025601013',
  brand: 'SANHAUS',
  quantity,
  unit: 'Stk',
})

const doc: TenderDocument = {
  lang: 'de',
  title: 'Ausschreibungstexte der Merkliste',
  meta: 'SANHAUS · Stand 1. Dezember 2026 · https://www.sanhaus.example/de/list',
  section: 'Ausschreibungstexte der Merkliste',
  positions: [
    position('SH100101', 2, 'Wandwaschbecken Luna 60, Weiß glänzend, 600 × 420 mm'),
    position('SH300301', 1, 'Eckeinstieg Quadro 90 <Klarglas> & Chrom'),
    position('SH200101', 12, 'Badewanne Lago 180'),
  ],
  words: { quantity: 'Menge', colon: ': ' },
  date: new Date('2026-12-01T09:30:00Z'),
  source: 'https://www.sanhaus.example/de/list',
  brand: 'SANHAUS',
}

async function validate(xml: string, schema: string) {
  return validateXML({
    xml: [{ fileName: 'tender.X81', contents: xml }],
    schema: [{ fileName: 'x81.xsd', contents: schema }],
  })
}

describe('short texts', () => {
  it('keep to 70 characters: the last parts left out first, a single long one cut at a word with “…”', () => {
    expect(shortText(['Wandwaschbecken Luna 60', 'Weiß glänzend', '600 × 420 mm'])).toBe(
      'Wandwaschbecken Luna 60, Weiß glänzend, 600 × 420 mm',
    )
    const long = shortText([
      'Duschabtrennung mit Drehtür und Seitenwand Quadro 90',
      'Steingrau · 900 × 900 × 1.950 mm',
      '900 × 900 mm',
    ])
    expect(long).toBe('Duschabtrennung mit Drehtür und Seitenwand Quadro 90')
    const cut = shortText(['Freistehende Mineralguss-Badewanne mit Überlauf und verdeckter Ablaufgarnitur Terra 180'])
    expect(cut.length).toBeLessThanOrEqual(SHORT_TEXT_MAX)
    expect(cut).toMatch(/ verdeckter…$|…$/)
    expect(cut.endsWith(' …')).toBe(false)
  })
})

describe('GAEB DA XML X81', () => {
  const xml = gaebX81(doc)

  it('is valid against the project’s X81 schema, with three items of their quantities, units and numbers', async () => {
    const result = await validate(xml, subset)
    expect(result.errors).toEqual([])
    expect(result.valid).toBe(true)
    const items = [...xml.matchAll(/<Item ID="[^"]+" RNoPart="(\d+)"><Qty>([\d.]+)<\/Qty><QU>([^<]+)<\/QU>/g)]
    expect(items.map((m) => [m[1], m[2], m[3]])).toEqual([
      ['0010', '2.000', 'Stk'],
      ['0020', '1.000', 'Stk'],
      ['0030', '12.000', 'Stk'],
    ])
    expect(xml).toContain('<ArtNo>SH300301</ArtNo>')
    // Text is escaped, not markup.
    expect(xml).toContain('Quadro 90 &lt;Klarglas&gt; &amp; Chrom')
  })

  it('fails the schema where a file breaks GAEB’s rules (a short text over 70, a unit over 4 characters)', async () => {
    const broken = xml.replace('<QU>Stk</QU>', '<QU>Stück</QU>').replace('Badewanne Lago 180', 'B'.repeat(71))
    const result = await validate(broken, subset)
    expect(result.valid).toBe(false)
    expect(result.errors.map((e) => e.message).join('\n')).toMatch(/QU|maxLength|length/i)
  })
})

describe('plain text and Word', () => {
  it('the text opens in any editor: byte order mark, CRLF, each position with its number, lines and quantity', () => {
    const text = tenderPlainText(doc)
    expect(text.startsWith('\uFEFFAusschreibungstexte der Merkliste\r\n')).toBe(true)
    expect(text).toContain('\r\n\r\n01.0020  Eckeinstieg Quadro 90 <Klarglas> & Chrom\r\n')
    expect(text).toContain('Menge: 12 Stk\r\n')
    expect(text.split('\r\n').filter((l) => l.startsWith('Fabrikat: SANHAUS')).length).toBe(3)
  })

  it('the DOCX, read back by python-docx, holds the plain text’s lines in order, positions as headings', async () => {
    const file = path.join(dir, 'tender.docx')
    writeFileSync(file, await tenderDocx(doc))
    const script = `
import json, sys, docx
d = docx.Document(sys.argv[1])
print(json.dumps([[p.style.name, p.text] for p in d.paragraphs], ensure_ascii=False))
`
    const read = JSON.parse(
      execFileSync(SYSTEM_PYTHON, ['-W', 'ignore', '-c', script, file], { encoding: 'utf8' }),
    ) as [string, string][]
    const words = (s: string) => s.replace(/\s+/g, ' ').trim()
    expect(read.map(([, text]) => words(text))).toEqual(tenderBlocks(doc).map((b) => words(blockText(b))))
    expect(read.filter(([style]) => style === 'Heading 2').map(([, text]) => text.split('\t')[0])).toEqual([
      '01.0010',
      '01.0020',
      '01.0030',
    ])
    expect(read[0]).toEqual(['Heading 1', 'Ausschreibungstexte der Merkliste'])
  })
})
