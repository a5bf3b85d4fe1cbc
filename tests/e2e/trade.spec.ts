import { expect, test } from '@playwright/test'
import { readFile } from 'node:fs/promises'

import { flowLocales, messages, smokeLocales } from './helpers'
import { adminRequest } from './server'

/**
 * The trade page and its feeds as a wholesaler finds them: from the footer, the files' addresses
 * with when they were made, each BMEcat in its language, answered 304 when the copy is current.
 * Full flows in German and Chinese; the other four languages' pages answer with their heading.
 */
test.beforeAll(async ({ baseURL }) => {
  // The feed job runs on its queue's timer; the test runs it now instead of waiting for it.
  const admin = await adminRequest(baseURL)
  expect((await admin.get('/api/payload-jobs/run?queue=trade')).ok()).toBe(true)
  await admin.dispose()
})

const languageCodes = { de: 'deu', zh: 'zho', en: 'eng', it: 'ita', fr: 'fra', es: 'spa' } as const

for (const locale of flowLocales) {
  test(`${locale}: the footer leads to the trade page, which lists every feed with when it was made; the BMEcat of the language opens and is answered 304 when current`, async ({
    page,
  }) => {
    const t = messages[locale].trade
    await page.goto(`/${locale}/home`)
    await page.locator('footer').getByRole('link', { name: messages[locale].footer.trade }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/trade$`))
    await expect(page.locator('h1')).toHaveText(t.heading)
    await expect(page.locator('[data-feed-state]')).toHaveAttribute('data-feed-state', 'made')
    // BMEcat, Excel and CSV in six languages, xChange and the report.
    await expect(page.locator('tr[data-feed]')).toHaveCount(20)
    const link = page.locator(`tr[data-feed="bmecat-${locale}.xml"] a`)
    await expect(link).toHaveAttribute('href', `/api/trade/bmecat-${locale}.xml`)
    const feed = await page.request.get(`/api/trade/bmecat-${locale}.xml`)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('application/xml; charset=utf-8')
    const xml = await feed.text()
    expect(xml).toContain('<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005fd">')
    expect(xml).toContain(`<DESCRIPTION_SHORT lang="${languageCodes[locale]}">`)
    const again = await page.request.get(`/api/trade/bmecat-${locale}.xml`, {
      headers: { 'If-None-Match': feed.headers()['etag']! },
    })
    expect(again.status()).toBe(304)
    // The spreadsheet of the page's language is a download named for it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`tr[data-feed="catalogue-${locale}.xlsx"] a`).click(),
    ])
    expect(download.suggestedFilename()).toBe(`sanhaus-catalogue-${locale}.xlsx`)
    // The product centre's category list leads here too.
    await page.goto(`/${locale}/product`)
    await expect(
      page.locator('main nav').getByRole('link', { name: messages[locale].catalogue.tradeData }),
    ).toHaveAttribute('href', `/${locale}/trade`)
  })
}

for (const locale of flowLocales) {
  test(`${locale}: a Merkliste exports for a purchaser's systems, as CSV headed in ${locale} with its quantities, and as BMEcat`, async ({
    page,
  }) => {
    // An address of its own: documents are limited per address, and other tests make lists too.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': locale === 'de' ? '203.0.113.41' : '203.0.113.42' })
    await page.goto(`/${locale}/list?items=SH100101:2,SH300301:1`)
    const exports = page.locator('[data-list-exports]')
    await expect(exports).toContainText(messages[locale].list.exports)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('link', { name: 'CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^list-\\d{4}-\\d\\d-\\d\\d-${locale}\\.csv$`))
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(locale === 'de' ? /^"Menge","Artikelnummer"/ : /^"数量","货号"/)
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['"2","SH100101"', '"1","SH300301"'])
    const bmecat = await page.request.get(
      await exports
        .getByRole('link', { name: 'BMEcat' })
        .getAttribute('href')
        .then((h) => h!),
    )
    expect(bmecat.headers()['content-type']).toBe('application/xml; charset=utf-8')
    expect((await bmecat.text()).match(/<PRODUCT mode="new">/g)).toHaveLength(2)
  })
}

test('the trade page answers in the other four languages with their heading, and an unknown feed with a 404 in the language asked', async ({
  request,
}) => {
  for (const locale of smokeLocales) {
    const answer = await request.get(`/${locale}/trade`)
    expect(answer.status(), locale).toBe(200)
    expect(await answer.text(), locale).toContain(`<h1>${messages[locale].trade.heading}</h1>`)
  }
  const unknown = await request.get('/api/trade/bmecat-xx.xml?lang=fr')
  expect(unknown.status()).toBe(404)
  expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('bmecat-xx.xml')
})
