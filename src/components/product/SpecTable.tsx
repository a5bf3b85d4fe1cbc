import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { SpecRow } from '@/lib/catalogue/format'
import { Icon } from '@/ui/Icon'

import styles from './Product.module.css'

/**
 * The technical data as a two-column table: a row header per property; under it the link to the
 * variant's data sheet (`datasheet`), a PDF of the same rows that the site makes in this language.
 */
export async function SpecTable({ locale, rows, datasheet }: { locale: Locale; rows: SpecRow[]; datasheet?: string }) {
  if (!rows.length && !datasheet) return null
  const [t, tpdf] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'pdf' }),
  ])
  return (
    <section aria-labelledby="product-specs" className={styles.block}>
      <h2 id="product-specs" className={styles.blockHeading}>
        {t('techData')}
      </h2>
      <table className={styles.specs}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-spec={row.key}>
              <th scope="row">{t(row.key)}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {datasheet && (
        <p className={styles.datasheet}>
          <a href={datasheet} className={styles.download} type="application/pdf" data-datasheet>
            <Icon name="download" size={20} />
            <span className={styles.downloadLabel}>{tpdf('datasheetLink')}</span>
          </a>
        </p>
      )}
    </section>
  )
}
