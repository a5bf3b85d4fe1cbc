import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import styles from '@/components/privacy/Consent.module.css'
import { ConsentSettings } from '@/components/privacy/ConsentSettings.client'
import { consentLabels } from '@/components/privacy/labels'
import { PRIVACY_SETTINGS_ID } from '@/components/privacy/types'
import { getLegalPage } from '@/lib/cms/content'
import { withSharing } from '@/lib/cms/metadata'
import { fallbackLang } from '@/lib/fallbackLang'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { lexicalText } from '@/lib/search/lexicalText'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'
import { RichText } from '@/ui/RichText'

type Slug = 'impressum' | 'privacy' | 'accessibility'

/** Impressum, privacy policy and accessibility statement, edited in the CMS in six languages. */
export function legalPage(slug: Slug) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params)
    const page = await getLegalPage(slug, locale)
    // The text's first paragraph (its headings are short lines) describes the page to search engines.
    const lines = lexicalText(page?.body).split('\n')
    return withSharing(locale, {
      title: page?.title,
      description: metaDescription(lines.find((line) => line.length >= 60) ?? lines[0]),
      alternates: routeAlternates(locale, slug),
    })
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params)
    const [page, consent] = await Promise.all([
      getLegalPage(slug, locale),
      slug === 'privacy' ? consentLabels(locale) : null,
    ])
    if (!page) notFound()
    return (
      <>
        <header className="page-head">
          <div className="container">
            <h1 lang={fallbackLang(page, 'title')}>{page.title}</h1>
          </div>
        </header>
        <div className="container section">
          <RichText data={page.body} className="prose" lang={fallbackLang(page, 'body')} />
          {consent && (
            <section id={PRIVACY_SETTINGS_ID} className={styles.page} aria-labelledby={`${PRIVACY_SETTINGS_ID}-title`}>
              <h2 id={`${PRIVACY_SETTINGS_ID}-title`}>{consent.title}</h2>
              <ConsentSettings labels={consent} />
            </section>
          )}
        </div>
      </>
    )
  }

  return { generateMetadata, Page }
}
