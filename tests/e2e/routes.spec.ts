import { expect, test } from '@playwright/test'

import { locales, localeTags, moreRoutes, specRoutes } from './helpers'

// One test per language walks every route in one tab (a browser tab per route cost more than
// the checks); each check names its route when it fails.
for (const locale of locales) {
  test(`every page in ${locale} answers with its page, language and menu`, async ({ page }) => {
    test.setTimeout(180_000)
    for (const route of [...specRoutes, ...moreRoutes]) {
      const response = await page.goto(`/${locale}${route}`)
      expect(response?.status(), route).toBe(200)
      await expect(page.locator('html'), route).toHaveAttribute('lang', localeTags[locale])
      const menu = page.getByRole('navigation', { name: /./ }).first()
      await expect(menu.locator('a[href$="/home"]').first(), route).toBeAttached()
      // The eight menu entries of spec section 2, in this language.
      await expect(page.locator('header nav > div > ul:first-of-type > li'), route).toHaveCount(8)
      await expect(page.locator('h1').first(), route).toBeVisible()
      await expect(page.locator('footer'), route).toContainText(/©/)
    }
  })
}
