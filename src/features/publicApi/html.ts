import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

type EditorState = Parameters<typeof convertLexicalToHTML>[0]['data']

/**
 * Rich text as the HTML the API gives (`desc`), from a text the data layer has finished (company
 * facts, product names, typography as on the pages): text escaped and link URLs sanitized by the
 * converter.
 */
export function richTextHtml(data: unknown): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  return convertLexicalToHTML({ data: data as EditorState, disableContainer: true })
}
