import { expect, test } from '@playwright/test'

import { locales, localeTags, moreRoutes, specRoutes } from './helpers'

for (const locale of locales) {
  test.describe(`pages in ${locale}`, () => {
    for (const route of [...specRoutes, ...moreRoutes]) {
      test(`${route} answers with its page, language and menu`, async ({ page }) => {
        const response = await page.goto(`/${locale}${route}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale])
        const menu = page.getByRole('navigation', { name: /./ }).first()
        await expect(menu.locator('a[href$="/home"]').first()).toBeAttached()
        // The eight menu entries of spec section 2, in this language.
        await expect(page.locator('header nav > div > ul:first-of-type > li')).toHaveCount(8)
        await expect(page.locator('h1').first()).toBeVisible()
        await expect(page.locator('footer')).toContainText(/©/)
      })
    }
  })
}
