import { fallbackLang } from '@/lib/fallbackLang'
import { Paragraphs } from '@/ui/text'

/**
 * The head of a page: its heading and introduction from the CMS (finished by its readers), each with
 * its own `lang` where it came from another language.
 */
export function PageIntro({
  heading,
  text,
  eyebrow,
  doc,
  id,
  lang,
}: {
  heading: string
  text?: string | null
  eyebrow?: string
  /** The page text the heading and text come from: marks those taken from another language. */
  doc?: unknown
  /** the heading's id, for what it names (a listing labelled by it) */
  id?: string
  /** the languages of a heading and text taken from another language, where they come from no page text */
  lang?: { heading?: string; text?: string }
}) {
  return (
    <header className="page-head">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id={id} lang={lang?.heading ?? fallbackLang(doc, 'heading')}>
          {heading}
        </h1>
        <Paragraphs text={text} lang={lang?.text ?? fallbackLang(doc, 'text')} />
      </div>
    </header>
  )
}
