import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { ListToggle } from '@/components/list/ListToggle.client'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { formatTags, isLocale } from '@/i18n/locales'
import {
  compareRows,
  type CompareRequest,
  type CompareRowKey,
  identityRows,
  MAX_COMPARE,
} from '@/lib/catalogue/compare'
import type { CompareColumn, CompareOptionGroup } from '@/lib/cms/compare'
import { documentDate } from '@/lib/cms/datasheet'
import { getSiteSettings } from '@/lib/cms/site'
import { catalogueHref, compareHref, listHref } from '@/lib/paths'
import { hyphenate } from '@/lib/text/hyphenate'
import { CmsImage } from '@/ui/CmsImage'
import { Notices, SimpleHead } from '@/ui/Notices'

import styles from './Compare.module.css'

type Props = {
  locale: Locale
  request: CompareRequest
  columns: CompareColumn[]
  missing: string[]
  groups: CompareOptionGroup[]
  onlyDifferences: boolean
}

/** The sign of a row whose values differ (its meaning is said in words beside it for screen readers). */
const MARK = '≠'

/**
 * Products and variants side by side: a table with one column per item and one row per
 * property, rows that differ marked. Removing, adding and "differences only" are links and a GET
 * form, so all of it works without JavaScript. On paper it is a document: brand, date and the
 * comparison's address above the table, no buttons or links. Longer words carry soft hyphens
 * (`hyphenate`), so narrow columns break them where their language does.
 */
