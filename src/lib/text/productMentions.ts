/**
 * Products named in texts by reference: `{{product:<slug>}}` in any text of the CMS (a news
 * article, a timeline entry, a page text, a product's description) becomes the product's title
 * from the catalogue in the page's language (`finishText`), so a text can never give a product
 * another name or kind than the catalogue does. A product's slug does not change once it is
 * published, so the reference stays good.
 */
const MENTION = /\{\{\s*product:([a-z0-9]+(?:-[a-z0-9]+)*)\s*\}\}/g

/** Slugs named in a text, each once, in order. */
export function mentionedSlugs(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[1]!))]
}

export const hasMentions = (text: string): boolean => text.includes('{{') && mentionedSlugs(text).length > 0

/**
 * The text with each mention replaced by the product's title (`names`: slug → title in the
 * page's language). A product the visitor cannot see (not published, or gone) is named by its
 * slug's words, never by a raw token.
 */
export function resolveMentions(text: string, names: ReadonlyMap<string, string>): string {
  return text.replace(MENTION, (_token, slug: string) => names.get(slug) ?? spelledSlug(slug))
}

function spelledSlug(slug: string): string {
  const words = slug.split('-')
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ')
}
