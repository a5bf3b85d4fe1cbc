import { expect, test, type Page } from '@playwright/test'

import { staffRequest } from './global-setup'
import { articleFor, moveToTrash, signIn, solvePow } from './helpers'
import { news, products } from './seed'

/**
 * Script payloads stored through every kind of input (an editor's text fields and rich text,
 * a picture's alternative text, a visitor's enquiry and search) come out as text: shown
 * literally, never run, never turned into markup, on the pages and in the admin.
 */

/** A payload that runs (and counts) if it is ever parsed as markup or as a script. */
function payload(tag: string) {
  return `${tag} "'><img src=x onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=(window.__xss||0)+1</script></script><svg onload="window.__xss=1">`
}

/** Opens `path` and checks nothing ran and no element came from the payload; returns the page. */
async function expectInert(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await page.waitForLoadState('networkidle')
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    `${path}: a payload ran`,
  ).toBeUndefined()
  expect(
    await page.locator('img[src="x"], svg[onload], [onerror*="__xss"]').count(),
    `${path}: markup from a payload`,
  ).toBe(0)
}

test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a dialog: ${dialog.message()}`)
  })
})

test('an editor’s texts, rich text, link and picture text stay text on the product and news pages and in the admin', async ({
  page,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const marker = `XSS-${stamp}`
  const created: string[] = []
  try {
    // A picture whose alternative text is a payload.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVQImWN48eYVAAV+Ar+fsuy4AAAAAElFTkSuQmCC',
      'base64',
    )
    const media = await editor.post('/api/media', {
      multipart: {
        file: { name: `e2e-${stamp}.png`, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: payload(`${marker}-alt`) }),
      },
    })
    expect(media.status(), await media.text()).toBe(201)
    const mediaId = ((await media.json()) as { doc: { id: number } }).doc.id
    created.push(`/api/media/${mediaId}`)

    const {
      docs: [model],
    } = (await (await editor.get(`/api/products?where[slug][equals]=${products[0]!.slug}&depth=0`)).json()) as {
      docs: { category: number; subCategory?: number; series: number }[]
    }
    const productSlug = `e2e-xss-${stamp}`
    const product = await editor.post('/api/products?locale=de', {
      data: {
        title: payload(`${marker}-title`),
        slug: productSlug,
        description: payload(`${marker}-description`),
        images: [mediaId],
        category: model!.category,
        subCategory: model!.subCategory,
        series: model!.series,
        variants: [{ articleNumber: articleFor(productSlug) }],
        _status: 'published',
      },
    })
    expect(product.status(), await product.text()).toBe(201)
    created.push(`/api/products/${((await product.json()) as { doc: { id: number } }).doc.id}`)

    const {
      docs: [article],
    } = (await (await editor.get(`/api/news?where[slug][equals]=${news.de[0]!.slug}&depth=0`)).json()) as {
      docs: { category: number; image: number }[]
    }
    const text = (value: string, format = 0) => ({
      type: 'text',
      version: 1,
      text: value,
      format,
      style: '',
      mode: 'normal',
      detail: 0,
    })
    const paragraph = (...children: object[]) => ({
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      textFormat: 0,
      children,
    })
    const link = (url: string) => ({
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: { linkType: 'custom', url, newTab: false },
      children: [text(`${marker}-link`)],
    })
    const newsSlug = `e2e-xss-${stamp}`
    const body = {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [paragraph(text(payload(`${marker}-body`), 1)), paragraph(link('javascript:window.__xss=1'))],
      },
    }
    const newsData = {
      title: payload(`${marker}-news`),
      slug: newsSlug,
      category: article!.category,
      image: mediaId,
      publishedAt: '2099-01-01T00:00:00.000Z',
      excerpt: payload(`${marker}-excerpt`),
      body,
      _status: 'published',
    }
    // A link that would run script is refused outright (the editor names the rich-text field).
    const refused = await editor.post('/api/news', { data: newsData })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toMatch(/Inhalt|Content/)
    // A web link may carry markup characters in its query; they stay in the address.
    body.root.children[1] = paragraph(link(`https://partner.example/?q="><script>window.__xss=1</script>`))
    const story = await editor.post('/api/news', { data: newsData })
    expect(story.status(), await story.text()).toBe(201)
    created.push(`/api/news/${((await story.json()) as { doc: { id: number } }).doc.id}`)

    await expect
      .poll(async () => (await page.request.get(`/de/product/${productSlug}`)).status(), { timeout: 10_000 })
      .toBe(200)
    await expectInert(page, `/de/product/${productSlug}`)
    await expect(page.locator('h1')).toContainText(`${marker}-title "'><img src=x onerror=`)
    await expect(page.locator('main')).toContainText(`${marker}-description "'><img`)
    expect(await page.locator(`img[alt^="${marker}-alt"]`).count()).toBeGreaterThan(0)
    // Structured data carries the title, still one valid block: "</script>" cannot end it early.
    for (const json of await page.locator('script[type="application/ld+json"]').allTextContents())
      expect(() => JSON.parse(json)).not.toThrow()

    await expectInert(page, `/de/product?category=${products[0]!.category}`)
    await expectInert(page, '/de/news')
    await expect(page.locator('main')).toContainText(`${marker}-news "'><img`)
    await expectInert(page, `/de/news/${newsSlug}`)
    await expect(page.locator('main article h1')).toContainText(
      `${marker}-news "'><img src=x onerror="window.__xss=(window.__xss||0)+1"><script>`,
    )
    await expect(page.locator('main .prose')).toContainText(`${marker}-body "'><img src=x`)
    await expect(page.getByRole('link', { name: `${marker}-link` })).toHaveAttribute(
      'href',
      /^https:\/\/partner\.example\//,
    )
    await expectInert(page, `/de/search?q=${encodeURIComponent(marker)}`)

    // The admin shows the same texts as text (to this worker's editor: a shared account could lose its
    // session to another test's sign-in).
    await signIn(page, 'editor', workerInfo.parallelIndex)
    await expectInert(page, `/admin/collections/products?search=${encodeURIComponent(marker)}`)
    await expect(page.locator('table')).toContainText(`${marker}-title`)
    await expectInert(page, `/admin${created[1]!.replace('/api', '/collections')}`)
    await expect(page.locator('#field-title')).toHaveValue(payload(`${marker}-title`))
    await expectInert(page, `/admin${created[2]!.replace('/api', '/collections')}`)
    await expect(page.locator('.rich-text-lexical')).toContainText(`${marker}-body "'><img src=x`)
  } finally {
    for (const path of created.reverse()) await moveToTrash(editor, path)
    await editor.dispose()
  }
})

