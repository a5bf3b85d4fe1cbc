import { expect, test } from '@playwright/test'

import { messages } from './helpers'
import { products } from '../../src/cms/seed/content/catalogue'
import { declarations } from '../../src/cms/seed/content/declarations'
import { articleNumbers, gtinOf } from '../../src/cms/seed/variants'

/**
 * GS1 Digital Link as a carton's QR code, a scanner app or a product passport reads it:
 * `/01/<GTIN>` leads to the variant in the reader's language, or to the document a link type
 * asks for; the linkset names all of them; what is not there gets the not-found page.
 */

const luna = products.find((p) => p.slug === 'luna-60-wall-hung-basin')!
const [lunaWhite, lunaGrey] = articleNumbers().get(luna.slug)!
const grey13 = gtinOf(lunaGrey!)
const grey14 = grey13.padStart(14, '0')
const basins = declarations.find((d) => d.standard.startsWith('EN 14688'))!
const italian = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' }

type Target = { href: string; hreflang?: string[]; type: string }
type Linkset = { linkset: Record<string, Target[] | string>[] }

test('an Italian browser is led from /01/<GTIN> straight to the Italian variant page; the answer is kept by no cache and varies by what is accepted', async ({
  request,
  baseURL,
}) => {
  for (const gtin of [grey13, grey14]) {
    const answer = await request.get(`/01/${gtin}`, { maxRedirects: 0, headers: italian })
    expect(answer.status()).toBe(307)
    expect(answer.headersArray().filter((h) => h.name.toLowerCase() === 'location')).toHaveLength(1)
    expect(answer.headers().location).toBe(`${baseURL}/it/product/${luna.slug}/${lunaGrey}`)
    expect(answer.headers()['cache-control']).toBe('no-store')
    expect(answer.headers().vary).toContain('Accept')
    expect(answer.headers().link).toContain(`/01/${grey14}?linkType=all>; rel="linkset"`)
  }
  // The default variant is at the product's address; a German browser gets German.
  const white = await request.get(`/01/${gtinOf(lunaWhite!)}`, {
    maxRedirects: 0,
    headers: { 'accept-language': 'de-DE' },
  })
  expect(white.headers().location).toBe(`${baseURL}/de/product/${luna.slug}`)
  // Followed, the code ends on the page.
  const followed = await request.get(`/01/${grey13}`, { headers: italian })
  expect(followed.status()).toBe(200)
  expect(followed.url()).toBe(`${baseURL}/it/product/${luna.slug}/${lunaGrey}`)
})

test('?linkType=all and Accept: application/linkset+json answer the RFC 9264 linkset of every link with its languages', async ({
  request,
  baseURL,
}) => {
  const all = await request.get(`/01/${grey13}?linkType=all`, { maxRedirects: 0 })
  expect(all.status()).toBe(200)
  expect(all.headers()['content-type']).toContain('application/linkset+json')
  expect(all.headers()['cache-control']).toBe('no-store')
  const set = JSON.parse(await all.text()) as Linkset
  expect(set.linkset).toHaveLength(1)
  const { anchor, ...types } = set.linkset[0]!
  expect(anchor).toBe(`${baseURL}/01/${grey14}`)
  const context = types as Record<string, Target[]>
  // Every member but the anchor is a link type (a URI) whose value is a list of targets with an href.
  for (const [rel, targets] of Object.entries(context)) {
    expect(rel).toMatch(/^https?:\/\//)
    expect(Array.isArray(targets)).toBe(true)
    for (const t of targets) expect(typeof t.href).toBe('string')
  }
  const languages = (rel: string) => (context[rel] ?? []).flatMap((t) => t.hreflang ?? []).sort()
  expect(languages('https://gs1.org/voc/pip')).toEqual(['de', 'en', 'es', 'fr', 'it', 'zh'])
  expect(languages('https://gs1.org/voc/certificationInfo')).toEqual(['de', 'en', 'es', 'fr', 'it'])
  expect(context['https://gs1.org/voc/certificationInfo']![0]!.href).toContain(`/api/dop/${basins.number}/`)
  expect(languages('https://gs1.org/voc/instructions')).toHaveLength(6)
  for (const own of ['datasheet', 'tenderText', 'cad2d', 'bim', 'cad3d'])
    expect(context[`${baseURL}/voc/${own}`]?.length, own).toBeGreaterThan(0)

  const negotiated = await request.get(`/01/${grey14}`, {
    maxRedirects: 0,
    headers: { accept: 'application/linkset+json' },
  })
  expect(negotiated.status()).toBe(200)
  expect(JSON.parse(await negotiated.text())).toEqual(set)
})

test('a link type chooses the document: the declaration in Italian, the CAD drawing of the site’s own namespace', async ({
  request,
  baseURL,
}) => {
  const dop = await request.get(`/01/${grey13}?linkType=gs1:certificationInfo`, { maxRedirects: 0, headers: italian })
  expect(dop.status()).toBe(307)
  expect(dop.headers().location).toBe(`${baseURL}/api/dop/${basins.number}/it.pdf`)
  const cad = await request.get(`/01/${grey13}?linkType=sanhaus:cad2d`, { maxRedirects: 0, headers: italian })
  expect(cad.status()).toBe(307)
  expect(cad.headers().location).toMatch(new RegExp(`/it/product/${luna.slug}/(?:${lunaGrey}/)?plan\\.dxf$`))
  const file = await request.get(cad.headers().location!)
  expect(file.status()).toBe(200)
  expect((await file.text()).slice(0, 20)).toContain('SECTION')
})

test('a wrong check digit, an unknown GTIN or a link type the product lacks gets the not-found page in the reader’s language', async ({
  request,
}) => {
  const wrong = `${grey13.slice(0, -1)}${(Number(grey13.at(-1)) + 1) % 10}`
  for (const [path, language] of [
    [`/01/${wrong}`, 'de-DE'],
    ['/01/4006381333931', 'zh-CN'],
    [`/01/${grey13}?linkType=gs1:recipeInfo`, 'zh-CN'],
  ] as const) {
    const answer = await request.get(path, { maxRedirects: 0, headers: { 'accept-language': language } })
    expect(answer.status(), path).toBe(404)
    expect(answer.headers()['content-type']).toContain('text/html')
    const locale = language.startsWith('zh') ? 'zh' : 'de'
    expect(await answer.text(), path).toContain(messages[locale].notFound.title)
  }
  // The type the product lacks: the answer names the linkset of what it has.
  const lacking = await request.get(`/01/${grey13}?linkType=gs1:recipeInfo`, { maxRedirects: 0 })
  expect(lacking.headers().link).toContain('rel="linkset"')
})

test('/p/<GTIN> from a carton leads to the variant as /p/<article number> does', async ({ request, baseURL }) => {
  const answer = await request.get(`/p/${grey13}`, { headers: italian })
  expect(answer.status()).toBe(200)
  expect(answer.url()).toBe(`${baseURL}/it/product/${luna.slug}/${lunaGrey}`)
})

test('the product page’s JSON-LD names the variant’s Digital Link', async ({ page, baseURL }) => {
  await page.goto(`/de/product/${luna.slug}/${lunaGrey}`)
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')))
  const product = ld.find((d) => d['@type'] === 'Product')
  expect(product.sameAs).toBe(`${baseURL}/01/${grey14}`)
  expect(product.gtin).toBe(grey13)
})
