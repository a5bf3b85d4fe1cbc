import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ProgressBar } from '@/components/layout/ProgressBar.client'
import { Reveal } from '@/components/layout/Reveal.client'
import { pageLocale } from '@/lib/pageLocale'

type Props = {
  children: React.ReactNode
  /** The page's language switcher (`@languages`): it knows which languages the page exists in. */
  languages: React.ReactNode
  params: Promise<{ locale: string }>
}

/**
 * The site's shell around every page: skip link, header (with the page's own language switcher),
 * the page and the footer. A layout of its own below the document's, because a root layout with
 * a second slot is rendered twice into every page's data by Next (once for unmatched slots).
 */
export default async function SiteLayout({ children, languages, params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'shell' })
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ProgressBar />
      <Reveal />
      <Header locale={locale} languages={languages} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} />
    </>
  )
}
