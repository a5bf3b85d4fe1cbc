'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { ARTICLE_NUMBER } from '@/lib/catalogue/articles'

const texts = {
  heading: {
    de: 'QR-Codes für Karton und Anleitung',
    zh: '用于包装箱和说明书的二维码',
    en: 'QR codes for cartons and manuals',
    it: 'Codici QR per imballi e istruzioni',
    fr: 'Codes QR pour cartons et notices',
    es: 'Códigos QR para cajas y manuales',
  },
  hint: {
    de: 'Jeder Code führt über den Kurzlink auf die Seite der Variante, in der Sprache des Lesers. Gespeicherte Artikelnummern erscheinen hier.',
    zh: '每个二维码通过短链接打开对应规格的页面，并以读者的语言显示。已保存的货号会显示在这里。',
    en: 'Each code leads through the short link to the variant’s page, in the reader’s language. Saved article numbers show here.',
    it: 'Ogni codice porta, tramite il link breve, alla pagina della variante nella lingua di chi legge. Qui compaiono i codici articolo salvati.',
    fr: 'Chaque code mène, par le lien court, à la page de la variante, dans la langue du lecteur. Les références enregistrées s’affichent ici.',
    es: 'Cada código lleva, mediante el enlace corto, a la página de la variante en el idioma del lector. Aquí aparecen las referencias guardadas.',
  },
  empty: {
    de: 'Noch keine gültige Artikelnummer.',
    zh: '尚无有效货号。',
    en: 'No valid article number yet.',
    it: 'Ancora nessun codice articolo valido.',
    fr: 'Pas encore de référence valide.',
    es: 'Aún no hay ninguna referencia válida.',
  },
  qrOf: {
    de: 'QR-Code von {n}',
    zh: '{n} 的二维码',
    en: 'QR code of {n}',
    it: 'Codice QR di {n}',
    fr: 'Code QR de {n}',
    es: 'Código QR de {n}',
  },
}

type Language = keyof typeof texts.heading
const say = (text: Record<Language, string>, language: string) => text[language as Language] ?? text.en

/** Below the variants: each saved article number's QR code, to download as PNG (print) or SVG (vector). */
export function QrCodes() {
  const { i18n } = useTranslation()
  // The saved document, not the form: a number being typed has no page yet, and the form's
  // state of rows far below is drawn (and refreshed) lazily.
  const { data } = useDocumentInfo()
  const rows: unknown[] = Array.isArray(data?.variants) ? (data.variants as unknown[]) : []
  const numbers = rows
    .map((row) => (row && typeof row === 'object' ? (row as { articleNumber?: unknown }).articleNumber : null))
    .filter((n): n is string => typeof n === 'string' && ARTICLE_NUMBER.test(n))
  return (
    <section
      className="field-type"
      aria-labelledby="qr-codes-heading"
      data-qr-codes
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h3 id="qr-codes-heading" style={{ marginBottom: 'calc(var(--base) / 4)' }}>
        {say(texts.heading, i18n.language)}
      </h3>
      <p className="field-description">{say(texts.hint, i18n.language)}</p>
      {numbers.length === 0 ? (
        <p>{say(texts.empty, i18n.language)}</p>
      ) : (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', listStyle: 'none', padding: 0 }}>
          {numbers.map((n) => (
            <li key={n} style={{ textAlign: 'center' }} data-article={n}>
              {/* eslint-disable-next-line @next/next/no-img-element -- an admin preview of a generated file */}
              <img
                src={`/api/products/qr/${n}.svg`}
                alt={say(texts.qrOf, i18n.language).replace('{n}', n)}
                width={120}
                height={120}
              />
              <div style={{ fontFamily: 'monospace' }}>{n}</div>
              <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
                <a href={`/api/products/qr/${n}.png?download=1`} download>
                  PNG
                </a>
                <a href={`/api/products/qr/${n}.svg?download=1`} download>
                  SVG
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
