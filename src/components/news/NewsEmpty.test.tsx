import fs from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { NewsEmpty, type NewsEmptyTexts } from './NewsEmpty'

function textsOf(locale: Locale): NewsEmptyTexts {
  const { news } = JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as {
    news: Record<string, string>
  }
  return { title: news.emptyTitle!, text: news.emptyText!, products: news.emptyProducts!, contact: news.emptyContact! }
}

describe('news empty state', () => {
  it.each(locales)('says there is no news yet and leads on to products and contact (%s)', (locale) => {
    const texts = textsOf(locale)
    const html = renderToStaticMarkup(<NewsEmpty locale={locale} texts={texts} />)
    expect(html).toContain(`<h2>${texts.title}</h2>`)
    expect(html).toMatch(new RegExp(`<a class="button" href="/${locale}/product">${texts.products}`))
    expect(html).toMatch(
      new RegExp(`<a class="button button--ghost" href="/${locale}/contact/teamwork">${texts.contact}`),
    )
  })
})
