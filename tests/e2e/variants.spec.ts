import { expect, test, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'

import { flowLocales, messages, signIn, smokeLocales, type Locale } from './helpers'
import { adminRequest } from './server'
import { products } from '../../src/cms/seed/content/catalogue'
import { series } from '../../src/cms/seed/content/series'
import { articleNumbers, gtinOf } from '../../src/cms/seed/variants'
import { colours } from '../../src/lib/catalogue/specs'

const numbers = articleNumbers()
const luna = products.find((p) => p.slug === 'luna-60-wall-hung-basin')!
const lunaNumbers = numbers.get(luna.slug)!
const trio = products.find((p) => p.slug === 'trio-u-shaped-enclosure')!
const trioNumbers = numbers.get(trio.slug)!
const lunaSeries = series.find((s) => s.products.includes(luna.slug))!

/** The page's schema.org data of a type. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === type)
  expect(found, `${type} JSON-LD`).toBeTruthy()
  return found!
}

const stageImage = (page: Page) => page.locator('main section[aria-label] button img').first()
const fact = (page: Page, key: string) => page.locator(`[data-fact="${key}"] dd`)

test.describe('variants with their own addresses', () => {
  for (const locale of flowLocales) {
    const t = messages[locale]
    test(`${locale}: a variant chosen on the product page brings its picture, data and JSON-LD at its own address`, async ({
      page,
    }) => {
      const [first, , black] = lunaNumbers
      await page.goto(`/${locale}/product/${luna.slug}`)
      await expect(fact(page, 'articleNumber')).toHaveText(first!)
      const before = await jsonLd(page, 'Product')
      expect(before.sku).toBe(first)
      expect(before.isVariantOf).toMatchObject({ '@type': 'ProductGroup', productGroupID: luna.slug })
      expect((before.isVariantOf as { hasVariant: unknown[] }).hasVariant).toHaveLength(lunaNumbers.length)
      const picture = await stageImage(page).getAttribute('src')

      const picker = page.getByRole('navigation', { name: t.product.chooseVariant })
      await picker.locator(`a[data-article="${black}"]`).click()
      await expect(page).toHaveURL(`/${locale}/product/${luna.slug}/${black}`)
      await expect(picker.locator(`a[data-article="${black}"]`)).toHaveAttribute('aria-current', 'page')
      await expect(fact(page, 'articleNumber')).toHaveText(black!)
      await expect(fact(page, 'gtin')).toHaveText(gtinOf(black!))
      await expect(page.locator('[data-spec="colours"] td')).toHaveText(colours.black[locale])
      await expect(stageImage(page)).not.toHaveAttribute('src', picture!)
      const after = await jsonLd(page, 'Product')
      expect(after).toMatchObject({ sku: black, gtin: gtinOf(black!), color: colours.black[locale] })
      expect(after.url).toMatch(new RegExp(`/${locale}/product/${luna.slug}/${black}$`))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${locale}/product/${luna.slug}/${black}$`),
      )
      await expect(page.locator(`link[rel="alternate"][hreflang="it"]`)).toHaveAttribute(
        'href',
        new RegExp(`/it/product/${luna.slug}/${black}$`),
      )
    })

    test(`${locale}: a variant of another size brings its own data sheet`, async ({ page }) => {
      await page.goto(`/${locale}/product/${trio.slug}`)
      const sheet = page.locator('main a[data-datasheet]')
      const standard = await sheet.getAttribute('href')
      expect(standard).toBe(`/${locale}/product/${trio.slug}/datasheet.pdf`)
      const deeper = page.locator('nav a[data-article]').filter({ hasText: '1' }).nth(1)
      const target = await deeper.getAttribute('data-article')
      await deeper.click()
      await expect(page).toHaveURL(`/${locale}/product/${trio.slug}/${target}`)
      await expect(sheet).toHaveAttribute('href', `/${locale}/product/${trio.slug}/${target}/datasheet.pdf`)
      expect(trioNumbers).toContain(target)
    })

    test(`${locale}: a series page lists its products, and a product leads to its series`, async ({ page }) => {
      await page.goto(`/${locale}/product/${luna.slug}`)
      const name = lunaSeries.title[locale]
      await page.getByRole('link', { name: t.product.fromSeries.replace('{name}', name) }).click()
      await expect(page).toHaveURL(`/${locale}/series/${lunaSeries.slug}`)
      await expect(page.locator('h1')).toHaveText(t.series.title.replace('{name}', name))
      const titles = lunaSeries.products.map((slug) => products.find((p) => p.slug === slug)!.title[locale])
      for (const title of titles) await expect(page.locator('main h3 a', { hasText: title })).toBeVisible()
      const list = await jsonLd(page, 'CollectionPage')
      expect((list.mainEntity as { numberOfItems: number }).numberOfItems).toBe(titles.length)
      await page.goto(`/${locale}/series`)
      await expect(page.getByRole('link', { name: t.series.title.replace('{name}', name) })).toBeVisible()
    })

    test(`${locale}: the search finds an article number and a GTIN, and its suggestions show the number`, async ({
      page,
    }) => {
      const [, grey] = lunaNumbers
      await page.goto(`/${locale}/search?q=${lunaNumbers[0]!.slice(0, 6)}`)
      const hits = page.locator('main ol > li h2 a')
      await expect(hits).toHaveCount(lunaNumbers.length)
      await expect(hits.nth(1)).toHaveAttribute('href', `/${locale}/product/${luna.slug}/${grey}`)
      await page.goto(`/${locale}/search?q=${gtinOf(grey!)}`)
      await expect(hits).toHaveCount(1)
      await expect(hits.first()).toHaveAttribute('href', `/${locale}/product/${luna.slug}/${grey}`)

      await page.goto(`/${locale}/home`)
      await page.getByRole('button', { name: messages[locale].shell.openSearch }).click()
      await page.getByRole('combobox').fill(grey!)
      const option = page.getByRole('option').first()
      await expect(option).toContainText(t.shell.articleNumber.replace('{number}', grey!))
      await option.click()
      await expect(page).toHaveURL(`/${locale}/product/${luna.slug}/${grey}`)
    })
  }
})

test('the sitemap lists each variant page and each series, the default variant once, at the product’s address', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text()
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const german = files.find((f) => f.includes('de'))!
  const xml = await (await request.get(german)).text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(urls).toContain(`/de/product/${luna.slug}`)
  for (const n of lunaNumbers.slice(1)) expect(urls).toContain(`/de/product/${luna.slug}/${n}`)
  expect(urls).not.toContain(`/de/product/${luna.slug}/${lunaNumbers[0]}`)
  expect(urls).toContain(`/de/series/${lunaSeries.slug}`)
  expect(urls).toContain('/de/series')
  // Each variant page names its versions in the other languages.
  expect(xml).toContain(
    `hreflang="zh" href="${new URL(`/zh/product/${luna.slug}/${lunaNumbers[2]}`, urlOf(xml)).href}"`,
  )
})

/** The origin the sitemap's addresses are on. */
const urlOf = (xml: string): string => new URL(/<loc>([^<]+)<\/loc>/.exec(xml)![1]!).origin

test.describe('short links of article numbers', () => {
  const [first, grey] = lunaNumbers

  test('an Italian browser is led from /p/<number> to the Italian variant page, in two steps', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'it-IT' })
    const page = await context.newPage()
    // What the browser sends of its language (`page.request` sends none of its own).
    const italian = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' }
    const short = await page.request.get(`/p/${grey}`, { maxRedirects: 0, headers: italian })
    expect(short.status()).toBe(307)
    expect(short.headers().location).toMatch(new RegExp(`/it/p/${grey}$`))
    const local = await page.request.get(`/it/p/${grey}`, { maxRedirects: 0 })
    expect(local.status()).toBe(308)
    expect(local.headers().location).toMatch(new RegExp(`/it/product/${luna.slug}/${grey}$`))
    await page.goto(`/p/${grey}`)
    await expect(page).toHaveURL(`/it/product/${luna.slug}/${grey}`)
    await expect(page.locator('h1')).toHaveText(luna.title.it)
    await context.close()
  })

  test('a Chinese browser lands in Chinese; the remembered language wins; the default variant is the product page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto(`/p/${first}`)
    await expect(page).toHaveURL(`/zh/product/${luna.slug}`)
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: new URL('/', page.url()).href }])
    const remembered = await page.request.get(`/p/${grey}`, { maxRedirects: 0 })
    expect(remembered.headers().location).toMatch(new RegExp(`/fr/p/${grey}$`))
    await context.close()
  })

  for (const locale of flowLocales) {
    test(`${locale}: an unknown or malformed number gets the 404 page of the language`, async ({ page }) => {
      for (const path of [`/${locale}/p/SH999999`, `/${locale}/p/luna`, `/${locale}/product/${luna.slug}/SH999999`]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.locator('h1')).toHaveText(messages[locale].notFound.title)
      }
    })
  }
})

