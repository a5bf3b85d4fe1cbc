import { expect, test, type Page } from '@playwright/test'

import { locales, messages, wcagViolations } from './helpers'
import { categories, products } from '../../src/cms/seed/content/catalogue'

const luna = products.find((p) => p.slug === 'luna-60-wall-hung-basin')!
const aria = products.find((p) => p.slug === 'aria-60-vanity-unit')!
const terra = products.find((p) => p.slug === 'terra-freestanding-stone-bath')!
const bathtubs = categories.find((c) => c.key === 'bathtubs')!
const piano = products.find((p) => p.slug === 'piano-120-stone-shower-tray')!
const forma = products.find((p) => p.slug === 'forma-rimless-wall-hung-toilet')!
const fino = products.find((p) => p.slug === 'fino-basin-mixer')!
const pietra = products.find((p) => p.slug.startsWith('pietra-160'))!

const results = (page: Page) => page.locator('main ol > li')
const resultLink = (page: Page, title: string) => page.locator('main ol > li h2 a', { hasText: title })

test.describe('search page', () => {
  test('the header search box searches the German site, and an umlaut finds the product', async ({ page }) => {
    await page.goto('/de/home')
    await page.getByRole('button', { name: 'Suche öffnen' }).click()
    const box = page.getByRole('combobox', { name: 'Website durchsuchen' })
    await box.fill('Badmöbel')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=Badm%C3%B6bel$/)
    const link = resultLink(page, aria.title.de)
    await expect(link).toHaveAttribute('href', `/de/product/${aria.slug}`)
    await expect(link.locator('mark')).toHaveText('Badmöbel')
    await expect(page.locator('main input[name="q"]')).toHaveValue('Badmöbel')
    await expect(page.getByText(/\d+ Treffer für „Badmöbel“/)).toBeVisible()
  })

  test('MÖBEL, moebel and möbel find the same results', async ({ page }) => {
    const titlesFor = async (q: string) => {
      await page.goto(`/de/search?q=${encodeURIComponent(q)}`)
      await expect(results(page).first()).toBeVisible()
      return results(page).locator('h2').allTextContents()
    }
    const umlaut = await titlesFor('möbel')
    expect(umlaut).toContain(aria.title.de)
    expect(await titlesFor('MÖBEL')).toEqual(umlaut)
    expect(await titlesFor('moebel')).toEqual(umlaut)
  })

  test('浴缸 finds the bathtubs in Chinese, with thumbnails for products', async ({ page }) => {
    await page.goto(`/zh/search?q=${encodeURIComponent('浴缸')}`)
    const product = resultLink(page, terra.title.zh)
    await expect(product).toHaveAttribute('href', `/zh/product/${terra.slug}`)
    await expect(product.locator('mark')).toHaveText('浴缸')
    await expect(results(page).filter({ hasText: terra.title.zh }).locator('img')).toBeVisible()
    await expect(page.locator('main ol').getByRole('link', { name: bathtubs.title.zh, exact: true })).toHaveAttribute(
      'href',
      `/zh/product?category=${bathtubs.key}`,
    )
    await expect(page.getByText(/“浴缸”共有 \d+ 条结果/)).toBeVisible()
  })

  for (const locale of locales) {
    test(`finds the product title of the ${locale} site`, async ({ page }) => {
      await page.goto(`/${locale}/search?q=${encodeURIComponent(luna.title[locale])}`)
      const first = results(page).first()
      await expect(first.locator('h2')).toHaveText(luna.title[locale])
      await expect(first.locator('h2 a')).toHaveAttribute('href', `/${locale}/product/${luna.slug}`)
    })
  }

  test('narrows the results to one kind', async ({ page }) => {
    await page.goto('/de/search?q=wasch')
    const filters = page.getByRole('navigation', { name: 'Ergebnisse nach Art' })
    await filters.getByRole('link', { name: /^Kategorien/ }).click()
    await expect(page).toHaveURL(/kind=category/)
    await expect(filters.getByRole('link', { name: /^Kategorien/ })).toHaveAttribute('aria-current', 'page')
    await expect(results(page).first()).toContainText('Kategorie')
    expect(
      new Set(await results(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-kind')))),
    ).toEqual(new Set(['category']))
  })

  test('nothing found: the categories and the way to contact', async ({ page }) => {
    await page.goto('/de/search?q=zzzzqx')
    await expect(page.getByRole('heading', { name: 'Keine Treffer für „zzzzqx“' })).toBeVisible()
    await expect(page.locator('[data-respelt]')).toHaveCount(0)
    await expect(page.locator('main').getByRole('link', { name: bathtubs.title.de })).toHaveAttribute(
      'href',
      `/de/product?category=${bathtubs.key}`,
    )
    await expect(page.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/de/contact/teamwork')
  })

  test('without a query it asks what to look for, and is kept out of search engines', async ({ page }) => {
    await page.goto('/en/search')
    await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // A shared link still tells what the page is for.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Search our range of shower/)
  })

  test('results, empty state and prompt have no WCAG violations', async ({ page }) => {
    for (const path of [
      '/de/search?q=M%C3%B6bel',
      `/zh/search?q=${encodeURIComponent('浴缸')}`,
      '/fr/search?q=zzzzqx',
      '/es/search',
    ]) {
      await page.goto(path)
      expect(await wcagViolations(page, path)).toEqual([])
    }
  })
})

/** The titles of the first page of results for a query, and the corrected query the page offers (or null). */
async function searchFor(page: Page, locale: string, q: string, kind?: string) {
  await page.goto(`/${locale}/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`)
  await expect(results(page).first()).toBeVisible()
  const respelt = page.locator('[data-respelt] a')
  return {
    titles: await results(page).locator('h2').allTextContents(),
    respelt: (await respelt.count()) ? await respelt.textContent() : null,
  }
}

test.describe('a search that forgives', () => {
  test('German: typos are corrected with "did you mean", synonyms find what they mean', async ({ page }) => {
    for (const [q, product, corrected] of [
      ['Badewane', terra, 'Badewanne'],
      ['Waschbeken', luna, 'Waschbecken'],
      ['Duchwanne', piano, 'Duschwanne'],
      ['Toilette', forma, null],
      ['Klo', forma, null],
    ] as const) {
      const found = await searchFor(page, 'de', q)
      expect(found.titles, q).toContain(product.title.de)
      expect(found.respelt, q).toBe(corrected)
    }
    // The offered spelling leads to its own results page.
    await searchFor(page, 'de', 'Badewane')
    await page.locator('[data-respelt] a').click()
    await expect(page).toHaveURL('/de/search?q=Badewanne')
    await expect(resultLink(page, terra.title.de)).toBeVisible()
    await expect(page.getByText('Meinten Sie:')).toHaveCount(0)
  })

  test('Chinese: synonyms, and words apart in a title found together first', async ({ page }) => {
    expect((await searchFor(page, 'zh', '坐便器')).titles).toContain(forma.title.zh)
    const stoneBath = await searchFor(page, 'zh', '人造石浴缸')
    expect(stoneBath.titles[0]).toBe(terra.title.zh)
    // Both words, apart in the titles: the two stone-resin bathtubs are the products found.
    const products = (await searchFor(page, 'zh', '人造石浴缸', 'product')).titles
    expect(products.sort()).toEqual([terra.title.zh, pietra.title.zh].sort())
  })

  test('English, Italian, French and Spanish: smoke check of synonyms and typos', async ({ page }) => {
    for (const [locale, q, product] of [
      ['en', 'bathtub', terra],
      ['en', 'faucet', fino],
      ['it', 'rubinetto', fino],
      ['fr', 'robinet', fino],
      ['es', 'váter', forma],
      ['es', 'banera', terra],
    ] as const) {
      expect((await searchFor(page, locale, q)).titles, `${locale} ${q}`).toContain(product.title[locale])
    }
  })

  test('the header box offers the corrected query first, and it searches', async ({ page }) => {
    await page.goto('/de/home')
    await page.getByRole('button', { name: 'Suche öffnen' }).click()
    const box = page.getByRole('combobox', { name: 'Website durchsuchen' })
    await box.fill('Badewane')
    const list = page.getByRole('listbox', { name: 'Vorschläge' })
    const first = list.getByRole('option').first()
    await expect(first).toHaveText('Meinten Sie: Badewanne')
    await expect(list.getByRole('option', { name: new RegExp(terra.title.de) })).toBeVisible()
    await expect(page.locator('header [role="status"]')).toHaveText(/^Meinten Sie: Badewanne\. \d+ Vorschl/)
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).toHaveURL('/de/search?q=Badewanne')
  })
})

test.describe('suggestions while typing', () => {
  test('open with the keyboard: arrows choose, Enter opens, Escape closes', async ({ page }) => {
    await page.goto('/de/home')
    await page.getByRole('button', { name: 'Suche öffnen' }).click()
    const box = page.getByRole('combobox', { name: 'Website durchsuchen' })
    await box.pressSequentially('Badewannen', { delay: 30 })
    const list = page.getByRole('listbox', { name: 'Vorschläge' })
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const options = list.getByRole('option')
    const count = await options.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(8)
    await expect(page.locator('header [role="status"]')).toHaveText(new RegExp(`^${count} Vorschl`))

    await box.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!)
    await box.press('ArrowUp')
    await expect(options.last()).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(options.first()).toContainText(bathtubs.title.de)

    await box.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toBeVisible()

    await box.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/de/product\\?category=${bathtubs.key}$`))
  })

  test('Escape twice closes the search field and returns to its button', async ({ page }) => {
    await page.goto('/en/home')
    const toggle = page.getByRole('button', { name: 'Open search' })
    await toggle.click()
    const box = page.getByRole('combobox', { name: 'Search the website' })
    await box.pressSequentially('basin', { delay: 30 })
    await expect(page.getByRole('listbox')).toBeVisible()
    await box.press('Escape')
    await box.press('Escape')
    await expect(box).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused()
  })

  test('a click on a suggestion opens it', async ({ page }) => {
    await page.goto('/zh/home')
    await page.getByRole('button', { name: '打开搜索' }).click()
    await page.getByRole('combobox').pressSequentially('浴缸')
    await page.getByRole('option', { name: new RegExp(`^产品分类\\s*${bathtubs.title.zh}$`) }).click()
    await expect(page).toHaveURL(new RegExp(`/zh/product\\?category=${bathtubs.key}$`))
  })

  test('suggestions the server never answers are given up after 5 s without a word, and typing goes on', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // The server takes every request for suggestions and never answers.
    let asked = 0
    await page.route('**/api/search?*', () => {
      asked += 1
    })
    // The page's clock, so the time limit is moved past rather than waited for.
    await page.clock.install()
    await page.goto('/de/home')
    await page.getByRole('button', { name: 'Suche öffnen' }).click()
    const box = page.getByRole('combobox', { name: 'Website durchsuchen' })
    await box.pressSequentially('Badewanne', { delay: 30 })
    await expect.poll(() => asked).toBeGreaterThan(0)
    // Past the time limit of 5 s: no list, no count announced, no message of any kind.
    await page.clock.runFor(6_000)
    await expect(page.getByRole('listbox', { name: 'Vorschläge' })).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('header [role="status"]')).toHaveText('')
    // (Next's route announcer is an alert of its own, outside the header and empty.)
    await expect(page.locator('header [role="alert"]')).toHaveCount(0)
    await expect(page.locator('header')).not.toContainText(messages.de.search.unavailable)
    // Typing goes on, and Enter still searches.
    await box.pressSequentially('n', { delay: 30 })
    await expect(box).toHaveValue('Badewannen')
    await expect(box).toBeFocused()
    expect(errors).toEqual([])
    await box.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=Badewannen$/)
    await expect(results(page).first()).toBeVisible()
  })
})

test.describe('search API', () => {
  test('answers suggestions as JSON, at most eight', async ({ request }) => {
    const response = await request.get(`/api/search?q=${encodeURIComponent('möbel')}&locale=de`)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { suggestions: { kind: string; title: string; href: string }[] }
    expect(body.suggestions.length).toBeGreaterThan(0)
    expect(body.suggestions.length).toBeLessThanOrEqual(8)
    expect(body.suggestions).toContainEqual({ kind: 'product', title: aria.title.de, href: `/de/product/${aria.slug}` })
  })

  test('rejects bad parameters with a 400 and a localized message', async ({ request }) => {
    const missing = await request.get('/api/search?locale=fr')
    expect(missing.status()).toBe(400)
    expect((await missing.json()).error.message).toContain('terme de recherche')

    const long = await request.get(`/api/search?q=${'a'.repeat(101)}&locale=de`)
    expect(long.status()).toBe(400)
    expect((await long.json()).error.message).toContain('höchstens 100 Zeichen')

    const language = await request.get('/api/search?q=bad&locale=xx', {
      headers: { 'Accept-Language': 'it-IT,it;q=0.9' },
    })
    expect(language.status()).toBe(400)
    expect((await language.json()).error).toEqual({
      code: 'unknownLocale',
      message: 'Lingua sconosciuta. Valori possibili: de, zh, en, it, fr, es.',
    })
  })
})
