import { getTranslations } from 'next-intl/server'
import type React from 'react'

import styles from '@/components/catalogue/Catalogue.module.css'
import type { CatalogueState } from '@/components/catalogue/catalogueState'
import { catalogueTrail } from '@/components/catalogue/catalogueTrail'
import { CategoryListing } from '@/components/catalogue/CategoryListing'
import { CategoryNav } from '@/components/catalogue/CategoryNav'
import { CategoryOverview } from '@/components/catalogue/CategoryOverview'
import { PageIntro } from '@/components/layout/PageIntro'
import type { Locale } from '@/i18n/locales'
import type { CategoryNode, ProductPage } from '@/lib/cms/catalogue'
import type { PageGlobal } from '@/lib/cms/content'
import { Breadcrumbs } from '@/ui/Breadcrumbs'

/** Two rows of three on a desktop, three of two on a tablet. */

type Props = {
  locale: Locale
  page: PageGlobal<'product-centre-page'>
  tree: CategoryNode[]
  state: CatalogueState
  /** the chosen category's page of products; absent on the overview */
  result?: ProductPage
  previews?: Parameters<typeof CategoryOverview>[0]['previews']
  /** the finder's form, above the products */
  finder?: React.ReactNode
  /** the finder's answer, in place of the category's pages */
  found?: React.ReactNode
}

/** The product centre: category tree beside the chosen category's products, or the overview. */
export async function CatalogueView({ locale, page, tree, state, result, previews, finder, found }: Props) {
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  const { category, sub, view } = state
  const trail = catalogueTrail(locale, page.heading, category, sub)
  const shown = sub ?? category
  return (
    <>
      {/* A category's page is named by its category (the sub-category's by both); the overview by its page text. */}
      {shown && !found ? (
        <PageIntro
          id="catalogue-heading"
          heading={shown.title}
          text={shown.description}
          eyebrow={sub && category ? category.title : page.heading}
          lang={{ heading: shown.lang.title, text: shown.lang.description }}
        />
      ) : (
        <PageIntro
          heading={page.heading}
          text={shown ? null : page.text}
          eyebrow={shown ? undefined : t('allProducts')}
          doc={page}
        />
      )}
      <div className={`container ${styles.layout}`}>
        <div className={styles.crumbs}>
          <Breadcrumbs locale={locale} trail={trail} />
        </div>
        <CategoryNav locale={locale} tree={tree} category={category} sub={sub} view={view} />
        <div className={styles.main}>
          {finder}
          {found ? (
            found
          ) : shown && result ? (
            <CategoryListing
              locale={locale}
              query={{ category: category?.slug, sub: sub?.slug, view }}
              result={result}
            />
          ) : (
            <CategoryOverview
              locale={locale}
              previews={previews ?? []}
              more={tree.filter((c) => c.count > 0 && !(previews ?? []).some((p) => p.category.id === c.id))}
              view={view}
            />
          )}
        </div>
      </div>
    </>
  )
}
