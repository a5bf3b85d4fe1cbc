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
    de: 'Jeder Code führt auf die Seite der Variante, in der Sprache des Lesers: über ihren GS1 Digital Link (/01/ und die GTIN), ohne GTIN über den Kurzlink (/p/ und die Artikelnummer). Gespeicherte Artikelnummern erscheinen hier.',
    zh: '每个二维码都会以读者的语言打开对应规格的页面：有GTIN时通过GS1数字链接（/01/加GTIN），没有GTIN时通过短链接（/p/加货号）。已保存的货号会显示在这里。',
    en: 'Each code leads to the variant’s page, in the reader’s language: through its GS1 Digital Link (/01/ and the GTIN), or without a GTIN through the short link (/p/ and the article number). Saved article numbers show here.',
    it: 'Ogni codice porta alla pagina della variante, nella lingua di chi legge: tramite il suo GS1 Digital Link (/01/ e il GTIN) o, senza GTIN, tramite il link breve (/p/ e il codice articolo). Qui compaiono i codici articolo salvati.',
    fr: 'Chaque code mène à la page de la variante, dans la langue du lecteur : par son GS1 Digital Link (/01/ et le GTIN) ou, sans GTIN, par le lien court (/p/ et la référence). Les références enregistrées s’affichent ici.',
    es: 'Cada código lleva a la página de la variante, en el idioma del lector: mediante su GS1 Digital Link (/01/ y el GTIN) o, sin GTIN, mediante el enlace corto (/p/ y la referencia). Aquí aparecen las referencias guardadas.',
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
