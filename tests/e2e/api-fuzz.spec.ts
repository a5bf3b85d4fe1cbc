import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { ErrorSchema } from '@/features/publicApi/schemas'

/**
 * Property: whatever path below the public API's prefixes, whatever query string, method and
 * body a client sends, the built app answers without a 5xx, and every error answer has the
 * documented error shape. `npm test` runs a few hundred cases; `npm run fuzz` runs 10,000.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

const word = fc.oneof(
  fc.constantFrom(
    'products',
    'root',
    'articles',
    'api',
    'null',
    'undefined',
    '0',
    '-1',
    '1e3',
    '13',
    '14',
    '19',
    '%',
    '%00',
    '🚿',
    '淋浴房',
    ' ',
  ),
  fc.integer({ min: -10, max: 3_000_000_000 }).map(String),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
)
// Dot segments are resolved by the client before sending, so they never reach a handler.
const segment = word.filter((s) => s !== '' && s !== '.' && s !== '..')

const prefix = fc.constantFrom(
  'ads',
  'cats',
  'cats/root',
  'categorys',
  'category',
  'article',
  'jobs',
  'catalogue/variants',
)
const id = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom('13', '14', '15', '16', '17', '19', 'SH100101', 'sh300301', 'SH999999'),
  segment,
)
// Mostly the shapes the API has (an id, then `products` or `articles`), so the handlers get past routing.
const segments = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(id, fc.constantFrom('products', 'articles')).map((t) => [...t]) },
  { weight: 1, arbitrary: id.map((v) => [v]) },
  { weight: 1, arbitrary: fc.constant([] as string[]) },
  { weight: 1, arbitrary: fc.array(segment, { maxLength: 3 }) },
)
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('GET') },
  { weight: 4, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
)
const plausible = fc.constantFrom(
  '0',
  '1',
  '5',
  'de',
  'zh',
  'es',
  '2',
  '100',
  'home',
  'sidebar',
  '4262025601013',
  '2026-11-30',
  '2026-11-30T12:00:00Z',
)
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('lang', 'page', 'limit', 'layout', 'gtin', 'updatedSince'), fc.string({ maxLength: 6 })),
  fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: word }),
  { maxKeys: 4 },
)
const body = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc
    .record({
      type: word,
      country: fc.oneof(fc.constantFrom('CN', 'DE', 'de', 'TW', 'HK', 'XX', ''), word),
      name: word,
      tel: fc.oneof(fc.constantFrom('13800138000', '+49 89 1234567', '+852 2123 4567', '089 1234567'), word),
      email: fc.oneof(fc.constantFrom('kunde@bücher.de', 'zz@例子.中国', 'a@example.c0m'), word),
      province: fc.oneof(fc.constantFrom('浙江', '香港'), word),
      region: word,
      postcode: word,
      city: word,
      requirement: word,
      consent: fc.boolean(),
      transferConsent: fc.oneof(fc.boolean(), word),
      lang: word,
    })
    .map((v) => JSON.stringify(v)),
)
const request = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      method,
      prefix,
      segments,
      query,
      body,
      type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      method: fc.constantFrom('POST', 'GET', 'PUT'),
      prefix: fc.constantFrom(
        'join',
        'join/challenge',
        'openapi.json',
        'showroom/sanhaus-showroom-muenchen/appointment',
        'showroom/unbekannt/appointment',
      ),
      segments: fc.constant([] as string[]),
      query,
      body,
      type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data'),
    }),
  },
)

// Plain fetch, not Playwright's request fixture: that one records every call for the trace.
test('fuzz: random paths, queries, methods and bodies never hang or give a 5xx, and errors keep their shape', async ({
  baseURL,
}) => {
  test.setTimeout(Math.max(120_000, RUNS * 300))
  let count = 0
  const statuses = new Map<number, number>()
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const path = [r.prefix, ...r.segments.map(encodeURIComponent)].join('/')
      const url = `/api/${path}?${new URLSearchParams(r.query)}`
      const data =
        r.method === 'GET' || r.method === 'HEAD' || r.method === 'OPTIONS' || r.body === undefined ? undefined : r.body
      const answer = await fetch(new URL(url, baseURL), {
        method: r.method,
        body: data,
        headers: data === undefined ? {} : { 'Content-Type': r.type },
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      const text = await answer.text()
      count++
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      expect(answer.status, `${r.method} ${url}`).toBeLessThan(500)
      if (answer.status >= 400 && r.method !== 'HEAD') {
        const parsed = ErrorSchema.safeParse(JSON.parse(text))
        expect(parsed.success, `${r.method} ${url}: ${text}`).toBe(true)
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  )
  console.log(
    `fuzz: ${count} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
  )
  expect(count).toBeGreaterThanOrEqual(RUNS)
})
