import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import styles from '@/components/trade/Trade.module.css'
import { formatTags, type Locale, localeNames, locales } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/cms/site'
import { getFeedReport } from '@/lib/cms/trade'
import { hrefFor } from '@/lib/paths'
import { etimAttribution, etimRelease } from '@/lib/trade/etim'
import { feedPath } from '@/lib/trade/feedPaths'

/**
 * The page for wholesalers and planners: which product data exists in which format, each feed's
 * address, when it was made and what it holds, the ETIM notice and whom to ask about data pools.
 */
export async function TradeView({ locale }: { locale: Locale }) {
  const [t, tl, report, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'trade' }),
    getTranslations({ locale, namespace: 'list' }),
    getFeedReport(),
    getSiteSettings(locale),
  ])
  const size = (name: string) => report?.files.find((f) => f.name === name)?.bytes
  const bytes = new Intl.NumberFormat(formatTags[locale], { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
  const made = report
    ? new Intl.DateTimeFormat(formatTags[locale], {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Berlin',
      }).format(new Date(report.generatedAt))
    : null
  const rows = [
    ...locales.map((l) => ({
      key: `bmecat-${l}`,
      format: t('bmecat'),
      language: localeNames[l],
      lang: l as string | undefined,
      file: `bmecat-${l}.xml`,
    })),
    { key: 'xchange', format: t('xchange'), language: t('allLanguages'), lang: undefined, file: 'xchange.json' },
    ...(['xlsx', 'csv'] as const).flatMap((kind) =>
      locales.map((l) => ({
        key: `${kind}-${l}`,
        format: t(kind),
        language: localeNames[l],
        lang: l as string | undefined,
        file: `catalogue-${l}.${kind}`,
      })),
    ),
    { key: 'report', format: t('report'), language: '—', lang: undefined, file: 'report.json' },
  ]
  const contact = settings.trade?.dataContact
  return (
    <>
      <header className="page-head">
        <div className="container">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('heading')}</h1>
          <p>{t('intro')}</p>
        </div>
      </header>
      <section className="section" aria-labelledby="trade-feeds">
        <div className="container">
          <h2 id="trade-feeds">{t('feedsHeading')}</h2>
          <p className={styles.state} data-feed-state={report ? 'made' : 'pending'}>
            {report ? t('state', { date: made!, variants: report.variants, products: report.products }) : t('pending')}{' '}
            {report ? (report.listPrices ? t('pricesOn') : t('pricesOff')) : null}
          </p>
          <div className={styles.tableWrap}>
            {/* Roles kept explicit: on a phone the rows are laid out as blocks. */}
            <table className={styles.table} role="table">
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    {t('format')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('language')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('address')}
                  </th>
                  <th role="columnheader" scope="col" className={styles.number}>
                    {t('size')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {rows.map((row) => {
                  const bytesOf = size(row.file)
                  // The report lists the feeds, not itself: it is there once they are.
                  const ready = row.file === 'report.json' ? Boolean(report) : Boolean(bytesOf)
                  return (
                    <tr key={row.key} data-feed={row.file} role="row">
                      <td role="cell">{row.format}</td>
                      <td role="cell" lang={row.lang}>
                        {row.language}
                      </td>
                      <td role="cell" className={styles.file}>
                        {/* A file not made yet is named, not linked. */}
                        {ready ? (
                          <a href={feedPath(row.file)} className={styles.link}>
                            {row.file}
                          </a>
                        ) : (
                          <code>{row.file}</code>
                        )}
                      </td>
                      <td role="cell" className={styles.number}>
                        {bytesOf ? bytes.format(Math.max(1, Math.round(bytesOf / 1024))) : '—'}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          {report && report.leftOut.length > 0 && (
            <p className={styles.note}>{t('leftOut', { count: report.leftOut.length })}</p>
          )}
          <p className={styles.note}>{t('updates')}</p>
          <p className={styles.note}>
            {t('listExports')} <Link href={hrefFor(locale, 'list')}>{tl('title')}</Link>
          </p>
        </div>
      </section>
      <section className="section section--stone" aria-labelledby="trade-etim">
        <div className={`container ${styles.columns}`}>
          <div>
            <h2 id="trade-etim">{t('etimHeading')}</h2>
            <p>{t('etimText', { release: etimRelease.replace(/ \(.*$/, '') })}</p>
            <p className={styles.attribution} lang="en">
              {etimAttribution}
            </p>
          </div>
          <div>
            <h2>{t('contactHeading')}</h2>
            <p>{t('contactText')}</p>
            {contact && (
              <p>
                <a href={`mailto:${contact}`} className={styles.link}>
                  {contact}
                </a>
              </p>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
