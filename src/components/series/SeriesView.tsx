import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ProductTiles } from '@/components/catalogue/ProductTiles'
import { OnDisplayNear } from '@/components/showrooms/OnDisplayNear'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import type { ProductTile } from '@/lib/cms/catalogue'
import { tenderFileLabels } from '@/lib/cms/tender'
import { seriesTenderHref, tenderFormats } from '@/lib/documentPaths'
import { fallbackLang } from '@/lib/fallbackLang'
import { enquiryHref, hrefFor, productHref, seriesHref } from '@/lib/paths'
import type { Series } from '@/payload-types'
import { Breadcrumbs } from '@/ui/Breadcrumbs'
import { Icon } from '@/ui/Icon'
import { JsonLd } from '@/ui/JsonLd'
import { Paragraphs } from '@/ui/text'

import styles from './Series.module.css'

type Props = { locale: Locale; series: Series; products: ProductTile[] }

/** A series' page: its name and idea, then every product of it (spec's product tiles), across categories. */
export async function SeriesView({ locale, series, products }: Props) {
  const [t, tt, tenderLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'series' }),
    getTranslations({ locale, namespace: 'tender' }),
    tenderFileLabels(locale),
  ])
  const name = t('title', { name: series.title })
  const trail = [
    { label: t('indexTitle'), href: hrefFor(locale, 'series') },
    { label: name, href: seriesHref(locale, series.slug) },
  ]
  return (
    <article>
      <div className={`container ${styles.crumbs}`}>
        <Breadcrumbs locale={locale} trail={trail} />
      </div>
      <header className="page-head">
        <div className="container">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 lang={fallbackLang(series, 'title')}>{name}</h1>
          <Paragraphs text={series.story} lang={fallbackLang(series, 'story')} />
          <OnDisplayNear locale={locale} series={series.slug} />
          {products.length > 0 && (
            <p className={styles.quote}>
              <Link href={enquiryHref(locale, { type: 'project', series: series.slug })} className="button">
                {t('requestQuote')}
                <Icon name="arrow" />
              </Link>
            </p>
          )}
        </div>
      </header>
      <section aria-labelledby="series-products" className="section">
        <div className="container">
          <h2 id="series-products" className={styles.heading}>
            {t('products')} <span className={styles.count}>{t('count', { count: products.length })}</span>
          </h2>
          <ProductTiles locale={locale} tiles={products} priority />
          {products.length > 0 && (
            <p className={styles.tender} data-series-tender>
              <span>{tt('seriesFiles')}</span>{' '}
              {tenderFormats.map((format, i) => (
                <span key={format}>
                  {i > 0 && ' · '}
                  <a href={seriesTenderHref(locale, series.slug, format)} download="">
                    {tenderLabels[format]}
                  </a>
                </span>
              ))}
            </p>
          )}
        </div>
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name,
          description: series.story ?? undefined,
          url: `${env.siteUrl}${seriesHref(locale, series.slug)}`,
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: products.length,
            itemListElement: products.map((p, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: p.title,
              url: `${env.siteUrl}${productHref(locale, p.slug)}`,
            })),
          },
        }}
      />
    </article>
  )
}
