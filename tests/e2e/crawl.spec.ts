import { expect, test } from '@playwright/test'

import { demoMarkets } from '@/lib/enquiry/markets'
import { marketOfLanguage } from '@/lib/guarantee'

import { flowLocales, locales, smokeLocales, type Locale } from './helpers'
import { htmlErrors } from './htmlValidation'

/**
 * A crawler: from each language's home page (all reached from `/`), it follows every link of
 * the site that stays in that language, then visits what the sitemap lists and no link reached.
 * No page holds a raw `{{…}}` token of a CMS text (tests/int/finishing.int.test.ts plants them
 * into every collection). Every page that claims the 3 years' guarantee links the guarantee of
 * its language's market. Every link into another language (the language flags, too) is checked as well, not crawled
 * further: one its language's sitemap lists is visited by that language's own test, any other
 * is requested here. It checks that no link is broken (each
 * answers 200, at once or after redirects within the site), that every page is valid HTML
 * (htmlValidation.ts; the not-found page too; in German and Chinese: the other languages' pages
 * are made by the same components), that every page names its versions (hreflang),
 * that every indexable page's canonical address is in the sitemap and it has a meta description
 * of at most 160 characters, that a canonical page's
 * hreflang links are exactly the sitemap's alternates for it, that no page's HTML loads
 * anything from another host, and that every picture a page loads answers an anonymous visitor.
 * Links to comparisons of particular products are the exception (one on every product page, and
 * the add and remove links of each comparison, whose combinations have no end): compare.spec.ts
 * walks those; so are the one-item Merklisten behind every tile's "Merken" without JavaScript
 * (list.spec.ts walks those).
 *
 * German and Chinese are crawled in full in `npm test`. The other four languages share their
 * pages' components and code: `npm test` reads two pages of each kind of theirs (`smokeSample`:
 * two products, two variants, two data sheets, … and every page of a kind of its own), with every
 * check above; `npm run test:e2e:languages` (E2E_ALL_LANGUAGES=1) crawls all six in full. What
 * differs by language in those pages is their content: the links the editors write are checked in
 * all six languages by the content health board's check (`src/cms/health`), which the integration
 * tests run over the whole demo content (tests/int/content.int.test.ts) and over planted broken
 * links (tests/int/content-health.int.test.ts).
 */

type Finding = { url: string; problem: string; from?: string }

/** An answer as the crawler reads it. */
type Answer = {
  status: () => number
  headers: () => Record<string, string>
  text: () => Promise<string>
  drain: () => Promise<unknown>
}

/**
 * The crawler's requests go straight from this process (Node's fetch), not through the browser
 * driver's request context: it asks for some 900 addresses per language, and each round trip
 * through the driver cost more than the server's answer (the same requests, the same checks).
 * Every body is read to its end, so its connection serves the next request.
 */
function client(baseURL: string) {
  const ask = async (url: string, method: 'GET' | 'HEAD', headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(new URL(url, baseURL), { method, headers, redirect: 'manual' })
    let body: Promise<string> | null = null
    return {
      status: () => response.status,
      headers: () => Object.fromEntries(response.headers),
      text: () => (body ??= response.text()),
      drain: () => body ?? response.arrayBuffer().catch(() => null),
    }
  }
  return {
    get: (url: string, options: { headers?: Record<string, string> } = {}) => ask(url, 'GET', options.headers),
    head: (url: string) => ask(url, 'HEAD'),
    /** Reads what is left of an answer, so its connection serves the next request. */
    done: async (answer: Answer) => void (await answer.drain()),
  }
}
type Client = ReturnType<typeof client>

/** The claim of the guarantee in each language, as pages write it ({{warranty_years}} is 3). */
const S = '[\\s\\u00a0\\u202f]+'
const guaranteeClaim: Record<Locale, RegExp> = {
  de: new RegExp(`3${S}Jahren?${S}Garantie|Garantie${S}von${S}3${S}Jahren`, 'i'),
  zh: /3\s*年(?:质保|保修)|(?:质保|保修)\s*3\s*年/,
  en: new RegExp(`3[-\\s]years?’?${S}(?:guarantee|warranty)|(?:guarantee|warranty)${S}of${S}3${S}years`, 'i'),
  it: new RegExp(`garanzia${S}(?:di${S})?3${S}anni|3${S}anni${S}di${S}garanzia`, 'i'),
  fr: new RegExp(`garantie${S}(?:de${S})?3${S}ans|3${S}ans${S}de${S}garantie`, 'i'),
  es: new RegExp(`garantía${S}de${S}3${S}años|3${S}años${S}de${S}garantía`, 'i'),
}

