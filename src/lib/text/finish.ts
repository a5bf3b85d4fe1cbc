import type { Locale } from '@/i18n/locales'
import { resolveFacts, type FactTable } from '@/lib/facts'

import { resolveMentions, type ProductName } from './productMentions'
import { typeset, typesets } from './typography'

/**
 * What finishing a stored text needs besides the text: the company facts of the page's language
 * (`{{founded}}`, `{{factory_area|variant}}`) and the names of the products texts mention
 * (`{{product:<slug>}}`, `{{product:<slug>|title}}`: slug → name and title in that language).
 */
export type Finishing = {
  facts: FactTable
  names: ReadonlyMap<string, ProductName>
}

/** A token of either kind: a text without `{{` needs neither table. */
export const hasTokens = (text: string): boolean => text.includes('{{')

/**
 * A text from the CMS as visitors read it in `locale`, in one order everywhere (pages, search
 * index, public API, data sheets, mails): company facts first (a fact's value may be a figure the
 * typography then spaces), then product mentions, then the language's typography. Applying it
 * twice changes nothing. Never applied to what a visitor typed.
 */
export function finishText(text: string, locale: Locale, finishing: Finishing): string {
  const resolved = hasTokens(text) ? resolveMentions(resolveFacts(text, finishing.facts), finishing.names) : text
  return typesets(locale) ? typeset(resolved, locale) : resolved
}
