import { expect, test } from '@playwright/test'

import { salesRequest, staffRequest } from './global-setup'
import { moveToTrash, solvePow } from './helpers'

/**
 * The public JSON API through the built server: HTTP caching, CORS, the document, and what Payload's
 * REST API keeps from anonymous callers.
 */

const partner = 'https://partner.example'

test('GET answers carry an ETag that gives a 304 over HTTP, and HEAD answers without a body', async ({ request }) => {
  for (const url of [
    '/api/ads?lang=1',
    '/api/cats?layout=home',
    '/api/categorys',
    '/api/category/14/articles',
    '/api/jobs?lang=en',
    '/api/openapi.json',
  ]) {
    const first = await request.get(url)
    expect(first.status(), url).toBe(200)
    expect(first.headers()['content-type'], url).toContain('application/json')
    const etag = first.headers().etag as string
    expect(etag, url).toMatch(/^".+"$/)
    const again = await request.get(url, { headers: { 'If-None-Match': etag } })
    expect(again.status(), url).toBe(304)
    expect(await again.body(), url).toHaveLength(0)
  }
  const head = await request.head('/api/jobs?lang=zh')
  expect(head.status()).toBe(200)
  expect(await head.body()).toHaveLength(0)
})

test('CORS: a configured partner origin may read answers and preflight a POST; other origins get no CORS headers', async ({
  request,
}) => {
  const allowed = await request.get('/api/cats', { headers: { Origin: partner } })
  expect(allowed.headers()['access-control-allow-origin']).toBe(partner)
  expect(allowed.headers()['access-control-expose-headers']).toContain('ETag')
  expect(allowed.headers().vary).toContain('Origin')

  const other = await request.get('/api/cats', { headers: { Origin: 'https://evil.example' } })
  expect(other.status()).toBe(200)
  expect(other.headers()['access-control-allow-origin']).toBeUndefined()

  const preflight = await request.fetch('/api/join', {
    method: 'OPTIONS',
    headers: {
      Origin: partner,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, idempotency-key',
    },
  })
  expect(preflight.status()).toBe(204)
  expect(preflight.headers()['access-control-allow-methods']).toBe('POST, OPTIONS')
  expect(preflight.headers()['access-control-allow-headers']).toContain('Idempotency-Key')
  const refused = await request.fetch('/api/join', {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  })
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined()

  // An error is readable by the partner too.
  const error = await request.post('/api/join?lang=en', {
    headers: { Origin: partner, 'Content-Type': 'text/plain' },
    data: 'x',
  })
  expect(error.status()).toBe(415)
  expect(error.headers()['access-control-allow-origin']).toBe(partner)
})

test('the OpenAPI 3.1 document lists every path of the spec with its answers', async ({ request }) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as {
    openapi: string
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    servers: { url: string }[]
  }
  expect(doc.openapi).toBe('3.1.0')
  expect(Object.keys(doc.paths).sort()).toEqual(
    [
      '/api/ads',
      '/api/article/{id}',
      '/api/catalogue/variants',
      '/api/catalogue/variants/{article}',
      '/api/cats',
      '/api/cats/root/{id}/products',
      '/api/cats/{id}/products',
      '/api/categorys',
      '/api/category/{id}/articles',
      '/api/jobs',
      '/api/join',
      '/api/join/challenge',
      '/api/showroom/{slug}/appointment',
    ].sort(),
  )
  expect(Object.keys(doc.paths['/api/join']!.post!.responses).sort()).toEqual([
    '201',
    '400',
    '405',
    '413',
    '415',
    '429',
    '503',
  ])
  expect(doc.servers[0]?.url).toMatch(/^http:\/\/localhost:\d+$/)
})

test('Payload’s own REST API gives anonymous callers nothing the pages do not show; uploaded files stay public', async ({
  request,
}) => {
  for (const path of [
    '/api/products',
    '/api/products?draft=true',
    '/api/news',
    '/api/media',
    '/api/enquiries',
    '/api/users',
    '/api/payload-jobs',
    '/api/globals/home-page',
    '/api/globals/site-settings',
    '/api/search-entries',
    '/api/products/versions',
  ]) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBeGreaterThanOrEqual(401)
    expect(answer.status(), path).toBeLessThan(500)
    expect(await answer.text(), path).not.toMatch(/"docs":\[\{/)
  }
  const banners = (await (await request.get('/api/ads?lang=de')).json()) as { data: { image: string }[] }
  const image = new URL(banners.data[0]!.image)
  const file = await request.get(image.pathname)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/webp')
})

test('a draft product and an enquiry show on no public page and in no public answer', async ({
  request,
  baseURL,
}, workerInfo) => {
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const title = `Entwurfbecken ${stamp}`
  const name = `Vertraulich ${stamp}`
  const {
    docs: [basin],
  } = (await (await editor.get('/api/products?where[slug][equals]=luna-60-wall-hung-basin&depth=0')).json()) as {
    docs: { images: number[]; category: number; subCategory: number }[]
  }
  const draft = await editor.post('/api/products?draft=true', {
    data: {
      title,
      slug: `entwurf-${stamp}`,
      description: title,
      images: basin!.images,
      category: basin!.category,
      subCategory: basin!.subCategory,
      _status: 'draft',
    },
  })
  expect(draft.status(), await draft.text()).toBe(201)

  // An enquiry sent the way the form sends it, proof of work included.
  const key = `draft-check-${stamp}-key`
  const { challenge, nonce } = await solvePow(request, key)
  const sent = await request.post('/api/join', {
    headers: { 'Idempotency-Key': key },
    data: {
      type: 'project',
      name,
      tel: '13800000000',
      email: 'visitor@test.example',
      province: '浙江',
      requirement: name,
      consent: true,
      transferConsent: true,
      challenge,
      nonce,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)

  const answers = [
    ...[
      '/api/ads',
      '/api/cats',
      '/api/cats?layout=home',
      `/api/cats/root/${basin!.category}/products?limit=100`,
      `/api/cats/${basin!.subCategory}/products?limit=100`,
      '/api/jobs',
      '/api/categorys',
      '/api/category/14/articles?limit=100',
    ].map((u) => `${u}${u.includes('?') ? '&' : '?'}lang=de`),
    `/api/search?q=${encodeURIComponent('Entwurfbecken')}&locale=de`,
    `/api/search?q=${encodeURIComponent('Vertraulich')}&locale=de`,
    '/api/products',
    '/api/enquiries',
    `/de/product/entwurf-${stamp}`,
    `/de/product?category=basins`,
    `/de/search?q=${encodeURIComponent('Entwurfbecken')}`,
    `/de/search?q=${encodeURIComponent('Vertraulich')}`,
  ]
  for (const url of answers) {
    const answer = await request.get(url)
    expect(answer.status(), url).toBeLessThan(500)
    const text = await answer.text()
    expect(text, url).not.toContain(title)
    expect(text, url).not.toContain(name)
  }
  expect((await request.get(`/de/product/entwurf-${stamp}`)).status()).toBe(404)
  // Staff do see both.
  const sales = await salesRequest(baseURL, workerInfo.parallelIndex)
  expect(await (await sales.get(`/api/enquiries?where[name][equals]=${encodeURIComponent(name)}`)).text()).toContain(
    name,
  )
  expect(await (await editor.get(`/api/products?draft=true&where[slug][equals]=entwurf-${stamp}`)).text()).toContain(
    title,
  )
  await moveToTrash(editor, `/api/products/${((await draft.json()) as { doc: { id: number } }).doc.id}`)
})
