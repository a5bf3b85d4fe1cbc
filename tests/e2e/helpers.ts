import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import crypto from 'node:crypto'

import { signedIn, type Account } from './auth'
import { categories, products } from './seed'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import es from '../../messages/es.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import it from '../../messages/it.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }
import { e2eBaseURL } from '../../playwright.config'
import { leadingZeroBits, powInput } from '../../src/features/enquiry/pow'
import { locales, localeTags, type Locale } from '../../src/i18n/locales'

export { locales, localeTags, type Locale }

/**
 * The languages whose browser flows run in full in `npm test`: German (the default, the longest
 * words) and Chinese (another script, another font). The other four share their markup and code;
 * each gets a smoke walk through its main paths in a browser (smoke.spec.ts), and every page of
 * theirs is read as served by routes.spec.ts and crawl.spec.ts. `npm run test:e2e:languages`
 * (E2E_ALL_LANGUAGES=1) runs every flow in all six.
 */
export const flowLocales: readonly Locale[] =
  process.env.E2E_ALL_LANGUAGES === '1' ? locales : locales.filter((l) => l === 'de' || l === 'zh')

/** The languages with a smoke walk only (none when every flow runs in all six). */
export const smokeLocales: readonly Locale[] = locales.filter((l) => !flowLocales.includes(l))

/** The interface texts of each language (the message files' keys are identical). */
export const messages: Record<Locale, typeof de> = { de, zh, en, it, fr, es }

/** Every page route of the spec's table (section 2), below the locale prefix. */
export const specRoutes = [
  '/home',
  '/about',
  '/product',
  '/products',
  '/products/tailorism',
  '/products/slideshow',
  '/craft',
  '/case',
  '/certifiction',
  '/contact/teamwork',
  '/contact/recruit',
  '/contact/details',
  '/shop',
] as const

/** Further pages of the site: service, news, search and the legal pages. */
export const moreRoutes = ['/service', '/news', '/search', '/impressum', '/privacy', '/accessibility'] as const

/**
 * axe-core's WCAG 2.2 A/AA findings on the page as a visitor finally sees it: scroll-reveal
 * items shown (they fade in when scrolled to; mid-fade they would count as low contrast).
 */
