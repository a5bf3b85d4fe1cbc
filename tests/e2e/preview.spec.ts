import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import fs from 'node:fs'

import { staffAccount, staffRequest } from './global-setup'
import { draftSaved, localeTags, messages, publishTyped, signIn, smokeLocales } from './helpers'
import { products } from './seed'

/**
 * Previews of drafts, as editors use them in the admin (production build): the "Preview" of a
 * document and Live Preview beside its form at three widths, read from the drafts per request for
 * signed-in staff only, while the public pages stay published and cached. The page-text test
 * publishes, so this file runs with the lifecycle tests, after all others (playwright.config.ts).
 */

// Each test its own product: the admin locks a document its editor has open (Payload's document
// locking), and a lock outlives a closed browser by minutes.
const slug = products[0]!.slug
const otherSlug = products[1]!.slug
const shots = 'test-results/preview'
const widths = [
  ['390 × 844', 390],
  ['768 × 1024', 768],
  ['1440 × 900', 1440],
] as const

/** The product's id and its live title in one language. */
async function liveProduct(
  editor: APIRequestContext,
  locale: string,
  which = slug,
): Promise<{ id: number; title: string }> {
  const found = await editor.get(`/api/products?where[slug][equals]=${which}&locale=${locale}&depth=0`)
  return ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
}

/** Saves a draft title beside the live product (as the admin's "Save draft" does). */
async function draftTitle(editor: APIRequestContext, id: number, locale: string, title: string): Promise<void> {
  const saved = await editor.patch(`/api/products/${id}?locale=${locale}&draft=true`, { data: { title } })
  expect(saved.status(), await saved.text()).toBe(200)
}

/** The first heading of a page as served to `request` (its HTML). */
async function heading(request: APIRequestContext, path: string): Promise<string | undefined> {
  return /<h1[^>]*>([^<]*)</.exec(await (await request.get(path)).text())?.[1]
}

/** Opens Live Preview beside the form, unless the editor left it open last time (Payload keeps that). */
async function openLivePreview(page: Page): Promise<void> {
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible({ timeout: 30_000 })
  if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
  await expect(toggler).toHaveClass(/--active/)
}

/**
 * Picks a screen width from Live Preview's toolbar. For the desktop width the admin's window is
 * made wide enough to show all of it beside the form (a 1440 px page does not fit beside it in a
 * 1440 px window; Payload's zoom would lay the page out wider instead).
 */
async function showAt(page: Page, label: string, width: number): Promise<void> {
  await page.setViewportSize(width > 768 ? { width: 2600, height: 1100 } : { width: 1440, height: 900 })
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  // Beside the three sizes, the one that fills the pane, named in the admin's language (English here).
  await expect(page.locator('.popup__content button').last()).toHaveText('Full width')
  await page.locator('.popup__content button').getByText(label, { exact: true }).click()
}