export async function CompareView({ locale, request, columns, missing, groups, onlyDifferences }: Props) {
  const [t, tp, tl, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'compare' }),
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'list' }),
    getSiteSettings(locale),
  ])
  /** A text broken where its language breaks words (a title in a fallback language by that language). */
  const soft = (text: string, lang?: string) => hyphenate(text, lang && isLocale(lang) ? lang : locale)
  const listLabels = { save: tl('save'), added: tl('added'), removed: tl('removed') }
  const list = new Intl.ListFormat(formatTags[locale], { style: 'short', type: 'conjunction' })
  const keys = columns.map((c) => c.key)
  const allRows = compareRows(columns, locale)
  const rows = onlyDifferences ? allRows.filter((r) => r.differs || identityRows.includes(r.key)) : allRows
  const anyDiffers = allRows.some((r) => r.differs)
  const label = (key: CompareRowKey) => soft(key === 'series' || key === 'variants' ? t(key) : tp(key))

  const notices = [
    ...(request.invalid.length ? [t('invalid', { list: list.format(request.invalid) })] : []),
    ...(missing.length ? [t('missing', { list: list.format(missing) })] : []),
    ...(request.dropped.length ? [t('tooMany', { max: MAX_COMPARE, list: list.format(request.dropped) })] : []),
  ]
  const chosen = new Set(keys)
  const suggestions = (groups.find((g) => g.id === columns.at(-1)?.categoryId)?.options ?? [])
    .filter((o) => o.primary && !chosen.has(o.value))
    .slice(0, 4)

  return (
    <>
      <SimpleHead title={t('title')} intro={t('intro')} />
      <section className="section" aria-labelledby={columns.length ? 'compare-caption' : undefined}>
        <div className="container">
          <Notices notices={notices} name="compare" />
          {columns.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('empty')}</p>
              <p>{t('emptyHint')}</p>
              <p>
                <Link href={catalogueHref(locale)} className="button button--ghost">
                  {t('toCatalogue')}
                </Link>
              </p>
            </div>
          ) : (
            <div className={styles.comparison} style={{ '--columns': columns.length } as React.CSSProperties}>
              <div className={styles.printHead}>
                <p className={styles.printBrand}>{settings.brandName}</p>
                <p>{t('printDated', { date: documentDate(new Date(), locale) })}</p>
                <p>
                  {t('printLink')} {`${env.siteUrl}${compareHref(locale, keys, { diff: onlyDifferences })}`}
                </p>
              </div>
              <div className={styles.tools}>
                {columns.length > 1 && anyDiffers && (
                  <p className={styles.legend}>
                    {t.rich('legend', { mark: (sign) => <span className={styles.mark}>{sign}</span> })}
                  </p>
                )}
                {columns.length > 1 && (
                  <p>
                    <Link
                      href={compareHref(locale, keys, { diff: !onlyDifferences })}
                      className={styles.toggle}
                      rel="nofollow"
                    >
                      {onlyDifferences ? t('showAll') : t('onlyDifferences')}
                    </Link>
                  </p>
                )}
              </div>
              {onlyDifferences && !anyDiffers && <p className={styles.same}>{t('noDifferences')}</p>}
              <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
                <table className={styles.table} data-compare>
                  <caption id="compare-caption" className={styles.caption}>
                    {t('caption', { count: columns.length })}
                  </caption>
                  <thead>
                    <tr>
                      <td className={styles.corner} />
                      {columns.map((c) => (
                        <th key={c.key} scope="col" className={styles.head}>
                          <div className={styles.picture}>
                            <CmsImage media={c.image} size="thumb" sizes="200px" decorative />
                          </div>
                          <Link href={c.href} className={styles.name} lang={c.lang}>
                            {soft(c.title, c.lang)}
                          </Link>
                          {c.variantName && <span className={styles.variant}>{soft(c.variantName)}</span>}
                          <Link
                            href={compareHref(
                              locale,
                              keys.filter((k) => k !== c.key),
                              { diff: onlyDifferences },
                            )}
                            className={styles.remove}
                            rel="nofollow"
                            aria-label={t('removeLabel', {
                              name: [c.title, c.variantName].filter(Boolean).join(' – '),
                            })}
                          >
                            {t('remove')}
                          </Link>
                          {c.articleNumber && (
                            <ListToggle
                              article={c.articleNumber}
                              name={[c.title, c.variantName].filter(Boolean).join(' – ')}
                              lang={c.lang}
                              labels={listLabels}
                              fallbackHref={listHref(locale, [{ article: c.articleNumber, quantity: 1 }])}
                              className={`pill-toggle ${styles.listToggle}`}
                            />
                          )}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.key} data-row={row.key} data-differs={row.differs || undefined}>
                        <th scope="row">
                          {label(row.key)}
                          {row.differs && (
                            <>
                              <span className={styles.mark} aria-hidden="true">
                                {MARK}
                              </span>
                              <span className="visually-hidden"> ({t('differs')})</span>
                            </>
                          )}
                        </th>
                        {row.values.map((value, i) => (
                          <td key={columns[i]!.key}>
                            {(value !== null && soft(value)) || (
                              <span className={styles.none}>
                                <span aria-hidden="true">–</span>
                                <span className="visually-hidden">{t('notStated')}</span>
                              </span>
                            )}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}

          <div className={styles.add} data-print="hide">
            <h2 className={styles.addHeading}>{t('add')}</h2>
            {columns.length >= MAX_COMPARE ? (
              <p>{t('full', { max: MAX_COMPARE })}</p>
            ) : (
              <>
                <form action={compareHref(locale)} method="get" className={styles.addForm}>
                  {keys.map((k) => (
                    <input key={k} type="hidden" name="p" value={k} />
                  ))}
                  {onlyDifferences && <input type="hidden" name="diff" value="1" />}
                  <label htmlFor="compare-add">{t('addLabel')}</label>
                  <div className={styles.addRow}>
                    <select id="compare-add" name="p" required defaultValue="">
                      <option value="" disabled>
                        {t('addLabel')} …
                      </option>
                      {groups.map((g) => (
                        <optgroup key={g.id} label={g.label}>
                          {g.options.map((o) => (
                            <option key={o.value} value={o.value} disabled={chosen.has(o.value)}>
                              {o.label}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                    <button type="submit" className="button">
                      {t('addSubmit')}
                    </button>
                  </div>
                </form>
                {suggestions.length > 0 && (
                  <div className={styles.suggestions}>
                    <h3>{t('suggestions')}</h3>
                    <ul>
                      {suggestions.map((o) => (
                        <li key={o.value}>
                          <Link
                            href={compareHref(locale, [...keys, o.value], { diff: onlyDifferences })}
                            rel="nofollow"
                            aria-label={t('addNamed', { name: o.name })}
                          >
                            + {o.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