// React writes `hrefLang`: attribute names are matched regardless of case.
const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')

function linksOf(html: string): string[] {
  const body = html.slice(html.indexOf('<body'))
  return [...body.matchAll(/<a\b[^>]*>/g)].map(([tag]) => attr(tag, 'href')).filter((h): h is string => !!h)
}

/**
 * Every address the served HTML makes a browser load: scripts, pictures (all srcset candidates),
 * frames, media, and the stylesheets, preloads and icons of `<link>`.
 */
function resourcesOf(html: string): string[] {
  const urls: string[] = []
  /** The tag's single-address attributes and every candidate of its source-set attributes. */
  const collect = (tag: string, single: string[], sets: string[]) => {
    for (const name of single) urls.push(attr(tag, name) ?? '')
    for (const name of sets) {
      for (const candidate of attr(tag, name)?.split(',') ?? []) urls.push(candidate.trim().split(/\s+/)[0] ?? '')
    }
  }
  for (const [tag] of html.matchAll(/<(?:img|script|source|iframe|video|audio|embed|object)\b[^>]*>/gi)) {
    collect(tag, ['src', 'data'], ['srcset', 'imagesrcset'])
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/stylesheet|preload|modulepreload|icon|manifest|prefetch|preconnect|dns-prefetch/i.test(attr(tag, 'rel') ?? ''))
      collect(tag, ['href'], ['imagesrcset'])
  }
  return urls.filter((u) => u !== '' && !u.startsWith('data:'))
}

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
    rel: attr(tag, 'rel'),
    hreflang: attr(tag, 'hreflang'),
    href: attr(tag, 'href'),
  }))
  const robots = [...head.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag).find((tag) => attr(tag, 'name') === 'robots')
  return {
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    alternates: Object.fromEntries(
      links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang!, l.href!]),
    ),
    noindex: !!robots && /noindex/.test(attr(robots, 'content') ?? ''),
    description: [...head.matchAll(/<meta\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => attr(tag, 'name') === 'description')
      .map((tag) => (attr(tag, 'content') ?? '').replace(/&(quot|#x27|#39|lt|gt);/g, (e) => entities[e]!))[0],
  }
}

const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }

type Sitemap = Map<string, Record<string, string>>

/** Every address of every sitemap (absolute URLs), with its hreflang alternates. */
async function readSitemaps(request: Client): Promise<Sitemap> {
  const out: Sitemap = new Map()
  for (const locale of locales) {
    const xml = await (await request.get(`/sitemaps/${locale}.xml`)).text()
    for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/gs)) {
      const loc = /<loc>(.*?)<\/loc>/.exec(body!)![1]!.replace(/&amp;/g, '&')
      out.set(
        loc,
        Object.fromEntries(
          [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l!, h!.replace(/&amp;/g, '&')]),
        ),
      )
    }
  }
  return out
}

/** Content other tests make and delete while this one runs: its links may vanish in between. */
const madeByTests = (url: string) => /\/product\/(live-|entwurf-|bildprobe-)|\/recruit\/schliesst-|e2e-/.test(url)

/** The answer to `url` after at most three redirects within the site; `null` when one leads away. */
async function follow(request: Client, origin: string, url: string) {
  let response = await request.get(url)
  let hops = 0
  while (response.status() >= 300 && response.status() < 400 && hops++ < 3) {
    const location = new URL(response.headers().location!, url).href
    await request.done(response)
    if (new URL(location).origin !== origin) return { response, away: location }
    response = await request.get(location)
  }
  return { response, away: null }
}

