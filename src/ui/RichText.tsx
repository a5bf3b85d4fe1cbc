import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

import { headingsFrom } from '@/lib/text/headings'

type Props = ComponentProps<typeof LexicalRichText> & {
  lang?: string
  /**
   * The level the text's highest heading takes on this page (2 below the page's h1): an editor's
   * "h3" as the first heading of a text the page has no h2 for becomes h2, the ones below it follow.
   */
  topHeading?: 2 | 3 | 4
}

/**
 * Rich text as editors wrote it in the CMS (Lexical JSON), rendered on the server. The one place
 * the site's screens use Payload's renderer. `lang` is set where the text came from another
 * language than the page's (`fallbackLang`).
 */
export function RichText({ lang, topHeading, data, ...props }: Props) {
  const text = <LexicalRichText data={topHeading ? headingsFrom(data, topHeading) : data} {...props} />
  if (!lang) return text
  return <div lang={lang}>{text}</div>
}
