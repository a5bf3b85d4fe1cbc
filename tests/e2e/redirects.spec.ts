import { expect, test } from '@playwright/test'

import { staffRequest } from './global-setup'
import { locales, moveToTrash, specRoutes } from './helpers'

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
      const response = await request.get('/certifiction?x=1', {
        maxRedirects: 0,
        headers: { cookie: `NEXT_LOCALE=${locale}` },
      })
      expect(response.headers().location).toMatch(new RegExp(`/${locale}/certifiction\\?x=1$`))
    }
  })

  test('a locale alone leads to its home page, and /contact to the contact details', async ({ request }) => {
    for (const locale of locales) {
      expect(
        new URL((await request.get(`/${locale}`, { maxRedirects: 0 })).headers().location!, 'http://x').pathname,
      ).toBe(`/${locale}/home`)
      expect(
        new URL((await request.get(`/${locale}/contact`, { maxRedirects: 0 })).headers().location!, 'http://x')
          .pathname,
      ).toBe(`/${locale}/contact/details`)
    }
  })
})

test('a request carrying the internal sub-request header from outside still passes the locale proxy', async ({
  request,
}) => {
  // CVE-2025-29927: with this header Next once skipped the proxy (middleware) altogether.
  const forged = ['middleware', 'src/middleware', 'proxy', 'src/proxy'].map((name) => Array(5).fill(name).join(':'))
  for (const value of forged) {
    const unprefixed = await request.get('/certifiction', {
      maxRedirects: 0,
      headers: { 'x-middleware-subrequest': value },
    })
    expect([307, 308], value).toContain(unprefixed.status())
    expect(new URL(unprefixed.headers().location!, 'http://x').pathname, value).toBe('/de/certifiction')
    const page = await request.get('/zh/certifiction', { headers: { 'x-middleware-subrequest': value } })
    expect(page.status(), value).toBe(200)
    expect(await page.text(), value).toContain('lang="zh-CN"')
  }
})

test('old single-page-app links (/#/certifiction) land on the page, in the chosen language', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/#/certifiction')
  await expect(page).toHaveURL(/\/de\/certifiction$/)
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zh', url: baseURL! }])
  await page.goto('/#/contact/teamwork')
  await expect(page).toHaveURL(/\/zh\/contact\/teamwork$/)
  await page.goto('/#//example.com')
  await expect(page).toHaveURL(/\/zh\/home#\/\/example\.com$/)
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

  test('dotted paths and internal paths asked for directly get the localized 404 page, with the CSP, stored by no cache', async ({
    page,
  }) => {
    const cases: [string, RegExp][] = [
      ['/de/home.x', /Diese Seite gibt es nicht/],
      ['/zh/product/~q/view%3Dzz.x', /找不到该页面/],
      ['/de/product/~q/category%3Dbasins', /Diese Seite gibt es nicht/],
      ['/en/news/~q/datasheet.pdf', /This page does not exist/],
      ['/it/product/~f/colour.json', /Questa pagina non esiste/],
    ]
    for (const [path, text] of cases) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      const headers = response!.headers()
      expect(headers['content-security-policy'], path).toContain("script-src 'self'")
      expect(headers['cache-control'], path).toMatch(/no-store/)
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

test('editors add redirects in the CMS for addresses without a page; pages that exist are never redirected', async ({
  request,
  baseURL,
}, workerInfo) => {
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const made: number[] = []
  const add = async (data: { from: string; to: string; permanent: boolean }) => {
    const created = await editor.post('/api/redirects', { data: { ...data, _status: 'published' } })
    expect(created.status(), await created.text()).toBe(201)
    made.push(((await created.json()) as { doc: { id: number } }).doc.id)
  }
  try {
    // The old address may have been asked for (and its 404 cached) before the redirect existed.
    expect((await request.get(`/de/badmoebel-${stamp}`)).status()).toBe(404)
    await add({ from: `/de/badmoebel-${stamp}/`, to: '/de/product?category=furniture', permanent: true })
    await add({ from: `/katalog-${stamp}`, to: 'https://shop.example/katalog', permanent: false })
    await add({ from: '/de/about', to: '/de/home', permanent: true })
    await add({
      from: `/de/product/alte-wanne-${stamp}`,
      to: '/de/product/terra-freestanding-stone-bath',
      permanent: true,
    })

    const location = async (path: string) => {
      const answer = await request.get(path, { maxRedirects: 0 })
      return `${answer.status()} ${answer.headers().location ?? ''}`
    }
    await expect
      .poll(() => location(`/de/badmoebel-${stamp}`), { timeout: 5000 })
      .toBe('308 /de/product?category=furniture')
    // An unprefixed old address: the proxy hands it to the visitor's language first, then the redirect applies.
    await expect.poll(() => location(`/katalog-${stamp}`), { timeout: 5000 }).toBe('307 https://shop.example/katalog')
    await expect
      .poll(() => location(`/de/product/alte-wanne-${stamp}`), { timeout: 5000 })
      .toBe('308 /de/product/terra-freestanding-stone-bath')
    expect(await location('/de/about')).toBe('200 ')

    // A path that is not one is refused with a message in the editor's language.
    const refused = await editor.post('/api/redirects', {
      data: { from: 'https://evil.example/', to: '/de/home', _status: 'published' },
    })
    expect(refused.status()).toBe(400)
    // So is a target a browser would read as another host (`/\evil.example` is `//evil.example` to it).
    for (const to of ['/\\evil.example/landing', '/%5Cevil.example/landing', '//evil.example', '/\t/evil.example']) {
      const elsewhere = await editor.post('/api/redirects?locale=de', {
        data: { from: `/de/weg-${stamp}`, to, _status: 'published' },
      })
      expect(elsewhere.status(), to).toBe(400)
      expect(await elsewhere.text(), to).toContain('Nach')
    }
    // A redirect answered to a client that asks for no HTML carries one Location header.
    const plain = await request.get(`/de/badmoebel-${stamp}`, { maxRedirects: 0, headers: { accept: '*/*' } })
    expect(plain.headersArray().filter((h) => h.name.toLowerCase() === 'location')).toHaveLength(1)
  } finally {
    for (const id of made) await moveToTrash(editor, `/api/redirects/${id}`)
  }
  await expect
    .poll(async () => (await request.get(`/de/badmoebel-${stamp}`, { maxRedirects: 0 })).status(), { timeout: 5000 })
    .toBe(404)
})