/** Runs `job` over `items`, `width` at a time (three unless told). */
async function concurrently<T>(items: T[], job: (item: T) => Promise<void>, width = 3) {
  const running = new Set<Promise<void>>()
  while (items.length > 0 || running.size > 0) {
    while (items.length > 0 && running.size < width) {
      const one: Promise<void> = job(items.shift()!).finally(() => running.delete(one))
      running.add(one)
    }
    await Promise.race(running)
  }
}

/**
 * The kind of an address: a family of pages at one depth below one address (`/en/product/*`, the
 * products; `/en/product/*\/*`, the variants), with a file's extension (`/en/product/*\/*.pdf`, the
 * data sheets); a page of no family is a kind of its own, and so is an address with a query.
 */
function kindOf(url: string): string {
  const { pathname, search } = new URL(url)
  if (search) return `${pathname}?`
  const parts = pathname.split('/').filter(Boolean)
  if (parts.length <= 2) return pathname
  const extension = /\.\w+$/.exec(parts.at(-1)!)?.[0] ?? ''
  return `/${[...parts.slice(0, 2), ...parts.slice(2).map(() => '*')].join('/')}${extension}`
}

/** How many addresses of each kind a smoke crawl reads. */
const SMOKE_PER_KIND = 2

/**
 * `smoke`: two addresses of each kind (kindOf), from the language's sitemap and the links of what
 * was read; otherwise every address its links and its sitemap lead to.
 */
