/** What search engines need of an article (absolute URLs). */
export type NewsArticleFacts = {
  url: string
  headline: string
  description?: string | null
  images: readonly string[]
  datePublished: string
  dateModified: string
  /** BCP 47 tag */
  language: string
  publisher: { name: string; url: string; logo?: string | null }
}

/** Search engines cut headlines after 110 characters; a cut ends on a whole word with an ellipsis. */
export function headlineOf(title: string, max = 110): string {
  if (title.length <= max) return title
  const cut = title.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** schema.org NewsArticle of one article; the brand is its author and publisher. */
export function newsArticleJsonLd(a: NewsArticleFacts): Record<string, unknown> {
  const brand = { '@type': 'Organization', name: a.publisher.name, url: a.publisher.url }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    headline: headlineOf(a.headline),
    ...(a.description ? { description: a.description } : {}),
    image: [...a.images],
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: a.language,
    author: brand,
    publisher: a.publisher.logo ? { ...brand, logo: { '@type': 'ImageObject', url: a.publisher.logo } } : brand,
  }
}
