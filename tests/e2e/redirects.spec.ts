import { expect, test } from '@playwright/test'

import { locales, specRoutes } from './helpers'

test.describe('redirects of unprefixed paths', () => {
  test('/ and the spec’s paths lead to German when no language was chosen', async ({ request }) => {
    for (const path of ['/', ...specRoutes, '/contact', '/certifiction']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect([307, 308], path).toContain(response.status())
      const expected = path === '/' ? '/de/home' : path === '/contact' ? '/de/contact/details' : `/de${path}`
      expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe(expected)
    }
  })

  test('they lead to the remembered language', async ({ request }) => {
    for (const locale of locales) {
      const response = await request.get('/certifiction?x=1', { maxRedirects: 0, headers: { cookie: `NEXT_LOCALE=${locale}` } })
      expect(response.headers().location).toMatch(new RegExp(`/${locale}/certifiction\\?x=1$`))
    }
  })

  test('a locale alone leads to its home page, and /contact to the contact details', async ({ request }) => {
    for (const locale of locales) {
      expect(new URL((await request.get(`/${locale}`, { maxRedirects: 0 })).headers().location!, 'http://x').pathname).toBe(`/${locale}/home`)
      expect(new URL((await request.get(`/${locale}/contact`, { maxRedirects: 0 })).headers().location!, 'http://x').pathname).toBe(`/${locale}/contact/details`)
    }
  })
})

test.describe('not found', () => {
  test('unknown paths show the localized 404 page with status 404', async ({ page }) => {
    const cases: [string, RegExp][] = [
      ['/no-such-page', /Diese Seite gibt es nicht/],
      ['/404', /Diese Seite gibt es nicht/],
      ['/de/404', /Diese Seite gibt es nicht/],
      ['/zh/404', /找不到该页面/],
      ['/en/no/such/page', /This page does not exist/],
      ['/fr/produit-inconnu', /Cette page n’existe pas/],
      ['/xx/home', /Diese Seite gibt es nicht/],
    ]
    for (const [path, text] of cases) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.locator('h1'), path).toHaveText(text)
    }
  })

  test('an unknown unprefixed path uses the remembered language', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'es', url: 'http://localhost' }])
    const response = await page.goto('/ruta-desconocida')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
    await expect(page.locator('h1')).toHaveText('Esta página no existe.')
  })
})
