import { getTranslations } from 'next-intl/server'

import styles from '@/components/about/About.module.css'
import { Timeline } from '@/components/about/Timeline.client'
import type { Locale } from '@/i18n/locales'
import { getList, getPageGlobal } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'
import { fallbackLang } from '@/lib/fallbackLang'
import type { Media } from '@/payload-types'
import { CmsImage } from '@/ui/CmsImage'
import { Paragraphs, reveal } from '@/ui/text'

type Split = { heading: string; text?: string | null; image?: number | Media | null }

function SplitSection({
  id,
  section,
  flip = false,
  follow = false,
}: {
  id: string
  section: Split
  flip?: boolean
  follow?: boolean
}) {
  return (
    <section className={`section${follow ? ` ${styles.follow}` : ''}`} aria-labelledby={id}>
      <div className={`container ${styles.split}`} data-flip={flip ? '' : undefined}>
        <div className={styles.splitText} data-reveal>
          <h2 id={id}>{section.heading}</h2>
          <Paragraphs text={section.text} />
        </div>
        {section.image && (
          <CmsImage
            media={section.image}
            size="card"
            sizes="(max-width: 900px) 100vw, 50vw"
            className={styles.splitImage}
          />
        )}
      </div>
    </section>
  )
}

/** /about: slogans on the banner, icon row, four figures, brand, history, trade fairs, factory, showrooms, coverage. */
export async function AboutView({ locale }: { locale: Locale }) {
  const [page, history, exhibitions, facts, t] = await Promise.all([
    getPageGlobal('about-page', locale),
    getList('history-entries', locale),
    getList('exhibitions', locale),
    getFacts(locale),
    getTranslations({ locale, namespace: 'timeline' }),
  ])
  const [headline, ...slogans] = (page.slogans ?? []).map((s) => s.text)
  const timeline = [...history]
    .sort((a, b) => a.year - b.year)
    .map((h) => ({ id: h.id, year: h.year, content: h.content, lang: fallbackLang(h, 'content') }))
  const byYear = [...exhibitions].sort((a, b) => b.year - a.year)

  return (
    <>
      <section className={styles.banner} aria-labelledby="about-title">
        <CmsImage media={page.bannerImage} size="hero" sizes="100vw" priority className={styles.bannerImage} />
        <div className={`container ${styles.bannerText}`}>
          <h1 id="about-title">{headline ?? page.intro.heading}</h1>
          {slogans.length > 0 && (
            <ul className={styles.slogans}>
              {slogans.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {(page.iconRow?.length ?? 0) > 0 && (
        <section className={styles.iconRowSection} aria-label={page.intro.heading}>
          <ul className={`container ${styles.iconRow}`}>
            {page.iconRow!.map((item, i) => (
              <li key={item.id} data-reveal style={reveal(i)}>
                <CmsImage media={item.icon} decorative className={styles.icon} />
                <span>{item.title}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <SplitSection id="about-intro" section={page.intro} />

      {(page.stats?.length ?? 0) > 0 && (
        <div className="section section--stone">
          <dl className={`container ${styles.stats}`}>
            {page.stats!.map((s, i) => (
              <div key={s.id} data-reveal style={reveal(i)} data-fact={s.fact}>
                <dt>{s.label}</dt>
                <dd>{facts[s.fact]?.value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      {timeline.length > 0 && (
        <section className="section" aria-labelledby="about-history">
          <div className="container">
            <h2 id="about-history">{page.historyHeading}</h2>
            <Timeline entries={timeline} labels={{ previous: t('previous'), next: t('next') }} />
          </div>
        </section>
      )}

      {byYear.length > 0 && (
        <section className="section section--stone" aria-labelledby="about-fairs">
          <div className="container">
            <h2 id="about-fairs">{page.exhibitionsHeading}</h2>
            <ul className={styles.fairs}>
              {byYear.map((e, i) => (
                <li key={e.id} data-reveal style={reveal(i % 4)}>
                  <span className={styles.fairYear}>{e.year}</span>
                  <span className={styles.fairName} lang={fallbackLang(e, 'name')}>
                    {e.name}
                  </span>
                  {e.city && (
                    <span className={styles.fairCity} lang={fallbackLang(e, 'city')}>
                      {e.city}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <SplitSection id="about-factory" section={page.factory} />
      <SplitSection id="about-showroom" section={page.showroom} flip follow />

      <section className={`section section--stone ${styles.coverage}`} aria-labelledby="about-coverage">
        <div className="container" data-reveal>
          <h2 id="about-coverage">{page.coverage.heading}</h2>
          <Paragraphs text={page.coverage.text} className={styles.coverageText} />
        </div>
      </section>
    </>
  )
}
