import { expect, test, type APIResponse } from '@playwright/test'
import jsQR from 'jsqr'

import { staffRequest } from './global-setup'
import { messages } from './helpers'
import { products } from './seed'
import { renderPdfPage } from '../support/pdfRender'
import { pdfText } from '../support/pdfText'

/**
 * Data sheets are made by the site from the published product, in the page's language: linked
 * from the product page, served as PDF with the documents' policy, in Chinese with the Chinese
 * font, and new once an editor publishes (a draft save leaves the sheet as it is).
 */

const luna = products.find((p) => p.slug === 'luna-60-wall-hung-basin')!
/** CJK Extension A (U+4DAE, as in the name 刘䶮): in the font, in no demo text. */
const RARE = '䶮'

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, '')

async function sheetText(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200)
  return (await pdfText(await response.body())).text
}

for (const locale of ['de', 'zh'] as const) {
  test(`in ${locale} the product page links its data sheet, a PDF with the page's title and data`, async ({ page }) => {
    await page.goto(`/${locale}/product/${luna.slug}`)
    const link = page.locator('a[data-datasheet]')
    await expect(link).toHaveText(messages[locale].pdf.datasheetLink)
    const href = await link.getAttribute('href')
    expect(href).toBe(`/${locale}/product/${luna.slug}/datasheet.pdf`)
    const response = await page.request.get(href!)
    const headers = response.headers()
    expect(headers['content-type']).toBe('application/pdf')
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'")
    expect(headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="SH\\d{6}-datasheet-${locale}\\.pdf"$`),
    )
    const text = squash(await sheetText(response))
    expect(text).toContain(squash(luna.title[locale]))
    // The rows of the page's data table, label and value, as the page shows them.
    for (const row of await page.locator('table tr').all()) {
      expect(text).toContain(squash(await row.locator('th').textContent()))
      expect(text).toContain(squash(await row.locator('td').textContent()))
    }
    // A browser that has it asks again and gets a 304.
    const again = await page.request.get(href!, { headers: { 'if-none-match': headers.etag! } })
    expect(again.status()).toBe(304)
  })
}

const ardesia = products.find((p) => p.slug === 'ardesia-140-slate-shower-tray')!

for (const locale of ['de', 'zh'] as const) {
  test(`in ${locale} a sheet of the demo content is revision 1 and carries the installer's measures and a QR code of the variant's Digital Link`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/product/${ardesia.slug}`)
    await expect(page.locator('table tr[data-spec="drainPosition"]')).toHaveCount(1)
    await expect(page.locator('tr[data-spec="slipClass"] td')).toHaveText(
      locale === 'de' ? 'Bewertungsgruppe C' : 'C级',
    )
    const article = await page.locator('[data-fact="articleNumber"] dd').textContent()
    // The installation drawing, made from the same data: its text alternative lists the values.
    const drawing = page.locator('[data-drawing] [role="img"]')
    await expect(drawing).toHaveCount(1)
    const alt = squash(await page.locator(`#${await drawing.getAttribute('aria-labelledby')}`).textContent())
    for (const key of ['dimensions', 'drainPosition', 'mountingHeight'])
      expect(alt).toContain(squash(await page.locator(`tr[data-spec="${key}"] td`).textContent()))
    await expect(
      drawing.locator('svg').first().locator('text', { hasText: messages[locale].drawing.plan }),
    ).toBeVisible()
    await expect(
      drawing.locator('svg').last().locator('text', { hasText: messages[locale].drawing.front }),
    ).toBeVisible()
    // Search engines and shopping tools read the same measures from the page's structured data.
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')))
    const product = ld.find((d) => d['@type'] === 'Product')
    expect(product.additionalProperty).toContainEqual(
      expect.objectContaining({ propertyID: 'drainDiameter', value: 90, unitCode: 'MMT' }),
    )
    expect(product.additionalProperty).toContainEqual(expect.objectContaining({ propertyID: 'slipClass', value: 'C' }))
    const response = await page.request.get(`/${locale}/product/${ardesia.slug}/datasheet.pdf`)
    const bytes = await response.body()
    const text = squash(await sheetText(response))
    expect(text).toContain(locale === 'de' ? 'Revision1·' : '版本1·')
    expect(text).toContain(squash(messages[locale].drawing.heading))
    for (const key of ['drainDiameter', 'drainPosition', 'mountingHeight', 'slipClass']) {
      expect(text).toContain(squash(messages[locale].product[key as keyof (typeof messages)['de']['product']]))
      expect(text).toContain(squash(await page.locator(`tr[data-spec="${key}"] td`).textContent()))
    }
    const { width, height, data } = await renderPdfPage(bytes, 1, 2)
    // The variant has a GTIN: the code carries its GS1 Digital Link.
    const gtin = squash(await page.locator('[data-fact="gtin"] dd').textContent())
    expect(article).toBeTruthy()
    expect(jsQR(data, width, height)?.data).toMatch(new RegExp(`^https?://[^/]+/01/${gtin.padStart(14, '0')}$`))
  })
}

