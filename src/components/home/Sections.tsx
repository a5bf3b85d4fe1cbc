import Link from 'next/link'

import { CmsImage } from '@/components/ui/CmsImage'
import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'
import { localeTags } from '@/i18n/locales'
import { resolveFacts, type FactTable } from '@/lib/facts'
import { hrefFor, hrefForSlug } from '@/lib/paths'
import type { HomePage, News, ProductCategory, ServiceGuarantee } from '@/payload-types'

import styles from './Home.module.css'

export function ServiceRow({ heading, items, facts }: { heading?: string | null; items: ServiceGuarantee[]; facts: FactTable }) {
  return (
    <section className="section section--stone" aria-labelledby="home-service">
      <div className="container">
        <h2 id="home-service">{heading}</h2>
        <ul className={styles.serviceRow}>
          {items.map((item) => (
            <li key={item.id}>
              <CmsImage media={item.icon} decorative className={styles.serviceIcon} />
              <span>{resolveFacts(item.title, facts)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function ProductBoxes({ locale, section, categories, facts }: { locale: Locale; section: HomePage['products']; categories: ProductCategory[]; facts: FactTable }) {
  return (
    <section className="section" aria-labelledby="home-products">
      <div className="container">
        <h2 id="home-products">{section.heading}</h2>
        {section.text && <p className={styles.lead}>{resolveFacts(section.text, facts)}</p>}
        <ul className={styles.boxes}>
          {categories.map((c) => (
            <li key={c.id}>
              <Link href={hrefFor(locale, 'product', { category: c.slug })} className={styles.box}>
                <CmsImage media={c.image} size="card" sizes="(max-width: 700px) 100vw, 33vw" decorative />
                <span className={styles.boxTitle}>
                  {c.title}
                  <Icon name="arrow" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function WhyChooseUs({ section, facts }: { section: HomePage['whyChooseUs']; facts: FactTable }) {
  return (
    <section className="section section--stone" aria-labelledby="home-why">
      <div className="container">
        <h2 id="home-why">{section.heading}</h2>
        <ol className={styles.why}>
          {(section.points ?? []).map((p) => (
            <li key={p.id}>
              <CmsImage media={p.icon} decorative className={styles.whyIcon} />
              <h3>{resolveFacts(p.title, facts)}</h3>
              {p.text && <p>{resolveFacts(p.text, facts)}</p>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

export function AboutTeaser({ locale, section, facts }: { locale: Locale; section: HomePage['aboutTeaser']; facts: FactTable }) {
  return (
    <section className={`section ${styles.split}`} aria-labelledby="home-about">
      <div className="container">
        <div className={styles.splitGrid}>
          <CmsImage media={section.image} size="card" sizes="(max-width: 900px) 100vw, 50vw" className={styles.splitImage} />
          <div>
            <h2 id="home-about">{section.heading}</h2>
            {section.text?.split(/\n{2,}/).map((p) => <p key={p.slice(0, 40)}>{resolveFacts(p, facts)}</p>)}
            <Link className="button button--ghost" href={hrefFor(locale, 'about')}>
              {section.linkLabel}
              <Icon name="arrow" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}

export function NewsCentre({ locale, section, articles, empty }: { locale: Locale; section: HomePage['news']; articles: News[]; empty: string }) {
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long' })
  return (
    <section className="section" aria-labelledby="home-news">
      <div className="container">
        <h2 id="home-news">{section.heading}</h2>
        {articles.length === 0 ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <ul className={styles.news}>
            {articles.map((a) => (
              <li key={a.id}>
                <Link href={hrefForSlug(locale, 'news', a.slug)} className={styles.newsCard}>
                  <CmsImage media={a.image} size="card" sizes="(max-width: 700px) 100vw, 33vw" decorative />
                  <time dateTime={a.publishedAt}>{date.format(new Date(a.publishedAt))}</time>
                  <h3>{a.title}</h3>
                  {a.excerpt && <p>{a.excerpt}</p>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
