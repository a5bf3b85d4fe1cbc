'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { dopHref, isDopLocale } from '@/lib/dop/declaration'

const texts = {
  heading: {
    de: 'Ausgestellte PDFs',
    zh: '已签发的PDF',
    en: 'Issued PDFs',
    it: 'PDF emessi',
    fr: 'PDF établis',
    es: 'PDF emitidos',
  },
  none: {
    de: 'Die PDFs entstehen beim Veröffentlichen, einmal, auf Deutsch, Englisch, Italienisch, Französisch und Spanisch.',
    zh: 'PDF在发布时一次性生成，包括德语、英语、意大利语、法语和西班牙语版本。',
    en: 'The PDFs are made when you publish, once, in German, English, Italian, French and Spanish.',
    it: 'I PDF vengono creati alla pubblicazione, una sola volta, in tedesco, inglese, italiano, francese e spagnolo.',
    fr: 'Les PDF sont créés à la publication, une seule fois, en allemand, anglais, italien, français et espagnol.',
    es: 'Los PDF se crean al publicar, una sola vez, en alemán, inglés, italiano, francés y español.',
  },
}

type Language = keyof typeof texts.heading
const say = (text: Record<Language, string>, language: string) => text[language as Language] ?? text.en

/** In the sidebar of a declaration: its issued PDFs, each opened as visitors get it. */
export function DopFiles() {
  const { i18n } = useTranslation()
  const { data } = useDocumentInfo()
  const number = typeof data?.number === 'string' ? data.number : null
  const files = ((data?.issued as { files?: { language?: unknown }[] } | undefined)?.files ?? [])
    .map((f) => f.language)
    .filter(isDopLocale)
  return (
    <section className="field-type" data-dop-files style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ marginBottom: 'calc(var(--base) / 4)' }}>{say(texts.heading, i18n.language)}</h3>
      {number && files.length > 0 ? (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
          {files.map((l) => (
            <li key={l}>
              <a href={dopHref(number, l)} target="_blank" rel="noopener" hrefLang={l}>
                {`${number} · ${l.toUpperCase()}`}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-description">{say(texts.none, i18n.language)}</p>
      )}
    </section>
  )
}
