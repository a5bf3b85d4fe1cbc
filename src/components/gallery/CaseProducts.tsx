import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { productsUsed } from '@/lib/downloads/references'
import { productHref } from '@/lib/paths'
import type { Case } from '@/payload-types'
import { CmsImage } from '@/ui/CmsImage'

import styles from './CaseProducts.module.css'
import { SectionHead } from './SectionHead'

/**
 * Reference projects and the products they use: each project's picture with a numbered marker
 * per placed product (a link to the product, named "<product> – position n of m" for screen
 * readers, reachable by keyboard, no JavaScript), then the list of its products. Each project has
 * its own anchor (`#case-<id>`), which the product pages' "seen in" lead to.
 */
export async function CaseProducts({
  locale,
  cases,
  index,
  stone,
}: {
  locale: Locale
  cases: Case[]
  index: number
  stone: boolean
}) {
  const projects = cases.map((c) => ({ c, used: productsUsed(c) })).filter((p) => p.used.length > 0)
  if (!projects.length) return null
  const t = await getTranslations({ locale, namespace: 'downloads' })
  return (
    <section
      id="products-in-projects"
      className={stone ? 'section section--stone' : 'section'}
      aria-labelledby="products-in-projects-heading"
    >
      <div className="container">
        <SectionHead id="products-in-projects-heading" index={index} heading={t('projectsHeading')} />
        <div className={styles.projects}>
          {projects.map(({ c, used }) => {
            const placed = used.filter((u) => u.x !== null)
            return (
              <article key={c.id} id={`case-${c.id}`} className={styles.project} aria-labelledby={`case-${c.id}-title`}>
                <div className={styles.picture}>
                  <CmsImage media={c.image} size="card" sizes="(max-width: 900px) calc(100vw - 32px), 640px" />
                  {placed.length > 0 && (
                    <ol className={styles.markers} aria-label={t('markersLabel')}>
                      {placed.map((u, i) => (
                        <li key={`${u.slug}-${i}`} style={{ left: `${u.x}%`, top: `${u.y}%` }}>
                          <a
                            href={productHref(locale, u.slug)}
                            className={styles.marker}
                            aria-label={t('marker', { product: u.title, position: i + 1, total: placed.length })}
                          >
                            <span aria-hidden="true">{i + 1}</span>
                          </a>
                        </li>
                      ))}
                    </ol>
                  )}
                </div>
                <div className={styles.text}>
                  <p className={styles.city}>{c.city}</p>
                  <h3 id={`case-${c.id}-title`} className={styles.title}>
                    {c.caption}
                  </h3>
                  <h4 className={styles.usedHeading}>{t('productsUsed')}</h4>
                  <ul className={styles.used}>
                    {used.map((u, i) => {
                      const n = placed.indexOf(u)
                      return (
                        <li key={`${u.slug}-${i}`}>
                          {n >= 0 ? (
                            <span className={styles.number} aria-hidden="true">
                              {n + 1}
                            </span>
                          ) : (
                            // Names line up whether or not the picture marks the product.
                            placed.length > 0 && <span className={styles.unmarked} aria-hidden="true" />
                          )}
                          <a href={productHref(locale, u.slug)}>{u.title}</a>
                        </li>
                      )
                    })}
                  </ul>
                </div>
              </article>
            )
          })}
        </div>
      </div>
    </section>
  )
}
