import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SeriesView } from '@/components/series/SeriesView'
import { detailPage, type DetailParams } from '@/lib/cms/detailPage'
import { withSharing } from '@/lib/cms/metadata'
import { getSeries, getSeriesProducts } from '@/lib/cms/series'
import { seriesHref } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

/** Rendered on first request, then served from the cache until an editor changes the series or a product. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: DetailParams): Promise<Metadata> {
  const { locale, doc } = await detailPage(params, getSeries, 'series')
  const t = await getTranslations({ locale, namespace: 'series' })
  const meta = {
    title: t('title', { name: doc.title }),
    description: metaDescription(doc.story),
    alternates: alternates(locale, (l) => seriesHref(l, doc.slug)),
  }
  return withSharing(locale, meta, { seo: doc.seo, image: doc.images?.[0] })
}

export default async function SeriesPage({ params }: DetailParams) {
  const { locale, doc } = await detailPage(params, getSeries, 'series')
  return <SeriesView locale={locale} series={doc} products={await getSeriesProducts(doc.id, locale)} />
}
