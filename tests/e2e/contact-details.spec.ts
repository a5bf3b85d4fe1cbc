import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { flowLocales, type Locale } from './helpers'
import { offices } from '../../src/cms/seed/content/offices'

const tilePort = Number(process.env.E2E_TILE_PORT ?? 3199)
const tileHost = `127.0.0.1:${tilePort}`
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const loadLabel: Record<Locale, string> = {
  de: 'Interaktive Karte laden',
  zh: '加载交互式地图',
  en: 'Load interactive map',
  it: 'Carica la mappa interattiva',
  fr: 'Charger la carte interactive',
  es: 'Cargar el mapa interactivo',
}

const hideLabel: Record<Locale, string> = {
  de: 'Interaktive Karten nicht mehr laden',
  zh: '不再加载交互式地图',
  en: 'Stop loading interactive maps',
  it: 'Non caricare più le mappe interattive',
  fr: 'Ne plus charger les cartes interactives',
  es: 'Dejar de cargar mapas interactivos',
}

/** Every http(s) request of the page, by host. */
function recordHosts(page: Page): string[] {
  const hosts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.push(url.host)
  })
  return hosts
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const isLocal = (host: string) => /^localhost(:\d+)?$/.test(host)

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const locale of flowLocales) {
  test(`/${locale}/contact/details shows the three offices with their contacts and a static map each`, async ({
    page,
  }) => {
    // Without motion every card is shown at once (no scroll reveal), so axe sees final colours.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const response = await page.goto(`/${locale}/contact/details`)
    expect(response?.status()).toBe(200)
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(offices.length)

    for (const [i, office] of offices.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(office.name[locale])
      for (const row of office.contacts) {
        const value = typeof row.value === 'string' ? row.value : row.value[locale]
        if (row.kind === 'tel')
          await expect(card.locator(`a[href="tel:${value.replace(/[^\d+]/g, '')}"]`)).toHaveText(value)
        if (row.kind === 'email') await expect(card.locator(`a[href="mailto:${value}"]`)).toHaveText(value)
        if (row.kind === 'web') await expect(card.locator(`a[href="${value}"]`)).toHaveAttribute('target', '_blank')
        if (row.kind === 'address') await expect(card.locator('address')).toHaveText(value)
      }
      // The static map is drawn into the page: outlines, a pin, and the city named beside it.
      const map = card.locator('svg[role="img"]')
      await expect(map).toBeVisible()
      await expect(map).toHaveAccessibleName(new RegExp(escape(office.city[locale])))
      expect(await map.locator('path').count()).toBeGreaterThanOrEqual(2)
      await expect(map.locator('xpath=..').getByText(office.city[locale], { exact: true })).toBeVisible()
      if (office.qr)
        await expect(card.locator('figure img')).toHaveAttribute('alt', new RegExp(escape(office.qr.message[locale])))
    }
    expect(await axeViolations(page)).toEqual([])
  })
}

test('/de/contact leads to the contact details', async ({ page }) => {
  await page.goto('/de/contact')
  await expect(page).toHaveURL(/\/de\/contact\/details$/)
  await expect(page.locator('main article')).toHaveCount(offices.length)
})

test('nothing loads from a map server before consent; after it every map turns interactive, remembered until withdrawn', async ({
  page,
}) => {
  const hosts = recordHosts(page)
  await page.goto('/de/contact/details')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: loadLabel.de })).toHaveCount(offices.length)
  await expect(page.getByText('127.0.0.1', { exact: false }).first()).toBeVisible()
  expect(hosts.filter((h) => !isLocal(h))).toEqual([])
  await expect(page.locator('.leaflet-container')).toHaveCount(0)

  await page.getByRole('button', { name: loadLabel.de }).first().click()
  // One consent switches all three maps.
  await expect(page.locator('.leaflet-container')).toHaveCount(offices.length)
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible()
  await expect(page.getByRole('button', { name: hideLabel.de }).first()).toBeFocused()
  expect(hosts.filter((h) => h === tileHost).length).toBeGreaterThan(0)
  expect(hosts.filter((h) => !isLocal(h) && h !== tileHost)).toEqual([])
  await expect(page.getByRole('region', { name: /Interaktive Karte: .*Frankfurt am Main/ })).toBeVisible()

  hosts.length = 0
  await page.reload()
  await expect(page.locator('.leaflet-container')).toHaveCount(offices.length)
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible()
  expect(hosts).toContain(tileHost)

  await page.getByRole('button', { name: hideLabel.de }).nth(1).click()
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  await expect(page.getByRole('button', { name: loadLabel.de })).toHaveCount(offices.length)
  await expect(page.getByRole('button', { name: loadLabel.de }).nth(1)).toBeFocused()

  hosts.length = 0
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: loadLabel.de })).toHaveCount(offices.length)
  expect(hosts.filter((h) => !isLocal(h))).toEqual([])
})

for (const locale of flowLocales) {
  test(`/${locale}/contact/details has no WCAG 2.2 A/AA violations with the interactive maps`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/${locale}/contact/details`)
    await page.getByRole('button', { name: loadLabel[locale] }).first().click()
    await expect(page.locator('.leaflet-container')).toHaveCount(offices.length)
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible()
    await expect(page.getByRole('button', { name: hideLabel[locale] })).toHaveCount(offices.length)
    expect(await axeViolations(page)).toEqual([])
  })
}
