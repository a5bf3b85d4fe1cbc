import { expect, test, type APIRequestContext } from '@playwright/test'
import crypto from 'node:crypto'

import { staffRequest } from './global-setup'
import { articleFor, type Locale, locales, localeTags, messages, moveToTrash, solvePow } from './helpers'
import { news } from './seed'
import { adminRequest, isPostgres, revalidateToken, sql } from './server'
import { richText } from '../support/richText'

/** The `href` of each flag of the header's language switcher, as the server wrote it. */
function flagsOf(html: string): Record<string, string> {
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
  return Object.fromEntries(
    [...header.matchAll(/<a\b[^>]*>/g)]
      .map(([tag]) => [/data-locale="([^"]+)"/.exec(tag)?.[1], /href="([^"]+)"/.exec(tag)?.[1]])
      .filter((pair): pair is [string, string] => !!pair[0] && !!pair[1])
      .map(([l, h]) => [l, h.replace(/&amp;/g, '&')]),
  )
}

/** The hreflang links of a page's head. */
function hreflangsOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'))
  return Object.fromEntries(
    [...head.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)]
      .map(([tag]) => [/hreflang="([^"]+)"/i.exec(tag)?.[1], /href="([^"]+)"/.exec(tag)?.[1]])
      .filter((pair): pair is [string, string] => !!pair[0] && !!pair[1]),
  )
}

const pathOf = (href: string) => {
  const url = new URL(href, 'http://x')
  return `${url.pathname}${url.search}`
}

test.describe('the language switcher follows the page’s own alternates', () => {
  for (const locale of ['de', 'zh'] as const) {
    test(`${locale}: an article exists in its language only; the other flags lead to their news list`, async ({
      request,
    }) => {
      const article = news[locale][0]!
      const html = await (await request.get(`/${locale}/news/${article.slug}`)).text()
      const flags = flagsOf(html)
      const expected = Object.fromEntries(
        locales.map((l) => [l, l === locale ? `/${locale}/news/${article.slug}` : `/${l}/news`]),
      )
      expect(Object.fromEntries(Object.entries(flags).map(([l, h]) => [l, pathOf(h)]))).toEqual(expected)
      // The same data as the page's hreflang: where the page exists, the flag is its alternate.
      const hreflangs = hreflangsOf(html)
      expect(Object.keys(hreflangs).sort()).toEqual([locale, 'x-default'].sort())
      expect(pathOf(hreflangs[locale]!)).toBe(expected[locale])
      for (const target of Object.values(flags)) expect((await request.get(target)).status(), target).toBe(200)
    })
  }

  test('clicking a flag on an article opens that language’s news list without a reload', async ({ page }) => {
    const article = news.de[0]!
    await page.goto(`/de/news/${article.slug}`)
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
    await page.locator('header [data-locale="zh"]').click()
    await expect(page).toHaveURL(/\/zh\/news$/)
    await expect(page.locator('html')).toHaveAttribute('lang', localeTags.zh)
    await expect(page.locator('h1')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
    // And back: the Chinese list's German flag leads to the German list.
    await page.locator('header [data-locale="de"]').click()
    await expect(page).toHaveURL(/\/de\/news$/)
  })

  test('page 2 of the news list: languages with fewer articles lead to their first page', async ({ request }) => {
    const withPage2 = locales.filter((l) => news[l].length > 9)
    test.skip(withPage2.length === 0, 'the demo content has no second news page')
    const from = withPage2[0]!
    const flags = flagsOf(await (await request.get(`/${from}/news?page=2`)).text())
    for (const l of locales) {
      expect(pathOf(flags[l]!), l).toBe(withPage2.includes(l) ? `/${l}/news?page=2` : `/${l}/news`)
      expect((await request.get(flags[l]!)).status(), l).toBe(200)
    }
  })
})

test.describe('not-found pages are rendered on the server', () => {
  const missing = (locale: Locale) => [`/${locale}/gibt-es-nicht`, `/${locale}/news/gibt-es-nicht`]

  for (const locale of locales) {
    test(`${locale}: status 404 with header, localized message and footer in the HTML`, async ({ request }) => {
      for (const path of missing(locale)) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(404)
        expect(response.headers()['cache-control'], path).toMatch(/no-store/)
        const html = await response.text()
        expect(html, path).toContain(`<html lang="${localeTags[locale]}"`)
        expect(html, path).toMatch(/<header\b[^>]*>[\s\S]*<\/header>/)
        expect(html, path).toContain(messages[locale].notFound.title)
        expect(html, path).toMatch(/<footer\b[^>]*>[\s\S]*<\/footer>/)
        // Each flag leads to a page that exists: the home page of its language.
        const flags = flagsOf(html)
        expect(Object.keys(flags)).toEqual([...locales])
        for (const l of locales) expect(pathOf(flags[l]!)).toBe(`/${l}/home`)
      }
    })
  }

  test('a browser without scripts sees the whole page; with scripts the address stays', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })
    const page = await noScript.newPage()
    const response = await page.goto('/zh/news/gibt-es-nicht')
    expect(response?.status()).toBe(404)
    await expect(page.locator('header')).toBeVisible()
    await expect(page.locator('h1')).toHaveText(messages.zh.notFound.title)
    await expect(page.locator('footer')).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`404 · ${messages.zh.notFound.title}`))
    await page.screenshot({ path: 'test-results/not-found-zh-noscript.png', fullPage: true })
    await noScript.close()

    const withScript = await browser.newContext()
    const live = await withScript.newPage()
    await live.goto('/de/gibt-es-nicht')
    await live.waitForLoadState('networkidle')
    await expect(live).toHaveURL(/\/de\/gibt-es-nicht$/)
    await expect(live.locator('h1')).toHaveText(messages.de.notFound.title)
    // The page's links work as on any page.
    await live.getByRole('link', { name: messages.de.notFound.products }).click()
    await expect(live).toHaveURL(/\/de\/product$/)
    await withScript.close()
  })

  test('the internal not-found page is not an address of its own', async ({ request }) => {
    for (const path of ['/de/~404', '/zh/~404']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
    // A forged token is no token.
    expect((await request.get('/de/~404', { headers: { 'x-not-found-page': 'guess' } })).status()).toBe(404)
  })
})

