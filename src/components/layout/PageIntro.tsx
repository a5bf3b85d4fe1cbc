import type { Locale } from '@/i18n/locales'
import { getFacts } from '@/lib/cms/facts'
import { resolveFacts } from '@/lib/facts'
import { Paragraphs } from '@/ui/text'

/** The head of a page: its heading and introduction from the CMS, facts resolved. */
export async function PageIntro({
  locale,
  heading,
  text,
  eyebrow,
}: {
  locale: Locale
  heading: string
  text?: string | null
  eyebrow?: string
}) {
  const facts = await getFacts(locale)
  return (
    <header className="page-head">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{resolveFacts(heading, facts)}</h1>
        <Paragraphs text={text} facts={facts} />
      </div>
    </header>
  )
}
