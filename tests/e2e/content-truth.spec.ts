import { expect, test } from '@playwright/test'

import { locales, type Locale } from './helpers'
import { history, news, productNames, settings } from './seed'

/**
 * Content that is true, as visitors get it in all six languages: the service contact of their
 * market, products named as the catalogue names them, and French typography set on the page.
 */

const european = settings.regionalContacts[0]!
const zoneName: Record<Locale, string> = {
  de: 'Mitteleuropäische Zeit',
  zh: '中国标准时间',
  en: 'Central European Time',
  it: 'Ora dell’Europa centrale',
  fr: 'heure d’Europe centrale',
  es: 'hora de Europa central',
}

/** The visible text of a page's HTML, roughly: tags out, entities of the texts checked here decoded. */
const textOf = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')

for (const locale of locales) {
  test(`${locale}: the service page, footer and enquiry page give the service contact of the visitor’s market`, async ({
    request,
  }) => {
    const served = european.languages.includes(locale)
    for (const path of [`/${locale}/service`, `/${locale}/contact/teamwork`]) {
      const text = textOf(await (await request.get(path)).text())
      if (served) {
        expect(text, path).toContain(european.phone)
        expect(text, path).toContain(`${european.hours[locale]} (${zoneName[locale]})`)
        expect(text, `${path}: no Chinese hotline on a European page`).not.toContain(settings.onlinePhone)
      } else {
        expect(text, path).toContain(settings.onlinePhone)
        expect(text, path).toContain(`${settings.onlineHours[locale]}（${zoneName[locale]}）`)
        expect(text, path).not.toContain(european.phone)
      }
    }
  })

  test(`${locale}: texts name products with the catalogue’s model names (news article, history timeline)`, async ({
    request,
  }) => {
    const names = productNames(locale)
    const article = news[locale].find((a) => JSON.stringify(a.body).includes('{{product:'))
    expect(article, 'an article of this language names a product').toBeDefined()
    const slug = /\{\{product:([a-z0-9-]+)\}\}/.exec(JSON.stringify(article!.body))![1]!
    const page = textOf(await (await request.get(`/${locale}/news/${article!.slug}`)).text())
    expect(page).toContain(names.get(slug)!.name)
    expect(page).not.toContain('{{')

    const mentioned = history.find((h) => h.content[locale].includes('{{product:'))
    if (mentioned) {
      const about = textOf(await (await request.get(`/${locale}/about`)).text())
      const inHistory = /\{\{product:([a-z0-9-]+)\}\}/.exec(mentioned.content[locale])![1]!
      expect(about).toContain(names.get(inHistory)!.name)
      expect(about).not.toContain('{{product:')
    }
  })
}

test('French pages set a non-breaking space before : and a narrow one before ; ? !, and typographic apostrophes', async ({
  page,
}) => {
  const article = news.fr[0]!
  let spaced = 0
  for (const path of ['/fr/home', '/fr/service', '/fr/about', `/fr/news/${article.slug}`, '/fr/contact/teamwork']) {
    await page.goto(path)
    const text = await page.locator('body').innerText()
    // A mark that ends a word with an ordinary space, or none, before it.
    const wrong = text.match(/[^\s\u00a0\u202f]( ?)[;:?!](?=\s|$)/gu) ?? []
    expect(wrong, path).toEqual([])
    expect(text.match(/\p{L}'\p{L}/gu) ?? [], `${path}: straight apostrophes`).toEqual([])
    spaced += (text.match(/\u00a0:|\u202f[;?!]/g) ?? []).length
  }
  expect(spaced, 'the pages hold French punctuation to set').toBeGreaterThan(3)
})

test('English pages write dates the British way ("29 November 2026") and stay `en` for browsers and search engines', async ({
  request,
}) => {
  const article = news.en[0]!
  const html = await (await request.get(`/en/news/${article.slug}`)).text()
  expect(html).toMatch(/<html[^>]* lang="en"/)
  const day = /<time[^>]*dateTime="(\d{4})-(\d{2})-(\d{2})"[^>]*>([^<]+)<\/time>/i.exec(html)
  expect(day, 'the article shows its date').not.toBeNull()
  const [, year, month, date] = day!
  const name = new Date(Date.UTC(2026, Number(month) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  })
  expect(day![4]).toBe(`${Number(date)} ${name} ${year}`)
})
