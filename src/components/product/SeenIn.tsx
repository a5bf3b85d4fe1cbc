import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { SeenIn as Project } from '@/lib/cms/productLinks'
import { hrefFor } from '@/lib/paths'
import { CmsImage } from '@/ui/CmsImage'

import styles from './Product.module.css'

/** The address of a reference project: its own place on the projects page. */
export const projectHref = (locale: Locale, id: number): string => `${hrefFor(locale, 'case')}#case-${id}`

/** "Seen in": the published reference projects that use this product, each leading to its project. */
export async function SeenIn({ locale, projects }: { locale: Locale; projects: Project[] }) {
  if (!projects.length) return null
  const t = await getTranslations({ locale, namespace: 'downloads' })
  return (
    <section aria-labelledby="product-seen-in" className={`container ${styles.seenIn}`}>
      <h2 id="product-seen-in" className={styles.blockHeading}>
        {t('seenIn')}
      </h2>
      <ul className={styles.projects}>
        {projects.map((p) => {
          return (
            <li key={p.id}>
              <a href={projectHref(locale, p.id)} className={styles.project}>
                <span className={styles.projectImage}>
                  <CmsImage media={p.image} size="thumb" sizes="(max-width: 640px) 100vw, 320px" decorative />
                </span>
                <span className={styles.projectText}>
                  <span className={styles.projectCity}>{p.city}</span>
                  <span className={styles.projectCaption}>{p.caption}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
