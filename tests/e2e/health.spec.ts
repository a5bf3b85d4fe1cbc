import { expect, test } from '@playwright/test'

import { staffRequest } from './global-setup'
import { signIn } from './helpers'

/**
 * The content's health in the admin (German and Chinese admin): a published banner whose link
 * leads to no page is a line of "Zustand der Inhalte" after the job run its publish queued, with
 * its document, language, field and why, leading to the banner; a visitor's search that found
 * nothing is counted; the demo's certificate and test report that run out within 60 days are
 * named. Runs last: the banner shows on the home page while it lives.
 */

test.use({ locale: 'de-DE' })

test('a link to no page is a line of the content health board after one job run, and a search that found nothing is counted, in the German and the Chinese admin', async ({
  page,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const index = workerInfo.parallelIndex
  const admin = await staffRequest(baseURL, 'admin', index)
  // A demo banner's picture (the newest file of the library may be another test's DXF).
  const { docs: existing } = (await (await admin.get('/api/banners?limit=1&depth=0')).json()) as {
    docs: { image: number }[]
  }
  const target = `/de/e2e-nirgendwo-${Date.now()}`
  const made = await admin.post('/api/banners?locale=de', {
    data: { title: 'E2E Zustand', image: existing[0]!.image, link: target, _status: 'published' },
  })
  expect(made.status()).toBe(201)
  const banner = ((await made.json()) as { doc: { id: number; createdAt: string } }).doc
  try {
    // A visitor's search that finds nothing is counted (query, language, day).
    await page.goto('/de/search?q=Qzxwv')
    await expect(page.locator('main')).toContainText('Qzxwv')
    // The publish queued a check; the queue runs it now instead of in up to 30 s (or the
    // scheduler's own run, started a moment before, ends).
    const published = banner.createdAt
    expect((await admin.get('/api/payload-jobs/run?queue=health')).ok()).toBe(true)
    await expect
      .poll(async () => {
        const latest = (await (await admin.get('/api/health-reports?sort=-checkedAt&limit=1&depth=0')).json()) as {
          docs: { checkedAt: string }[]
        }
        return (latest.docs[0]?.checkedAt ?? '') > published
      })
      .toBe(true)
    await signIn(page, 'admin', index)
    await page.goto('/admin')
    await expect(page.locator('#nav-health')).toHaveAttribute('href', '/admin/health')
    await page.goto('/admin/health')
    await expect(page.getByRole('heading', { level: 1, name: 'Zustand der Inhalte' })).toBeVisible()
    const row = page.locator('[data-health="links"] tr', { hasText: target })
    await expect(row).toHaveAttribute('data-problem', 'noPage')
    await expect(row).toContainText('keine Seite und keine Weiterleitung unter dieser Adresse')
    await expect(row).toContainText('alle Sprachen')
    await expect(page.getByRole('heading', { level: 2, name: 'Bilder ohne Alternativtext' })).toBeVisible()
    await expect(page.locator('[data-health-checked]')).toContainText('nach einer Veröffentlichung')
    await expect(page.getByRole('heading', { level: 2, name: 'Seiten ohne Titel oder Beschreibung' })).toBeVisible()
    const search = page.locator('[data-health="searches"] tr', { hasText: 'qzxwv' })
    await expect(search).toHaveAttribute('data-locale', 'de')
    await expect(search).toContainText('Deutsch')
    // The demo's certificate and test report that run out within 60 days, soonest first, each
    // leading to its date.
    const ending = page.locator('[data-health="expiring"] tbody tr')
    await expect(ending).toHaveCount(2)
    await expect(ending.first()).toHaveAttribute('data-collection', 'test-reports')
    // 20 days from the day of the seed (19 when this run passes midnight)
    await expect(ending.first()).toContainText(/noch (19|20) Tage/)
    await expect(ending.last().getByRole('link')).toHaveAttribute(
      'href',
      /\/admin\/collections\/certificates\/\d+#field-validUntil$/,
    )
    await page.screenshot({ path: 'test-results/screenshots/health-de.png', fullPage: true })
    await row.getByRole('link', { name: 'E2E Zustand' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/banners/${banner.id}`))

    await page.context().addCookies([{ name: 'payload-lng', value: 'zh', url: new URL(baseURL!).origin }])
    await page.goto('/admin/health')
    await expect(page.getByRole('heading', { level: 1, name: '内容健康状况' })).toBeVisible()
    await expect(page.locator('[data-health="links"] tr', { hasText: target })).toContainText(
      '此地址既无页面也无重定向',
    )
    await expect(page.getByRole('heading', { level: 2, name: '缺少替代文本的图片' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '无结果的搜索' })).toBeVisible()
    await expect(page.locator('[data-health-checked]')).toContainText('发布后')
    const first = page.locator('[data-health="expiring"] tbody tr').first()
    await expect(first).toContainText(/还剩 (19|20) 天/)
    // The document's title in the admin's language.
    await expect(first.getByRole('link')).toHaveText(/[\u4e00-\u9fff]/)
    await page.screenshot({ path: 'test-results/screenshots/health-zh.png', fullPage: true })
  } finally {
    await admin.delete(`/api/banners/${banner.id}`)
    await admin.dispose()
  }
})
