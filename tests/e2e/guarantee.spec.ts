import { expect, test } from '@playwright/test'

import { flowLocales, messages, smokeLocales, type Locale } from './helpers'
import { guarantees, offices, seedText, settings } from './seed'
import { demoMarkets } from '../../src/lib/enquiry/markets'
import { marketOfLanguage } from '../../src/lib/guarantee'

/**
 * The guarantee a page claims ("3 Jahre Garantie") has published terms per market: the footer of
 * every page and the service page link the guarantee of the language's market (crawl.spec.ts
 * checks every page that claims it). In full in German and Chinese; the other four languages'
 * pages are read as served.
 */
const marketName = (key: string, locale: Locale) => settings.markets.find((m) => m.key === key)!.name[locale]

for (const locale of flowLocales) {
  test(`${locale}: from the service page and the footer to the guarantee of the language’s market: guarantor, length, countries, terms and statutory rights`, async ({
    page,
  }) => {
    const t = messages[locale].guarantee
    const market = marketOfLanguage(locale, demoMarkets)!
    const seeded = guarantees.find((g) => g.market === market)!
    await page.goto(`/${locale}/service`)
    await expect(page.getByRole('main').getByRole('link', { name: t.terms })).toHaveAttribute(
      'href',
      `/${locale}/guarantee/${market}`,
    )
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: messages[locale].footer.guarantee, exact: true })
      .click()
    await expect(page).toHaveURL(`/${locale}/guarantee/${market}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedText(seeded.title, locale))
    const facts = page.locator('dl')
    await expect(facts.getByRole('term')).toHaveText([t.guarantor, t.duration, t.territory])
    const guarantor = offices.find((o) => o.key === seeded.guarantor)!
    await expect(facts.getByRole('definition').nth(0)).toContainText(guarantor.name[locale])
    await expect(facts.getByRole('definition').nth(1)).toContainText('3')
    await expect(facts.getByRole('definition').nth(2)).toContainText(locale === 'zh' ? '中国' : 'Deutschland')
    for (const heading of [t.covers, t.claim, t.rights])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(page.getByText(t.rightsText)).toBeVisible()
    // The other markets' terms are one click away.
    const others = page.getByRole('navigation', { name: t.others }).getByRole('link')
    await expect(others).toHaveCount(guarantees.length - 1)
    await others.first().click()
    await expect(page).not.toHaveURL(`/${locale}/guarantee/${market}`)
    await expect(page.getByText(t.rightsText)).toBeVisible()
  })

  test(`${locale}: the guarantee page lists every market’s terms`, async ({ page }) => {
    const t = messages[locale].guarantee
    await page.goto(`/${locale}/guarantee`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
    for (const g of guarantees) {
      const link = page.getByRole('link', { name: t.read.replace('{market}', marketName(g.market, locale)) })
      await expect(link).toHaveAttribute('href', `/${locale}/guarantee/${g.market}`)
    }
  })
}

test(`the guarantee pages of ${smokeLocales.join(', ') || 'no other language'} (smoke): every market answers with its terms and the statutory rights`, async ({
  request,
}) => {
  for (const locale of smokeLocales) {
    for (const g of guarantees) {
      const response = await request.get(`/${locale}/guarantee/${g.market}`)
      expect(response.status(), `${locale} ${g.market}`).toBe(200)
      const html = await response.text()
      expect(html).toContain(messages[locale].guarantee.rights)
      expect(html).toContain(`/${locale}/guarantee/${marketOfLanguage(locale, demoMarkets)}`)
    }
    expect((await request.get(`/${locale}/guarantee/mars`)).status()).toBe(404)
  }
})
