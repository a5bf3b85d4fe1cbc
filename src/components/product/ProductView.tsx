import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { catalogueTrail } from '@/components/catalogue/catalogueTrail'
import { ProductTiles } from '@/components/catalogue/ProductTiles'
import { galleryTexts } from '@/components/gallery/galleryData'
import { ListQuantity } from '@/components/list/ListQuantity.client'
import { Downloads } from '@/components/product/Downloads'
import { InstallationDrawing } from '@/components/product/InstallationDrawing'
import styles from '@/components/product/Product.module.css'
import { ProductGallery, type ProductImage } from '@/components/product/ProductGallery.client'
import { productJsonLd } from '@/components/product/productJsonLd'
import { SeenIn } from '@/components/product/SeenIn'
import { SpecTable } from '@/components/product/SpecTable'
import { TenderText } from '@/components/product/TenderText'
import { VariantPicker } from '@/components/product/VariantPicker'
import variantStyles from '@/components/product/Variants.module.css'
import { OnDisplayNear } from '@/components/showrooms/OnDisplayNear'
import type { Locale } from '@/i18n/locales'
import { specRows } from '@/lib/catalogue/format'
import { formatSince, isDiscontinued } from '@/lib/catalogue/lifecycle'
import type { ResolvedVariant } from '@/lib/catalogue/variants'
import { getCadDownloads } from '@/lib/cms/cad'
import type { ProductTile } from '@/lib/cms/catalogue'
import { declarationsFor } from '@/lib/cms/declarations'
import { getManualHref } from '@/lib/cms/manual'
import { getProductLinks } from '@/lib/cms/productLinks'
import { datasheetHref } from '@/lib/documentPaths'
import { fallbackLang } from '@/lib/fallbackLang'
import { imageData } from '@/lib/media'
import { compareHref, enquiryHref, hrefFor, listHref, productHref, seriesHref, variantHref } from '@/lib/paths'
import { formatEuro } from '@/lib/trade/commercial'
import type { Product, ProductCategory, Series } from '@/payload-types'
import { Breadcrumbs } from '@/ui/Breadcrumbs'
import { Icon } from '@/ui/Icon'
import { JsonLd } from '@/ui/JsonLd'

type Props = {
  locale: Locale
  product: Product
  /** the variant shown: the default at the product's address, another at its own */
  variant: ResolvedVariant
  variants: ResolvedVariant[]
  related: ProductTile[]
  centre: string
  brand: string
  /** the site settings' "show list prices": the variant's recommended price among its key facts */
  listPrices: boolean
  /** a discontinued variant's successor, where it is a published article */
  successor: { article: string; href: string } | null
}

const asCategory = (c: Product['category'] | Product['subCategory']): ProductCategory | null =>
  c && typeof c === 'object' ? c : null

const asSeries = (s: Product['series']): Series | null => (s && typeof s === 'object' ? s : null)

function galleryImages(images: ResolvedVariant['images']): ProductImage[] {
  return images.flatMap((media, i) => {
    const main = imageData(media, 'card')
    const thumb = imageData(media, 'thumb')
    const large = imageData(media, 'hero')
    return main && thumb && large ? [{ id: `${i}-${main.src}`, main, thumb, large }] : []
  })
}

/**
 * A product's page: pictures, description, key data and quote link, data table, downloads with the
 * certificates that cover it, the reference projects it is seen in, related products.
 */
