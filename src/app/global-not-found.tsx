import type { Metadata } from 'next'

import { localeNames, locales, localeTags } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'
import { brandFont } from '@/styles/fonts'

import messages from '../../messages/de.json'
import '@/styles/globals.css'

export const metadata: Metadata = { title: `404 · ${messages.notFound.title}` }

/** For URLs outside the site's page routes (e.g. a missing file): German, with a way into every language. */
export default function GlobalNotFound() {
  return (
    <html lang="de-DE" className={brandFont.variable}>
      <body>
        <main id="main" className="container section">
          <p className="eyebrow">404</p>
          <h1>{messages.notFound.title}</h1>
          <p>{messages.notFound.text}</p>
          <ul lang="" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0 }}>
            {locales.map((locale) => (
              <li key={locale} lang={localeTags[locale]}>
                <a className="button button--ghost" href={hrefFor(locale, 'home')} hrefLang={localeTags[locale]}>
                  {localeNames[locale]}
                </a>
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>
  )
}