test('a visitor’s enquiry and search text stay text on the pages and in the sales inbox', async ({
  page,
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const marker = `XSS-${stamp}`
  // The search page repeats the query (up to 100 characters).
  const query = `"><img src=x onerror=__xss=1><script>__xss=1</script>${marker}`
  await expectInert(page, `/de/search?q=${encodeURIComponent(query)}`)
  await expect(page.getByRole('searchbox')).toHaveValue(query)
  await expect(page.locator('main')).toContainText(query)
  await expectInert(page, `/zh/search?q=${encodeURIComponent(`</title><script>window.__xss=1</script>${marker}`)}`)

  // Every free-text field of the form, as the form sends it.
  const key = `xss-${stamp}-key`
  const sent = await request.post('/api/join', {
    headers: { 'Idempotency-Key': key },
    data: {
      type: 'project',
      name: payload(`${marker}-name`).slice(0, 60),
      company: payload(`${marker}-company`).slice(0, 120),
      tel: '13800000000',
      email: 'visitor@test.example',
      province: '浙江',
      requirement: payload(`${marker}-requirement`),
      consent: true,
      transferConsent: true,
      ...(await solvePow(request, key)),
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const sales = await staffRequest(baseURL, 'sales', workerInfo.parallelIndex)
  const found = (await (
    await sales.get(`/api/enquiries?where[company][like]=${encodeURIComponent(`${marker}-company`)}&depth=0`)
  ).json()) as { docs: { id: number }[] }
  await sales.dispose()
  expect(found.docs).toHaveLength(1)
  const id = found.docs[0]!.id

  await signIn(page, 'sales', workerInfo.parallelIndex)
  await expectInert(page, `/admin/collections/enquiries?search=${encodeURIComponent(marker)}`)
  await expect(page.locator('table')).toContainText(`${marker}-name`)
  await expectInert(page, `/admin/collections/enquiries/${id}`)
  await expect(page.locator('textarea#field-requirement')).toHaveValue(payload(`${marker}-requirement`))
  await expect(page.locator('#field-company')).toHaveValue(payload(`${marker}-company`).slice(0, 120))
})
