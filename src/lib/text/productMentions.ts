/**
 * Products named in texts by reference, so a text can never give a product another name or kind
 * than the catalogue does. Two written forms, in any text of the CMS (a news article, a timeline
 * entry, a page text, a product's description):
 *
 * - `{{product:<slug>}}`: the product's model name as running text names it ("Luna 60"), the
 *   same in every language; the sentence says what kind of product it is in its own grammar.
 * - `{{product:<slug>|title}}`: its full title from the catalogue in the page's language
 *   ("Wandwaschbecken Luna 60"), where a title is meant.
 *
 * A product's slug does not change once it is published, so the reference stays good.
 */
const MENTION = /\{\{\s*product:([a-z0-9]+(?:-[a-z0-9]+)*)\s*(?:\|\s*(title)\s*)?\}\}/g

/** What a text can call a product in one language. */
export type ProductName = {
  /** the model name for running text; empty where the catalogue has none (the title stands in) */
  name: string
  /** the catalogue title in the page's language */
  title: string
}

/** Slugs named in a text, each once, in order. */
export function mentionedSlugs(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[1]!))]
}

export const hasMentions = (text: string): boolean => text.includes('{{') && mentionedSlugs(text).length > 0

/**
 * The text with each mention replaced by the product's name or title (`names`: slug → both in
 * the page's language). A product the visitor cannot see (not published, or gone) is named by
 * its slug's words, never by a raw token.
 */
export function resolveMentions(text: string, names: ReadonlyMap<string, ProductName>): string {
  return text.replace(MENTION, (_token, slug: string, form?: string) => {
    const named = names.get(slug)
    if (!named) return spelledSlug(slug)
    return form === 'title' ? named.title : named.name || named.title
  })
}

function spelledSlug(slug: string): string {
  const words = slug.split('-')
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ')
}
