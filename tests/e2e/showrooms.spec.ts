import { expect, test, type APIRequestContext } from '@playwright/test'

import { salesRequest } from './global-setup'
import { flowLocales, messages, servedText, smokeLocales, wcagViolations } from './helpers'
import { showrooms } from '../../src/cms/seed/content/showrooms'
import { addDays, weekdayOf } from '../../src/lib/showrooms/visit'
import type { Weekday } from '../../src/lib/vocabularies'

const munich = showrooms.find((s) => s.slug === 'sanhaus-showroom-muenchen')!
const hamburg = showrooms.find((s) => s.slug === 'baederhaus-elbe-hamburg')!

/** The first `day` at least three days ahead: inside every showroom's window, whatever its time zone. */
function next(day: Weekday): string {
  let date = addDays(new Date().toISOString().slice(0, 10), 3)
  while (weekdayOf(date) !== day) date = addDays(date, 1)
  return date
}

let sales: APIRequestContext
test.beforeAll(async ({ baseURL }, workerInfo) => {
  sales = await salesRequest(baseURL, workerInfo.parallelIndex)
})

type Stored = {
  type: string
  showroom: number | { slug: string }
  series: { slug: string }[]
  visitDate?: string
  visitTime?: string
  market?: string
  country: string
  requirement?: string | null
  shareConsentAt?: string | null
  locale: string
}

async function storedNamed(name: string): Promise<Stored[]> {
  const res = await sales.get(`/api/enquiries?where[name][equals]=${encodeURIComponent(name)}&depth=1`)
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true)
  return ((await res.json()) as { docs: Stored[] }).docs
}

