import { expect, test, type APIRequestContext } from '@playwright/test'

import { staffRequest } from './global-setup'
import { locales } from './helpers'
import { news } from './seed'

/** Findability: robots.txt, the sitemap index with per-language sitemaps, and hreflang in every page's head. */

type Entry = { loc: string; lastmod?: string; alternates: Record<string, string> }

function parseUrlset(xml: string): Entry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!.replace(/&amp;/g, '&'),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l!, h!.replace(/&amp;/g, '&')]),
    ),
  }))
}

/** The `<link>` tags of a page's `<head>`, each as its attributes. */
function headLinks(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link\b([^>]*)>/g)].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), v!.replace(/&amp;/g, '&')]),
    ),
  )
}

async function sitemap(request: APIRequestContext, locale: string): Promise<Entry[]> {
  const answer = await request.get(`/sitemaps/${locale}.xml`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('application/xml')
  return parseUrlset(await answer.text())
}

test('robots.txt keeps the admin, the previews of drafts and the API out and names the sitemap index', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Disallow: /preview/')
  expect(text).toContain('Disallow: /api/')
  expect(text).toContain('Allow: /api/media/file/')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap index lists one sitemap per language; their hreflang alternates are reciprocal and point only at listed pages', async ({
  request,
  baseURL,
}) => {
  const index = await (await request.get('/sitemap.xml')).text()
  expect([...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual(
    locales.map((l) => `${baseURL}/sitemaps/${l}.xml`),
  )
  expect((await request.get('/sitemaps/xx.xml')).status()).toBe(404)

  const maps = Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await sitemap(request, l)] as const)))
  const byUrl = new Map(
    Object.values(maps)
      .flat()
      .map((e) => [e.loc, e]),
  )
  for (const locale of locales) {
    const entries = maps[locale]!
    // Pages, categories, products, news, jobs: dozens of addresses in every language.
    expect(entries.length, locale).toBeGreaterThan(60)
    expect(entries.some((e) => e.loc.includes(`/${locale}/product/luna-60-wall-hung-basin`))).toBe(true)
    expect(entries.some((e) => e.loc.includes(`/${locale}/contact/recruit/`))).toBe(true)
    expect(entries.some((e) => e.loc.includes(`/${locale}/news/`))).toBe(true)
    expect(entries.some((e) => e.loc.includes('/search'))).toBe(false)
    for (const e of entries) {
      expect(e.loc.startsWith(`${baseURL}/${locale}/`), e.loc).toBe(true)
      expect(e.alternates[locale], e.loc).toBe(e.loc)
      expect(e.alternates['x-default'], e.loc).toBeTruthy()
      for (const [lang, href] of Object.entries(e.alternates)) {
        if (lang === 'x-default') continue
        const other = byUrl.get(href)
        expect(other, `${e.loc} -> ${lang} ${href} is in no sitemap`).toBeDefined()
        expect(other?.alternates[locale], `${href} does not link back to ${e.loc}`).toBe(e.loc)
      }
    }
  }
  // News is kept per language: an article names only itself (and x-default).
  const article = maps.zh!.find((e) => e.loc.includes('/zh/news/'))!
  expect(Object.keys(article.alternates).sort()).toEqual(['x-default', 'zh'])
})

// That every page of the sitemaps answers 200 with the sitemap's alternates in its head is
// checked by the crawler (crawl.spec.ts), in all six languages.

/** The JSON-LD blocks of a page, by `@type`. */
async function structuredData(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, Record<string, unknown>>> {
  const html = await (await request.get(path)).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  )
  return Object.fromEntries(blocks.map((b) => [String(b['@type']), b]))
}

