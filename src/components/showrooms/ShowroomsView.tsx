import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { formatTags, type Locale } from '@/i18n/locales'
import { getShowrooms, type ShowroomEntry } from '@/lib/cms/showrooms'
import { countryName } from '@/lib/geo/countries'
import { hrefFor, hrefForSlug, productHref, seriesHref } from '@/lib/paths'
import { languageName, timeZoneName } from '@/lib/showrooms/names'
import type { ShowroomKind } from '@/lib/vocabularies'
import { Breadcrumbs } from '@/ui/Breadcrumbs'
import { CmsImage } from '@/ui/CmsImage'
import { JsonLd } from '@/ui/JsonLd'

import { APPOINTMENT_ANCHOR, AppointmentSection } from './AppointmentSection'
import { ShowroomFinder } from './ShowroomFinder'
import { showroomJsonLd } from './showroomJsonLd'
import styles from './Showrooms.module.css'
import { finderOptions } from './ShowroomSearch'
import { addressLines, hoursByDay, weekdayNames } from './showroomText'

type T = Awaited<ReturnType<typeof getTranslations<'showrooms'>>>

const kindLabel = (kind: ShowroomKind, t: T): string =>
  t(kind === 'brand' ? 'kindBrand' : kind === 'dealer' ? 'kindDealer' : 'kindStudio')

/** The showrooms by country, the countries in the page's alphabetical order, the brand's own first in each. */
function byCountry(list: readonly ShowroomEntry[], locale: Locale): [string, ShowroomEntry[]][] {
  const collator = new Intl.Collator(formatTags[locale])
  const groups = new Map<string, ShowroomEntry[]>()
  for (const s of list) groups.set(s.country, [...(groups.get(s.country) ?? []), s])
  return [...groups]
    .map(([code, rooms]): [string, ShowroomEntry[]] => [
      code,
      [...rooms].sort(
        (a, b) => Number(b.kind === 'brand') - Number(a.kind === 'brand') || collator.compare(a.city, b.city),
      ),
    ])
    .sort(([a], [b]) => collator.compare(countryName(a, locale), countryName(b, locale)))
}

