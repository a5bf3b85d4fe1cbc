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
      <PageIntro
        heading={page.heading}
        text={shown ? null : page.text}
        eyebrow={shown ? undefined : t('allProducts')}
        doc={page}
      />
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
              heading={shown.title}
              description={shown.description}
              lang={shown.lang}
              query={{ category: category?.slug, sub: sub?.slug, view }}
              result={result}
            />
          ) : (
            <CategoryOverview locale={locale} previews={previews ?? []} view={view} />
          )}
        </div>
      </div>
    </>
  )
}
