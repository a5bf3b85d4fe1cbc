import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import tiles from '@/components/catalogue/Catalogue.module.css'
import type { Locale } from '@/i18n/locales'
import type { SeriesCard } from '@/lib/cms/series'
import { seriesHref } from '@/lib/paths'
import { CmsImage } from '@/ui/CmsImage'
import { reveal } from '@/ui/text'

import styles from './Series.module.css'

/** Every series as a card: picture, name, idea and how many products it holds. */
export async function SeriesIndexView({ locale, list }: { locale: Locale; list: SeriesCard[] }) {
  const t = await getTranslations({ locale, namespace: 'series' })
  return (
    <>
      <header className="page-head">
        <div className="container">
          <h1>{t('indexTitle')}</h1>
          <p>{t('indexIntro')}</p>
        </div>
      </header>
      <section className="section" aria-label={t('indexTitle')}>
        <div className="container">
          <ul className={styles.cards}>
            {list
              .filter((s) => s.count > 0)
              .map((s, i) => (
                <li key={s.id} data-reveal style={reveal(i % 6)}>
                  <article className={tiles.tile}>
                    <div className={tiles.tileImage}>
                      <CmsImage
                        media={s.image}
                        size="card"
                        sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 420px"
                        decorative
                        priority={i === 0}
                      />
                    </div>
                    <div className={styles.cardText}>
                      <h2 className={styles.cardTitle}>
                        <Link href={seriesHref(locale, s.slug)} className={tiles.tileLink} lang={s.lang.title}>
                          {t('title', { name: s.title })}
                        </Link>
                      </h2>
                      <p className={styles.cardCount}>{t('count', { count: s.count })}</p>
                      {s.story && (
                        <p className={styles.cardStory} lang={s.lang.story}>
                          {s.story}
                        </p>
                      )}
                    </div>
                  </article>
                </li>
              ))}
          </ul>
        </div>
      </section>
    </>
  )
}
