import { expect, test, type Browser } from '@playwright/test'

import { flowLocales, type Locale } from './helpers'

/**
 * The first screen as the server draws it is the first screen visitors see: nothing in the first
 * viewport waits for the page's scripts to appear, and nothing moves when they have run. For each
 * page kind whose first screen is a picture and a headline (home, product, variant, series), in
 * German and Chinese, on a desktop and a phone: every element the server HTML shows in the first
 * viewport without JavaScript is, with JavaScript on and the page hydrated, still there, as
 * visible (opacity all the way up: 1, or the design's own dimming, the same without JavaScript;
 * no transform but the design's own) and in the same box. The carousel's clock is
 * held before its first advance (2 s), so its first slide is the one compared; its other slides
 * are hidden in both by design. Motion is not reduced: visitors who allow it get the reveal.
 */

const pages: Record<string, (locale: Locale) => string> = {
  home: (locale) => `/${locale}/home`,
  product: (locale) => `/${locale}/product/luna-60-wall-hung-basin`,
  variant: (locale) => `/${locale}/product/luna-60-wall-hung-basin/${locale === 'zh' ? 'SH100102' : 'SH100103'}`,
  series: (locale) => `/${locale}/series/luna`,
}

const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
}

type Seen = {
  path: string
  box: [number, number, number, number]
  opacity: number
  transform: string
  /** Moved by a CSS animation of its own (the carousel's progress bar fills in 2 s) */
  animated: boolean
}

/**
 * Every element of the first viewport the page shows: its place in the document (tag and index
 * under each parent from <body>), its box, the product of its own and its ancestors' opacity, and
 * the first transform on the way up. Elements of an inactive carousel slide are left out, and so
 * are the shapes inside an icon (the icon's box counts: the carousel's button shows "play" to a
 * page without scripts, which cannot rotate, and "pause" once it rotates).
 */
function firstViewport(): Seen[] {
  const pathOf = (el: Element): string => {
    const parts: string[] = []
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      parts.unshift(`${node.tagName.toLowerCase()}[${[...(node.parentElement?.children ?? [])].indexOf(node)}]`)
    }
    return parts.join('>')
  }
  const out: Seen[] = []
  for (const el of document.body.querySelectorAll('*')) {
    if (/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|LINK|META)$/.test(el.tagName)) continue
    if (el.closest('[aria-roledescription="slide"]:not([data-active])')) continue
    if (el.parentElement?.closest('svg')) continue
    const r = el.getBoundingClientRect()
    // An animation of its own may be at its first frame (the progress bar starts at scaleX(0)):
    // it is there, only drawn small for now.
    const animated = el.getAnimations().some((a) => a instanceof CSSAnimation)
    if (!animated && (r.width < 1 || r.height < 1)) continue
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue
    const style = getComputedStyle(el)
    if (style.visibility !== 'visible' || style.display === 'contents') continue
    // Hidden from everyone on purpose (a visually hidden label, a clipped skip link).
    if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.position === 'absolute')) continue
    let opacity = 1
    let transform = 'none'
    for (let node: Element | null = el; node; node = node.parentElement) {
      const s = getComputedStyle(node)
      opacity *= Number(s.opacity)
      if (transform === 'none' && s.transform !== 'none') transform = `${node.tagName.toLowerCase()} ${s.transform}`
    }
    out.push({
      path: pathOf(el),
      box: [r.x, r.y, r.width, r.height].map(Math.round) as Seen['box'],
      opacity,
      transform,
      animated,
    })
  }
  return out
}

async function look(browser: Browser, url: string, viewport: { width: number; height: number }, scripts: boolean) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: scripts, reducedMotion: 'no-preference' })
  try {
    const page = await context.newPage()
    // The brand font in the cache first: its late arrival on a busy machine (`display: optional`
    // keeps the fallback then) would tell the two looks apart, not the page's scripts.
    await page.goto(url)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    // Held at load: no timer of the page fires, so the carousel stays on its first slide.
    if (scripts) await page.clock.install()
    if (scripts) await page.clock.pauseAt(Date.now() + 1000)
    const answer = await page.goto(url)
    expect(answer?.status(), url).toBe(200)
    if (scripts) {
      // Hydrated, and the reveal has looked at what is on screen (Reveal.client.tsx).
      await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', '')
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    return await page.evaluate(firstViewport)
  } finally {
    await context.close()
  }
}

for (const locale of flowLocales) {
  for (const [kind, path] of Object.entries(pages)) {
    test(`${locale} ${kind}: the first screen without JavaScript is the first screen with it, on a desktop and a phone`, async ({
      browser,
    }) => {
      for (const [device, viewport] of Object.entries(viewports)) {
        const url = path(locale)
        const drawn = await look(browser, url, viewport, false)
        const hydrated = await look(browser, url, viewport, true)
        expect(drawn.length, `${device}: the server HTML shows something`).toBeGreaterThan(10)
        // Without JavaScript nothing of the first screen is transparent or moved away either.
        expect(
          drawn.filter((seen) => seen.opacity < 0.5 || /translate|scale\(0/.test(seen.transform)).map((s) => s.path),
          `${device} ${url} without JavaScript`,
        ).toEqual([])
        const after = new Map(hydrated.map((seen) => [seen.path, seen]))
        const problems: string[] = []
        for (const seen of drawn) {
          const now = after.get(seen.path)
          if (!now) problems.push(`${seen.path}: gone or out of view`)
          // As visible as the server drew it: opacity 1 unless the design dims it (the other
          // languages' flags, a gallery's other thumbnails) the same way without JavaScript.
          else if (now.opacity < seen.opacity - 0.001)
            problems.push(`${seen.path}: opacity ${seen.opacity} → ${now.opacity}`)
          else if (now.transform !== seen.transform && !now.animated)
            problems.push(`${seen.path}: transform ${seen.transform} → ${now.transform}`)
          // An animation's own motion (the progress bar) changes its painted box, not its place.
          else if (!now.animated && now.box.some((v, i) => Math.abs(v - seen.box[i]!) > 1))
            problems.push(`${seen.path}: box ${seen.box.join(',')} → ${now.box.join(',')}`)
        }
        expect(problems, `${device} ${url}`).toEqual([])
      }
    })
  }
}
