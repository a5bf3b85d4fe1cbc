import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { GuaranteeMarket } from '@/components/guarantee/GuaranteeView'
import { isLocale } from '@/i18n/locales'
import { guaranteesOf } from '@/lib/cms/content'
import { withSharing } from '@/lib/cms/metadata'
import { hrefForSlug } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams(): { slug: string }[] {
  return []
}

async function resolve(params: Props['params']) {
  const { locale, slug: market } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const entries = await guaranteesOf(locale)
  const entry = entries.find((e) => e.market.key === market)
  if (!entry) notFound()
  return { locale, entry, entries }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, entry } = await resolve(params)
  const t = await getTranslations({ locale, namespace: 'guarantee' })
  return withSharing(locale, {
    title: entry.guarantee.title,
    description: metaDescription(`${t('read', { market: entry.market.name })}. ${t('rightsText')}`),
    alternates: alternates(locale, (l) => hrefForSlug(l, 'guarantee', entry.market.key)),
  })
}

/** `/guarantee/<market>`: one market's guarantee (a market of the site settings). */
export default async function MarketGuarantee({ params }: Props) {
  const { locale, entry, entries } = await resolve(params)
  return <GuaranteeMarket locale={locale} entry={entry} entries={entries} />
}
