import { expect, test } from '@playwright/test'

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
    await expect(page.locator('tr[data-feed]')).toHaveCount(8)
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
    // The product centre's category list leads here too.
    await page.goto(`/${locale}/product`)
    await expect(
      page.locator('main nav').getByRole('link', { name: messages[locale].catalogue.tradeData }),
    ).toHaveAttribute('href', `/${locale}/trade`)
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
