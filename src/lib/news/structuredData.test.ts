import { describe, expect, it } from 'vitest'

import { headlineOf, newsArticleJsonLd } from './structuredData'

const facts = {
  url: 'https://example.com/de/news/calma',
  headline: 'Calma: die neue Kollektion aus Mineralguss',
  description: 'Sieben Mineralguss-Waschbecken.',
  images: ['https://example.com/api/media/file/news-calma-hero.webp'],
  datePublished: '2025-10-14T00:00:00.000Z',
  dateModified: '2025-10-20T08:00:00.000Z',
  language: 'de-DE',
  publisher: { name: 'SANHAUS', url: 'https://example.com', logo: 'https://example.com/api/media/file/logo.svg' },
}

describe('NewsArticle structured data', () => {
  it('names the article, its page, dates, language, pictures and the brand as publisher', () => {
    const data = newsArticleJsonLd(facts)
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: facts.headline,
      mainEntityOfPage: { '@id': facts.url },
      datePublished: facts.datePublished,
      dateModified: facts.dateModified,
      inLanguage: 'de-DE',
      image: facts.images,
      author: { '@type': 'Organization', name: 'SANHAUS' },
      publisher: { name: 'SANHAUS', logo: { '@type': 'ImageObject', url: facts.publisher.logo } },
    })
  })

  it('leaves out what is missing instead of writing empty values', () => {
    const data = newsArticleJsonLd({
      ...facts,
      description: null,
      publisher: { name: 'SANHAUS', url: 'https://example.com' },
    })
    expect(data).not.toHaveProperty('description')
    expect(data.publisher).not.toHaveProperty('logo')
  })

  it('shortens a headline over 110 characters on a word boundary', () => {
    const long = `${'Badezimmer '.repeat(12)}Ende`
    const short = headlineOf(long)
    expect(short.length).toBeLessThanOrEqual(110)
    expect(short.endsWith('Badezimmer…')).toBe(true)
    expect(headlineOf('Kurz')).toBe('Kurz')
  })
})
