import { expect, test, type APIRequestContext } from '@playwright/test'

import { staffRequest } from './global-setup'
import {
  draftSaved,
  flowLocales,
  type Locale,
  moveToTrash,
  publishProduct,
  publishTyped,
  signIn,
  toast,
} from './helpers'

/**
 * The content lifecycle as an editor works it in the admin (production build): a page text saved
 * as a draft, published, and an older version restored; a banner scheduled for later. These tests
 * change what every visitor sees (a restored page, one more banner on the home page), so they run
 * in a project of their own, after all other browser tests (playwright.config.ts).
 */

/** The service page's hotline heading as visitors get it (the page's HTML). */
async function hotlineHeading(request: APIRequestContext, locale: Locale): Promise<string | undefined> {
  const html = await (await request.get(`/${locale}/service`)).text()
  return /<h2 id="service-hotline"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1]
}

/** Milliseconds until visitors get `text` as the hotline heading (polled every 100 ms, up to 10 s). */
async function liveAfter(request: APIRequestContext, locale: Locale, text: string): Promise<number> {
  const started = Date.now()
  await expect.poll(() => hotlineHeading(request, locale), { timeout: 10_000, intervals: [100] }).toBe(text)
  return Date.now() - started
}

test.describe.serial('a page text: draft, publish, restore', () => {
  for (const locale of flowLocales) {
    test(`in ${locale}: a draft is not live; published it is within 5 s; an older version restored is live within 5 s`, async ({
      page,
      request,
    }, workerInfo) => {
      test.setTimeout(180_000)
      const original = await hotlineHeading(request, locale)
      expect(original, 'the service page shows its hotline heading').toBeTruthy()
      await signIn(page, 'editor', workerInfo.parallelIndex)

      const stamp = Date.now().toString(36)
      const draft = locale === 'zh' ? `服务热线草稿 ${stamp}` : `Hotline Entwurf ${stamp}`
      const published = locale === 'zh' ? `全国服务热线 ${stamp}` : `Service-Hotline ${stamp}`
      await page.goto(`/admin/globals/service-page?locale=${locale}`)
      const field = page.locator('#field-hotlineHeading')
      await expect(field).toHaveValue(original!, { timeout: 60_000 })

      // Saved as a draft (while typing): the editor sees it, visitors do not.
      await field.fill(draft)
      await draftSaved(page, `/api/globals/service-page?locale=${locale}`, 'hotlineHeading', draft)
      expect(await hotlineHeading(request, locale), 'a draft is not live').toBe(original)

      // Published: live within 5 s.
      await field.fill(published)
      const publishedAt = await publishTyped(
        page,
        `/api/globals/service-page?locale=${locale}`,
        'hotlineHeading',
        published,
      )
      const publishToLive = Date.now() - publishedAt + (await liveAfter(request, locale, published))
      console.log(`page text ${locale}: publish-to-live ${publishToLive} ms`)
      expect(publishToLive).toBeLessThan(5000)

      // The version before the publish, restored from the history: live within 5 s.
      const origin = new URL(page.url()).origin
      const versions = await page.request.get(
        `/api/globals/service-page/versions?locale=${locale}&depth=0&sort=-updatedAt&limit=1` +
          `&where[version.hotlineHeading][equals]=${encodeURIComponent(original!)}` +
          '&where[version._status][equals]=published',
        { headers: { Origin: origin } },
      )
      expect(versions.status()).toBe(200)
      const older = ((await versions.json()) as { docs: { id: number | string }[] }).docs[0]
      expect(older, 'the published version before the change is in the history').toBeTruthy()
      await page.goto(`/admin/globals/service-page/versions/${older!.id}?locale=${locale}`)
      await page.locator('.restore-version button').first().click()
      const restoredAt = Date.now()
      await page.locator('#confirm-action').click()
      await toast(page)
      const restoreToLive = Date.now() - restoredAt + (await liveAfter(request, locale, original!))
      console.log(`page text ${locale}: restore-to-live ${restoreToLive} ms`)
      expect(restoreToLive).toBeLessThan(5000)
      // The editor is back on the page text, which shows the restored heading.
      await expect(page).toHaveURL(/\/admin\/globals\/service-page/)
      await expect(page.locator('#field-hotlineHeading')).toHaveValue(original!, { timeout: 30_000 })
    })
  }
})