/** The date `days` from today in Berlin (YYYY-MM-DD), where closing days end. */
function berlinDay(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** An application sent as the form sends it (challenge, proof of work, fill time), in `lang`. */
async function apply(request: APIRequestContext, lang: Locale, job: string) {
  const key = `closed-${lang}-${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`
  const { challenge, nonce } = await solvePow(request, key)
  return request.post(`/api/join?lang=${lang}`, {
    headers: { 'Idempotency-Key': key },
    data: {
      type: 'joinus',
      job,
      name: 'Bewerbung Test',
      tel: '13800000000',
      email: 'visitor@test.example',
      province: '浙江',
      requirement: 'Bewerbung',
      consent: true,
      transferConsent: true,
      challenge,
      nonce,
    },
  })
}

async function cachedPage(request: APIRequestContext, path: string): Promise<string> {
  await request.get(path)
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/)
  return response.text()
}

test('an opening that closed yesterday leaves every page that was cached before, when the job queue runs', async ({
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const admin = await adminRequest(baseURL)
  const stamp = Date.now().toString(36)
  const title = `Schließende Stelle ${stamp}`
  const slug = `schliesst-${stamp}`
  const created = await editor.post('/api/job-openings?locale=de', {
    data: {
      title,
      slug,
      location: 'Hangzhou',
      employmentType: 'FULL_TIME',
      datePosted: `${berlinDay(-7)}T12:00:00.000Z`,
      validThrough: `${berlinDay(1)}T12:00:00.000Z`,
      summary: title,
      description: richText(title),
      order: 999,
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    // Publishing queued its closing, for the end of tomorrow in Berlin.
    const jobWhere = isPostgres() ? `input->>'opening' = ?` : `json_extract(input, '$.opening') = ?`
    const queued = await sql(
      `SELECT wait_until FROM payload_jobs WHERE task_slug = 'closeOpening' AND completed_at IS NULL AND ${jobWhere}`,
      [isPostgres() ? String(id) : id],
    )
    expect(queued).toHaveLength(1)
    expect(new Date(String(queued[0]!.wait_until)).getTime()).toBeGreaterThan(Date.now() + 60 * 60 * 1000)

    const pages = (locale: Locale) => [
      `/${locale}/contact/recruit`,
      `/${locale}/contact/recruit/${slug}`,
      `/${locale}/contact/teamwork?type=joinus`,
    ]
    for (const locale of ['de', 'zh'] as const) {
      for (const path of pages(locale)) expect(await cachedPage(request, path), path).toContain(title)
    }

    // Two days pass: the opening closed yesterday. No save revalidates anything.
    const yesterday = `${berlinDay(-1)}T12:00:00.000Z`
    await sql('UPDATE job_openings SET valid_through = ? WHERE id = ?', [yesterday, id])
    // The pages cached before still list it; the form's endpoint already refuses it, in the visitor's language.
    // (Its closing job is not due yet, so the queue's own timer cannot have run it.)
    expect(await (await request.get('/de/contact/recruit')).text()).toContain(title)
    for (const locale of ['de', 'zh'] as const) {
      const answer = await apply(request, locale, slug)
      expect(answer.status(), await answer.text()).toBe(400)
      const body = (await answer.json()) as { error: { fields?: { job?: string } } }
      expect(body.error.fields?.job).toBe(messages[locale].enquiry.validation.jobClosed)
    }
    expect(await (await request.get('/api/jobs?lang=de')).text()).not.toContain(slug)

    // Its job falls due, and the job queue runs (as its timer would): every page drops the opening.
    // The queue's own timer may pick the job up first; the pages then follow within its run.
    await sql(`UPDATE payload_jobs SET wait_until = ? WHERE task_slug = 'closeOpening' AND ${jobWhere}`, [
      new Date(Date.now() - 60_000).toISOString(),
      isPostgres() ? String(id) : id,
    ])
    const run = await admin.get('/api/payload-jobs/run?queue=maintenance&limit=50')
    expect(run.status(), await run.text()).toBe(200)
    const poll = { timeout: 15_000, intervals: [100, 250, 500] }
    for (const locale of ['de', 'zh'] as const) {
      const [list, own, form] = pages(locale)
      await expect.poll(async () => (await request.get(list!)).text(), { message: list, ...poll }).not.toContain(title)
      await expect.poll(async () => (await request.get(own!)).status(), { message: own, ...poll }).toBe(404)
      await expect.poll(async () => (await request.get(form!)).text(), { message: form, ...poll }).not.toContain(title)
      const sitemap = `/sitemaps/${locale}.xml`
      await expect
        .poll(async () => (await request.get(sitemap)).text(), { message: sitemap, ...poll })
        .not.toContain(slug)
    }
  } finally {
    await moveToTrash(editor, `/api/job-openings/${id}`)
    await admin.dispose()
  }
})

test('the server’s own cache call answers only itself', async ({ request }) => {
  // A tag no page carries: this test runs beside the one above, whose cached pages must stay.
  const tags = { tags: ['collection:no-such-collection'] }
  expect((await request.post('/api/revalidate', { data: tags })).status()).toBe(404)
  const signed = { 'x-revalidate-token': revalidateToken() }
  expect((await request.post('/api/revalidate', { data: tags, headers: signed })).status()).toBe(200)
  expect((await request.post('/api/revalidate', { data: { tags: ['x; drop'] }, headers: signed })).status()).toBe(400)
})

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
)

test('a draft product’s picture is for staff only until the product is published, and again after', async ({
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const upload = await editor.post('/api/media', {
    multipart: {
      file: { name: `entwurf-${stamp}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: `Entwurfsbild ${stamp}` }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const media = ((await upload.json()) as { doc: { id: number; url: string } }).doc
  const file = new URL(media.url, baseURL).pathname
  const {
    docs: [basin],
  } = (await (await editor.get('/api/products?where[slug][equals]=luna-60-wall-hung-basin&depth=0')).json()) as {
    docs: { category: number; subCategory: number; series: number }[]
  }
  const draft = await editor.post('/api/products?draft=true', {
    data: {
      title: `Bildprobe ${stamp}`,
      slug: `bildprobe-${stamp}`,
      description: 'Bildprobe',
      images: [media.id],
      category: basin!.category,
      subCategory: basin!.subCategory,
      series: basin!.series,
      variants: [{ articleNumber: articleFor(`bildprobe-${stamp}`) }],
      _status: 'draft',
    },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const product = ((await draft.json()) as { doc: { id: number } }).doc.id
  try {
    // Anonymous visitors get nothing; staff get the file, never to be kept by a shared cache.
    expect((await request.get(file)).status()).toBe(403)
    const staffView = await editor.get(file)
    expect(staffView.status()).toBe(200)
    expect(staffView.headers()['cache-control']).toBe('private, no-store')

    const published = await editor.patch(`/api/products/${product}`, { data: { _status: 'published' } })
    expect(published.status(), await published.text()).toBe(200)
    expect((await request.get(file)).status()).toBe(200)
    const page = await (await request.get(`/de/product/bildprobe-${stamp}`)).text()
    expect(page).toContain(
      file
        .split('/')
        .pop()!
        .replace(/\.png$/, ''),
    )

    const withdrawn = await editor.patch(`/api/products/${product}`, { data: { _status: 'draft' } })
    expect(withdrawn.status(), await withdrawn.text()).toBe(200)
    expect((await request.get(file)).status()).toBe(403)
  } finally {
    await moveToTrash(editor, `/api/products/${product}`)
    await moveToTrash(editor, `/api/media/${media.id}`)
  }
})

test('the admin opened at another address than the site’s says where to sign in', async ({ page, baseURL }) => {
  const site = new URL(baseURL!)
  const other = `http://127.0.0.1:${site.port}`
  await page.goto(`${other}/admin/login`)
  const notice = page.locator('[data-wrong-origin]')
  await expect(notice).toBeVisible({ timeout: 30_000 })
  await expect(notice).toContainText(other)
  await expect(notice.getByRole('link')).toHaveAttribute('href', `${site.origin}/admin/login`)
  await page.screenshot({ path: 'test-results/admin-wrong-origin.png' })
  // At the site's own address there is nothing to say.
  await page.goto(`${site.origin}/admin/login`)
  await expect(page.locator('#field-email')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('[data-wrong-origin]')).toHaveCount(0)
})
