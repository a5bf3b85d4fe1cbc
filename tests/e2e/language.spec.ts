import { expect, test } from '@playwright/test'

import { locales, localeTags } from './helpers'

test('the six flags are in the spec’s order', async ({ page }) => {
  await page.goto('/de/about')
  const flags = page.locator('header [data-locale]')
  await expect(flags).toHaveCount(6)
  expect(await flags.evaluateAll((els) => els.map((e) => e.getAttribute('data-locale')))).toEqual([...locales])
  await expect(page.locator('header [data-locale="de"]')).toHaveAttribute('aria-current', 'true')
})

test('switching the language keeps the page, needs no reload and is remembered', async ({ page, request }) => {
  await page.goto('/de/contact/recruit?ref=test')
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
  await page.locator('header [data-locale="zh"]').click()
  await expect(page).toHaveURL(/\/zh\/contact\/recruit\?ref=test$/)
  await expect(page.locator('html')).toHaveAttribute('lang', localeTags.zh)
  await expect(page.locator('header [data-locale="zh"]')).toHaveAttribute('aria-current', 'true')
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
  const stored = await page.evaluate(() => ({
    lang: localStorage.getItem('lang'),
    flagIdx: localStorage.getItem('flagIdx'),
    langIdx: localStorage.getItem('langIdx'),
  }))
  expect(stored).toEqual({ lang: 'zh', flagIdx: '1', langIdx: '1' })
  const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('zh')
  // The server now sends unprefixed paths to Chinese.
  await page.goto('/about')
  await expect(page).toHaveURL(/\/zh\/about$/)
  void request
})

test('the switcher opens the same page in every language, one after another', async ({ page }) => {
  await page.goto('/de/certifiction')
  // From German through the five others and back: each flag of each language's header works.
  for (const locale of [...locales.filter((l) => l !== 'de'), 'de' as const]) {
    await page.locator(`header [data-locale="${locale}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/certifiction$`))
    await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale])
  }
})

test('without JavaScript the flags keep the query of the product centre, the enquiry form and the search', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [from, to] of [
    ['/de/product?category=basins&page=2', '/zh/product?category=basins&page=2'],
    ['/zh/contact/teamwork?type=project&article=SH100103', '/de/contact/teamwork?type=project&article=SH100103'],
    ['/de/search?q=Badewanne', '/en/search?q=Badewanne'],
  ] as const) {
    await page.goto(from)
    const locale = to.split('/')[1]!
    await expect(page.locator(`header [data-locale="${locale}"]`), from).toHaveAttribute('href', to)
  }
  // Followed, the flag opens the same view in the other language.
  await page.goto('/de/product?category=enclosures')
  await page.locator('header [data-locale="zh"]').click()
  await expect(page).toHaveURL('/zh/product?category=enclosures')
  await expect(page.locator('html')).toHaveAttribute('lang', localeTags.zh)
  await context.close()
})
