import { expect, test, type Locator, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { flowLocales, localeTags, wcagViolations, type Locale } from './helpers'
import { news, pages, pageText } from './seed'
import type { NewsSeed, RichBlock } from '../../src/cms/seed/content/types'

const PER_PAGE = 9

type Messages = { news: Record<string, string>; shell: Record<string, string> }
const messages = (locale: Locale): Messages =>
  JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Messages

/** The seed's articles of a language in list order: newest first. */
const newest = (locale: Locale): NewsSeed[] => [...news[locale]].sort((a, b) => b.date.localeCompare(a.date))

/** A date as the page should write it in that language (days are UTC dates). */
const dateIn = (locale: Locale, iso: string): string =>
  new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

const text = (locale: Locale, s: string): string => pageText(s, locale)

const cards = (page: Page): Locator => page.locator('main ul li article')

for (const locale of flowLocales) {
  test.describe(`news in ${locale}`, () => {
    test('the list shows this language’s articles and leads to an article with its date and body', async ({ page }) => {
      const m = messages(locale)
      const articles = newest(locale)
      expect(articles.length, 'every language has news in the demo content').toBeGreaterThan(0)

      const response = await page.goto(`/${locale}/news`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(pages.news.heading[locale])
      const shown = articles.slice(0, PER_PAGE)
      await expect(cards(page).locator('h2')).toHaveText(shown.map((a) => a.title))
      await expect(cards(page).locator('time')).toHaveText(shown.map((a) => dateIn(locale, a.date)))
      await expect(cards(page).first()).toContainText(m.news.latest!)
      // Every card is one link, named by its title.
      const first = articles[0]!
      const link = page.getByRole('link', { name: first.title, exact: true })
      await expect(link).toHaveAttribute('href', `/${locale}/news/${first.slug}`)

      await link.click()
      await expect(page).toHaveURL(`/${locale}/news/${first.slug}`)
      const article = page.locator('main article')
      await expect(article.locator('h1')).toHaveText(first.title)
      await expect(article.locator('header time')).toHaveText(dateIn(locale, first.date))
      await expect(article.locator('header time')).toHaveAttribute('datetime', first.date)
      await expect(article.locator('img').first()).toHaveAttribute('alt', first.alt)
      const body = article.locator('.prose')
      const paragraphs = first.body
        .filter((b): b is Extract<RichBlock, { p: string }> => 'p' in b)
        .map((b) => text(locale, b.p))
      const headings = first.body.filter((b): b is Extract<RichBlock, { h2: string }> => 'h2' in b).map((b) => b.h2)
      await expect(body.locator('p')).toHaveText(paragraphs)
      await expect(body.locator('h2')).toHaveText(headings)
      // Company facts are filled in, never shown as tokens.
      await expect(page.locator('main')).not.toContainText('{{')
    })

    // German (longest words) and Chinese (another script); the others share their markup and styles.
    if (locale === 'de' || locale === 'zh') {
      test('list and article are free of WCAG 2.2 AA violations', async ({ page }) => {
        await page.goto(`/${locale}/news`)
        const onList = await wcagViolations(page, `${locale} list`)
        await page.goto(`/${locale}/news/${newest(locale)[0]!.slug}`)
        const onArticle = await wcagViolations(page, `${locale} article`)
        expect([...onList, ...onArticle]).toEqual([])
      })

      test('list and article on a phone are free of WCAG 2.2 AA violations', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await page.goto(`/${locale}/news`)
        const onList = await wcagViolations(page, `${locale} list (phone)`)
        await page.goto(`/${locale}/news/${newest(locale)[1]!.slug}`)
        const onArticle = await wcagViolations(page, `${locale} article (phone)`)
        expect([...onList, ...onArticle]).toEqual([])
      })
    }

    test('an article has breadcrumbs, NewsArticle data, a way back and more news of its language', async ({ page }) => {
      const m = messages(locale)
      const [latest, ...others] = newest(locale)
      const current = others[0] ?? latest!
      await page.goto(`/${locale}/news/${current.slug}`)

      const crumbs = page.getByRole('navigation', { name: m.shell.breadcrumbs })
      await expect(crumbs.getByRole('listitem')).toHaveText([m.shell.home!, pages.news.heading[locale], current.title])
      await expect(crumbs.getByRole('link', { name: m.shell.home })).toHaveAttribute('href', `/${locale}/home`)
      await expect(crumbs.getByRole('link', { name: pages.news.heading[locale] })).toHaveAttribute(
        'href',
        `/${locale}/news`,
      )
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current.title)

      const data = await page.locator('script[type="application/ld+json"]').allTextContents()
      const article = data
        .map((d) => JSON.parse(d) as Record<string, unknown>)
        .find((d) => d['@type'] === 'NewsArticle')
      expect(article).toMatchObject({
        headline: current.title,
        inLanguage: localeTags[locale],
        datePublished: expect.stringContaining(current.date),
      })

      const more = page.locator('section[aria-labelledby="more-news"]')
      await expect(more.locator('h2')).toHaveText(m.news.more!)
      const expected = newest(locale)
        .filter((a) => a.slug !== current.slug)
        .slice(0, 3)
      await expect(more.locator('h3')).toHaveText(expected.map((a) => a.title))

      await page.getByRole('link', { name: m.news.back }).click()
      await expect(page).toHaveURL(`/${locale}/news`)
    })
  })
}

