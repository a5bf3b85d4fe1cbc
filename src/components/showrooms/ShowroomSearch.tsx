import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import contact from '@/components/contact/Contact.module.css'
import { mapLabels } from '@/components/contact/mapLabels'
import { MapSwitch } from '@/components/contact/MapSwitch.client'
import { env } from '@/env'
import { formatTags, type Locale } from '@/i18n/locales'
import { getShowrooms, type ShowroomEntry } from '@/lib/cms/showrooms'
import { gazetteer } from '@/lib/geo/gazetteer'
import { hrefFor, hrefForSlug } from '@/lib/paths'
import { openState } from '@/lib/showrooms/hours'
import { locate, roundKm, type LocatorParams } from '@/lib/showrooms/locator'
import { resolveOrigin, type Origin } from '@/lib/showrooms/origin'
import { Breadcrumbs } from '@/ui/Breadcrumbs'

import { RememberPlace } from './RememberPlace.client'
import { ResultsMap, zoomFor } from './ResultsMap'
import { SEARCH_SLUG, ShowroomFinder, type FinderOptions } from './ShowroomFinder'
import styles from './Showrooms.module.css'
import { addressLines } from './showroomText'

type T = Awaited<ReturnType<typeof getTranslations<'showrooms'>>>

/** The series on display anywhere, for the filter: each once, in the page's alphabetical order. */
function seriesOptions(list: readonly ShowroomEntry[], locale: Locale): FinderOptions['series'] {
  const bySlug = new Map(list.flatMap((s) => s.series).map((s) => [s.slug, s]))
  return [...bySlug.values()].sort((a, b) => a.title.localeCompare(b.title, formatTags[locale]))
}

/** China's regions and their prefecture-level cities (those the gazetteer can place), for Chinese pages. */
function chinaOptions(locale: Locale): FinderOptions['china'] {
  if (locale !== 'zh') return undefined
  return gazetteer()
    .data.china.map(([region, cities]) => ({
      region,
      cities: cities.filter((c) => c[2] !== null).map(([name, code]) => ({ code, name })),
    }))
    .filter((r) => r.cities.length > 0)
}

/** The locator's form for a page: the options from the published showrooms. */
export function finderOptions(list: ShowroomEntry[], locale: Locale): FinderOptions {
  return { series: seriesOptions(list, locale), china: chinaOptions(locale) }
}

/** The search's start, or why there is none, as the page says it. */
function startOf(
  params: LocatorParams,
  locale: Locale,
  t: T,
): { origin?: Origin & { name: string }; problem?: Problem } {
  const resolved = resolveOrigin(params, locale)
  if ('origin' in resolved) return { origin: { ...resolved.origin, name: resolved.origin.name ?? t('yourLocation') } }
  const p = resolved.problem
  if (p.kind === 'unknownPostcode') return { problem: { message: t('unknownPostcode', { query: p.query }) } }
  if (p.kind === 'unknownPlace')
    return { problem: { message: t('unknownPlace', { query: p.query }), suggestions: p.suggestions } }
  return { problem: { message: t('empty') } }
}

type Problem = { message: string; suggestions?: string[] }

/** What the opening state reads now, in the showroom's own time zone (this page is made per request). */
function openNow(s: ShowroomEntry, t: T): { open: boolean; text: string } {
  const state = openState(new Date(), s.timeZone, s.hours, s.exceptions)
  if (state.open) return { open: true, text: t('openNow', { time: state.closes }) }
  return { open: false, text: state.opens ? t('opensToday', { time: state.opens }) : t('closedNow') }
}

const MAX_SERIES_SHOWN = 6

type TM = Awaited<ReturnType<typeof getTranslations<'map'>>>

/** The results' map: drawn by the server; the interactive tiled map only after consent, as on the contact page. */
function LocatorMap(props: {
  origin: Origin & { name: string }
  radius: number
  points: { lat: number; lng: number; label: string; slug: string; index: number }[]
  label: string
  tm: TM
}) {
  const { origin, radius, points, label, tm } = props
  return (
    <MapSwitch
      center={origin}
      marker={origin}
      points={points}
      zoom={zoomFor(radius, origin.lat)}
      city={origin.name}
      tiles={env.mapTiles}
      labels={mapLabels(tm, env.mapTiles, label)}
    >
      <ResultsMap origin={origin} radius={radius} points={points} label={label} />
    </MapSwitch>
  )
}

