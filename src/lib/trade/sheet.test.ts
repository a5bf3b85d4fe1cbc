import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { classSheets, sheetCsv, tradeSheet } from './sheet'
import { tradeWorkbook } from './xlsx'
import { SYSTEM_PYTHON } from '../../../tests/support/ezdxf'
import { demoCatalogue, siteUrl } from '../../../tests/support/tradeCatalogue'

const dir = mkdtempSync(path.join(process.env.TMPDIR ?? tmpdir(), 'sheet-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Cells = (string | number | null)[][]
type Read = { sheets: string[]; frozen: (string | null)[]; tables: Record<string, Cells> }

/** The workbook as openpyxl (the reader pandas and most Python tools use) reads it. */
function readWorkbook(file: string): Read {
  const script = `
import json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1], read_only=False)
tables = {s.title: [list(row) for row in s.iter_rows(values_only=True)] for s in book.worksheets}
print(json.dumps({"sheets": book.sheetnames, "frozen": [s.freeze_panes for s in book.worksheets], "tables": tables}, ensure_ascii=False))
`
  return JSON.parse(
    execFileSync(SYSTEM_PYTHON, ['-W', 'ignore', '-c', script, file], { encoding: 'utf8', maxBuffer: 64 << 20 }),
  ) as Read
}

const catalogue = demoCatalogue(true)
const about = {
  siteUrl,
  generatedAt: new Date('2026-11-30T17:00:00Z'),
  etim: { release: 'ETIM 10.0', attribution: 'ETIM International, ODC-BY' },
  contact: 'produktdaten@sanhaus.example',
  listPrices: true,
}

describe('the catalogue spreadsheet, read back by openpyxl', () => {
  for (const [locale, sheetName, headers] of [
    ['de', 'Artikel', ['Artikelnummer', 'GTIN/EAN', 'Bezeichnung', 'Beschreibung', 'Lieferstatus']],
    ['zh', '产品', ['货号', 'GTIN/EAN', '名称', '描述', '供货状态']],
  ] as const) {
    it(`${locale}: one row per variant, headed in ${locale}, numbers as numbers, ETIM columns by code and English name`, async () => {
      const sheet = tradeSheet(catalogue.items, { locale, listPrices: true, features: false })
      const file = path.join(dir, `catalogue-${locale}.xlsx`)
      writeFileSync(file, await tradeWorkbook(sheet, locale, about, classSheets(catalogue.items, locale)))
      const read = readWorkbook(file)
      expect(read.sheets[0]).toBe(sheetName)
      // A sheet per ETIM class of the range, then the notes.
      expect(read.sheets).toContain('EC011550 Washbasin')
      expect(read.sheets).toContain('EC011609 Bath')
      expect(read.sheets.at(-1)).toBe(locale === 'de' ? 'Info' : '说明')
      // The header row and the article column stay in view on every table.
      expect(read.frozen.slice(0, -1).every((f) => f === 'B2')).toBe(true)
      const [header, ...rows] = read.tables[sheetName]!
      expect(header!.slice(0, 5)).toEqual(headers)
      expect(header!.some((h) => typeof h === 'string' && /^EF\d{6} /.test(h))).toBe(false)
      expect(rows).toHaveLength(catalogue.items.length)
      const col = (key: string) => sheet.columns.findIndex((c) => c.key === key)
      const luna = rows.find((r) => r[0] === 'SH100101')!
      expect(luna[col('gtin')]).toBe(catalogue.items.find((i) => i.article === 'SH100101')!.gtin)
      expect(luna[col('title')]).toContain('Luna 60')
      expect(luna[col('listPrice')]).toBe(289)
      expect(typeof luna[col('width')]).toBe('number')
      expect(luna[col('etimClass')]).toBe('EC011550')
      const discontinued = rows.find((r) => r[0] === 'SH100503')!
      expect(discontinued[col('lifecycle')]).toBe(locale === 'de' ? 'ausgelaufen' : '已停产')
      expect(discontinued[col('successor')]).toBe('SH100502')
      // ETIM's features on the class's sheet: code and English name head the column, the value code follows the name.
      const [classHeader, ...basins] = read.tables['EC011550 Washbasin']!
      expect(classHeader!.slice(0, 2)).toEqual(headers.filter((_, i) => i === 0 || i === 2))
      const material = classHeader!.indexOf('EF002169 Material')
      expect(material).toBeGreaterThan(1)
      expect(basins.find((r) => r[0] === 'SH100101')![material]).toBe('Composite material (EV011547)')
      expect(basins.every((r) => catalogue.items.find((i) => i.article === r[0])?.etim.class.id === 'EC011550')).toBe(
        true,
      )
      const notes = read.tables[read.sheets.at(-1)!]!
      expect(notes.map((l) => l[0])).toContain(locale === 'de' ? 'Ansprechpartner Produktdaten' : '产品数据联系人')
    })
  }

  it('in every language the headers are that language’s, and nothing is left as a key', () => {
    const firstHeaders = locales.map(
      (locale) => tradeSheet(catalogue.items, { locale, listPrices: true }).columns[2]!.header,
    )
    expect(new Set(firstHeaders).size).toBeGreaterThanOrEqual(5)
    for (const locale of locales)
      for (const c of tradeSheet(catalogue.items, { locale, listPrices: true }).columns)
        expect(c.header).not.toBe(c.key)
  })

  it('without public list prices there is no price column; a Merkliste puts its quantities first', () => {
    const hidden = tradeSheet(catalogue.items, { locale: 'en', listPrices: false })
    expect(hidden.columns.some((c) => c.key === 'listPrice')).toBe(false)
    const picked = catalogue.items.filter((i) => ['SH100101', 'SH300301'].includes(i.article))
    const list = tradeSheet(picked, { locale: 'fr', listPrices: false, quantities: new Map([['SH300301', 2]]) })
    expect(list.columns[0]!.header).toBe('Quantité')
    expect(list.rows.map((r) => [r[0], r[1]])).toEqual([
      [null, 'SH100101'],
      [2, 'SH300301'],
    ])
  })

  it('the CSV is the same table: UTF-8 with a byte-order mark, and a cell that looks like a formula stays text', () => {
    const sheet = tradeSheet(catalogue.items.slice(0, 2), { locale: 'zh', listPrices: true })
    sheet.rows[0]![2] = '=HYPERLINK("x")'
    const csv = sheetCsv(sheet)
    expect(csv.startsWith('\uFEFF"货号","GTIN/EAN","名称"')).toBe(true)
    // The CSV is one table: the ETIM features follow as columns.
    expect(csv.split('\r\n')[0]).toContain('"EF002169 Material"')
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv.trim().split('\r\n')).toHaveLength(3)
  })
})
