import { describe, expect, it } from 'vitest'

import { enquiryHref, hrefFor, hrefForSlug, newsListHref, switchLocalePath } from './paths'

describe('URL builder', () => {
  it('prefixes every route with its locale', () => {
    expect(hrefFor('de', 'home')).toBe('/de/home')
    expect(hrefFor('zh', 'certifiction')).toBe('/zh/certifiction')
    expect(hrefFor('en', 'product', { category: 'basins', page: 2, view: undefined })).toBe(
      '/en/product?category=basins&page=2',
    )
    expect(hrefForSlug('fr', 'news', 'salon ish')).toBe('/fr/news/salon%20ish')
  })

  it('builds the enquiry link contract', () => {
    expect(enquiryHref('de', { type: 'joinus', job: 4 })).toBe('/de/contact/teamwork?type=joinus&job=4')
    expect(enquiryHref('it', { type: 'project', product: 'luna-60' })).toBe(
      '/it/contact/teamwork?type=project&product=luna-60',
    )
  })

  it('switches the language of a path and keeps the page', () => {
    expect(switchLocalePath('/de/contact/teamwork', 'es')).toBe('/es/contact/teamwork')
    expect(switchLocalePath('/', 'zh')).toBe('/zh/home')
  })

  it('gives page 1 of the news list one address, without a page parameter', () => {
    expect(newsListHref('de')).toBe('/de/news')
    expect(newsListHref('de', 1)).toBe('/de/news')
    expect(newsListHref('zh', 2)).toBe('/zh/news?page=2')
  })
})