test('a banner an editor schedules appears on the home page when its time comes (10 s ahead)', async ({
  page,
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(180_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const admin = await staffRequest(baseURL, 'admin', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const title = { de: `Messe Frankfurt ${stamp}`, zh: `法兰克福展会 ${stamp}` }
  const { docs: existing } = (await (await editor.get('/api/banners?limit=1&depth=0')).json()) as {
    docs: { image: number }[]
  }
  const created = await editor.post('/api/banners?locale=de&draft=true', {
    data: { title: title.de, image: existing[0]!.image, order: 999, _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    const zh = await editor.patch(`/api/banners/${id}?locale=zh&draft=true`, { data: { title: title.zh } })
    expect(zh.status(), await zh.text()).toBe(200)
    for (const locale of flowLocales)
      expect(await (await request.get(`/${locale}/home`)).text()).not.toContain(title[locale as 'de' | 'zh'])

    // The editor schedules the publish in the admin, for tomorrow 09:00 (the fair's first morning).
    await signIn(page, 'editor', workerInfo.parallelIndex)
    await page.goto(`/admin/collections/banners/${id}?locale=de`)
    await expect(page.locator('#field-title')).toHaveValue(title.de, { timeout: 60_000 })
    await page.locator('#action-save').locator('xpath=..').locator('.popup-button').click()
    await page.locator('#schedule-publish').click()
    const tomorrow = new Date(Date.now() + 86_400_000)
    tomorrow.setHours(9, 0, 0, 0)
    const picker = page.locator('.schedule-publish__scheduler .date-time-picker input')
    await picker.click()
    await picker.fill(
      tomorrow.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    )
    // Closes the calendar, then chooses "publish".
    await page.locator('.schedule-publish__drawer-header h2').click()
    await page.locator('.schedule-publish__type li').first().locator('label').click()
    await page.locator('#scheduled-publish-save').click()
    await expect(page.locator('.schedule-publish__upcoming table tbody tr')).toHaveCount(1, { timeout: 30_000 })

    // The job is queued for that time; the test brings it forward to 10 s from now.
    const jobs = await admin.get(
      `/api/payload-jobs?depth=0&where[taskSlug][equals]=schedulePublish&where[input.doc.value][equals]=${id}`,
    )
    const job = ((await jobs.json()) as { docs: { id: number; waitUntil: string; input: { type: string } }[] }).docs[0]
    expect(job, 'the schedule is queued').toBeTruthy()
    expect(job!.input.type).toBe('publish')
    expect(Math.abs(new Date(job!.waitUntil).getTime() - tomorrow.getTime())).toBeLessThan(60_000)
    const due = Date.now() + 10_000
    const moved = await admin.patch(`/api/payload-jobs/${job!.id}`, {
      data: { waitUntil: new Date(due).toISOString() },
    })
    expect(moved.status(), await moved.text()).toBe(200)

    // Not before its time; then on the home page in both languages.
    expect(await (await request.get('/de/home')).text()).not.toContain(title.de)
    await expect
      .poll(async () => (await (await request.get('/de/home')).text()).includes(title.de), {
        timeout: 30_000,
        intervals: [250],
      })
      .toBe(true)
    const late = Date.now() - due
    console.log(`scheduled banner: live ${late} ms after its time`)
    expect(late).toBeGreaterThanOrEqual(0)
    expect(late).toBeLessThan(10_000)
    await page.goto('/zh/home')
    await expect(page.locator('[aria-roledescription="slide"]').last().locator('h1, h2')).toHaveText(title.zh)
  } finally {
    await moveToTrash(editor, `/api/banners/${id}`)
  }
})

test('a product an editor moves to the trash leaves its category, the search and the sitemap; restored, it is back; deleting it for good is refused', async ({
  page,
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(240_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const slug = `papierkorb-${stamp}`
  const title = { de: `Papierkorbwanne ${stamp}`, zh: `回收站淋浴盆 ${stamp}` }
  const id = await publishProduct(editor, slug, title.de)
  const zh = await editor.patch(`/api/products/${id}?locale=zh`, {
    data: { title: title.zh, description: title.zh, _status: 'published' },
  })
  expect(zh.status(), await zh.text()).toBe(200)

  /** Where visitors find the product in a language: its category, the search and the sitemap. */
  const places = (locale: Locale) => [
    { path: `/${locale}/product?category=trays`, text: `href="/${locale}/product/${slug}"` },
    { path: `/${locale}/search?q=${encodeURIComponent(stamp)}`, text: `href="/${locale}/product/${slug}"` },
    { path: `/sitemaps/${locale}.xml`, text: `/${locale}/product/${slug}<` },
  ]
  /** Milliseconds until every place in both languages shows the product (`shown`) or no longer does. */
  const until = async (shown: boolean) => {
    const started = Date.now()
    for (const locale of flowLocales)
      for (const { path, text } of places(locale))
        await expect
          .poll(async () => (await (await request.get(path)).text()).includes(text), {
            message: path,
            timeout: 10_000,
            intervals: [100],
          })
          .toBe(shown)
    return Date.now() - started
  }
  await until(true)

  // In the admin, "Delete" moves it to the trash; an editor is not offered deleting for good.
  await signIn(page, 'editor', workerInfo.parallelIndex)
  await page.goto(`/admin/collections/products/${id}?locale=de`)
  await expect(page.locator('#field-title')).toHaveValue(title.de, { timeout: 60_000 })
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-delete').click()
  await expect(page.locator('#confirm-action')).toBeVisible()
  await expect(page.locator('#delete-forever')).toHaveCount(0)
  await page.locator('#confirm-action').click()
  await toast(page)
  console.log(`trashed product: gone from category, search and sitemap (de, zh) ${await until(false)} ms after`)
  expect((await request.get(`/de/product/${slug}`)).status()).toBe(404)

  // Deleting for good through the REST API is refused for an editor, with a message.
  const forGood = await editor.delete(`/api/products/${id}?trash=true`)
  expect(forGood.status()).toBe(403)
  expect(((await forGood.json()) as { errors: { message: string }[] }).errors[0]!.message).toBeTruthy()

  // From the trash, restored as published: back everywhere.
  await page.goto(`/admin/collections/products/trash/${id}`)
  await expect(page.locator('#action-permanently-delete')).toHaveCount(0)
  await page.locator('#action-restore').click()
  await page.locator('#restore-as-published').check()
  await page.locator('#confirm-action').click()
  await toast(page)
  console.log(`restored product: back in category, search and sitemap (de, zh) ${await until(true)} ms after`)
  await moveToTrash(editor, `/api/products/${id}`)
})

test('“revert to published” brings back the published state of every language and publishes no draft (German and Chinese admin)', async ({
  page,
  baseURL,
}, workerInfo) => {
  test.setTimeout(180_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const slug = 'piano-120-stone-shower-tray'
  const found = (await (await editor.get(`/api/products?where[slug][equals]=${slug}&depth=0&limit=1`)).json()) as {
    docs: { id: number }[]
  }
  const id = found.docs[0]!.id
  const published = async (locale: string) =>
    ((await (await editor.get(`/api/products/${id}?locale=${locale}&depth=0`)).json()) as { description?: string })
      .description
  const latest = async (locale: string) =>
    (
      (await (await editor.get(`/api/products/${id}?locale=${locale}&depth=0&draft=true`)).json()) as {
        description?: string
      }
    ).description
  const before = { de: await published('de'), it: await published('it') }
  const drafts = async () => {
    for (const [locale, text] of [
      ['it', 'Bozza italiana, non ancora approvata'],
      ['de', 'Deutscher Entwurf, noch nicht freigegeben'],
    ] as const) {
      const saved = await editor.patch(`/api/products/${id}?locale=${locale}&draft=true&depth=0`, {
        data: { description: text },
      })
      expect(saved.status(), await saved.text()).toBe(200)
    }
  }
  await drafts()
  await signIn(page, 'editor', workerInfo.parallelIndex)
  for (const [lang, action, explanation] of [
    ['de', 'Alle Sprachen auf die veröffentlichte Fassung zurücksetzen', 'auch die anderer Sprachen'],
    ['zh', '将所有语言恢复为已发布版本', '包括其他语言的修改'],
  ] as const) {
    await page.context().addCookies([{ name: 'payload-lng', value: lang, url: baseURL! }])
    await page.goto(`/admin/collections/products/${id}?locale=de`)
    await page.getByRole('button', { name: action }).click()
    await expect(page.getByText(explanation)).toBeVisible()
    await page.locator('#confirm-action').click()
    // The drafts are gone from the form's state (the latest version is the published one again)…
    await expect.poll(() => latest('it'), { timeout: 15_000 }).toBe(before.it)
    expect(await latest('de')).toBe(before.de)
    // …and what visitors get is what it was.
    expect(await published('it')).toBe(before.it)
    expect(await published('de')).toBe(before.de)
    // Nothing of the drafts went online, in either language.
    const italian = await (await page.request.get(`/it/product/${slug}`)).text()
    expect(italian).not.toContain('Bozza italiana')
    if (lang === 'de') await drafts()
  }
})
