import { expect, test } from '@playwright/test'

import { publishTyped, recordCspViolations, signIn } from './helpers'
import { banners, seedText } from './seed'

// The last banner's Chinese description: no other test reads it, so this edit cannot disturb them.
const order = banners.length

test('an admin edits a banner’s Chinese text and /zh/home shows it without a rebuild', async ({ page }) => {
  test.setTimeout(120_000)
  // Neither the admin nor the pages may hit their Content-Security-Policy on the way.
  const violations = await recordCspViolations(page)
  // The page is rendered and cached before the edit.
  await page.goto('/zh/home')
  const slide = page.locator('[aria-roledescription="slide"]').nth(order - 1)
  const before = await slide.locator('p').textContent()

  await signIn(page, 'e2e-admin', 0)

  // Payload accepts the session cookie only from the admin's own origin (its CSRF check).
  const found = await page.request.get(`/api/banners?where[order][equals]=${order}&locale=zh&depth=0`, {
    headers: { Origin: new URL(page.url()).origin },
  })
  const banner = ((await found.json()) as { docs: { id: number; description: string }[] }).docs[0]!
  expect(banner.description).toBe(banners[order - 1]!.description.zh)

  const text = `新品上市，敬请期待 ${Date.now()}`
  await page.goto(`/admin/collections/banners/${banner.id}?locale=zh`)
  const field = page.locator('#field-description')
  await expect(field).toHaveValue(banner.description, { timeout: 60_000 })
  await field.fill(text)
  await publishTyped(page, `/api/banners/${banner.id}?locale=zh`, 'description', text)

  const started = Date.now()
  await expect(async () => {
    await page.goto('/zh/home')
    await expect(slide.locator('p')).toHaveText(text, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  console.log(`publish-to-live: ${Date.now() - started} ms`)
  expect(before).not.toBe(text)

  // The public API reads the same cached data: its Chinese description (`desc`) changed too, for every language asked.
  type Ads = { data: { id: number; desc: string; de_desc: string }[] }
  for (const lang of ['zh', 'en']) {
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/ads?lang=${lang}&limit=100`)).json()) as Ads).data.find(
            (b) => b.id === banner.id,
          )?.desc,
        { timeout: 5000 },
      )
      .toBe(text)
  }

  // Only the Chinese text changed.
  await page.goto('/de/home')
  await expect(slide.locator('p')).toHaveText(seedText(banners[order - 1]!.description, 'de'))
  expect(violations).toEqual([])
})