test('QR codes in the admin hold the Digital Link of each variant (its GTIN)', async ({
  page,
  request,
  baseURL,
}, info) => {
  const admin = await adminRequest(baseURL)
  const found = (await (await admin.get(`/api/products?where[slug][equals]=${luna.slug}&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  await signIn(page, 'editor', info.parallelIndex)
  await page.goto(`/admin/collections/products/${found.docs[0]!.id}`)
  // The form opens on the tab this editor last chose (another test may have left it on the trade
  // data): the codes are on the first.
  await page.locator('.tabs-field__tab-button').first().click()
  const codes = page.locator('[data-qr-codes]')
  await expect(codes.locator('li[data-article]')).toHaveCount(lunaNumbers.length)
  for (const n of lunaNumbers) {
    const img = codes.locator(`li[data-article="${n}"] img`)
    // The form draws the fields far below as they scroll into view.
    await expect(async () => {
      if (!(await img.isVisible())) await page.mouse.wheel(0, 500)
      await expect(img).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    // Each code is drawn on first request: under load that takes a while.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0)
  }
  const png = await admin.get(`/api/products/qr/${lunaNumbers[1]}.png?download=1`)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-disposition']).toContain(`${lunaNumbers[1]}-qr.png`)
  const { data, info: size } = await sharp(await png.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const decoded = jsQR(new Uint8ClampedArray(data), size.width, size.height)
  // A variant with a GTIN: the code carries its GS1 Digital Link, the GTIN as 14 digits.
  expect(decoded?.data).toMatch(new RegExp(`^https?://[^/]+/01/${gtinOf(lunaNumbers[1]!).padStart(14, '0')}$`))
  const svg = await admin.get(`/api/products/qr/${lunaNumbers[1]}.svg`)
  expect(svg.headers()['content-type']).toContain('image/svg+xml')
  // Nobody signed out gets a code.
  expect((await request.get(`/api/products/qr/${lunaNumbers[1]}.png`)).status()).toBe(401)
  await admin.dispose()
})

test.describe('series and variants, smoke check in the other languages', () => {
  for (const locale of smokeLocales) {
    test(`${locale}: a series page and a variant page`, async ({ page }) => {
      const name = lunaSeries.title[locale]
      await page.goto(`/${locale}/series/${lunaSeries.slug}`)
      await expect(page.locator('h1')).toHaveText(messages[locale].series.title.replace('{name}', name))
      await page.goto(`/${locale}/product/${luna.slug}/${lunaNumbers[2]}`)
      await expect(page.locator('h1')).toHaveText(luna.title[locale as Locale])
      await expect(page.locator('[data-spec="colours"] td')).toHaveText(colours.black[locale as Locale])
    })
  }
})

test.describe('a variant no longer made, and the list price', () => {
  // Quadra 50 in sand was discontinued on 31 March 2026; the stone-grey one follows it.
  const quadra = numbers.get('quadra-50-countertop-basin')!
  const expected = {
    de: ['Nicht mehr lieferbar seit 31. März 2026.', 'Nachfolger: SH100502', 'UVP', '289,00 € zzgl. MwSt.'],
    zh: ['自 2026年3月31日 起已停产。', '替代型号：SH100502', '建议零售价', '€289.00（不含增值税）'],
    en: ['Discontinued since 31 March 2026.', 'Successor: SH100502', 'RRP', '€289.00 excl. VAT'],
    it: ['Fuori produzione dal 31 marzo 2026.', 'Successore: SH100502', 'Prezzo consigliato', '289,00 € IVA esclusa'],
    fr: ['Plus fabriqué depuis le 31 mars 2026.', 'Successeur : SH100502', 'Prix conseillé', '289,00 € HT'],
    es: ['Descatalogado desde el 31 de marzo de 2026.', 'Sucesor: SH100502', 'PVR', '289,00 € sin IVA'],
  } as const
  test('in six languages the discontinued variant keeps its page, says since when and links its successor; Luna 60 shows its list price', async ({
    request,
  }) => {
    const text = (html: string) =>
      html
        .replace(/<!-- -->/g, '')
        .replace(/&amp;/g, '&')
        .replace(/[\u00a0\u202f]/g, ' ')
    for (const locale of [...flowLocales, ...smokeLocales]) {
      const [since, successor, label, price] = expected[locale]
      const answer = await request.get(`/${locale}/product/quadra-50-countertop-basin/${quadra[2]}`)
      expect(answer.status()).toBe(200)
      const notice = /<p[^>]*data-discontinued[^>]*>(.*?)<\/p>/s.exec(text(await answer.text()))?.[1] ?? ''
      expect(notice, locale).toContain(since)
      expect(notice, locale).toContain(`href="/${locale}/product/quadra-50-countertop-basin/${quadra[1]}"`)
      expect(notice, locale).toContain(successor)
      const successorPage = text(
        await (await request.get(`/${locale}/product/quadra-50-countertop-basin/${quadra[1]}`)).text(),
      )
      expect(successorPage.includes('data-discontinued'), locale).toBe(false)
      const lunaPage = text(await (await request.get(`/${locale}/product/${luna.slug}`)).text())
      const fact = /data-fact="listPrice"><dt>(.*?)<\/dt><dd>(.*?)<\/dd>/.exec(lunaPage)
      expect(fact?.slice(1), locale).toEqual([label, price])
    }
  })
})