test('a variant has its own sheet; an unknown product or number gets the not-found page', async ({ page }) => {
  await page.goto(`/de/product/${luna.slug}`)
  const variant = page.locator('a[href^="/de/product/luna-60-wall-hung-basin/SH"]').first()
  const article = (await variant.getAttribute('href'))!.split('/').at(-1)!
  await variant.click()
  await expect(page.locator('a[data-datasheet]')).toHaveAttribute(
    'href',
    `/de/product/${luna.slug}/${article}/datasheet.pdf`,
  )
  const sheet = await page.request.get(`/de/product/${luna.slug}/${article}/datasheet.pdf`)
  expect(await sheetText(sheet)).toContain(article)
  for (const path of [`/de/product/no-such-product/datasheet.pdf`, `/de/product/${luna.slug}/SH000000/datasheet.pdf`]) {
    const missing = await page.request.get(path)
    expect(missing.status(), path).toBe(404)
    expect(missing.headers()['content-type']).toContain('text/html')
    // The site's not-found page in the path's language, as for a page.
    expect(await missing.text()).toContain(`id="not-found-title">${messages.de.notFound.title}<`)
  }
})

test('a rare character added to the Chinese title is in the sheet once published, with a higher revision', async ({
  request,
  baseURL,
}, workerInfo) => {
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const found = await editor.get(`/api/products?where[slug][equals]=${luna.slug}&depth=0&locale=zh`)
  const {
    docs: [doc],
  } = (await found.json()) as { docs: { id: number; title: string }[] }
  const original = doc!.title
  const url = `/zh/product/${luna.slug}/datasheet.pdf`
  const revision = (text: string) => Number(/版本\s*(\d+)/.exec(text)?.[1])
  const before = await request.get(url)
  const first = revision(await sheetText(before))
  expect(first).toBeGreaterThan(0)
  const save = async (title: string, status: 'draft' | 'published') => {
    const saved = await editor.patch(`/api/products/${doc!.id}?locale=zh${status === 'draft' ? '&draft=true' : ''}`, {
      data: { title, _status: status },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  try {
    // A draft save leaves the published sheet as it is.
    await save(`${original} ${RARE}`, 'draft')
    const draft = await request.get(url)
    expect(draft.headers().etag).toBe(before.headers().etag)
    expect(await sheetText(draft)).not.toContain(RARE)

    await save(`${original} ${RARE}`, 'published')
    const published = await sheetText(await request.get(url))
    expect(squash(published)).toContain(squash(`${original} ${RARE}`))
    expect(revision(published)).toBe(first + 1)
  } finally {
    await save(original, 'published')
    await editor.dispose()
  }
  expect(squash(await sheetText(await request.get(url)))).not.toContain(RARE)
})

test('a Merkliste prints as a PDF in Chinese, unknown and discontinued rows marked apart; a longer list and a flood are refused', async ({
  page,
}) => {
  // An address of its own, so that this test's requests count for no other test.
  const from = { 'x-forwarded-for': '203.0.113.27' }
  await page.goto(`/zh/product/${luna.slug}`)
  const article = (await page.locator('[data-fact="articleNumber"] dd').textContent())!.trim()
  const list = await page.request.get(`/zh/list.pdf?items=${article}:3,SH999999:1`, { headers: from })
  expect(list.headers()['content-type']).toBe('application/pdf')
  expect(list.headers()['cache-control']).toContain('no-store')
  const text = squash(await sheetText(list))
  expect(text).toContain(squash(messages.zh.pdf.listTitle))
  expect(text).toContain(squash(luna.title.zh))
  expect(text).toContain('SH999999')
  // A number the catalogue never held is unknown, not "no longer available".
  expect(text).toContain(squash(messages.zh.pdf.unknown))
  expect(text).not.toContain(squash(messages.zh.pdf.unavailable))
  // A variant no longer made keeps its name, marked as such (German).
  const gone = squash(
    await sheetText(await page.request.get(`/de/list.pdf?items=SH100503:1,SH999999:1`, { headers: from })),
  )
  expect(gone).toContain(squash(`(${messages.de.pdf.unavailable})`))
  expect(gone).toContain(squash(messages.de.pdf.unknown))

  const rows = Array.from({ length: 51 }, (_, i) => `SH${String(100001 + i)}:1`).join(',')
  const tooLong = await page.request.get(`/de/list.pdf?items=${rows}`, { headers: from })
  expect(tooLong.status()).toBe(400)
  expect(await tooLong.text()).toContain('höchstens 50 Positionen')

  let refused = null
  for (let i = 0; i < 15 && !refused; i++) {
    const answer = await page.request.get(`/de/list.pdf?items=${article}:1`, { headers: from })
    if (answer.status() === 429) refused = answer
    else expect(answer.status()).toBe(200)
  }
  expect(refused, 'the limit per address').not.toBeNull()
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await refused!.text()).toBe(`${messages.de.pdf.tooMany}\n`)
})
