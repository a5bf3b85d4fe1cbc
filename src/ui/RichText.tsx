import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

/**
 * Rich text as editors wrote it in the CMS (Lexical JSON), rendered on the server. The one place
 * the site's screens use Payload's renderer. `lang` is set where the text came from another
 * language than the page's (`fallbackLang`).
 */
export function RichText({ lang, ...props }: ComponentProps<typeof LexicalRichText> & { lang?: string }) {
  if (!lang) return <LexicalRichText {...props} />
  return (
    <div lang={lang}>
      <LexicalRichText {...props} />
    </div>
  )
}
