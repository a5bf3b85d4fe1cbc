import { getTranslations } from 'next-intl/server'

import styles from '@/components/dop/Dop.module.css'
import { type Locale, localeNames } from '@/i18n/locales'
import { getDeclarations } from '@/lib/cms/declarations'
import { dopDate, dopHref, dopLocaleFor } from '@/lib/dop/declaration'

const columns = ['number', 'productType', 'standard', 'articles', 'date', 'files'] as const

/** The anchor of a declaration's row, for links from the list by article number. */
const rowId = (number: string) => `dop-${number.replace(/[^A-Za-z0-9_-]/g, '-')}`

/**
 * `/<locale>/dop`: every issued declaration of performance by number, with its PDF in each of
 * its languages, and a second list by article number that leads to it.
 */
export async function DopIndex({ locale }: { locale: Locale }) {
  const [t, declarations] = await Promise.all([getTranslations({ locale, namespace: 'dopIndex' }), getDeclarations()])
  const own = dopLocaleFor(locale)
  const byArticle = declarations
    .flatMap((d) => d.articles.map((article) => ({ article, d })))
    .sort((a, b) => a.article.localeCompare(b.article) || b.d.date.localeCompare(a.d.date))
  return (
    <>
      <header className="page-head">
        <div className="container">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('heading')}</h1>
          <p>{t('intro')}</p>
        </div>
      </header>
      <section className="section" aria-labelledby="dop-by-number">
        <div className="container">
          <h2 id="dop-by-number">{t('byNumber')}</h2>
          {declarations.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table} role="table" data-dop-index>
                <thead role="rowgroup">
                  <tr role="row">
                    {columns.map((key) => (
                      <th key={key} role="columnheader" scope="col">
                        {t(key)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {declarations.map((d) => (
                    <tr key={d.number} id={rowId(d.number)} role="row" data-dop={d.number}>
                      <th role="rowheader" scope="row" className={styles.number}>
                        {d.number}
                      </th>
                      <td role="cell" className={styles.type}>
                        {d.productType}
                      </td>
                      <td role="cell" className={styles.nowrap}>
                        {d.standard}
                      </td>
                      <td role="cell" className={styles.articles}>
                        {d.articles.join(', ')}
                      </td>
                      <td role="cell" className={styles.nowrap}>
                        <time dateTime={d.date.slice(0, 10)}>{dopDate(d.date, locale)}</time>
                      </td>
                      <td role="cell">
                        <ul className={styles.languages}>
                          {d.languages.map((l) => (
                            <li key={l}>
                              <a
                                href={dopHref(d.number, l)}
                                hrefLang={l}
                                className={l === own ? `${styles.file} ${styles.own}` : styles.file}
                                // The name starts with what the link shows (WCAG 2.5.3).
                                aria-label={`${l.toUpperCase()}: ${t('download', { number: d.number, language: localeNames[l] })}`}
                              >
                                {l.toUpperCase()}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>
      {byArticle.length > 0 && (
        <section className="section section--stone" aria-labelledby="dop-by-article">
          <div className="container">
            <h2 id="dop-by-article">{t('byArticle')}</h2>
            <ul className={styles.byArticle} data-dop-articles>
              {byArticle.map(({ article, d }) => (
                <li key={`${article}-${d.number}`} data-article={article}>
                  <span className={styles.article}>{article}</span>
                  <a href={`#${rowId(d.number)}`}>{d.number}</a>
                  <a
                    href={dopHref(d.number, own)}
                    hrefLang={own}
                    className={styles.file}
                    aria-label={`PDF ${own.toUpperCase()}: ${t('download', { number: d.number, language: localeNames[own] })}`}
                  >
                    PDF {own.toUpperCase()}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}
