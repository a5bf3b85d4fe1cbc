import Link from 'next/link'
import type React from 'react'

import { MoreCategories } from '@/components/catalogue/MoreCategories'
import type { Locale } from '@/i18n/locales'
import { formatTags } from '@/i18n/locales'
import type { CategoryNode } from '@/lib/cms/catalogue'
import { fallbackLang } from '@/lib/fallbackLang'
import { hrefFor, hrefForSlug } from '@/lib/paths'
import type { HomePage, News, ProductCategory, ServiceGuarantee, ShowroomCountry } from '@/payload-types'
import { CmsImage } from '@/ui/CmsImage'
import { Flag, isFlagCode } from '@/ui/Flag'
import { Icon } from '@/ui/Icon'
import { IconItem, Paragraphs, reveal } from '@/ui/text'

import styles from './Home.module.css'

export function ServiceRow({ heading, items }: { heading?: string | null; items: ServiceGuarantee[] }) {
  return (
    <section className="section section--stone" aria-labelledby="home-service">
      <div className="container">
        <h2 id="home-service">{heading}</h2>
        <ul className={styles.serviceRow} style={{ '--items': items.length } as React.CSSProperties}>
          {items.map((item, i) => (
            <li key={item.id} data-reveal style={reveal(i)}>
              <CmsImage media={item.icon} decorative className={styles.serviceIcon} />
              <span>{item.title}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function ProductBoxes({
  locale,
  section,
  categories,
  more = [],
}: {
  locale: Locale
  section: HomePage['products']
  categories: ProductCategory[]
  /** the categories with products that have no box, listed as links below the boxes */
  more?: CategoryNode[]
}) {
  return (
    <section className="section" aria-labelledby="home-products">
      <div className="container">
        <h2 id="home-products">{section.heading}</h2>
        {section.text && <p className={styles.lead}>{section.text}</p>}
        <ul className={styles.boxes}>
          {categories.map((c, i) => (
            <li key={c.id} data-reveal style={reveal(i % 3)}>
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
        <MoreCategories locale={locale} categories={more} heading="h3" />
      </div>
    </section>
  )
}

export function WhyChooseUs({ home }: { home: HomePage }) {
  const section = home.whyChooseUs
  return (
    <section className="section section--stone" aria-labelledby="home-why">
      <div className="container">
        <h2 id="home-why" lang={fallbackLang(home, 'whyChooseUs.heading')}>
          {section.heading}
        </h2>
        <ol className={styles.why}>
          {(section.points ?? []).map((p, i) => (
            <IconItem
              key={p.id}
              icon={p.icon}
              title={p.title}
              text={p.text}
              index={i % 3}
              iconClassName={styles.whyIcon}
              lang={{
                title: fallbackLang(home, `whyChooseUs.points.${i}.title`),
                text: fallbackLang(home, `whyChooseUs.points.${i}.text`),
              }}
            />
          ))}
        </ol>
      </div>
    </section>
  )
}

export function AboutTeaser({ locale, section }: { locale: Locale; section: HomePage['aboutTeaser'] }) {
  return (
    <section className="section" aria-labelledby="home-about">
      <div className="container">
        <div className={styles.splitGrid}>
          <CmsImage
            media={section.image}
            size="card"
            sizes="(max-width: 900px) 100vw, 50vw"
            className={styles.splitImage}
          />
          <div>
            <h2 id="home-about">{section.heading}</h2>
            <Paragraphs text={section.text} />
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

export function NewsCentre({
  locale,
  section,
  articles,
  empty,
  allLabel,
}: {
  locale: Locale
  section: HomePage['news']
  articles: News[]
  empty: string
  allLabel: string
}) {
  const date = new Intl.DateTimeFormat(formatTags[locale], { dateStyle: 'long' })
  return (
    <section className="section" aria-labelledby="home-news">
      <div className="container">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="home-news">{section.heading}</h2>
            {section.text && <p className={styles.lead}>{section.text}</p>}
          </div>
          <Link className="button button--ghost" href={hrefFor(locale, 'news')}>
            {allLabel}
            <Icon name="arrow" />
          </Link>
        </div>
        {articles.length === 0 ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <ul className={styles.news}>
            {articles.map((a, i) => (
              <li key={a.id} data-reveal style={reveal(i)}>
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

/**
 * The showroom section: its text, the country row (each country with a published showroom links to
 * its part of the showroom list) and a link to all showrooms.
 */
export function Showrooms({
  locale,
  section,
  countries,
  withShowrooms,
  allLabel,
}: {
  locale: Locale
  section: HomePage['showroom']
  countries: ShowroomCountry[]
  /** the countries that have a published showroom */
  withShowrooms: ReadonlySet<string>
  allLabel: string
}) {
  const list = hrefFor(locale, 'showrooms')
  return (
    <section className="section" aria-labelledby="home-showroom">
      <div className="container">
        <div className={styles.splitGrid}>
          <div>
            <h2 id="home-showroom">{section.heading}</h2>
            <Paragraphs text={section.text} />
            {countries.length > 0 && (
              <>
                <h3 className={styles.smallHeading}>{section.countriesHeading}</h3>
                <ul className={styles.countries}>
                  {countries.map((c, i) => {
                    const code = c.code.toLowerCase()
                    return (
                      <li key={c.id} data-reveal style={reveal(i % 5)}>
                        {withShowrooms.has(c.code) ? (
                          <Link href={`${list}#country-${c.code}`}>
                            {isFlagCode(code) && <Flag code={code} />}
                            <span>{c.name}</span>
                          </Link>
                        ) : (
                          <>
                            {isFlagCode(code) && <Flag code={code} />}
                            <span>{c.name}</span>
                          </>
                        )}
                      </li>
                    )
                  })}
                </ul>
              </>
            )}
            {withShowrooms.size > 0 && (
              <p className={styles.showroomsLink}>
                <Link href={list} className="button button--ghost">
                  {allLabel}
                </Link>
              </p>
            )}
          </div>
          <CmsImage
            media={section.image}
            size="card"
            sizes="(max-width: 900px) 100vw, 50vw"
            className={styles.splitImage}
          />
        </div>
      </div>
    </section>
  )
}

export function DesignConcept({ section }: { section: HomePage['designConcept'] }) {
  const photos = section.photos ?? []
  return (
    <section className="section" aria-labelledby="home-design">
      <div className="container">
        <h2 id="home-design">{section.heading}</h2>
        {section.text && <p className={styles.lead}>{section.text}</p>}
        <ul className={styles.photos}>
          {photos.map((p, i) => (
            <li key={p.id} data-reveal style={reveal(i)}>
              <figure>
                <CmsImage
                  media={p.image}
                  size="card"
                  sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 25vw"
                />
                {p.caption && <figcaption>{p.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function TradeCoverage({ section }: { section: HomePage['tradeCoverage'] }) {
  return (
    <section className="section section--stone" aria-labelledby="home-coverage">
      <div className="container">
        <div className={styles.coverageGrid}>
          <div>
            <h2 id="home-coverage">{section.heading}</h2>
            <Paragraphs text={section.text} />
          </div>
          <CmsImage
            media={section.image}
            size="hero"
            sizes="(max-width: 900px) 100vw, 60vw"
            className={styles.coverageImage}
          />
        </div>
      </div>
    </section>
  )
}
