import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import type { FactTable } from '@/lib/facts'
import { resolveFactsInRichText } from '@/lib/richTextFacts'

type EditorState = Parameters<typeof convertLexicalToHTML>[0]['data']

/**
 * Rich text as the HTML the API gives (`desc`): company facts resolved as on the pages, text
 * escaped and link URLs sanitized by the converter.
 */
export function richTextHtml(data: unknown, facts: FactTable): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  return convertLexicalToHTML({ data: resolveFactsInRichText(data as EditorState, facts), disableContainer: true })
}
