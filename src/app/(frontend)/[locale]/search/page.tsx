import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  return { title: t('title'), robots: { index: false } }
}

export default async function SearchPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <header className="page-head">
      <div className="container">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
    </header>
  )
}
