import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

/**
 * Rich text as editors wrote it in the CMS (Lexical JSON), rendered on the server. The one place
 * the site's screens use Payload's renderer.
 */
export function RichText(props: ComponentProps<typeof LexicalRichText>) {
  return <LexicalRichText {...props} />
}
