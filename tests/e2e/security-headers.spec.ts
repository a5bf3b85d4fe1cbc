import { expect, test, type APIResponse } from '@playwright/test'

import { staffRequest } from './global-setup'
import { hydratedElement, locales, messages, moreRoutes, recordCspViolations, specRoutes } from './helpers'

const tileOrigin = `http://127.0.0.1:${process.env.E2E_TILE_PORT ?? 3199}`

/** Parses a Content-Security-Policy into its directives. */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, 'Content-Security-Policy').toBeTruthy()
  return Object.fromEntries(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

/**
 * The headers every answer carries, whatever it is. Nothing may frame it, except a preview of
 * drafts, which the site's own admin frames (Live Preview): `framedBy: 'self'` says so.
 */
function expectCommonHeaders(response: APIResponse, label: string, framedBy: 'none' | 'self' = 'none') {
  const h = response.headers()
  expect(
    Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1]),
    `${label} HSTS`,
  ).toBeGreaterThanOrEqual(31_536_000)
  expect(h['x-content-type-options'], label).toBe('nosniff')
  expect(h['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy'], label).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(self\)/)
  expect(h['x-frame-options'], label).toBe(framedBy === 'self' ? 'SAMEORIGIN' : 'DENY')
  const csp = directives(h['content-security-policy'])
  expect(csp['frame-ancestors'], `${label} frame-ancestors`).toEqual([`'${framedBy}'`])
  for (const values of Object.values(csp)) expect(values, `${label}: no eval`).not.toContain("'unsafe-eval'")
  return csp
}

function expectPagePolicy(csp: Record<string, string[]>, label: string) {
  expect(csp['default-src'], label).toEqual(["'self'"])
  // Scripts only from the site itself (inline for Next's static pages, see src/lib/security/headers.ts).
  expect(csp['script-src'], label).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp['img-src'], label).toContain(tileOrigin)
  expect(csp['object-src'], label).toEqual(["'none'"])
  expect(csp['base-uri'], label).toEqual(["'self'"])
  expect(csp['form-action'], label).toEqual(["'self'"])
}

