import { expect, test } from '@playwright/test'

import { publishTyped, signIn, solvePow, wcagViolations } from './helpers'
import { adminRequest } from './server'
import de from '../../messages/de.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }

/**
 * The site settings' switch "take enquiries from China only" brings back the spec's original form:
 * every language shows China's form with the overseas notice and no choice of country, and the
 * API refuses any other country with the notice's text. It changes what every visitor of the form
 * sees, so it runs with the lifecycle tests, after all others.
 */
test('an admin turns on “China only”: the notice and China’s fixed form in every language, other countries refused; off again, the choice is back', async ({
  page,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const admin = await adminRequest(baseURL)
  try {
    await signIn(page, 'admin', workerInfo.parallelIndex)
    await page.goto('/admin/globals/site-settings')
    await page.getByRole('button', { name: /^(Märkte & Anfragen|Markets & enquiries)$/ }).click()
    const box = page.locator('#field-chinaOnly')
    await expect(box).not.toBeChecked({ timeout: 60_000 })
    await box.check()
    await publishTyped(page, '/api/globals/site-settings', 'chinaOnly', true as never)

    for (const [locale, t] of [
      ['de', de],
      ['zh', zh],
    ] as const) {
      await expect(async () => {
        await page.goto(`/${locale}/contact/teamwork`)
        await expect(page.getByRole('note')).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 10_000 })
      await expect(page.locator('#enquiry-country')).toHaveValue(t.enquiry.countryValue)
      await expect(page.locator('select#enquiry-country')).toHaveCount(0)
      await expect(page.locator('#enquiry-province')).toBeVisible()
      await expect(page.locator('#enquiry-transferConsent')).toBeVisible()
      // The notice names the same contact as the box beside the form.
      const aside = await page.locator('aside a[href^="mailto:"]').getAttribute('href')
      await expect(page.getByRole('note').locator('a[href^="mailto:"]')).toHaveAttribute('href', aside!)
      await page.getByRole('button', { name: t.enquiry.submit }).click()
      await expect(page.locator('#enquiry-name-error')).not.toBeEmpty()
      expect(await wcagViolations(page, `${locale} china only`)).toEqual([])
    }
    const notice = (await page.getByRole('note').innerText()).trim()
    const key = `china-only-${Date.now()}-key`
    const work = await solvePow(page.request, key)
    const refused = await page.request.post('/api/join?lang=zh', {
      headers: { 'idempotency-key': key },
      data: {
        ...work,
        type: 'project',
        country: 'DE',
        name: 'Anna Huber',
        tel: '+49 89 1234567',
        email: 'anna@example.de',
        requirement: 'Hotel',
        consent: true,
      },
    })
    expect(refused.status()).toBe(400)
    const fields = ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields
    expect(notice).toContain(fields.country!)
  } finally {
    const off = await admin.post('/api/globals/site-settings', { data: { chinaOnly: false, _status: 'published' } })
    expect(off.status(), await off.text()).toBe(200)
    await admin.dispose()
  }
  await expect(async () => {
    await page.goto('/de/contact/teamwork')
    await expect(page.locator('select#enquiry-country')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await expect(page.getByRole('note')).toHaveCount(0)
})
