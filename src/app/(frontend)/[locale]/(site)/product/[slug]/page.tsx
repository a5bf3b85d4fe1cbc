import type { Metadata } from 'next'

import { ProductView } from '@/components/product/ProductView'
import { getProduct, getRelatedProducts } from '@/lib/cms/catalogue'
import { getPageGlobal } from '@/lib/cms/content'
import { detailPage, type DetailParams } from '@/lib/cms/detailPage'
import { withSharing } from '@/lib/cms/metadata'
import { getSiteSettings } from '@/lib/cms/site'
import { productHref } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

/** Rendered on first request, then served from the cache until an editor changes the product. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: DetailParams): Promise<Metadata> {
  const { locale, doc } = await detailPage(params, getProduct, 'product')
  const meta = {
    title: doc.title,
    description: metaDescription(doc.description),
    alternates: alternates(locale, (l) => productHref(l, doc.slug)),
  }
  return withSharing(locale, meta, { seo: doc.seo, image: doc.images[0] })
}

export default async function ProductPage({ params }: DetailParams) {
  const { locale, doc } = await detailPage(params, getProduct, 'product')
  const [related, centre, settings] = await Promise.all([
    getRelatedProducts(doc.id, locale, 4),
    getPageGlobal('product-centre-page', locale),
    getSiteSettings(locale),
  ])
  return (
    <ProductView locale={locale} product={doc} related={related} centre={centre.heading} brand={settings.brandName} />
  )
}
