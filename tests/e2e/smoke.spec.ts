import { expect, test, type Page } from '@playwright/test'

import { localeTags, messages, smokeLocales, wcagViolations } from './helpers'
import { banners, categories, news, pages, products } from './seed'
import { offices } from '../../src/cms/seed/content/offices'

/**
 * English, Italian, French and Spanish share German's and Chinese's markup and code, whose
 * flows the other browser tests walk in full (helpers.ts, `flowLocales`). In these four a
 * visitor's main paths are walked once in a browser, in the language's own words: home, the
 * product centre to a quote request, the news, the contact details; the home page is checked for
 * WCAG 2.2 A/AA, and no picture on the way fails to load (the newest article's, this language's
 * own, included). Every page of theirs is also read as served (routes.spec.ts, crawl.spec.ts).
 */
/** The pictures of the page that the browser tried to load and could not. */
const brokenPictures = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.currentSrc && img.naturalWidth === 0)
      .map((img) => img.currentSrc),
  )

const basins = categories.find((c) => c.key === 'basins')!
const product = products.find((p) => p.category === 'basins')!

for (const locale of smokeLocales) {
  test(`${locale} smoke: home, a product's quote request, the news and the contact details in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const m = messages[locale]
    await page.goto(`/${locale}/home`)
    await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale])
    const carousel = page.locator('[aria-roledescription="carousel"]')
    for (const b of banners) await expect(carousel).toContainText(b.title[locale])
    expect(await wcagViolations(page, `/${locale}/home`)).toEqual([])
    expect(await brokenPictures(page)).toEqual([])

    // Home → category → product → quote request, in this language's words.
    await page
      .locator('section[aria-labelledby="home-products"]')
      .getByRole('link', { name: basins.title[locale] })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/product\\?category=basins$`))
    await expect(page.locator('#catalogue-heading')).toHaveText(basins.title[locale])
    await page.getByRole('link', { name: product.title[locale], exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title[locale])
    await page.getByRole('link', { name: m.product.requestQuote }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/contact/teamwork\\?type=project&product=${product.slug}$`))
    await expect(page.getByRole('button', { name: m.enquiry.submit })).toBeVisible()

    // The news of this language: its newest article opens from the list.
    const newest = [...news[locale]].sort((a, b) => b.date.localeCompare(a.date))[0]!
    await page.goto(`/${locale}/news`)
    await expect(page.locator('h1')).toHaveText(pages.news.heading[locale])
    await page.getByRole('link', { name: newest.title, exact: true }).click()
    await expect(page).toHaveURL(`/${locale}/news/${newest.slug}`)
    await expect(page.locator('main article h1')).toHaveText(newest.title)
    // The article's own picture (news pictures are this language's own) loads for a visitor.
    const picture = page.locator('main article img').first()
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(await brokenPictures(page)).toEqual([])

    // The three offices, named in this language.
    await page.goto(`/${locale}/contact/details`)
    await expect(page.locator('main article h2')).toHaveText(offices.map((o) => o.name[locale]))
  })
}
