import type { Locale } from '@/i18n/locales'
import { getFacts } from '@/lib/cms/facts'
import { resolveFacts } from '@/lib/facts'
import { fallbackLang } from '@/lib/fallbackLang'
import { Paragraphs } from '@/ui/text'

/**
 * The head of a page: its heading and introduction from the CMS, facts resolved, each with its own
 * `lang` where it came from another language.
 */
export async function PageIntro({
  locale,
  heading,
  text,
  eyebrow,
  doc,
}: {
  locale: Locale
  heading: string
  text?: string | null
  eyebrow?: string
  /** The page text the heading and text come from: marks those taken from another language. */
  doc?: unknown
}) {
  const facts = await getFacts(locale)
  return (
    <header className="page-head">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 lang={fallbackLang(doc, 'heading')}>{resolveFacts(heading, facts)}</h1>
        <Paragraphs text={text} facts={facts} lang={fallbackLang(doc, 'text')} />
      </div>
    </header>
  )
}