/** `/showrooms/search?q=&r=&kind=&series=&city=&lat=&lng=`: the showrooms around a place, nearest first, with a map. */
export async function ShowroomSearch({ locale, params }: { locale: Locale; params: LocatorParams }) {
  const [t, tm, list] = await Promise.all([
    getTranslations({ locale, namespace: 'showrooms' }),
    getTranslations({ locale, namespace: 'map' }),
    getShowrooms(locale),
  ])
  const options = finderOptions(list, locale)
  const { origin, problem } = startOf(params, locale, t)
  const found = origin ? locate(list, origin, params) : null
  const notes = [
    params.problems.includes('radius') && t('badRadius'),
    params.problems.includes('coordinates') && t('badCoordinates'),
    params.problems.includes('place') && t('placeTooLong'),
  ].filter((n): n is string => Boolean(n))
  const number = new Intl.NumberFormat(formatTags[locale], { maximumFractionDigits: 1 })
  const kind = (k: ShowroomEntry['kind']) =>
    t(k === 'brand' ? 'kindBrand' : k === 'dealer' ? 'kindDealer' : 'kindStudio')
  const searchHref = (q: string) =>
    `${hrefForSlug(locale, 'showrooms', SEARCH_SLUG)}?${new URLSearchParams({ q, r: String(params.radius) })}`
  return (
    <>
      <header className="page-head">
        <div className="container">
          <Breadcrumbs
            locale={locale}
            trail={[
              { label: t('title'), href: hrefFor(locale, 'showrooms') },
              { label: t('submit'), href: hrefForSlug(locale, 'showrooms', SEARCH_SLUG) },
            ]}
          />
          <h1>{origin ? t('searchResultsTitle', { place: origin.name }) : t('title')}</h1>
        </div>
      </header>
      <div className="container section">
        <ShowroomFinder locale={locale} params={params} options={options} />
        {notes.length > 0 && (
          <div className={styles.notice} role="alert">
            {notes.map((n) => (
              <p key={n}>{n}</p>
            ))}
          </div>
        )}
        {problem && (
          <div className={styles.notice} role={params.q ? 'alert' : undefined}>
            <p>{problem.message}</p>
            {params.q &&
              (problem.suggestions?.length ? (
                <p>
                  {t('didYouMean')}{' '}
                  {problem.suggestions.map((s, i) => (
                    <span key={s}>
                      {i > 0 && ', '}
                      <Link href={searchHref(s)}>{s}</Link>
                    </span>
                  ))}
                </p>
              ) : (
                <p>{t('tryAnother')}</p>
              ))}
          </div>
        )}
        {origin && (
          <RememberPlace
            place={{
              lat: origin.lat,
              lng: origin.lng,
              // The visitor's own position has no name: each page says "your location" in its language.
              name: params.q || params.city ? origin.name : '',
              ...(params.q ? { q: params.q } : params.city ? { city: params.city } : {}),
            }}
          />
        )}
        {origin && found && (
          <section className={styles.results} aria-labelledby="results-count">
            <p id="results-count" className={styles.resultsCount} role="status">
              {found.within
                ? t('results', { count: found.results.length, radius: params.radius, place: origin.name })
                : t('none', { radius: params.radius, place: origin.name })}
              {origin.approximate && ` ${t('approximate')}`}
            </p>
            <div className={styles.resultsLayout}>
              <ol className={styles.resultList}>
                {found.results.map(({ showroom: s, km }, i) => {
                  const state = openNow(s, t)
                  const series = s.series.slice(0, MAX_SERIES_SHOWN).map((x) => x.title)
                  return (
                    <li key={s.id} data-slug={s.slug}>
                      <span className={styles.resultNumber} aria-hidden="true">
                        {i + 1}
                      </span>
                      <div>
                        <p className={styles.kind}>{kind(s.kind)}</p>
                        <h2 lang={s.lang.name}>
                          <Link href={hrefForSlug(locale, 'showrooms', s.slug)}>{s.name}</Link>
                        </h2>
                        <p className={styles.place}>
                          {s.street}, {addressLines(s, locale)[1]}
                        </p>
                        <p className={styles.facts}>
                          <strong>{t('distance', { km: number.format(roundKm(km)) })}</strong>
                          <span className={state.open ? styles.open : styles.closed}>{state.text}</span>
                        </p>
                        {series.length > 0 && (
                          <p className={styles.place}>
                            {t('onDisplayShort', {
                              series: `${series.join(', ')}${s.series.length > MAX_SERIES_SHOWN ? ' …' : ''}`,
                            })}
                          </p>
                        )}
                      </div>
                    </li>
                  )
                })}
              </ol>
              <div className={`${styles.mapColumn} ${contact.offices}`}>
                <LocatorMap
                  origin={origin}
                  radius={found.within ? params.radius : Math.max(params.radius, ...found.results.map((r) => r.km))}
                  points={found.results.map(({ showroom: s }, i) => ({
                    ...s.position,
                    label: s.name,
                    slug: s.slug,
                    index: i + 1,
                  }))}
                  label={t('mapLabel', { place: origin.name })}
                  tm={tm}
                />
              </div>
            </div>
          </section>
        )}
        <p className={styles.attribution}>{t('attribution')}</p>
      </div>
    </>
  )
}