test('a Chinese product title saved as a draft shows in Live Preview at 390, 768 and 1440 px; /zh/… stays published and cached', async ({
  page,
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(180_000)
  fs.mkdirSync(shots, { recursive: true })
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const product = await liveProduct(editor, 'zh')
  const publicPath = `/zh/product/${slug}`
  await request.get(publicPath)
  expect((await request.get(publicPath)).headers()['x-nextjs-cache'], 'the public page is cached').toBe('HIT')
  const draft = `${product.title} 新款草稿 ${Date.now().toString(36)}`
  try {
    await signIn(page, 'editor', workerInfo.parallelIndex)
    await page.goto(`/admin/collections/products/${product.id}?locale=zh`)
    const field = page.locator('#field-title')
    await expect(field).toHaveValue(product.title, { timeout: 60_000 })
    await field.fill(draft)
    await draftSaved(page, `/api/products/${product.id}?locale=zh`, 'title', draft)

    await openLivePreview(page)
    const frame = page.frameLocator('#live-preview-iframe')
    for (const [label, width] of widths) {
      await showAt(page, label, width)
      await expect(frame.locator('h1')).toHaveText(draft, { timeout: 15_000 })
      await expect(frame.locator('[data-preview-bar]')).toContainText(messages.zh.preview.label)
      // The page lays itself out for that screen, not for the admin's window.
      await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(width)
      await page.screenshot({ path: `${shots}/live-preview-zh-${width}.png` })
    }

    // A link of the page leads to the preview of its target: the product centre with the draft.
    await frame.getByRole('link', { name: '产品中心', exact: true }).first().click()
    await expect
      .poll(() => frame.locator('html').evaluate(() => window.location.pathname), { timeout: 20_000 })
      .toBe('/preview/zh/product')
    await expect(frame.locator('[data-preview-bar]')).toBeVisible()
    await expect(frame.locator('main')).toContainText(draft)

    // Meanwhile visitors get the published page, still from the cache.
    const answer = await request.get(publicPath)
    expect(answer.headers()['x-nextjs-cache']).toBe('HIT')
    const html = await answer.text()
    expect(html).toContain(product.title)
    expect(html).not.toContain(draft)

    // The "Preview" button opens the same page on its own, in the language being edited.
    const [opened] = await Promise.all([page.waitForEvent('popup'), page.locator('#preview-button').click()])
    await expect(opened).toHaveURL(new RegExp(`/preview/zh/product/${slug}$`))
    await expect(opened.locator('h1')).toHaveText(draft)
    await expect(opened.locator('html')).toHaveAttribute('lang', localeTags.zh)
    await opened.close()
  } finally {
    await draftTitle(editor, product.id, 'zh', product.title)
  }
})

test('a German page text typed in the admin shows in Live Preview within 2 s; published, it is live within 5 s', async ({
  page,
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(180_000)
  fs.mkdirSync(shots, { recursive: true })
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const original = await heading(request, '/de/craft')
  expect(original, 'the technology page shows its heading').toBeTruthy()
  const typed = `Technik und Handwerk ${Date.now().toString(36)}`
  try {
    await signIn(page, 'editor', workerInfo.parallelIndex)
    await page.goto('/admin/globals/craft-page?locale=de')
    const field = page.locator('#field-heading')
    await expect(field).toHaveValue(original!, { timeout: 60_000 })
    await openLivePreview(page)
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.locator('h1')).toHaveText(original!, { timeout: 30_000 })

    // The moment the preview shows the text, noted by the preview itself (an assertion's polling
    // would add its own waits to the figure).
    await frame.locator('html').evaluate((html, text) => {
      new MutationObserver(() => {
        if (!html.dataset.shownAt && document.querySelector('h1')?.textContent === text)
          html.dataset.shownAt = String(Date.now())
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    }, typed)
    await field.fill(typed)
    const typedAt = Date.now()
    await expect(frame.locator('h1')).toHaveText(typed, { timeout: 10_000 })
    const shownAt = Number(await frame.locator('html').getAttribute('data-shown-at'))
    expect(shownAt, 'the preview noted when it showed the text').toBeGreaterThan(0)
    const shown = shownAt - typedAt
    console.log(`live preview: typed-to-shown ${shown} ms`)
    expect(shown).toBeLessThan(2000)
    // An autosave is a draft: visitors still get the published heading.
    expect(await heading(request, '/de/craft')).toBe(original)
    for (const [label, width] of widths) {
      await showAt(page, label, width)
      await expect(frame.locator('h1')).toHaveText(typed)
      await page.screenshot({ path: `${shots}/live-preview-de-${width}.png` })
    }

    const publishedAt = await publishTyped(page, '/api/globals/craft-page?locale=de', 'heading', typed)
    await expect.poll(() => heading(request, '/de/craft'), { timeout: 10_000, intervals: [100] }).toBe(typed)
    const live = Date.now() - publishedAt
    console.log(`live preview: publish-to-live ${live} ms`)
    expect(live).toBeLessThan(5000)
  } finally {
    const restored = await editor.post('/api/globals/craft-page?locale=de', {
      data: { heading: original, _status: 'published' },
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})

test('a preview without a staff session, or with the cookie of a session signed out, shows no draft', async ({
  page,
  browser,
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const product = await liveProduct(editor, 'de', otherSlug)
  const draft = `${product.title} Entwurf ${Date.now().toString(36)}`
  const path = `/preview/de/product/${otherSlug}`
  await draftTitle(editor, product.id, 'de', draft)
  try {
    // No session: the way to the login, and back here after it; no draft, as a page or as data.
    const anonymous = await request.get(path, { maxRedirects: 0 })
    expect(anonymous.status()).toBe(307)
    expect(anonymous.headers().location).toBe(`/admin/login?redirect=${encodeURIComponent(path)}`)
    expect(anonymous.headers()['cache-control']).toBe('private, no-store')
    expect(await anonymous.text()).not.toContain(draft)
    const flight = await request.get(path, { headers: { RSC: '1' }, maxRedirects: 0 })
    expect(await flight.text()).not.toContain(draft)
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/)
    await expect(page.locator('body')).not.toContainText(draft)

    // Signed in at the login it was sent to: back at the preview, which shows the draft.
    const account = staffAccount('editor', workerInfo.parallelIndex)
    await page.locator('#field-email').fill(account.email)
    await page.locator('#field-password').fill(account.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 60_000 })
    await expect(page.locator('h1')).toHaveText(draft)
    const cookies = await page.context().cookies()
    expect(cookies.some((c) => c.name === 'payload-token')).toBe(true)

    // The session cookie alone opens the preview in another browser while the session lasts ...
    const kept = await browser.newContext({ baseURL })
    await kept.addCookies(cookies.filter((c) => c.name === 'payload-token'))
    const elsewhere = await kept.newPage()
    await elsewhere.goto(path)
    await expect(elsewhere.locator('h1')).toHaveText(draft)
    // ... and no more once signed out, though someone kept it.
    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
    await elsewhere.goto(path)
    await expect(elsewhere).toHaveURL(/\/admin\/login\?redirect=/)
    await expect(elsewhere.locator('body')).not.toContainText(draft)
    await kept.close()
  } finally {
    await draftTitle(editor, product.id, 'de', product.title)
  }
})

test(`previews in ${smokeLocales.join(', ') || 'no other language'} (smoke): the page, in its language, marked as a preview and not indexed`, async ({
  baseURL,
}, workerInfo) => {
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  for (const locale of smokeLocales) {
    for (const path of ['/home', `/product/${slug}`]) {
      const answer = await editor.get(`/preview/${locale}${path}`)
      expect(answer.status(), path).toBe(200)
      const html = await answer.text()
      expect(html).toContain(`lang="${localeTags[locale]}"`)
      expect(html).toContain(messages[locale].preview.label)
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    }
  }
})
