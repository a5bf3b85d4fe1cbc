import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { SpecRow } from '@/lib/catalogue/format'

import styles from './Product.module.css'

/** The technical data as a two-column table: a row header per property. */
export async function SpecTable({ locale, rows }: { locale: Locale; rows: SpecRow[] }) {
  if (!rows.length) return null
  const t = await getTranslations({ locale, namespace: 'product' })
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
    </section>
  )
}
