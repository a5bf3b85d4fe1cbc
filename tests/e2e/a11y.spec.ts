import { expect, test } from '@playwright/test'

import { wcagViolations } from './helpers'

const pages = ['/de/home', '/zh/home', '/en/about', '/fr/impressum', '/es/no-such-page']

for (const path of pages) {
  test(`${path} has no WCAG 2.2 A/AA violations in the shell`, async ({ page }) => {
    await page.goto(path)
    expect(await wcagViolations(page)).toEqual([])
  })
}

test('the open mobile menu has no WCAG violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/de/home')
  await page.getByRole('button', { name: 'Menü öffnen' }).click()
  expect(await wcagViolations(page)).toEqual([])
})
