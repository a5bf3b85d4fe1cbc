import { expect, test, type APIRequestContext } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { validateXML } from 'xmllint-wasm'

import { flowLocales, locales, messages, type Locale } from './helpers'
import { products } from '../../src/cms/seed/content/catalogue'
import { series } from '../../src/cms/seed/content/series'
import { settings } from '../../src/cms/seed/content/settings'
import { articleNumbers, gtinOf } from '../../src/cms/seed/variants'
import { typeset } from '../../src/lib/text/typography'
import { pdfText } from '../support/pdfText'

/**
 * Tender texts, as an architect takes them: read and copied on the product page, downloaded as
 * GAEB DA XML X81 (valid against the project's X81 schema), plain text and Word, per variant, per
 * series and per Merkliste, made from the data sheet's fields in every language.
 */

const numbers = articleNumbers()
const luna = products.find((p) => p.slug === 'luna-60-wall-hung-basin')!
const [lunaWhite, lunaGrey] = numbers.get(luna.slug)!
const quadro = products.find((p) => p.slug === 'quadro-90-corner-enclosure')!
const terra = products.find((p) => p.slug === 'terra-freestanding-stone-bath')!
const lunaSeries = series.find((s) => s.slug === 'luna')!
const schema = readFileSync('standards/gaeb/sanhaus-x81-subset.xsd', 'utf8')

/** A text of the tender messages as the site sets it (French spaces, apostrophes). */
const said = (locale: Locale, key: keyof (typeof messages)['de']['tender']) =>
  typeset(messages[locale].tender[key], locale)

/** Between a label and its value in the tender texts. */
const colon = (locale: Locale) => (locale === 'zh' ? '：' : locale === 'fr' ? '\u00a0: ' : ': ')

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, '')

async function validX81(xml: string): Promise<void> {
  const result = await validateXML({
    xml: [{ fileName: 'tender.X81', contents: xml }],
    schema: [{ fileName: 'x81.xsd', contents: schema }],
  })
  expect(result.errors).toEqual([])
}

/** The positions of an X81: number, quantity, unit, short text and long text lines. */
function itemsOf(xml: string) {
  return [...xml.matchAll(/<Item ID="[^"]+" RNoPart="(\d+)">(.*?)<\/Item>/gs)].map(([, number, body]) => ({
    number,
    quantity: Number(/<Qty>([^<]+)<\/Qty>/.exec(body!)![1]),
    unit: /<QU>([^<]+)<\/QU>/.exec(body!)![1],
    short: /<TextOutlTxt><p><span>([^<]*)<\/span>/.exec(body!)![1],
    lines: [.../<DetailTxt>(.*?)<\/DetailTxt>/s.exec(body!)![1]!.matchAll(/<span>([^<]*)<\/span>/g)].map((m) =>
      m[1]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
    ),
  }))
}

async function download(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response
}