export async function ProductView({
  locale,
  product,
  variant,
  variants,
  related,
  centre,
  brand,
  listPrices,
  successor,
}: Props) {
  const article = variant.isDefault ? null : variant.articleNumber
  const [t, tcompare, tlist, gallery, links, cadFiles, manual, declarations] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'compare' }),
    getTranslations({ locale, namespace: 'list' }),
    galleryTexts(locale),
    getProductLinks(product.id, locale),
    getCadDownloads(product.slug, article, locale),
    getManualHref(product, article, locale),
    declarationsFor(variant.articleNumber ? [variant.articleNumber] : []),
  ])
  const category = asCategory(product.category)
  const sub = asCategory(product.subCategory)
  const trail = [
    ...catalogueTrail(locale, centre, category, sub),
    { label: product.title, href: productHref(locale, product.slug) },
    ...(variant.isDefault || !variant.name || !variant.articleNumber
      ? []
      : [{ label: variant.name, href: variantHref(locale, product.slug, variant.articleNumber) }]),
  ]
  const series = asSeries(product.series)
  const rows = specRows(variant.specs, locale)
  const keyRows = rows.filter((r) => r.key === 'dimensions' || r.key === 'material' || r.key === 'installation')
  const numbers = [
    ...(variant.articleNumber
      ? [{ key: 'articleNumber', label: t('articleNumber'), value: variant.articleNumber }]
      : []),
    ...(variant.gtin ? [{ key: 'gtin', label: t('gtin'), value: variant.gtin }] : []),
    ...(listPrices && typeof variant.trade.listPrice === 'number'
      ? [
          {
            key: 'listPrice',
            label: t('listPrice'),
            value: t('listPriceValue', { price: formatEuro(variant.trade.listPrice, locale) }),
          },
        ]
      : []),
  ]
  const since = isDiscontinued(variant) ? formatSince(variant.trade.discontinuedSince, locale) : null
  return (
    <article>
      <div className={`container ${styles.crumbs}`}>
        <Breadcrumbs locale={locale} trail={trail} />
      </div>
      <div className={`container ${styles.top}`}>
        <ProductGallery
          key={variant.articleNumber ?? product.slug}
          images={galleryImages(variant.images)}
          labels={{
            ...gallery.labels,
            region: t('gallery'),
            showImage: t.raw('showImage') as string,
            enlarge: t.raw('enlarge') as string,
          }}
        />
        <div className={styles.summary}>
          {(sub ?? category) && <p className="eyebrow">{(sub ?? category)!.title}</p>}
          <h1 className={styles.title} lang={fallbackLang(product, 'title')}>
            {product.title}
          </h1>
          {series && (
            <p className={variantStyles.seriesLink}>
              <Link href={seriesHref(locale, series.slug)}>{t('fromSeries', { name: series.title })}</Link>
            </p>
          )}
          <OnDisplayNear locale={locale} series={series?.slug} product={product.slug} />
          {product.description && (
            <p className={styles.description} lang={fallbackLang(product, 'description')}>
              {product.description}
            </p>
          )}
          <VariantPicker locale={locale} slug={product.slug} variants={variants} current={variant.articleNumber} />
          {isDiscontinued(variant) && (
            <p className={styles.discontinued} role="status" data-discontinued>
              {since ? t('discontinued', { date: since }) : t('discontinuedUndated')}
              {successor && (
                <>
                  {' '}
                  <Link href={successor.href} data-successor>
                    {t('successor', { article: successor.article })}
                  </Link>
                </>
              )}
            </p>
          )}
          <dl className={styles.keyFacts}>
            {numbers.map((n) => (
              <div key={n.key} data-fact={n.key}>
                <dt>{n.label}</dt>
                <dd>{n.value}</dd>
              </div>
            ))}
            {keyRows.map((r) => (
              <div key={r.key}>
                <dt>{t(r.key)}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            <Link
              href={enquiryHref(locale, {
                type: 'project',
                product: product.slug,
                // A variant's own page asks for that variant: its article number travels with the link.
                article: variant.isDefault ? undefined : variant.articleNumber,
              })}
              className="button"
            >
              {t('requestQuote')}
              <Icon name="arrow" />
            </Link>
            <Link
              href={compareHref(locale, [variant.articleNumber ?? product.slug])}
              className="button button--ghost"
              rel="nofollow"
              data-compare-link
            >
              {tcompare('withOthers')}
            </Link>
          </div>
          {variant.articleNumber && (
            <div className={styles.listAdd}>
              <ListQuantity
                article={variant.articleNumber}
                labels={{
                  quantity: tlist('quantity'),
                  add: tlist('add'),
                  update: tlist('update'),
                  onList: tlist.raw('onList') as string,
                  view: tlist('view'),
                  invalid: tlist.raw('quantityInvalid') as string,
                }}
                listHref={hrefFor(locale, 'list')}
                fallbackHref={listHref(locale, [{ article: variant.articleNumber, quantity: 1 }])}
              />
            </div>
          )}
          <p className={styles.note}>{t('quoteNote')}</p>
        </div>
      </div>
      <div className={`container ${styles.details}`}>
        <InstallationDrawing
          locale={locale}
          specs={variant.specs}
          family={product.family}
          name={variant.name ? `${product.title} – ${variant.name}` : product.title}
          rows={rows}
        />
        <SpecTable
          locale={locale}
          rows={rows}
          datasheet={datasheetHref(locale, product.slug, variant.isDefault ? null : variant.articleNumber)}
        />
        <Downloads
          locale={locale}
          downloads={variant.downloads}
          certificates={links}
          made={cadFiles}
          manual={manual}
          declarations={declarations}
        />
        <TenderText locale={locale} product={product} variant={variant} />
      </div>
      <SeenIn locale={locale} projects={links.cases} />
      {related.length > 0 && (
        <section aria-labelledby="related-products" className={`section section--stone ${styles.related}`}>
          <div className="container">
            <h2 id="related-products" className={styles.blockHeading}>
              {t('related')}
            </h2>
            <ProductTiles locale={locale} tiles={related} />
          </div>
        </section>
      )}
      <JsonLd
        data={productJsonLd({ product, variant, variants, locale, brand, category: (sub ?? category)?.title ?? null })}
      />
    </article>
  )
}