export async function wcagViolations(page: Page, label = '', within?: string): Promise<string[]> {
  // Fades (banner, reveal) would leave text half transparent for a moment: transitions off first,
  // so axe sees where they end.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await page.evaluate(() =>
    document.querySelectorAll('[data-reveal]').forEach((el) => el.setAttribute('data-revealed', '')),
  )
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-reveal]')].every((el) => getComputedStyle(el).opacity === '1'),
  )
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  // A page's own part only (`main`), where its header and footer are checked elsewhere (a11y.spec.ts).
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations.map(
    (v) => `${label}${label ? ' ' : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/** Waits until React has hydrated `selector` (its DOM node carries React's fiber). */
export async function hydrated(page: Page, selector = 'body'): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'))
  }, selector)
}

/** Waits until React has taken over this element (a click before that is lost on a server-drawn button). */
export async function hydratedElement(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true)
}

/** Collects the Content-Security-Policy violations the page reports, from its first script on. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      )
    })
  })
  return seen
}

/**
 * What the form does before it sends: fetches a challenge, finds its proof of work for the
 * idempotency `key`, and waits out the minimum fill time.
 */
export async function solvePow(request: APIRequestContext, key: string): Promise<{ challenge: string; nonce: number }> {
  const { data } = (await (await request.get('/api/join/challenge')).json()) as {
    data: { challenge: string; bits: number; minFillMs: number }
  }
  let nonce = 0
  while (
    leadingZeroBits(
      crypto
        .createHash('sha256')
        .update(powInput(data.challenge, key, nonce))
        .digest(),
    ) < data.bits
  )
    nonce++
  await new Promise((resolve) => setTimeout(resolve, data.minFillMs + 100))
  return { challenge: data.challenge, nonce }
}

/**
 * Moves a document to the trash, as an editor's "Delete" in the admin does (deleting for good is
 * for admins): it leaves the site, its search entries and sitemaps. `path` is its REST address.
 */
export async function moveToTrash(api: APIRequestContext, path: string): Promise<void> {
  const trashed = await api.patch(path, { data: { deletedAt: new Date().toISOString() } })
  if (!trashed.ok())
    throw new Error(`moving ${path} to the trash answered ${trashed.status()}: ${await trashed.text()}`)
}

/** An article number (`SH9…`) of a test product, the same for the same slug. */
export function articleFor(slug: string): string {
  let hash = 0
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) % 100_000
  return `SH9${String(hash).padStart(5, '0')}`
}

/** A new product published in the shower-tray category, titled `title` in German; its id. */
export async function publishProduct(editor: APIRequestContext, slug: string, title: string): Promise<number> {
  const {
    docs: [model],
  } = (await (await editor.get(`/api/products?where[slug][equals]=${products[0]!.slug}&depth=0`)).json()) as {
    docs: { images: number[]; category: number; series: number }[]
  }
  const trays = categories.find((c) => c.key === 'trays')!
  const {
    docs: [tray],
  } = (await (await editor.get(`/api/product-categories?where[slug][equals]=${trays.key}&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  const created = await editor.post('/api/products?locale=de', {
    data: {
      title,
      slug,
      description: title,
      images: model!.images,
      category: tray!.id,
      series: model!.series,
      // A number from the slug's letters: unique per test product, in the catalogue's format.
      variants: [{ articleNumber: articleFor(slug) }],
      order: 0,
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** A new German draft in the first category, with the first demo product's pictures and series; its id. */
export async function draftProduct(
  editor: APIRequestContext,
  data: { slug: string; title: string; description: string },
): Promise<number> {
  const model = (
    (await (await editor.get(`/api/products?where[slug][equals]=${products[0]!.slug}&depth=0`)).json()) as {
      docs: { images: number[]; series: number }[]
    }
  ).docs[0]!
  const category = (
    (await (await editor.get(`/api/product-categories?where[slug][equals]=${categories[0]!.key}&depth=0`)).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  const created = await editor.post('/api/products?locale=de&draft=true', {
    data: {
      ...data,
      images: model.images,
      category: category.id,
      series: model.series,
      variants: [{ articleNumber: articleFor(data.slug) }],
      order: 0,
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/**
 * Puts this worker's account of a role into the page's browser as signed in, with the session the
 * run signed in once (tests/e2e/auth.setup.ts); the next page the test opens is signed in.
 */
export async function signIn(page: Page, role: Account, index: number): Promise<void> {
  await page.context().addCookies((await signedIn(e2eBaseURL, role, index)).cookies)
}

/**
 * Waits until the admin has saved a draft in which `field` holds `value` (drafts are saved while
 * the editor types: the autosave may come before any click on "Save draft"). `path` is the
 * document's REST address, read with the signed-in page's session.
 */
export async function draftSaved(page: Page, path: string, field: string, value: string): Promise<void> {
  const origin = new URL(page.url()).origin
  const separator = path.includes('?') ? '&' : '?'
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`${path}${separator}draft=true&depth=0`, { headers: { Origin: origin } })
        return ((await answer.json()) as Record<string, unknown>)[field]
      },
      { timeout: 15_000 },
    )
    .toBe(value)
}

/**
 * Publishes what was just typed into a document with autosave. Payload disables "Publish" while an
 * autosave runs, and a click that lands in that moment does nothing: so first the autosave of the
 * typed text is awaited, then the enabled button is clicked and its toast awaited. Returns the
 * moment of the click.
 */
export async function publishTyped(page: Page, path: string, field: string, value: string): Promise<number> {
  await draftSaved(page, path, field, value)
  const button = page.locator('#action-save')
  await expect(button).toBeEnabled({ timeout: 15_000 })
  const clickedAt = Date.now()
  await button.click()
  await toast(page)
  return clickedAt
}

/** Waits for the admin's toast after a save, publish or restore. */
export async function toast(page: Page): Promise<void> {
  await expect(page.locator('.payload-toast-container .payload-toast-item').last()).toBeVisible({ timeout: 30_000 })
}

/**
 * Sums the page's layout shifts that no input caused; `buffered` counts those before the call as
 * well. Runs in the page: `page.addInitScript(startShiftMeter, true)` from the page's start, or
 * `page.evaluate(startShiftMeter, false)` from now on. Read the sum with `layoutShift(page)`.
 */
export function startShiftMeter(buffered: boolean): void {
  let sum = 0
  const moved: string[] = []
  type Shift = {
    value: number
    hadRecentInput: boolean
    startTime: number
    sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
  }
  const name = (node?: Node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(gone)'
    const cls =
      typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''
    return `${node.tagName.toLowerCase()}${cls} "${(node.textContent ?? '').trim().slice(0, 30)}"`
  }
  const box = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as unknown as Shift[]) {
      if (entry.hadRecentInput) continue
      sum += entry.value
      for (const s of entry.sources ?? [])
        moved.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
        )
    }
  }
  const observer = new PerformanceObserver((list) => add(list.getEntries()))
  observer.observe({ type: 'layout-shift', buffered })
  // Entries not yet handed to the callback are counted as well.
  const meter = window as unknown as { shiftMeter: () => number; shiftSources: () => string[] }
  meter.shiftMeter = () => (add(observer.takeRecords()), sum)
  meter.shiftSources = () => (add(observer.takeRecords()), moved)
}

/** The layout shift summed since `startShiftMeter`. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shiftMeter: () => number }).shiftMeter())
}

/** What moved since `startShiftMeter`, one line per element (for a failing check's message). */
export function shiftSources(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { shiftSources: () => string[] }).shiftSources().join('\n'))
}

/**
 * The text of served HTML as a reader gets it, for checks that need no browser: scripts and
 * styles out, tags out (text either side of an inline tag joins up), entities decoded, white space
 * collapsed. Compare with `servedText` of the expected text too.
 */
export function servedText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}
