import { expect, test } from '@playwright/test'

import { flowLocales, wcagViolations } from './helpers'
import { jobs } from './seed'

const paths = [
  '/home',
  '/about',
  '/craft',
  '/service',
  '/contact/recruit',
  `/contact/recruit/${jobs[0]!.slug}`,
  '/products',
  '/products/tailorism',
  '/products/slideshow',
  '/shop',
  '/shop/product',
]

/**
 * Every page in German (the longest words) and Chinese (another script and font); the other
 * languages share German's markup and styles: smoke.spec.ts checks their home page, and the
 * pages on a phone below are in four languages.
 */
for (const locale of flowLocales) {
  test(`the public pages in ${locale} have no WCAG 2.2 A/AA violations`, async ({ page }) => {
    test.setTimeout(180_000)
    const found: string[] = []
    for (const path of paths) {
      await page.goto(`/${locale}${path}`)
      found.push(...(await wcagViolations(page, path)))
    }
    expect(found).toEqual([])
  })
}

test('the pages on a phone have no WCAG 2.2 A/AA violations', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const found: string[] = []
  for (const path of [
    '/de/home',
    '/zh/about',
    '/fr/craft',
    '/de/products/slideshow',
    '/es/contact/recruit',
    '/de/service',
  ]) {
    await page.goto(path)
    found.push(...(await wcagViolations(page, path)))
  }
  expect(found).toEqual([])
})

test('a job page’s headings go down one level at a time, whatever level its text starts at (German and Chinese jobs)', async ({
  page,
}) => {
  for (const locale of flowLocales) {
    await page.goto(`/${locale}/contact/recruit/${jobs[0]!.slug}`)
    const levels = await page
      .locator('main :is(h1, h2, h3, h4, h5, h6)')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
    expect(levels[0], locale).toBe(1)
    expect(levels.length, locale).toBeGreaterThan(2)
    for (const [i, level] of levels.entries())
      if (i > 0) expect(level, `${locale}: ${levels}`).toBeLessThanOrEqual(levels[i - 1]! + 1)
  }
})
