import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const site = path.resolve(import.meta.dirname, '../../src/app/(frontend)/[locale]/(site)')
const screens = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../src/app/(preview)/preview/[locale]/[[...path]]/screens.ts'),
  'utf8',
)

/** Every page module of the public site, as a route below the language (`product/[slug]`). */
function publicPages(dir = site, below = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return publicPages(path.join(dir, entry.name), `${below}/${entry.name}`)
    return entry.name === 'page.tsx' ? [below.slice(1)] : []
  })
}

/**
 * Pages a preview does not show, each for a reason: the language slots (the preview builds its own
 * switcher), the unknown-path and not-found pages, the redirect-only root and /contact, the search
 * (its index holds published content only) and the showroom locator's results (a visitor's query
 * over the published showrooms), the shop links (redirects to other sites), the
 * short links (a redirect to a variant's page), the finder's answers (a preview of the product
 * centre shows the category with its drafts; the finder narrows what is published) and the
 * comparison and the Merkliste (a visitor's own table or list of published products, with nothing
 * an editor writes on them), and the trade page (the feeds' addresses and the feed job's figures,
 * nothing an editor writes on it), and the declarations of performance (a declaration is listed
 * once its PDFs are issued at its publication; a draft has none to show).
 */
const notPreviewed = (route: string) =>
  route.startsWith('@languages') ||
  [
    '',
    '[...rest]',
    '~404',
    'contact',
    'search',
    'showrooms/search',
    'shop/[shop]',
    'p/[article]',
    'product/~f',
    'compare',
    'list',
    'trade',
    'dop',
  ].includes(route)

describe('the preview route (src/app/(preview))', () => {
  it('shows every public page with content, through the public page module itself', () => {
    const routes = publicPages().filter((r) => !notPreviewed(r))
    expect(routes.length).toBeGreaterThan(20)
    const missing = routes.filter((r) => !screens.includes(`from '@/app/(frontend)/[locale]/(site)/${r}/page'`))
    expect(missing).toEqual([])
  })
})