/** `/showrooms`: every published showroom, by country, each linking its page. */
export async function ShowroomsIndex({ locale }: { locale: Locale }) {
  const [list, t] = await Promise.all([getShowrooms(locale), getTranslations({ locale, namespace: 'showrooms' })])
  const options = finderOptions(list, locale)
  return (
    <>
      <header className="page-head">
        <div className="container">
          <Breadcrumbs locale={locale} trail={[{ label: t('title'), href: hrefFor(locale, 'showrooms') }]} />
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
          <p className={styles.count}>{t('count', { count: list.length })}</p>
        </div>
      </header>
      <div className="container section">
        <ShowroomFinder locale={locale} options={options} />
        {byCountry(list, locale).map(([code, rooms]) => (
          <section key={code} className={styles.country} aria-labelledby={`country-${code}`}>
            <h2 id={`country-${code}`}>{countryName(code, locale)}</h2>
            <ul className={styles.cards}>
              {rooms.map((s) => (
                <li key={s.id} className={s.kind === 'brand' ? styles.brand : undefined}>
                  <p className={styles.kind}>{kindLabel(s.kind, t)}</p>
                  <h3 lang={s.lang.name}>
                    <Link href={hrefForSlug(locale, 'showrooms', s.slug)}>{s.name}</Link>
                  </h3>
                  <p className={styles.place}>
                    {s.street}
                    <br />
                    {addressLines(s, locale)[1]}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

/** `/showrooms/<slug>`: one showroom: what it is, where, when it opens, what it shows, how to reach it. */
export async function ShowroomPage({ locale, showroom }: { locale: Locale; showroom: ShowroomEntry }) {
  const t = await getTranslations({ locale, namespace: 'showrooms' })
  const days = weekdayNames(locale)
  const hours = hoursByDay(showroom)
  const dates = new Intl.DateTimeFormat(formatTags[locale], { dateStyle: 'long', timeZone: 'UTC' })
  const { accessibility } = showroom
  const access = [
    accessibility.stepFree && t('stepFree'),
    accessibility.toilet && t('toilet'),
    accessibility.parking && t('parking'),
  ].filter((a): a is string => Boolean(a))
  return (
    <>
      <JsonLd data={showroomJsonLd(showroom, locale)} />
      <header className="page-head">
        <div className="container">
          <Breadcrumbs
            locale={locale}
            trail={[
              { label: t('title'), href: hrefFor(locale, 'showrooms') },
              { label: showroom.name, href: hrefForSlug(locale, 'showrooms', showroom.slug) },
            ]}
          />
          <p className="eyebrow">{kindLabel(showroom.kind, t)}</p>
          <h1 lang={showroom.lang.name}>{showroom.name}</h1>
          {showroom.intro && <p lang={showroom.lang.intro}>{showroom.intro}</p>}
        </div>
      </header>
      <div className="container section">
        <div className={styles.page}>
          <div className={styles.facts}>
            <section aria-labelledby="showroom-address">
              <h2 id="showroom-address">{t('address')}</h2>
              <address className={styles.address}>
                {addressLines(showroom, locale).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              {(showroom.phone || showroom.email || showroom.website) && (
                <dl className={styles.contact}>
                  {showroom.phone && (
                    <>
                      <dt>{t('phone')}</dt>
                      <dd>
                        <a href={`tel:${showroom.phone.replace(/[^\d+]/g, '')}`}>{showroom.phone}</a>
                      </dd>
                    </>
                  )}
                  {showroom.email && (
                    <>
                      <dt>{t('email')}</dt>
                      <dd>
                        <a href={`mailto:${showroom.email}`}>{showroom.email}</a>
                      </dd>
                    </>
                  )}
                  {showroom.website && (
                    <>
                      <dt>{t('website')}</dt>
                      <dd>
                        <a href={showroom.website} rel="noopener">
                          {showroom.website.replace(/^https:\/\//, '')}
                        </a>
                      </dd>
                    </>
                  )}
                  {showroom.languages.length > 0 && (
                    <>
                      <dt>{t('languages')}</dt>
                      <dd>
                        {new Intl.ListFormat(formatTags[locale], { type: 'conjunction' }).format(
                          showroom.languages.map((l) => languageName(l, formatTags[locale])),
                        )}
                      </dd>
                    </>
                  )}
                </dl>
              )}
              <p className={styles.book}>
                <a className="button" href={`#${APPOINTMENT_ANCHOR}`}>
                  {t('book')}
                </a>
              </p>
            </section>
            <section aria-labelledby="showroom-hours">
              <h2 id="showroom-hours">{t('hours')}</h2>
              <table className={styles.hours}>
                <caption>{t('localTime', { zone: timeZoneName(showroom.timeZone, formatTags[locale]) })}</caption>
                <tbody>
                  {(Object.keys(days) as (keyof typeof days)[]).map((day) => (
                    <tr key={day}>
                      <th scope="row">{days[day]}</th>
                      <td>{hours[day] ?? t('closed')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {showroom.exceptions.length > 0 && (
                <>
                  <h3>{t('exceptions')}</h3>
                  <ul className={styles.exceptions}>
                    {showroom.exceptions.map((e) => (
                      <li key={e.date}>
                        <span>{dates.format(new Date(`${e.date}T00:00:00Z`))}</span>{' '}
                        {e.closed || !e.opens || !e.closes ? t('closed') : `${e.opens}–${e.closes}`}
                        {e.note ? ` (${e.note})` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </div>
          {showroom.images[0] && (
            <div className={styles.picture}>
              <CmsImage media={showroom.images[0]} size="card" sizes="(max-width: 900px) 100vw, 880px" />
            </div>
          )}
          {(showroom.series.length > 0 || showroom.products.length > 0) && (
            <section aria-labelledby="showroom-display">
              <h2 id="showroom-display">{t('onDisplay')}</h2>
              {showroom.series.length > 0 && (
                <>
                  <h3>{t('series')}</h3>
                  <ul className={styles.series}>
                    {showroom.series.map((s) => (
                      <li key={s.slug}>
                        <Link href={seriesHref(locale, s.slug)}>{t('seriesLink', { name: s.title })}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {showroom.products.length > 0 && (
                <>
                  <h3>{t('products')}</h3>
                  <ul className={styles.series}>
                    {showroom.products.map((p) => (
                      <li key={p.slug}>
                        <Link href={productHref(locale, p.slug)}>{p.title}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )}
          <section aria-labelledby="showroom-access">
            <h2 id="showroom-access">{t('accessibility')}</h2>
            <p>{access.length ? access.join(' · ') : t('noAccessibility')}</p>
            {accessibility.note && <p>{accessibility.note}</p>}
          </section>
          <AppointmentSection locale={locale} showroom={showroom} />
          <p>
            <Link href={hrefFor(locale, 'showrooms')}>{t('all')}</Link>
          </p>
        </div>
      </div>
    </>
  )
}
