import { expect, test } from '@playwright/test'

import { locales, localeTags, moreRoutes, specRoutes } from './helpers'

/** The `<li>` children of the first `<ul>` inside `html` (nested lists are skipped). */
function topLevelItems(html: string): string[] {
  const items: string[] = []
  let depth = 0
  let start = -1
  for (const tag of html.matchAll(/<(\/?)(ul|li)\b[^>]*>/g)) {
    const closing = tag[1] === '/'
    if (tag[2] === 'ul') {
      depth += closing ? -1 : 1
      if (depth === 0) break
    } else if (depth === 1 && !closing) start = tag.index!
    else if (depth === 1 && closing && start >= 0) {
      items.push(html.slice(start, tag.index))
      start = -1
    }
  }
  return items
}

// The server's HTML is what every visitor, crawler and screen reader gets first: each route in
// each language is read as served (the browser tests look at the pages themselves).
for (const locale of locales) {
  test(`every page in ${locale} answers with its page, language and menu`, async ({ request }) => {
    for (const route of [...specRoutes, ...moreRoutes]) {
      const response = await request.get(`/${locale}${route}`)
      expect(response.status(), route).toBe(200)
      const html = await response.text()
      expect(/<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1], route).toBe(localeTags[locale])
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
      const nav = header.slice(header.search(/<nav\b[^>]*aria-label="[^"]+"/))
      expect(nav, route).toContain(`href="/${locale}/home"`)
      // The eight menu entries of spec section 2, in this language.
      expect(topLevelItems(nav), route).toHaveLength(8)
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      expect(main, route).toMatch(/<h1\b[^>]*>\s*\S/)
      expect(html.slice(html.indexOf('<footer')), route).toContain('©')
    }
  })
}
