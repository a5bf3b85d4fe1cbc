import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { flowLocales, locales, messages, wcagViolations, type Locale } from './helpers'
import { categories, products } from './seed'
import { adminRequest } from './server'
import { measures } from '../../src/cms/seed/content/measures'
import { specRows } from '../../src/lib/catalogue/format'

const emptyText = (locale: Locale) => messages[locale].catalogue.empty

const basins = categories.find((c) => c.key === 'basins')!
const countertop = basins.children.find((c) => c.key === 'basins-countertop')!
const inCategory = (key: string) => products.filter((p) => p.category === key)
const inSub = (key: string) => products.filter((p) => p.subCategory === key)

const sidebar = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: messages[locale].catalogue.categories })
const tileTitles = (page: Page) => page.locator('main article h3')

for (const locale of flowLocales) {
  test.describe(`product centre in ${locale}`, () => {
    test('the sidebar lists the whole tree and filters down to a sub-category; grid and list are in the URL', async ({
      page,
    }) => {
      await page.goto(`/${locale}/product`)
      const nav = sidebar(page, locale)
      for (const root of categories) {
        await expect(
          nav.getByRole('link', { name: new RegExp(`^${escape(root.title[locale])}\\s*\\d+$`) }),
        ).toBeVisible()
        for (const child of root.children)
          await expect(
            nav.getByRole('link', { name: new RegExp(`^${escape(child.title[locale])}\\s*\\d+$`) }),
          ).toHaveCount(1)
      }
      // Overview: at most 6 categories with at most 5 tiles each (spec section 3).
      const sections = page.locator('main section[aria-labelledby^="category-"]')
      expect(await sections.count()).toBeLessThanOrEqual(6)
      for (const s of await sections.all()) expect(await s.locator('article').count()).toBeLessThanOrEqual(5)

      await nav.getByRole('link', { name: new RegExp(`^${escape(basins.title[locale])}\\s*\\d+$`) }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/product\\?category=basins$`))
      await expect(page.locator('#catalogue-heading')).toHaveText(basins.title[locale])

      await sidebar(page, locale)
        .getByRole('link', { name: new RegExp(`^${escape(countertop.title[locale])}\\s*\\d+$`) })
        .click()
      await expect(page).toHaveURL(new RegExp(`category=basins&sub=basins-countertop`))
      await expect(page.locator('#catalogue-heading')).toHaveText(countertop.title[locale])
      await expect(sidebar(page, locale).locator('[aria-current="page"]')).toContainText(countertop.title[locale])
      await expect(tileTitles(page)).toHaveText(inSub('basins-countertop').map((p) => p.title[locale]))

      const views = page.getByRole('group', { name: /./ }).filter({ has: page.locator('a[aria-current="true"]') })
      await views.getByRole('link').nth(1).click()
      await expect(page).toHaveURL(/view=list/)
      await expect(views.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'true')
      await expect(page.locator('main ul[class*="list"] article')).toHaveCount(inSub('basins-countertop').length)
      // The chosen view survives a change of category.
      await sidebar(page, locale)
        .getByRole('link', { name: new RegExp(`^${escape(basins.title[locale])}\\s*\\d+$`) })
        .click()
      await expect(page).toHaveURL(/category=basins&view=list/)
    })

    test('large categories are paginated', async ({ page }) => {
      const all = inCategory('basins')
      await page.goto(`/${locale}/product?category=basins`)
      const pager = page.getByRole('navigation', { name: messages[locale].catalogue.pagination })
      await expect(tileTitles(page)).toHaveText(all.slice(0, 6).map((p) => p.title[locale]))
      await pager.getByRole('link', { name: /2/ }).click()
      await expect(page).toHaveURL(/category=basins&page=2/)
      await expect(tileTitles(page)).toHaveText(all.slice(6, 12).map((p) => p.title[locale]))
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2')
      const outOfRange = await page.goto(`/${locale}/product?category=basins&page=9`)
      expect(outOfRange?.status()).toBe(404)
    })

    test('every category with products is reachable from the overview and the home page, the WCs too: six as pictures, the others as links', async ({
      page,
    }) => {
      const stocked = categories.filter((c) => inCategory(c.key).length > 0).map((c) => c.title[locale])
      expect(stocked.length).toBeGreaterThan(6)
      await page.goto(`/${locale}/product`)
      const previews = await page.locator('main section[aria-labelledby^="category-"] h2').allTextContents()
      const more = page.locator('[data-more-categories]')
      await expect(more.getByRole('heading')).toHaveText(messages[locale].catalogue.moreCategories)
      const linked = await more.getByRole('link').allTextContents()
      expect(previews).toHaveLength(6)
      expect([...previews, ...linked].sort()).toEqual([...stocked].sort())
      const wcs = categories.find((c) => c.key === 'toilets')!
      await expect(more.getByRole('link', { name: wcs.title[locale] })).toHaveAttribute(
        'href',
        `/${locale}/product?category=${wcs.key}`,
      )

      await page.goto(`/${locale}/home`)
      const boxes = await page.locator('#home-products ~ ul a').allTextContents()
      const homeMore = await page.locator('[data-more-categories] a').allTextContents()
      expect([...boxes.map((b) => b.trim()), ...homeMore].sort()).toEqual([...stocked].sort())
    })

    test('a category page is named by its category: the h1, with the product centre above it; a sub-category’s names its category above', async ({
      page,
    }) => {
      await page.goto(`/${locale}/product?category=basins`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(basins.title[locale])
      await expect(page.locator('.page-head .eyebrow')).toHaveText(/\S/)
      await page.goto(`/${locale}/product?category=basins&sub=basins-countertop`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(countertop.title[locale])
      await expect(page.locator('.page-head .eyebrow')).toHaveText(basins.title[locale])
    })

    test('no last page holds a single product: seven enclosures are one page of seven', async ({ page }) => {
      const enclosures = inCategory('enclosures')
      expect(enclosures.length % 6).toBe(1)
      await page.goto(`/${locale}/product?category=enclosures`)
      await expect(tileTitles(page)).toHaveText(enclosures.map((p) => p.title[locale]))
      await expect(page.getByRole('navigation', { name: messages[locale].catalogue.pagination })).toHaveCount(0)
      expect((await page.goto(`/${locale}/product?category=enclosures&page=2`))?.status()).toBe(404)
    })
  })
}

for (const locale of flowLocales) {
  test(`in ${locale} a distributor reaches a product's quote request in three clicks from home`, async ({ page }) => {
    await page.goto(`/${locale}/home`)
    await page
      .locator('section[aria-labelledby="home-products"]')
      .getByRole('link', { name: basins.title[locale] })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/product\\?category=basins$`))
    const product = inCategory('basins')[0]!
    await page.getByRole('link', { name: product.title[locale], exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/product/${product.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title[locale])
    const crumbs = page.getByRole('navigation', { name: messages[locale].shell.breadcrumbs })
    await expect(crumbs).toContainText(basins.title[locale])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.title[locale])
    await page.getByRole('link', { name: messages[locale].product.requestQuote }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/contact/teamwork\\?type=project&product=${product.slug}$`))
  })
}

for (const locale of flowLocales) {
  test(`in ${locale} a product page shows its technical data, pictures, downloads and related products`, async ({
    page,
  }) => {
    const product = products.find((p) => p.category === 'bathtubs' && p.related.length > 0)!
    await page.goto(`/${locale}/product/${product.slug}`)
    const table = page.getByRole('table')
    // The demo's data with its installer's measures: drain, overflow, tap holes, filled weight.
    const specs = { ...product.specs, measures: measures[product.slug] }
    const rows = specRows(specs as Parameters<typeof specRows>[0], locale)
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining(['drainPosition', 'overflow', 'filledWeight']))
    for (const row of rows) {
      const tr = table.locator(`tr[data-spec="${row.key}"]`)
      await expect(tr.locator('th')).toHaveText(messages[locale].product[row.key])
      await expect(tr.locator('td')).toHaveText(row.value)
    }
    const thumbs = page.getByRole('link', {
      name: new RegExp(escape(messages[locale].product.showImage.replace('{n}', '2').replace('{total}', '2'))),
    })
    await thumbs.click()
    await expect(thumbs).toHaveAttribute('aria-current', 'true')
    await page
      .getByRole('button', { name: new RegExp(escape(messages[locale].product.enlarge.split('{alt}')[0]!.trim())) })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    const download = page.locator('a[data-datasheet]')
    await expect(download).toHaveCount(1)
    await expect(download).toHaveAttribute('href', `/${locale}/product/${product.slug}/datasheet.pdf`)
    const pdf = await page.request.get((await download.getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const related = page.locator('section[aria-labelledby="related-products"] article h3')
    // The editors' choice first, then more of the same category until the row of four is full.
    const chosen = product.related.map((slug) => products.find((p) => p.slug === slug)!.title[locale])
    await expect(related).toHaveCount(4)
    expect((await related.allTextContents()).slice(0, chosen.length)).toEqual(chosen.slice(0, 4))
  })
}

test('the spec’s title parameter of the home product boxes leads to its category', async ({ page }) => {
  await page.goto(`/en/product?title=${encodeURIComponent(basins.value)}`)
  await expect(page).toHaveURL(/\/en\/product\?category=basins$/)
  await expect(page.locator('#catalogue-heading')).toHaveText(basins.title.en)
})

test.describe('a category without products', () => {
  // The demo catalogue fills every category, so an editor's new, still empty one is made here.
  const mirrors = {
    de: 'Spiegel',
    zh: '浴室镜',
    en: 'Mirrors',
    it: 'Specchi',
    fr: 'Miroirs',
    es: 'Espejos',
  } satisfies Record<Locale, string>
  let id: number | undefined
  let api: APIRequestContext

  test.beforeAll(async ({ baseURL }) => {
    api = await adminRequest(baseURL)
    const created = await api.post('/api/product-categories?locale=de', {
      data: { title: mirrors.de, slug: 'e2e-mirrors', value: mirrors.zh, order: 99, _status: 'published' },
    })
    expect(created.ok()).toBe(true)
    id = ((await created.json()) as { doc: { id: number } }).doc.id
    for (const locale of locales.filter((l) => l !== 'de')) {
      const updated = await api.patch(`/api/product-categories/${id}?locale=${locale}`, {
        data: { title: mirrors[locale], _status: 'published' },
      })
      expect(updated.ok()).toBe(true)
    }
  })

  test.afterAll(async () => {
    if (id !== undefined) await api.delete(`/api/product-categories/${id}`)
    await api.dispose()
  })

  test(`shows the localized empty state: in a browser in ${flowLocales.join(' and ')}, as served in the others`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    for (const locale of flowLocales) {
      await page.goto(`/${locale}/product`)
      await sidebar(page, locale)
        .getByRole('link', { name: new RegExp(`^${escape(mirrors[locale])}\\s*\\d+$`) })
        .click()
      await expect(page.locator('#catalogue-heading')).toHaveText(mirrors[locale])
      await expect(page.getByText(emptyText(locale), { exact: true })).toBeVisible()
      await expect(page.locator('main article')).toHaveCount(0)
      expect(await wcagViolations(page, `${locale} empty`)).toEqual([])
    }
    // The other languages share the markup: their server HTML holds the heading and the message.
    for (const locale of locales.filter((l) => !flowLocales.includes(l))) {
      const response = await request.get(`/${locale}/product?category=e2e-mirrors`)
      expect(response.status(), locale).toBe(200)
      const main = (await response.text()).split('<main')[1]!
      expect(main, locale).toMatch(new RegExp(`id="catalogue-heading"[^>]*>${escape(htmlText(mirrors[locale]))}<`))
      expect(main, locale).toContain(htmlText(emptyText(locale)))
      expect(main, locale).not.toContain('<article')
    }
  })
})

test('an unknown category is not found', async ({ page }) => {
  const response = await page.goto('/de/product?category=nope')
  expect(response?.status()).toBe(404)
})

test('the product centre and a category are accessible', async ({ page }) => {
  for (const path of ['/de/product', '/zh/product?category=basins&view=list', '/en/product?category=basins&page=2']) {
    await page.goto(path)
    expect(await wcagViolations(page, path)).toEqual([])
  }
})

/** `text` as React writes it into HTML. */
function htmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;')
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