test.describe('showroom pages', () => {
  for (const locale of flowLocales) {
    const t = messages[locale].showrooms

    test(`${locale}: the list by country leads to the Munich showroom, whose page gives its address, hours, series and LocalBusiness data (WCAG: the list in de, the page in zh)`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/${locale}/showrooms`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      // Every country of the demo showrooms has its section; 55 places in all.
      await expect(page.locator('main section h2')).toHaveCount(new Set(showrooms.map((s) => s.country)).size)
      await expect(page.locator('main h3 a')).toHaveCount(showrooms.length)
      // Accessibility: the list in German (its longest words), the showroom's page in Chinese below; each
      // page's markup is the same in every language.
      if (locale === 'de') expect(await wcagViolations(page, `showrooms ${locale}`, 'main')).toEqual([])

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
      if (locale === 'zh') expect(await wcagViolations(page, `showroom ${locale}`, 'main')).toEqual([])
    })
  }

  test('every showroom page is in the sitemap of each language', async ({ request, baseURL }) => {
    for (const locale of [...flowLocales, ...smokeLocales]) {
      const xml = await (await request.get(`/sitemaps/${locale}.xml`)).text()
      for (const s of showrooms)
        expect(xml, `${locale} ${s.slug}`).toContain(`${baseURL}/${locale}/showrooms/${s.slug}<`)
    }
  })

  for (const locale of flowLocales) {
    // German: the brand's Munich showroom; Chinese: a dealer's exhibition, which asks for the consent to pass the details on.
    const place = locale === 'de' ? munich : hamburg
    test(`${locale}: an appointment request from ${place.slug}'s page checks the wished visit against its hours${locale === 'de' ? ' (closed days and times: de only)' : ' (WCAG: zh only)'} and reaches the sales inbox with its showroom`, async ({
      page,
    }) => {
      const e = messages[locale].enquiry
      const a = e.appointment
      const v = e.validation
      await page.goto(`/${locale}/showrooms/${place.slug}`)
      await page.getByRole('link', { name: messages[locale].showrooms.book }).click()
      await expect(page).toHaveURL(/#appointment$/)
      const form = page.locator('#appointment form')
      await expect(page.getByRole('heading', { name: a.title })).toBeVisible()
      // No cooperation type here: the form asks for a visit.
      await expect(form.locator('#enquiry-type')).toHaveCount(0)
      // The visitor's country starts as the showroom's.
      await expect(form.locator('#enquiry-country')).toHaveValue('DE')
      const share = form.locator('#enquiry-shareConsent')
      await expect(share).toHaveCount(place.kind === 'brand' ? 0 : 1)

      await form.getByRole('button', { name: a.submit }).click()
      await expect(form.getByRole('alert')).toContainText(e.errorSummary)
      await expect(form.locator('#enquiry-name')).toBeFocused()
      for (const [id, message] of [
        ['name', v.name],
        ['tel', v.tel],
        ['email', v.email],
        ['consent', v.consent],
        ...(place.kind === 'brand' ? [] : [['shareConsent', v.shareConsent]]),
      ] as const)
        await expect(form.locator(`#enquiry-${id}-error`), id).toHaveText(message)
      // The message is optional for an appointment.
      await expect(form.locator('#enquiry-requirement-error')).toBeEmpty()

      const name = `Termin ${locale} ${Date.now()}`
      await form.locator('#enquiry-name').fill(name)
      await form.locator('#enquiry-tel').fill('+49 40 1234567')
      await form.locator('#enquiry-email').fill('termin@example.de')
      if (locale === 'de') {
        // A Sunday: closed. A Saturday evening: closed then. A Tuesday afternoon: open. (The
        // checks are the form's, the same in every language: walked once.)
        await form.locator('#enquiry-visitDate').fill(next('sun'))
        await expect(form.locator('#enquiry-visitDate-error')).toHaveText(v.visitClosed)
        await form.locator('#enquiry-visitDate').fill(next('sat'))
        await expect(form.locator('#enquiry-visitDate-error')).toBeEmpty()
        // Only the parts of that day it is open are offered.
        await expect(form.locator('#enquiry-visitTime option')).toHaveText([
          a.times.any,
          a.times.morning,
          a.times.afternoon,
        ])
      }
      const tuesday = next('tue')
      await form.locator('#enquiry-visitDate').fill(tuesday)
      await form.locator('#enquiry-visitTime').selectOption('afternoon')
      const [first, second] = place.series ?? ['luna', 'aria']
      await form.locator(`input[name="series"][value="${first}"]`).check()
      await form.locator(`input[name="series"][value="${second}"]`).check()
      await form.locator('#enquiry-consent').check()
      if (place.kind !== 'brand') await share.check()
      await form.getByRole('button', { name: a.submit }).click()
      await expect(page.getByRole('heading', { name: a.successTitle })).toBeFocused({ timeout: 15_000 })
      await expect(page.locator('#appointment [role="status"]')).toContainText(place.name[locale])
      await expect(page.locator('#appointment [role="status"]')).toContainText(/SH-\d{6}/)

      const stored = await storedNamed(name)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({
        type: 'appointment',
        country: 'DE',
        market: 'europe',
        visitTime: 'afternoon',
        locale,
      })
      expect(stored[0]!.visitDate?.slice(0, 10)).toBe(tuesday)
      expect(typeof stored[0]!.showroom === 'object' && stored[0]!.showroom.slug).toBe(place.slug)
      expect(stored[0]!.series.map((s) => s.slug).sort()).toEqual([first, second].sort())
      expect(Boolean(stored[0]!.shareConsentAt)).toBe(place.kind !== 'brand')
      // The form with its confirmation, checked once (the dealer's, with its extra consent, in Chinese).
      if (locale === 'zh') expect(await wcagViolations(page, `appointment ${locale}`, 'main')).toEqual([])
    })
  }

  // Served HTML, no browser: the other four languages share the German markup.
  test('en, it, fr, es (smoke check, as served): 80331 finds the Munich showroom first; its page, the list and a dealer’s appointment form speak the language', async ({
    request,
  }) => {
    for (const locale of smokeLocales) {
      const t = messages[locale].showrooms
      const a = messages[locale].enquiry.appointment
      const text = async (path: string) => {
        const answer = await request.get(path)
        expect(answer.status(), path).toBe(200)
        return answer.text()
      }
      const search = await text(`/${locale}/showrooms/search?q=80331`)
      expect(/<ol\b[\s\S]*?<li[^>]*data-slug="([^"]+)"/.exec(search.slice(search.indexOf('<main')))?.[1], locale).toBe(
        munich.slug,
      )
      expect(servedText(search), locale).toContain(servedText(t.attribution))
      const page = await text(`/${locale}/showrooms/${munich.slug}`)
      expect(servedText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? ''), locale).toBe(
        servedText(munich.name[locale]),
      )
      expect(servedText(page), locale).toContain(servedText(t.hours))
      const list = await text(`/${locale}/showrooms`)
      expect(list.match(/<h3[^>]*><a\b/g) ?? [], locale).toHaveLength(showrooms.length)
      const dealer = servedText(await text(`/${locale}/showrooms/${hamburg.slug}`))
      for (const words of [a.title, hamburg.name[locale], a.submit]) expect(dealer, locale).toContain(servedText(words))
    }
  })
})