for (const locale of flowLocales) {
  test(`${locale}: the variant page shows its tender text from the data table, copies it, and its X81, text and Word files say the same`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`/${locale}/product/${luna.slug}/${lunaGrey}`)
    const block = page.locator('[data-tender]')
    await expect(block.locator('h2')).toHaveText(messages[locale].tender.heading)
    const shown = (await block.locator('[data-tender-text] p').allTextContents()).map((l) => l.trim())
    expect(shown[0]!.length).toBeLessThanOrEqual(70)
    // Every row of the page's data table is a line of the text, label and value.
    for (const row of await page.locator('table tr').all()) {
      const line = `${(await row.locator('th').textContent())!.trim()}${colon(locale)}${(await row.locator('td').textContent())!.trim()}`
      expect(shown).toContain(line)
    }
    expect(shown.some((l) => l.includes(lunaGrey!))).toBe(true)
    expect(shown.some((l) => l.includes(gtinOf(lunaGrey!)))).toBe(true)
    expect(shown).toContain(
      said(locale, 'brandLine')
        .replace('{brand}', settings.brandName[locale])
        .replace('{type}', luna.name ?? luna.title[locale]),
    )
    // Copy: the short text and the lines, as shown.
    await block.getByRole('button', { name: messages[locale].tender.copy }).click()
    await expect(block.locator('[data-copy-status]')).toHaveText(said(locale, 'copied'))
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(shown)

    const hrefs = Object.fromEntries(
      await Promise.all(
        ['x81', 'txt', 'docx'].map(async (f) => [
          f,
          await block.locator(`a[data-tender-file="${f}"]`).getAttribute('href'),
        ]),
      ),
    ) as Record<'x81' | 'txt' | 'docx', string>
    expect(hrefs.x81).toBe(`/${locale}/product/${luna.slug}/${lunaGrey}/tender.x81`)
    const x81 = await download(page.request, hrefs.x81)
    expect(x81.headers()['content-disposition']).toBe(`attachment; filename="${lunaGrey}-tender-${locale}.X81"`)
    const xml = await x81.text()
    await validX81(xml)
    const [item] = itemsOf(xml)
    expect(item).toMatchObject({ number: '0010', quantity: 1, unit: messages[locale].tender.unit })
    expect([item!.short, ...item!.lines]).toEqual(shown)
    const text = (await (await download(page.request, hrefs.txt)).text()).replace(/^\uFEFF/, '')
    for (const line of shown.slice(1)) expect(text.split('\r\n')).toContain(line)
    expect(text).toContain(`01.0010  ${shown[0]}`)
    const docx = await download(page.request, hrefs.docx)
    expect(docx.headers()['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect((await docx.body()).subarray(0, 2).toString()).toBe('PK')
  })

  test(`${locale}: a Merkliste of three variants is an X81 of three positions with their quantities and their data sheets' measures`, async ({
    page,
    request,
  }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': locale === 'de' ? '203.0.113.61' : '203.0.113.62' })
    const quadroNumber = numbers.get(quadro.slug)![0]!
    const terraNumber = numbers.get(terra.slug)![0]!
    const items = `${lunaWhite}:2,${quadroNumber}:1,${terraNumber}:4`
    await page.goto(`/${locale}/list?items=${items}`)
    const link = page.locator('[data-list-tender] a').first()
    await expect(link).toHaveText(messages[locale].tender.fileGaeb)
    expect(await link.getAttribute('href')).toBe(`/${locale}/list.tender.x81?items=${items}`)
    const xml = await (await download(page.request, (await link.getAttribute('href'))!)).text()
    await validX81(xml)
    const positions = itemsOf(xml)
    expect(positions.map((p) => [p.number, p.quantity])).toEqual([
      ['0010', 2],
      ['0020', 1],
      ['0030', 4],
    ])
    // Each position's "label: value" lines are rows of its variant's data sheet.
    const sheets = [
      `/${locale}/product/${luna.slug}/datasheet.pdf`,
      `/${locale}/product/${quadro.slug}/datasheet.pdf`,
      `/${locale}/product/${terra.slug}/datasheet.pdf`,
    ]
    for (const [i, sheet] of sheets.entries()) {
      const text = squash((await pdfText(await (await download(request, sheet)).body())).text)
      // The data table's rows: a label of the data sheet, its colon, the value.
      const labels = Object.values(messages[locale].product).filter((v): v is string => typeof v === 'string')
      const rows = positions[i]!.lines.flatMap((line) => {
        const at = line.indexOf(colon(locale))
        const label = line.slice(0, at)
        return at > 0 &&
          labels.includes(label) &&
          label !== messages[locale].product.articleNumber &&
          label !== messages[locale].product.gtin
          ? [[label, line.slice(at + colon(locale).length)] as const]
          : []
      })
      expect(rows.length, sheet).toBeGreaterThanOrEqual(5)
      for (const [label, value] of rows) {
        const line = `${label}: ${value}`
        expect(text, `${sheet}: ${line}`).toContain(squash(label))
        expect(text, `${sheet}: ${line}`).toContain(squash(value))
      }
    }
  })

  test(`${locale}: a series' page offers the tender texts of every article of the series`, async ({ page }) => {
    await page.goto(`/${locale}/series/${lunaSeries.slug}`)
    const links = page.locator('[data-series-tender] a')
    await expect(links).toHaveCount(3)
    const xml = await (await download(page.request, (await links.first().getAttribute('href'))!)).text()
    await validX81(xml)
    const expected = lunaSeries.products.flatMap((slug) => numbers.get(slug) ?? [])
    const positions = itemsOf(xml)
    expect(
      positions.map((p) => p.lines.find((l) => expected.some((n) => l.endsWith(n)))?.split(colon(locale))[1]),
    ).toEqual(expected)
    const text = await (await download(page.request, (await links.nth(1).getAttribute('href'))!)).text()
    expect(text.split('\r\n').filter((l) => /^01\.\d{4} {2}/.test(l))).toHaveLength(expected.length)
  })
}

