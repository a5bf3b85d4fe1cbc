import { expect, test } from '@playwright/test'

import { flowLocales, messages, smokeLocales, wcagViolations } from './helpers'
import { showrooms } from '../../src/cms/seed/content/showrooms'

const munich = showrooms.find((s) => s.slug === 'sanhaus-showroom-muenchen')!

test.describe('showroom pages', () => {
  for (const locale of flowLocales) {
    const t = messages[locale].showrooms

    test(`${locale}: the list by country leads to the Munich showroom, whose page gives its address, hours, series and LocalBusiness data`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/${locale}/showrooms`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      // Every country of the demo showrooms has its section; 55 places in all.
      await expect(page.locator('main section h2')).toHaveCount(new Set(showrooms.map((s) => s.country)).size)
      await expect(page.locator('main h3 a')).toHaveCount(showrooms.length)
      expect(await wcagViolations(page, `showrooms ${locale}`)).toEqual([])

      await page.getByRole('link', { name: munich.name[locale], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/showrooms/${munich.slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(munich.name[locale])
      const address = page.locator('main address')
      await expect(address).toContainText('Theresienstraße 40')
      await expect(address).toContainText(`80333 ${munich.city[locale]}`)
      // Monday to Friday 10–19, Saturday 10–16, Sunday closed, in the showroom's own time.
      const rows = page.locator('main table tbody tr')
      await expect(rows).toHaveCount(7)
      await expect(rows.nth(0).locator('td')).toHaveText('10:00–19:00')
      await expect(rows.nth(5).locator('td')).toHaveText('10:00–16:00')
      await expect(rows.nth(6).locator('td')).toHaveText(t.closed)
      await expect(page.locator('main table caption')).toContainText(t.localTime.split('{zone}')[0]!.trim())
      // Every series is on display in a brand showroom, each linked to its page.
      await expect(page.getByRole('link', { name: /Clara/ })).toHaveAttribute('href', `/${locale}/series/clara`)
      await expect(page.locator('main a[href^="tel:"]')).toHaveAttribute('href', 'tel:+496948007210')

      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (j) => JSON.parse(j) as Record<string, unknown>,
      )
      const business = data.find((d) => d['@type'] === 'LocalBusiness') as {
        address: object
        geo: object
        url: string
        openingHoursSpecification: object[]
      }
      expect(business.address).toMatchObject({ postalCode: '80333', addressCountry: 'DE' })
      expect(business.geo).toMatchObject({ latitude: munich.lat, longitude: munich.lng })
      expect(business.url).toBe(`${baseURL}/${locale}/showrooms/${munich.slug}`)
      expect(business.openingHoursSpecification[0]).toMatchObject({ opens: '10:00', closes: '19:00' })
      // Christmas Eve: closed (opens and closes at midnight on that date).
      expect(business.openingHoursSpecification).toContainEqual(
        expect.objectContaining({ validFrom: '2026-12-24', opens: '00:00', closes: '00:00' }),
      )
      const hreflang = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')))
      expect(hreflang).toEqual(expect.arrayContaining(['de', 'zh', 'en', 'it', 'fr', 'es', 'x-default']))
      expect(await wcagViolations(page, `showroom ${locale}`)).toEqual([])
    })
  }

  test('every showroom page is in the sitemap of each language', async ({ request, baseURL }) => {
    for (const locale of [...flowLocales, ...smokeLocales]) {
      const xml = await (await request.get(`/sitemaps/${locale}.xml`)).text()
      for (const s of showrooms)
        expect(xml, `${locale} ${s.slug}`).toContain(`${baseURL}/${locale}/showrooms/${s.slug}<`)
    }
  })

  for (const locale of smokeLocales) {
    test(`${locale}: smoke: the Munich showroom's page and the list`, async ({ page }) => {
      const t = messages[locale].showrooms
      await page.goto(`/${locale}/showrooms/${munich.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(munich.name[locale])
      await expect(page.getByRole('heading', { name: t.hours })).toBeVisible()
      await page.goto(`/${locale}/showrooms`)
      await expect(page.locator('main h3 a')).toHaveCount(showrooms.length)
    })
  }
})
