import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { withSharing } from '@/lib/cms/metadata'
import { getSiteSettings } from '@/lib/cms/site'
import { hrefForSlug } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'
import { shopSlugs, type ShopSlug } from '@/lib/vocabularies'
import { Icon } from '@/ui/Icon'

type Props = { params: Promise<{ locale: string; shop: string }> }

export function generateStaticParams(): { shop: ShopSlug }[] {
  return []
}

async function resolve(params: Props['params']) {
  const { locale, shop } = await params
  if (!isLocale(locale) || !(shopSlugs as readonly string[]).includes(shop)) notFound()
  setRequestLocale(locale)
  const settings = await getSiteSettings(locale)
  const entry = (settings.shops ?? []).find((s) => s.slug === shop)
  if (!entry) notFound()
  return { locale, entry }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, entry } = await resolve(params)
  const t = await getTranslations({ locale, namespace: 'shop' })
  return withSharing(locale, {
    title: entry.label,
    description: metaDescription(t('external')),
    alternates: alternates(locale, (l) => hrefForSlug(l, 'shop', entry.slug)),
  })
}

/** `/shop/product` and `/shop/sogood`: the brand's external online shops, opened in a new window. */
export default async function ShopLink({ params }: Props) {
  const { locale, entry } = await resolve(params)
  const t = await getTranslations({ locale, namespace: 'shop' })
  return (
    <header className="page-head">
      <div className="container">
        <h1>{entry.label}</h1>
        <p>{t('external')}</p>
        <p>
          <a className="button" href={entry.url} target="_blank" rel="noopener noreferrer">
            {t('open', { shop: entry.label })}
            <Icon name="external" />
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </p>
      </div>
    </header>
  )
}