test('in all six languages a variant’s tender text has the same lines from the same fields, in the page’s language', async ({
  request,
}) => {
  const texts = new Map<Locale, string[]>()
  for (const locale of locales) {
    const text = await (await download(request, `/${locale}/product/${luna.slug}/${lunaGrey}/tender.txt`)).text()
    texts.set(locale, text.replace(/^\uFEFF/, '').split('\r\n'))
  }
  const de = texts.get('de')!
  for (const locale of locales) {
    const lines = texts.get(locale)!
    expect(lines.length, locale).toBe(de.length)
    expect(lines[0], locale).toBe(
      said(locale, 'titleVariant').replace('{name}', `${luna.title[locale]} – ${lines[0]!.split(' – ').pop()}`),
    )
    expect(lines).toContain(`${messages[locale].product.articleNumber}${colon(locale)}${lunaGrey}`)
    expect(lines).toContain(`${messages[locale].product.gtin}${colon(locale)}${gtinOf(lunaGrey!)}`)
    expect(lines.filter((l) => l.startsWith(said(locale, 'brandLine').split('{brand}')[0]!))).toHaveLength(1)
    // The same numbers in every language: the measures read from the same fields.
    const digits = (l: string[]) =>
      l
        .slice(2)
        .join(' ')
        .replace(/\D+/g, ' ')
        .replace(/(\d) (\d{3})\b/g, '$1$2')
    if (locale !== 'de') expect(digits(lines).replace(/\s+/g, ''), locale).toBe(digits(de).replace(/\s+/g, ''))
  }
})

test('bad input: only unknown articles get the localized message in six languages; no items a 400, an unknown variant or series a 404, a lower-case or default number its one address', async ({
  request,
}) => {
  const from = { 'x-forwarded-for': '203.0.113.63' }
  for (const locale of locales) {
    const none = await request.get(`/${locale}/list.tender.docx?items=SH999999:1`, { headers: from })
    expect(none.status()).toBe(400)
    expect((await none.text()).trim()).toBe(said(locale, 'listNone'))
    expect(none.headers()['content-language']).toBe(locale)
  }
  const empty = await request.get('/de/list.tender.x81', { headers: from })
  expect(empty.status()).toBe(400)
  expect((await request.get(`/de/product/${luna.slug}/SH999999/tender.x81`)).status()).toBe(404)
  expect((await request.get(`/de/series/keine-serie/tender.txt`)).status()).toBe(404)
  const lower = await request.get(`/it/product/${luna.slug}/${lunaGrey!.toLowerCase()}/tender.txt`, { maxRedirects: 0 })
  expect(lower.status()).toBe(308)
  expect(lower.headers().location).toBe(`/it/product/${luna.slug}/${lunaGrey}/tender.txt`)
  const defaultVariant = await request.get(`/it/product/${luna.slug}/${lunaWhite}/tender.txt`, { maxRedirects: 0 })
  expect(defaultVariant.status()).toBe(308)
  expect(defaultVariant.headers().location).toBe(`/it/product/${luna.slug}/tender.txt`)
})
