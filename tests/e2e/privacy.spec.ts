import { expect, test, type Locator, type Page } from '@playwright/test'

import { flowLocales, hydrated, locales, messages, wcagViolations, type Locale } from './helpers'
import { offices } from '../../src/cms/seed/content/offices'

const tileHost = `127.0.0.1:${Number(process.env.E2E_TILE_PORT ?? 3199)}`

/** Every request the page makes that is not to the site itself (data: and blob: are in-page). */
function recordForeign(page: Page, siteOrigin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (url.origin !== siteOrigin) foreign.push(`${page.url()} → ${request.url()}`)
  })
  return foreign
}

/** The page paths of a language's sitemap. */
async function sitemapPaths(page: Page, locale: Locale): Promise<string[]> {
  const xml = await (await page.request.get(`/sitemaps/${locale}.xml`)).text()
  // Content other tests make and delete while this one runs may vanish in between.
  const madeByTests = (path: string) => /\/product\/(live-|entwurf-)|e2e-/.test(path)
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)]
    .map(([, loc]) => new URL(loc!.replace(/&amp;/g, '&')).pathname)
    .filter((path) => !madeByTests(path))
}

/** Every address the page's markup would load from: pictures (all candidates), scripts, styles, frames, media. */
async function resourceUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = []
    const add = (value: string | null) => value && urls.push(new URL(value, document.baseURI).href)
    for (const el of document.querySelectorAll(
      'img[src], script[src], iframe[src], video[src], audio[src], embed[src], source[src]',
    ))
      add(el.getAttribute('src'))
    for (const el of document.querySelectorAll('img[srcset], source[srcset]')) {
      for (const candidate of el.getAttribute('srcset')!.split(',')) add(candidate.trim().split(/\s+/)[0] ?? null)
    }
    for (const el of document.querySelectorAll('link[href]')) {
      if (/stylesheet|preload|modulepreload|icon|manifest|prefetch/.test(el.getAttribute('rel') ?? ''))
        add(el.getAttribute('href'))
    }
    for (const el of document.querySelectorAll('object[data]')) add(el.getAttribute('data'))
    return urls.filter((u) => u.startsWith('http'))
  })
}

/** Waits until the page has no request in flight for 150 ms (quicker than Playwright's 500 ms "networkidle"). */
function settled(page: Page): () => Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  page.on('request', () => ((inFlight += 1), (lastChange = Date.now())))
  const done = () => ((inFlight -= 1), (lastChange = Date.now()))
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < 150) await new Promise((r) => setTimeout(r, 25))
  }
}

/**
 * The pages of a kind share their template and scripts: of each family of pages at one depth below
 * one address (products, variants, news articles, job openings, series, ...) with more than four
 * members, the first two; every other page as it is. `npm run privacy-walk` (PRIVACY_WALK_ALL=1) walks every page.
 */
function oneOfEachKind(paths: string[]): string[] {
  const kindOf = (path: string) => {
    const [pathname = '', query] = path.split('?')
    const parts = pathname.split('/').filter(Boolean)
    if (query !== undefined) return `${pathname}?`
    // `/de/product/<slug>` is a product, `/de/product/<slug>/<article number>` a variant: one kind each.
    return parts.length <= 2 ? pathname : `/${[...parts.slice(0, 2), ...parts.slice(2).map(() => '*')].join('/')}`
  }
  const families = new Map<string, string[]>()
  for (const path of paths) families.set(kindOf(path), [...(families.get(kindOf(path)) ?? []), path])
  return paths.filter((path) => {
    const family = families.get(kindOf(path))!
    return family.length <= 4 || family.indexOf(path) < 2
  })
}

const walkAll = process.env.PRIVACY_WALK_ALL === '1'

/**
 * German and Chinese in `npm test`, one page of each kind (every other language's pages, and
 * every page, are read as served by crawl.spec.ts, which fails on any resource from another
 * host); every page in all six with `npm run privacy-walk` (PRIVACY_WALK_ALL=1).
 */
const walked = walkAll ? locales : flowLocales