test.describe('news pagination', () => {
  test('German news has two pages: next, previous and the numbered links', async ({ page }) => {
    const m = messages('de')
    const articles = newest('de')
    expect(articles.length, 'the demo content fills more than one page').toBeGreaterThan(PER_PAGE)
    await page.goto('/de/news')
    const nav = page.getByRole('navigation', { name: m.news.pagination })
    await expect(nav.getByRole('link', { name: 'Seite 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Seite 2', exact: true })).not.toHaveAttribute('aria-current')
    await expect(nav.getByRole('link', { name: m.news.previous })).toHaveCount(0)
    await expect(cards(page)).toHaveCount(PER_PAGE)

    await nav.getByRole('link', { name: m.news.next }).click()
    await expect(page).toHaveURL('/de/news?page=2')
    await expect(page.locator('.page-head')).toContainText('Seite 2 von 2')
    await expect(page).toHaveTitle(/Aktuelles – Seite 2/)
    await expect(cards(page).locator('h2')).toHaveText(articles.slice(PER_PAGE).map((a) => a.title))
    // No featured article after page 1.
    await expect(cards(page).first()).not.toContainText(m.news.latest!)
    await expect(nav.getByRole('link', { name: 'Seite 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: m.news.next })).toHaveCount(0)
    expect(await wcagViolations(page, 'de page 2')).toEqual([])

    await nav.getByRole('link', { name: m.news.previous }).click()
    await expect(page).toHaveURL('/de/news')
    await expect(cards(page).first().locator('h2')).toHaveText(articles[0]!.title)
  })

  test('pagination and article cards work with the keyboard', async ({ page }) => {
    const m = messages('de')
    await page.goto('/de/news')
    const next = page.getByRole('navigation', { name: m.news.pagination }).getByRole('link', { name: m.news.next })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/de/news?page=2')
    const article = newest('de')[PER_PAGE]!
    const link = page.getByRole('link', { name: article.title, exact: true })
    await link.focus()
    // The focus ring is drawn around the whole card, which the link covers.
    await expect(link.locator('xpath=ancestor::article')).toHaveCSS('outline-style', 'solid')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/de/news/${article.slug}`)
  })

  test('a list of one page shows no pagination', async ({ page }) => {
    await page.goto('/zh/news')
    await expect(cards(page)).toHaveCount(news.zh.length)
    await expect(page.getByRole('navigation', { name: messages('zh').news.pagination })).toHaveCount(0)
  })

  test('pages that do not exist are a 404, whatever is written in ?page=', async ({ request }) => {
    for (const query of ['page=3', 'page=0', 'page=-1', 'page=abc', 'page=2.5', 'page=01', 'page=1&page=2']) {
      const response = await request.get(`/de/news?${query}`)
      expect(response.status(), query).toBe(404)
    }
    expect((await request.get('/zh/news?page=2')).status()).toBe(404)
    expect((await request.get('/de/news?page=1')).status()).toBe(200)
  })
})

test.describe('news per language', () => {
  test('an article exists only in its own language', async ({ page }) => {
    const zh = news.zh[0]!
    const de = news.de[0]!
    expect((await page.goto(`/de/news/${zh.slug}`))?.status()).toBe(404)
    expect((await page.goto(`/zh/news/${de.slug}`))?.status()).toBe(404)
    expect((await page.goto(`/zh/news/${zh.slug}`))?.status()).toBe(200)
  })

  test('the home news centre leads to the articles', async ({ page }) => {
    await page.goto('/de/home')
    const latest = newest('de')[0]!
    await page.locator('section[aria-labelledby="home-news"]').getByRole('link', { name: latest.title }).click()
    await expect(page).toHaveURL(`/de/news/${latest.slug}`)
    await expect(page.locator('h1')).toHaveText(latest.title)
  })

  test('dates read as each language writes them', async ({ page }) => {
    await page.goto('/de/news/showroom-muenchen-eroeffnet')
    await expect(page.locator('main article header time')).toHaveText('10. Februar 2026')
    await page.goto('/zh/news/sanya-yalongwan-xiangmu')
    await expect(page.locator('main article header time')).toHaveText('2026年1月15日')
    await page.goto('/fr/news/thermes-de-la-saone-lyon')
    await expect(page.locator('main article header time')).toHaveText('5 mars 2026')
  })
})