test('every page in every language carries the security headers and the pages’ policy', async ({ request }) => {
  for (const locale of locales) {
    for (const route of [...specRoutes, ...moreRoutes]) {
      const path = `/${locale}${route}`
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expectPagePolicy(expectCommonHeaders(response, path), path)
    }
  }
  // A second answer of the same page comes from the cache, with the same headers. (Other tests
  // publish meanwhile, which expires the page: asked again, the answer after a render is a hit.)
  let cached: APIResponse | null = null
  await expect
    .poll(async () => {
      cached = await request.get('/de/home')
      return cached.headers()['x-nextjs-cache']
    })
    .toBe('HIT')
  expectPagePolicy(expectCommonHeaders(cached!, 'cached /de/home'), 'cached /de/home')
  // So do a 404, a product page, a listing with a query and the redirect of an unprefixed path.
  for (const [path, status] of [
    ['/de/no-such-page', 404],
    ['/zh/product/luna-60-wall-hung-basin', 200],
    ['/en/search?q=wanne', 200],
    ['/certifiction', 307],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect([status, status === 307 ? 308 : status], path).toContain(response.status())
    expectPagePolicy(expectCommonHeaders(response, path), path)
  }
})

test('a preview of drafts, and nothing else, may be framed: by the admin only; no cache keeps it, no search engine indexes it', async ({
  request,
  baseURL,
}, workerInfo) => {
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  for (const [client, path, status] of [
    [editor, '/preview/de/home', 200],
    [editor, '/preview/zh/product/luna-60-wall-hung-basin', 200],
    [editor, '/preview/de/no-such-page', 404],
    // Without a session: the way to the login, with the same headers.
    [request, '/preview/de/home', 307],
  ] as const) {
    const response = await client.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    expectPagePolicy(expectCommonHeaders(response, path, 'self'), path)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
  }
  // The public page of the same address stays unframeable (checked for every page above).
  expectCommonHeaders(await request.get('/de/home'), '/de/home', 'none')
})

test('API answers and uploaded files may run nothing', async ({ request, baseURL }, workerInfo) => {
  const answers = [
    '/api/ads?lang=1',
    '/api/cats',
    '/api/categorys',
    '/api/jobs?lang=de',
    '/api/openapi.json',
    '/api/health',
    '/api/search?q=wanne&locale=de',
    '/api/join/challenge',
  ]
  for (const path of answers) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(400)
    const csp = expectCommonHeaders(response, path)
    expect(csp['default-src'], path).toEqual(["'none'"])
    expect(csp, path).toHaveProperty('sandbox')
  }
  // Refusals carry them too.
  const refused = await request.post('/api/join?lang=de', { headers: { 'Content-Type': 'text/plain' }, data: 'x' })
  expect(refused.status()).toBeGreaterThanOrEqual(400)
  expect(expectCommonHeaders(refused, 'refused POST')['default-src']).toEqual(["'none'"])

  // An uploaded picture: no script, even if opened on its own address.
  const picture = await request.get('/api/media/file/logo.svg')
  expect(picture.status()).toBe(200)
  const pictureCsp = expectCommonHeaders(picture, 'logo.svg')
  expect(pictureCsp['default-src']).toEqual(["'none'"])
  expect(pictureCsp).toHaveProperty('sandbox')

  // The PDFs the site makes (data sheet, manual) open in the browser's PDF viewer (no sandbox),
  // but nothing may frame them; so does a PDF an editor uploaded.
  const html = await (await request.get('/de/product/luna-60-wall-hung-basin')).text()
  const made = [...html.matchAll(/href="(\/de\/product\/[^"]+\/(?:datasheet|manual)\.pdf)"/g)].map((m) => m[1]!)
  expect(made.map((href) => href.split('/').pop()).sort(), 'data sheet and manual links').toEqual([
    'datasheet.pdf',
    'manual.pdf',
  ])
  for (const href of made) {
    const pdf = await request.get(href)
    expect(pdf.status(), href).toBe(200)
    const csp = expectCommonHeaders(pdf, href)
    expect(csp, href).not.toHaveProperty('sandbox')
    expect(csp['frame-ancestors'], href).toEqual(["'none'"])
  }
  // The CAD files it makes download and run nothing.
  const plan = await request.get('/de/product/luna-60-wall-hung-basin/plan.dxf')
  expect(plan.status()).toBe(200)
  const planCsp = expectCommonHeaders(plan, 'plan.dxf')
  expect(planCsp['default-src']).toEqual(["'none'"])
  expect(planCsp).toHaveProperty('sandbox')
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const upload = await editor.post('/api/media', {
    multipart: {
      file: {
        name: `probe-${Date.now().toString(36)}.pdf`,
        mimeType: 'application/pdf',
        buffer: await (await request.get(made[0]!)).body(),
      },
      _payload: JSON.stringify({ alt: 'PDF-Probe' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const uploaded = new URL(((await upload.json()) as { doc: { url: string } }).doc.url, baseURL).pathname
  const sheet = await editor.get(uploaded)
  expect(sheet.status()).toBe(200)
  const sheetCsp = expectCommonHeaders(sheet, 'uploaded PDF')
  expect(sheetCsp).not.toHaveProperty('sandbox')

  for (const path of ['/robots.txt', '/sitemap.xml', '/icon.svg']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(expectCommonHeaders(response, path)['default-src'], path).toEqual(["'none'"])
  }
})

test('the admin has its own policy: no eval, no framing', async ({ request }) => {
  for (const path of ['/admin', '/admin/login', '/admin/collections/products']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
    const csp = expectCommonHeaders(response, path)
    expect(csp['script-src'], path).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['object-src'], path).toEqual(["'none'"])
  }
})

test('pages work under their policy: nothing is blocked on the home page, a product, the maps and the enquiry form', async ({
  page,
}) => {
  const violations = await recordCspViolations(page)
  for (const path of [
    '/de/home',
    '/zh/product/luna-60-wall-hung-basin',
    '/en/contact/teamwork',
    '/fr/search?q=wanne',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  await page.goto('/de/contact/details')
  const load = page.getByRole('button', { name: messages.de.map.load }).first()
  await hydratedElement(load)
  await load.click()
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible()
  expect(violations).toEqual([])
})

test('the admin’s sign-in page works under its policy (the whole editing flow is checked in admin-edit.spec)', async ({
  page,
}) => {
  const violations = await recordCspViolations(page)
  await page.goto('/admin/login')
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