test.describe('the pages of the sitemaps', () => {
  // A phone's screen: the markup is the same, and fewer pictures load at once (those further down
  // are checked by their addresses).
  test.use({ viewport: { width: 390, height: 844 } })
  for (const locale of walked) {
    test(`${locale}: ${walkAll ? 'every page' : 'one page of each kind'} links the legal pages, and none sends a request to another host before consent, and sets no cookie`, async ({
      context,
      baseURL,
    }) => {
      test.setTimeout(240_000)
      const origin = new URL(baseURL!).origin
      const first = await context.newPage()
      const all = await sitemapPaths(first, locale)
      const paths = walkAll ? all : oneOfEachKind(all)
      expect(paths.length).toBeGreaterThan(20)
      const foreign: string[] = []
      const problems: string[] = []
      // Three tabs at a time; each opens its share of the sitemap's pages one after another.
      const tabs = [first, await context.newPage(), await context.newPage()]
      let next = 0
      await Promise.all(
        tabs.map(async (page) => {
          const seen = recordForeign(page, origin)
          const idle = settled(page)
          while (next < paths.length) {
            const path = paths[next++]!
            const response = await page.goto(path, { waitUntil: 'load' })
            if (response?.status() !== 200) problems.push(`${path}: ${response?.status()}`)
            // Impressum, privacy policy, accessibility statement and the settings: one click from every page.
            const footerLinks = await page
              .locator('footer a')
              .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
            for (const legal of ['impressum', 'privacy', 'accessibility', 'privacy#privacy-settings']) {
              if (!footerLinks.includes(`/${locale}/${legal}`))
                problems.push(`${path}: no footer link to /${locale}/${legal}`)
            }
            await idle()
            // Pictures further down load only when scrolled to: their addresses are checked instead.
            for (const url of await resourceUrls(page))
              if (new URL(url).origin !== origin) foreign.push(`${path} → ${url} (in the page)`)
          }
          foreign.push(...seen)
        }),
      )
      expect(problems).toEqual([])
      expect(foreign).toEqual([])
      // The language cookie is set only when a visitor picks a language; browsing sets nothing.
      expect(await context.cookies()).toEqual([])
    })
  }
})

/** The footer's privacy settings link of a language. */
const settingsLink = (page: Page, locale: Locale) =>
  page.locator('footer').getByRole('link', { name: messages[locale].footer.privacySettings })

/** The three choice buttons look alike: same colours, type, border and size. */
async function expectAlike(buttons: Locator[]) {
  const looks = await Promise.all(
    buttons.map((b) =>
      b.evaluate((el) => {
        const s = getComputedStyle(el)
        const r = el.getBoundingClientRect()
        return {
          color: s.color,
          background: s.backgroundColor,
          border: s.border,
          font: `${s.fontWeight} ${s.fontSize}`,
          height: Math.round(r.height),
        }
      }),
    ),
  )
  for (const look of looks.slice(1)) expect(look).toEqual(looks[0])
}

test('the privacy settings open from every page’s footer: nothing ticked, reject as prominent as accept, the choice switches the maps', async ({
  page,
  baseURL,
}) => {
  const t = messages.de.consent
  const foreign = recordForeign(page, new URL(baseURL!).origin)
  await page.goto('/de/home')
  await hydrated(page, 'footer')
  const link = settingsLink(page, 'de')
  await expect(link).toHaveAttribute('href', '/de/privacy#privacy-settings')
  await link.click()
  const dialog = page.getByRole('dialog', { name: t.title })
  await expect(dialog).toBeVisible()
  const maps = dialog.getByRole('checkbox', { name: t.mapsTitle })
  await expect(maps).not.toBeChecked()
  await expect(dialog.getByRole('checkbox')).toHaveCount(1)
  const reject = dialog.getByRole('button', { name: t.rejectAll })
  const accept = dialog.getByRole('button', { name: t.acceptAll })
  await expectAlike([reject, dialog.getByRole('button', { name: t.save }), accept])
  expect(await wcagViolations(page)).toEqual([])

  // Escape closes without a choice; focus is back on the link.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()
  expect(await page.evaluate(() => localStorage.getItem('sanhaus-consent'))).toBeNull()

  await link.click()
  await dialog.getByRole('button', { name: t.acceptAll }).click()
  await expect(dialog).toBeHidden()
  await page.goto('/de/contact/details')
  await expect(page.locator('.leaflet-container')).toHaveCount(offices.length)
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible()
  expect(foreign.some((f) => f.includes(tileHost))).toBe(true)

  // Withdrawn from the footer: the maps turn static at once, and stay so.
  await settingsLink(page, 'de').click()
  await expect(maps).toBeChecked()
  await maps.uncheck()
  await dialog.getByRole('button', { name: t.save }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  foreign.length = 0
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: messages.de.map.load })).toHaveCount(offices.length)
  expect(foreign).toEqual([])
})

