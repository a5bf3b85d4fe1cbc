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

test('a product keeps its related products in the editors’ order', async () => {
  const luna = await product('luna-60-wall-hung-basin', 'zh')
  expect(luna.related.map((r) => r.slug)).toEqual([
    ...(products.find((p) => p.slug === 'luna-60-wall-hung-basin')?.related ?? []),
  ])
})

test('both gallery pictures of a product load in the browser and are described', async ({ page }) => {
  const screen = await product('quadro-90-corner-enclosure', 'zh')
  expect(screen.images).toHaveLength(2)
  expect(screen.images.every((m) => m.alt.length > 10)).toBe(true)
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
  ])
})