test('product, news and job pages carry Product, BreadcrumbList, NewsArticle and JobPosting data with the required properties', async ({
  request,
}) => {
  const product = await structuredData(request, '/zh/product/luna-60-wall-hung-basin')
  expect(product.Product).toMatchObject({
    name: expect.any(String),
    description: expect.any(String),
    sku: 'SH100101',
    gtin: expect.stringMatching(/^\d{13}$/),
    brand: { '@type': 'Brand' },
    category: expect.any(String),
  })
  expect((product.Product!.image as string[]).length).toBeGreaterThan(0)
  // Prices are given on request: no invented offers or ratings.
  for (const key of ['offers', 'aggregateRating', 'review']) expect(product.Product).not.toHaveProperty(key)
  const crumbs = product.BreadcrumbList as { itemListElement: { position: number; name: string; item: string }[] }
  expect(crumbs.itemListElement.length).toBeGreaterThanOrEqual(2)
  expect(crumbs.itemListElement.map((c) => c.position)).toEqual(crumbs.itemListElement.map((_, i) => i + 1))

  const sitemapXml = await (await request.get('/sitemaps/de.xml')).text()
  const articlePath = new URL(/<loc>([^<]*\/de\/news\/[^<]+)<\/loc>/.exec(sitemapXml)![1]!).pathname
  const news = await structuredData(request, articlePath)
  expect(news.NewsArticle).toMatchObject({
    headline: expect.any(String),
    datePublished: expect.any(String),
    inLanguage: 'de-DE',
    publisher: { '@type': 'Organization' },
  })

  const jobPath = new URL(/<loc>([^<]*\/de\/contact\/recruit\/[^<]+)<\/loc>/.exec(sitemapXml)![1]!).pathname
  const job = (await structuredData(request, jobPath)).JobPosting
  expect(job).toMatchObject({
    title: expect.any(String),
    description: expect.any(String),
    datePosted: expect.any(String),
    validThrough: expect.any(String),
    employmentType: expect.any(String),
  })
  expect(job).toMatchObject({ hiringOrganization: { '@type': 'Organization' }, jobLocation: { '@type': 'Place' } })
})

test('the home page describes the brand as an Organization with its offices', async ({ request, baseURL }) => {
  for (const locale of ['de', 'zh']) {
    const blocks = Object.values(await structuredData(request, `/${locale}/home`))
    const org = blocks.find((b) => b['@type'] === 'Organization') as {
      name: string
      url: string
      logo: string
      location: { address: { streetAddress: string }; geo: { latitude: number } }[]
      contactPoint: { telephone: string }[]
    }
    expect(org, locale).toBeDefined()
    expect(org.url).toBe(`${baseURL}/${locale}/home`)
    expect(org.logo).toMatch(/\/api\/media\/file\/logo/)
    expect(org.location.length).toBeGreaterThanOrEqual(2)
    expect(org.location.every((p) => p.address.streetAddress && typeof p.geo.latitude === 'number')).toBe(true)
    expect(org.contactPoint[0]?.telephone).toBeTruthy()
  }
})

/** The `<meta>` tags of a page's `<head>`, by `property` or `name`. */
function headMeta(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'))
  const out: Record<string, string> = {}
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1]
    if (key && content !== undefined && !(key in out)) out[key] = content.replace(/&amp;/g, '&')
  }
  return out
}

test('pages carry Open Graph and Twitter data: title, description, picture, language and canonical address', async ({
  request,
}) => {
  const html = await (await request.get('/zh/product/luna-60-wall-hung-basin')).text()
  const meta = headMeta(html)
  const canonical = headLinks(html).find((l) => l.rel === 'canonical')!.href
  expect(meta['og:url']).toBe(canonical)
  expect(meta['og:locale']).toBe('zh_CN')
  expect(meta['og:site_name']).toBeTruthy()
  expect(meta['og:title']).toBeTruthy()
  expect(meta['og:description']).toBe(meta.description)
  expect(meta['og:image']).toMatch(/^https?:\/\/.+\/api\/media\/file\//)
  expect(meta['twitter:card']).toBe('summary_large_image')
  const article = headMeta(await (await request.get(`/de/news/${news.de[0]!.slug}`)).text())
  expect(article['og:type']).toBe('article')
  expect(article['article:published_time']).toBeTruthy()
})

test('editors override a page’s title, description and shared picture per language in the CMS', async ({
  request,
  baseURL,
}, workerInfo) => {
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const before = headMeta(await (await request.get('/zh/about')).text())
  const title = `关于尚豪斯 ${Date.now().toString(36)}`
  const description = '德国品牌，中国工厂：浴室柜、淋浴房、石材台盆与浴缸。'
  const saved = await editor.post('/api/globals/about-page?locale=zh', { data: { seo: { title, description } } })
  expect(saved.status(), await saved.text()).toBe(200)
  try {
    await expect
      .poll(async () => headMeta(await (await request.get('/zh/about')).text())['og:title'], {
        timeout: 5000,
        intervals: [100],
      })
      .toBe(title)
    const html = await (await request.get('/zh/about')).text()
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(title)
    expect(headMeta(html).description).toBe(description)
    // Only the Chinese page changed.
    expect(headMeta(await (await request.get('/de/about')).text())['og:title']).not.toBe(title)
  } finally {
    await editor.post('/api/globals/about-page?locale=zh', { data: { seo: { title: null, description: null } } })
  }
  await expect
    .poll(async () => headMeta(await (await request.get('/zh/about')).text())['og:title'], { timeout: 5000 })
    .toBe(before['og:title'])
})