test('a map asks with two equal answers; “don’t load” is remembered and only the way back stays', async ({
  page,
  baseURL,
}) => {
  const m = messages.de.map
  const foreign = recordForeign(page, new URL(baseURL!).origin)
  await page.goto('/de/contact/details')
  await hydrated(page, 'main article')
  const first = page.locator('main article').first()
  const decline = first.getByRole('button', { name: m.decline })
  const load = first.getByRole('button', { name: m.load })
  await expectAlike([decline, load])
  await decline.click()
  await expect(page.getByRole('button', { name: m.decline })).toHaveCount(0)
  await expect(load).toBeFocused()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('sanhaus-consent')))!)).toMatchObject({
    maps: false,
  })
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: m.decline })).toHaveCount(0)
  await expect(page.getByRole('button', { name: m.load })).toHaveCount(offices.length)
  expect(foreign).toEqual([])
  // The settings show the refusal as an unticked box.
  await settingsLink(page, 'de').click()
  await expect(
    page.getByRole('dialog').getByRole('checkbox', { name: messages.de.consent.mapsTitle }),
  ).not.toBeChecked()
})

for (const locale of flowLocales) {
  test(`${locale}: the privacy page holds the same settings, where the footer link leads without JavaScript`, async ({
    page,
    request,
  }) => {
    const t = messages[locale].consent
    const html = await (await request.get(`/${locale}/privacy`)).text()
    expect(html).toContain('id="privacy-settings"')
    await page.goto(`/${locale}/privacy#privacy-settings`)
    const section = page.locator('#privacy-settings')
    await expect(section.getByRole('heading', { name: t.title })).toBeInViewport()
    await hydrated(page, '#privacy-settings form')
    const maps = section.getByRole('checkbox', { name: t.mapsTitle })
    await expect(maps).not.toBeChecked()
    await section.getByRole('button', { name: t.acceptAll }).click()
    await expect(section.getByRole('status')).toHaveText(t.saved)
    await expect(maps).toBeChecked()
    await section.getByRole('button', { name: t.rejectAll }).click()
    await expect(maps).not.toBeChecked()
    // The policy names what the browser stores.
    await expect(page.locator('main')).toContainText('sanhaus-consent')
    await expect(page.locator('main')).toContainText('NEXT_LOCALE')
    expect(await wcagViolations(page, locale)).toEqual([])
  })
}

test('the Chinese privacy notice is one under the PIPL: the handler in China, the transfer to the German parent company on a separate consent; the other languages keep the GDPR notice', async ({
  page,
  request,
}) => {
  await page.goto('/zh/privacy')
  const notice = page.getByRole('main')
  const hangzhou = offices.find((o) => o.key === 'hangzhou')!
  await expect(notice.getByRole('heading', { level: 2, name: /个人信息处理者/ })).toBeVisible()
  await expect(notice).toContainText(hangzhou.name.zh)
  await expect(notice).toContainText('《中华人民共和国个人信息保护法》')
  await expect(notice.getByRole('heading', { level: 2, name: /向境外提供个人信息/ })).toBeVisible()
  await expect(notice).toContainText('SANHAUS Bad GmbH')
  await expect(notice).toContainText('单独同意')
  // The consent the China form asks for is the one the notice names.
  await expect(notice).toContainText(messages.zh.enquiry.transferConsent.split('。')[0]!)
  for (const locale of locales.filter((l) => l !== 'zh')) {
    const html = await (await request.get(`/${locale}/privacy`)).text()
    expect(html, locale).toMatch(/DSGVO|GDPR|RGPD/)
    expect(html, locale).not.toContain('个人信息保护法')
  }
})
