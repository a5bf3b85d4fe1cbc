import { expect, test } from '@playwright/test'

import { e2eAdmin } from '../../playwright.config'

test('an admin edits a banner’s Chinese text and /zh/home shows it without a rebuild', async ({ page }) => {
  test.setTimeout(120_000)
  // The page is rendered and cached before the edit.
  await page.goto('/zh/home')
  const before = await page.locator('h1').first().textContent()

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(e2eAdmin.email)
  await page.locator('#field-password').fill(e2eAdmin.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })

  const found = await page.request.get('/api/banners?where[order][equals]=1&locale=zh&depth=0')
  const banner = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
  expect(banner.title).toBe(before)

  const title = `浴室新灵感 ${Date.now()}`
  await page.goto(`/admin/collections/banners/${banner.id}?locale=zh`)
  const field = page.locator('#field-title')
  await expect(field).toHaveValue(banner.title, { timeout: 60_000 })
  await field.fill(title)
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/./, { timeout: 30_000 })

  const started = Date.now()
  await expect(async () => {
    await page.goto('/zh/home')
    await expect(page.locator('h1').first()).toHaveText(title, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  console.log(`publish-to-live: ${Date.now() - started} ms`)

  // Only the Chinese text changed.
  await page.goto('/de/home')
  await expect(page.locator('h1').first()).not.toHaveText(title)
})
