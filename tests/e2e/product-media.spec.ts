import { expect, test, type APIRequestContext } from '@playwright/test'

import { salesRequest } from './global-setup'
import type { Locale } from './helpers'
import { products } from '../../src/cms/seed/content/catalogue'

type MediaDoc = { url: string; alt: string; mimeType: string; width?: number | null }
type ProductDoc = {
  images: MediaDoc[]
  downloads: { label: string; file: MediaDoc }[]
  related: { slug: string }[]
  specs: Record<string, unknown>
}

let staff: APIRequestContext

test.beforeAll(async ({ baseURL }, workerInfo) => {
  staff = await salesRequest(baseURL, workerInfo.parallelIndex)
})

/** A product as the CMS serves it to staff, with its pictures and files populated. */
async function product(slug: string, locale: Locale): Promise<ProductDoc> {
  const response = await staff.get(`/api/products?where[slug][equals]=${slug}&depth=1&locale=${locale}`)
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: ProductDoc[] }
  expect(docs).toHaveLength(1)
  return docs[0] as ProductDoc
}

const site = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '')

test('a data sheet downloads as a one-page PDF with the product’s name and data', async ({ request }) => {
  const luna = await product('luna-60-wall-hung-basin', 'de')
  const [download] = luna.downloads
  expect(download?.label).toBe('Datenblatt (PDF)')
  const response = await request.get(site(download?.file.url ?? ''))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/pdf')
  const file = (await response.body()).toString('latin1')
  expect(file.startsWith('%PDF-1.4')).toBe(true)
  expect(file.match(/\/Type \/Page\b/g)).toHaveLength(1)
  expect(file).toContain('(Luna 60 wall-hung basin) Tj')
  expect(file).toContain('(Wandwaschbecken Luna 60) Tj')
  expect(file).toContain('(600 \\327 420 \\327 120 mm) Tj')
  // Link checkers and caches ask with HEAD: the same status and headers, no body.
  const head = await request.head(site(download?.file.url ?? ''))
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toContain('application/pdf')
  expect((await head.body()).length).toBe(0)
})

test('the Chinese label says the sheet is in English and German', async () => {
  const luna = await product('luna-60-wall-hung-basin', 'zh')
  expect(luna.downloads[0]?.label).toBe('产品数据表（PDF，英/德文）')
  expect(luna.related.map((r) => r.slug)).toEqual([
    ...(products.find((p) => p.slug === 'luna-60-wall-hung-basin')?.related ?? []),
  ])
})

test('all three gallery pictures of a product load in the browser and are described', async ({ page }) => {
  const screen = await product('quadro-90-corner-enclosure', 'zh')
  expect(screen.images).toHaveLength(3)
  expect(screen.images[2]?.alt).toContain('900毫米')
  await page.goto('/zh/home')
  const sizes = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(
          (src) =>
            new Promise<[number, number]>((resolve, reject) => {
              const img = new Image()
              img.onload = () => resolve([img.naturalWidth, img.naturalHeight])
              img.onerror = () => reject(new Error(`not loaded: ${src}`))
              img.src = src
            }),
        ),
      ),
    screen.images.map((m) => site(m.url)),
  )
  expect(sizes).toEqual([
    [1600, 1200],
    [1600, 1200],
    [1600, 1200],
  ])
})