async function crawl(request: Client, origin: string, locale: Locale, sitemap: Sitemap, smoke: boolean) {
  const findings: Finding[] = []
  const queue: { url: string; from?: string }[] = [{ url: `${origin}/${locale}/home` }]
  const seen = new Set(queue.map((q) => q.url))
  /** How many addresses of each kind are queued (a smoke crawl stops at SMOKE_PER_KIND). */
  const kinds = new Map<string, number>()
  const take = (url: string) => {
    const kind = kindOf(url)
    const count = kinds.get(kind) ?? 0
    if (smoke && count >= SMOKE_PER_KIND) return false
    kinds.set(kind, count + 1)
    return true
  }
  take(queue[0]!.url)
  if (smoke) {
    for (const loc of sitemap.keys()) {
      if (!loc.startsWith(`${origin}/${locale}/`) || seen.has(loc) || !take(loc)) continue
      seen.add(loc)
      queue.push({ url: loc, from: 'the sitemap' })
    }
  }
  /** Links into the other languages, each with the first page that links it. */
  const otherLanguages = new Map<string, string>()
  /** Every file of the media library a page loads by itself (one of its sizes), with the first page that loads it. */
  const pictures = new Map<string, [url: string, from: string]>()
  // German and Chinese: every page's HTML is validated and every media file it loads is asked for
  // (each HEAD is a request to the CMS; the other languages' pages show the same files, and their
  // own ones, their news pictures, load in smoke.spec.ts's browser walk).
  const validates = flowLocales.includes(locale)
  let pages = 0
  let files = 0
  let claims = 0
  let validating = 0
  /** Each error of the page's HTML becomes a finding. */
  const validate = async (url: string, html: string) => {
    const start = performance.now()
    for (const error of await htmlErrors(html, url)) findings.push({ url, problem: `invalid HTML: ${error}` })
    validating += performance.now() - start
  }
  const visit = async ({ url, from }: { url: string; from?: string }) => {
    const { response, away } = await follow(request, origin, url)
    try {
      await check(url, from, response, away)
    } finally {
      await request.done(response)
    }
  }
  const check = async (url: string, from: string | undefined, response: Answer, away: string | null) => {
    // A link of this site that the site sends elsewhere: not this crawler's to check.
    if (away) return
    if (response.status() !== 200) {
      if (!madeByTests(url)) findings.push({ url, from, problem: `status ${response.status()}` })
      return
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) {
      files++
      return
    }
    pages++
    const html = await response.text()
    if (validates) await validate(url, html)
    // Every text from the CMS reaches the page finished: no company-fact or product token left
    // (`{{founded}}`, `{{product:<slug>}}`), in the page or its structured data.
    const leftover = /.{0,40}\{\{.{0,40}/.exec(
      html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>|<style[^>]*>[\s\S]*?<\/style>/g, ''),
    )
    if (leftover) findings.push({ url, problem: `raw token: ${leftover[0]}` })
    // A style that names a class its stylesheet does not have renders "undefined" (and is unstyled).
    const missingClass = /class="[^"]*\b(?:undefined|null)\b[^"]*"/.exec(html)
    if (missingClass) findings.push({ url, problem: `class of no stylesheet: ${missingClass[0]}` })
    // A page that claims the guarantee links its terms: the guarantee of the language's market.
    const text = html.replace(/<script[^>]*>[\s\S]*?<\/script>|<style[^>]*>[\s\S]*?<\/style>|<[^>]+>/g, ' ')
    if (guaranteeClaim[locale].test(text)) {
      claims++
      const terms = `/${locale}/guarantee/${marketOfLanguage(locale, demoMarkets)}`
      if (!linksOf(html).some((h) => new URL(h, url).pathname === terms))
        findings.push({ url, problem: `claims the guarantee without a link to ${terms}` })
    }
    const head = headOf(html)
    const languages = Object.keys(head.alternates)
    if (!languages.includes('x-default') || !languages.includes(locale))
      findings.push({ url, problem: `hreflang ${languages.join(',') || 'missing'}` })
    if (!head.noindex && !madeByTests(url)) {
      // Search engines show an indexable page's own description, cut to what they show in full.
      if (!head.description?.trim() || head.description.length > 160)
        findings.push({ url, problem: `meta description ${JSON.stringify(head.description ?? null)}` })
      const listed = head.canonical ? sitemap.get(head.canonical) : undefined
      if (!listed) findings.push({ url, problem: `canonical ${head.canonical} not in the sitemap` })
      else if (
        head.canonical === url &&
        JSON.stringify(Object.entries(head.alternates).sort()) !== JSON.stringify(Object.entries(listed).sort())
      ) {
        findings.push({
          url,
          problem: `hreflang ${JSON.stringify(head.alternates)} differs from the sitemap's ${JSON.stringify(listed)}`,
        })
      }
    }
    // Nothing a page loads by itself comes from another host (privacy.spec.ts also walks de and zh in a browser).
    for (const resource of resourcesOf(html)) {
      const target = new URL(resource, url)
      if (target.origin !== origin) findings.push({ url, problem: `loads ${resource} from another host` })
      else if (validates && target.pathname.startsWith('/api/media/')) {
        // A file's sizes (`name-480x320.webp`) are served under the access of the file itself.
        const file = target.pathname.replace(/-\d+x\d+(\.\w+)$/, '$1').replace(/\.\w+$/, '')
        if (!pictures.has(file)) pictures.set(file, [target.href, url])
      }
    }
    for (const href of linksOf(html)) {
      if (/^(mailto|tel|javascript):/.test(href) || href.startsWith('#')) continue
      const target = new URL(href, url)
      target.hash = ''
      if (target.origin !== origin || target.pathname.startsWith('/admin')) continue
      // Another language's page (a language flag, say) is requested below; its own test crawls it.
      const first = target.pathname.split('/')[1]
      if (locales.includes(first as Locale) && first !== locale) {
        if (!otherLanguages.has(target.href)) otherLanguages.set(target.href, url)
        continue
      }
      // A comparison of particular products: compare.spec.ts's (their combinations have no end).
      if (target.pathname === `/${locale}/compare` && target.search) continue
      // A Merkliste of particular products (each tile's "Merken" without JavaScript): list.spec.ts's.
      if (target.pathname === `/${locale}/list` && target.search) continue
      if (!seen.has(target.href) && take(target.href)) {
        seen.add(target.href)
        queue.push({ url: target.href, from: url })
      }
    }
  }
  // Three requests at a time, breadth first; then what the sitemap lists and no link reached.
  await concurrently(queue, visit)
  let unlinked = 0
  for (const loc of smoke ? [] : sitemap.keys()) {
    if (!loc.startsWith(`${origin}/${locale}/`) || seen.has(loc)) continue
    seen.add(loc)
    unlinked++
    queue.push({ url: loc, from: 'the sitemap' })
  }
  await concurrently(queue, visit)
  // Every link into another language answers 200, at once or after redirects within the site.
  const crossLinks = otherLanguages.size
  // A page listed in its language's sitemap is visited by that language's own crawl, which fails
  // on anything but 200: only the others are asked here (a flag to a page no sitemap lists).
  const unlisted = [...otherLanguages].filter(([url]) => !sitemap.has(url))
  await concurrently(unlisted, async ([url, from]) => {
    const { response, away } = await follow(request, origin, url)
    if (away) findings.push({ url, from, problem: `redirects to ${away}, away from the site` })
    else if (response.status() !== 200 && !madeByTests(url))
      findings.push({ url, from, problem: `status ${response.status()}` })
    await request.done(response)
  })
  // Every picture a public page shows loads for an anonymous visitor (a draft's are for staff only).
  // HEAD: the same access check and status as GET, without moving the bytes.
  await concurrently(
    [...pictures.values()],
    async ([url, from]) => {
      const response = await request.head(url)
      if (response.status() !== 200 && !madeByTests(from))
        findings.push({ url, from, problem: `picture: status ${response.status()}` })
    },
    6,
  )
  // The not-found page is a page as well (status 404, the site's header and footer around it).
  const missing = `${origin}/${locale}/nichts-da`
  const notFound = await request.get(missing, { headers: { accept: 'text/html' } })
  const notFoundHtml = await notFound.text()
  if (notFound.status() !== 404) findings.push({ url: missing, problem: `status ${notFound.status()}, not 404` })
  else if (validates) await validate(missing, notFoundHtml)
  return {
    findings,
    pages,
    claims,
    files,
    unlinked,
    crossLinks,
    crossAsked: unlisted.length,
    validating,
    pictures: pictures.size,
    kinds: kinds.size,
  }
}

test('/ leads to the German home page, which links every other language’s home page', async ({ request, baseURL }) => {
  const start = await request.get('/', { maxRedirects: 0 })
  expect(start.status()).toBe(307)
  expect(new URL(start.headers().location!, baseURL).pathname).toBe('/de/home')
  const links = linksOf(await (await request.get('/de/home')).text())
  for (const locale of locales)
    expect(
      links.some((h) => new URL(h, baseURL).pathname === `/${locale}/home`),
      locale,
    ).toBe(true)
})

for (const locale of locales) {
  const smoke = smokeLocales.includes(locale)
  test(`${locale}: ${smoke ? `smoke crawl, ${SMOKE_PER_KIND} pages of each kind: every link read` : 'every link'} leads somewhere (into the other languages too; comparisons of particular products excepted), every guarantee claim links its terms, ${flowLocales.includes(locale) ? 'every page is valid HTML, ' : ''}names its languages, loads nothing from another host${flowLocales.includes(locale) ? ' and every picture of its own' : ''}, and every indexable page is in the sitemap`, async ({
    baseURL,
  }) => {
    // A full crawl took 2.8 to 3.9 minutes, beside the other full crawl and other tests: room to spare.
    test.setTimeout(smoke ? 180_000 : 600_000)
    const request = client(baseURL!)
    const sitemap = await readSitemaps(request)
    const { findings, pages, claims, files, unlinked, crossLinks, crossAsked, validating, pictures, kinds } =
      await crawl(request, new URL(baseURL!).origin, locale, sitemap, smoke)
    console.log(
      `crawl ${locale}${smoke ? ' (smoke)' : ''}: ${pages} pages of ${kinds} kinds (${unlinked} only in the sitemap, ${claims} claiming the guarantee), ${files} files, ` +
        (flowLocales.includes(locale) ? `${pictures} media files asked for, ` : '') +
        `${crossLinks} links into other languages (${crossAsked} not in their sitemap, asked here), ` +
        (flowLocales.includes(locale) ? `HTML validation ${Math.round(validating / (pages + 1))} ms a page, ` : '') +
        `${findings.length} findings`,
    )
    expect(findings).toEqual([])
    expect(pages).toBeGreaterThan(smoke ? 30 : 80)
    // The service page and the home page claim it in every language: the check above ran.
    expect(claims).toBeGreaterThan(1)
  })
}
