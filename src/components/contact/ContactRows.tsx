import { telHref } from '@/lib/tel'
import type { Office } from '@/payload-types'
import { Icon, type IconName } from '@/ui/Icon'

import styles from './Contact.module.css'

type Row = NonNullable<Office['contacts']>[number]
type Kind = Row['kind']

const icons: Record<Kind, IconName> = { tel: 'phone', email: 'mail', web: 'web', address: 'address' }

/** "https://www.sanhaus.example/" reads as "www.sanhaus.example". */
const webLabel = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '')

function Value({ row, newTab }: { row: Row; newTab: string }) {
  switch (row.kind) {
    case 'tel':
      return (
        <a href={telHref(row.value)} className={styles.nowrap}>
          {row.value}
        </a>
      )
    case 'email':
      return <a href={`mailto:${row.value}`}>{row.value}</a>
    case 'web':
      return (
        <a href={row.value} target="_blank" rel="noopener noreferrer">
          {webLabel(row.value)}
          <Icon name="external" size={14} className={styles.external} />
          <span className="visually-hidden"> {newTab}</span>
        </a>
      )
    case 'address':
      return <address className={styles.address}>{row.value}</address>
  }
}

/** An office's contact rows, each with its icon and label; links where a row can be a link. */
export function ContactRows({ rows, labels, newTab }: { rows: Row[]; labels: Record<Kind, string>; newTab: string }) {
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.id ?? `${row.kind}:${row.value}`} className={styles.row} data-kind={row.kind}>
          <Icon name={icons[row.kind]} size={20} className={styles.rowIcon} />
          <span className={styles.rowLabel}>{row.label || labels[row.kind]}</span>
          {/* A div, not a span: the value may be an <address>, which is flow content (a grid item either way). */}
          <div className={styles.rowValue}>
            <Value row={row} newTab={newTab} />
          </div>
        </li>
      ))}
    </ul>
  )
}
