/**
 * Cache tag builders, shared by the readers in `src/lib/cms` (which attach them) and the
 * Payload hooks (which revalidate them), so both always speak of the same tags.
 */
export const cacheTags = {
  collection: (slug: string): string => `collection:${slug}`,
  global: (slug: string): string => `global:${slug}`,
  /**
   * The products' names as texts mention them (`{{product:<slug>}}`): expired when a product's
   * title, slug or visibility changes, not by every edit of a product's data.
   */
  productNames: 'product-names',
  /** The site search's index: expired whenever the index is renewed (the words typos are corrected to). */
  searchIndex: 'search-index',
  /** The trade feeds' report: expired when the feed job has written new feeds. */
  tradeFeeds: 'trade-feeds',
} as const

/**
 * What every stored text a reader returns depends on besides its own document (`finishText`):
 * the company facts its tokens name and the names of the products it mentions. Every cached
 * reader carries these tags (`cached` in src/lib/cms/cache.ts).
 */
export const finishedTextTags: readonly string[] = [cacheTags.collection('company-facts'), cacheTags.productNames]
