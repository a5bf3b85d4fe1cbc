import { expect, test } from '@playwright/test'

import { flowLocales, hydratedElement, locales, messages, recordCspViolations, servedText } from './helpers'

const munich = 'sanhaus-showroom-muenchen'
const results = '#results-count'
const items = 'main ol li[data-slug]'

/** The slug of the first result in served HTML. */
const firstResult = (html: string) =>
  /<ol\b[\s\S]*?<li[^>]*data-slug="([^"]+)"/.exec(html.slice(html.indexOf('<main')))?.[1]

test.describe('showroom locator', () => {
  for (const locale of flowLocales) {
    const t = messages[locale].showrooms

    test(`${locale}: 80331 finds the Munich showroom first with its distance, on the site's own map; the series filter narrows the list${locale === 'de' ? '; the tiled map only after consent' : ''}; then "on display near you" on a series page leads to the locator filtered by the series`, async ({
      page,
      baseURL,
    }) => {
      const near = t.nearby
      const hosts = new Set<string>()
      page.on('request', (r) => hosts.add(new URL(r.url()).host))
      await page.goto(`/${locale}/series/luna`)
      // No place given yet: the series page offers a way to find one.
      await expect(page.locator('[data-nearby="none"]')).toHaveText(near.find)
      await page.goto(`/${locale}/showrooms`)
      await page.getByLabel(t.place).fill('80331')
      await page.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/showrooms/search\\?q=80331`))
      await expect(page.locator(items).first()).toHaveAttribute('data-slug', munich)
      const distance = t.distance.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{km\\}', '1[.,]\\d')
      await expect(page.locator(items).first()).toContainText(new RegExp(distance))
      const count = await page.locator(items).count()
      expect(count).toBeGreaterThanOrEqual(2)
      // Every result is a numbered point on the map the site draws itself.
      await expect(page.locator('main svg g[data-showroom]')).toHaveCount(count)
      await expect(page.locator(`main svg g[data-showroom="${munich}"]`)).toHaveCount(1)
      // The opening state now, from the hours in the showroom's time zone.
      await expect(page.locator(items).first()).toContainText(
        new RegExp([t.openNow, t.opensToday, t.closedNow].map((s) => s.split('{')[0]!.trim()).join('|')),
      )

      // A series only some showrooms display: the list gets shorter and every one shows it.
      await page.getByLabel(t.seriesFilter).selectOption('pioggia')
      await page.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page).toHaveURL(/series=pioggia/)
      await expect(page.locator(items)).toHaveCount(count - 1)
      await expect(page.locator(items).first()).toHaveAttribute('data-slug', munich)
      // Nothing was asked of another host.
      expect([...hosts].filter((h) => h !== new URL(baseURL!).host)).toEqual([])
      // The place is kept on the device, and nothing else.
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sanhaus-place') ?? 'null'))).toMatchObject({
        q: '80331',
      })
      if (locale === 'de') {
        // The interactive map (German page) loads from the tile server only after consent, a
        // numbered marker per showroom, and goes again when withdrawn.
        const tileHost = `127.0.0.1:${Number(process.env.E2E_TILE_PORT ?? 3199)}`
        await expect(page.locator('.leaflet-container')).toHaveCount(0)
        const load = page.getByRole('button', { name: messages.de.map.load })
        await hydratedElement(load)
        await load.click()
        await expect(page.locator('.leaflet-container')).toHaveCount(1)
        await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible()
        await expect(page.locator('.leaflet-marker-icon')).toHaveCount(count - 1)
        await expect(page.locator('.leaflet-marker-icon').first()).toHaveText('1')
        expect([...hosts]).toContain(tileHost)
        await page.getByRole('button', { name: messages.de.map.hide }).click()
        await expect(page.locator('.leaflet-container')).toHaveCount(0)
      }

      // "On display near you" on the series page, now that a place is known.
      await page.goto(`/${locale}/series/luna`)
      const line = page.locator('[data-nearby="2"]')
      await expect(line).toContainText(near.near.split('{count}')[0]!.split('{place}')[0]!)
      await expect(line).toContainText('80331')
      await expect(line.getByRole('link').first()).toHaveAttribute('href', `/${locale}/showrooms/${munich}`)
      await line.getByRole('link', { name: near.all }).click()
      await expect(page).toHaveURL(/series=luna/)
      await expect(page.locator(items)).toHaveCount(2)
    })
  }

  test('de: "use my location" lists the showroom nearest to the browser’s position', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      geolocation: { latitude: 47.857, longitude: 12.118 },
      permissions: [],
    })
    const page = await context.newPage()
    await page.goto('/de/showrooms')
    // The visitor allows the browser to tell its position (the browser asks once the button is pressed).
    await context.grantPermissions(['geolocation'])
    await page.getByRole('button', { name: messages.de.showrooms.locate }).click()
    await expect(page).toHaveURL(/lat=47\.86&lng=12\.12/)
    await expect(page.locator(items).first()).toHaveAttribute('data-slug', 'inntal-badwerkstatt-rosenheim')
    await context.close()
  })

  test('de: with JavaScript off, the search still works as a form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/de/showrooms')
    await expect(page.getByRole('button', { name: messages.de.showrooms.locate })).toHaveCount(0)
    await page.getByLabel(messages.de.showrooms.place).fill('München')
    await page.getByRole('button', { name: messages.de.showrooms.submit, exact: true }).click()
    await expect(page.locator(items).first()).toHaveAttribute('data-slug', munich)
    await context.close()
  })

  test('zh: a city chosen by its region finds the showrooms there; a German place typed in Chinese is found', async ({
    page,
  }) => {
    const t = messages.zh.showrooms
    const csp = await recordCspViolations(page)
    await page.goto('/zh/showrooms')
    const city = page.locator('form[role="search"] select[name="city"]')
    // Each region is a group of its prefecture-level cities.
    expect(await city.locator('optgroup[label="浙江省"] option[value="3301"]').textContent()).toBe('杭州市')
    await city.selectOption('3101')
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(page.locator(items).first()).toHaveAttribute('data-slug', /shanghai/)
    await expect(page.locator(results)).toContainText('上海市')
    await page.goto('/zh/showrooms/search?q=慕尼黑')
    await expect(page.locator(items).first()).toHaveAttribute('data-slug', munich)
    await expect(page.locator(items).first()).toContainText('公里')
    expect(csp).toEqual([])
  })

  // Served HTML, no browser: the messages are the page's own, the same in every language's markup.
  test('every language (as served): an unknown place says so with a suggestion that finds the place; a radius or coordinates out of range answer the message', async ({
    request,
  }) => {
    for (const locale of locales) {
      const t = messages[locale].showrooms
      const alert = async (path: string) => {
        const answer = await request.get(`/${locale}/showrooms/search?${path}`)
        expect(answer.status(), `${locale} ${path}`).toBe(200)
        const html = await answer.text()
        const alerts = [...html.matchAll(/role="alert"[^>]*>([\s\S]*?)<\/div>/g)].map((m) => m[1]!)
        return { html, alerts: alerts.join(' '), text: servedText(alerts.join(' ')) }
      }
      const unknown = await alert('q=Munchn')
      expect(unknown.text, locale).toContain(servedText(t.unknownPlace.replace('{query}', 'Munchn')))
      expect(unknown.text, locale).toContain(servedText(t.didYouMean))
      // The suggestion is a search that finds the Munich showroom first.
      const suggestion = /<a[^>]*href="([^"]+)"/.exec(unknown.alerts)?.[1]?.replace(/&amp;/g, '&')
      const followed = await (await request.get(suggestion!)).text()
      expect(firstResult(followed), locale).toBe(munich)
      const nowhere = await alert('q=Xqzzyv')
      expect(nowhere.text, locale).toContain(servedText(t.tryAnother))
      expect(firstResult(nowhere.html), locale).toBeUndefined()
      const radius = await alert('q=80331&r=30')
      expect(radius.text, locale).toContain(servedText(t.badRadius))
      expect(servedText(/id="results-count"[^>]*>([\s\S]*?)<\/p>/.exec(radius.html)?.[1] ?? ''), locale).toContain('50')
      expect((await alert('lat=95&lng=11')).text, locale).toContain(servedText(t.badCoordinates))
    }
  })
})
