import Link from 'next/link'

import type { SearchHit } from '@/lib/cms/search'
import { excerpt } from '@/lib/search/highlight'
import type { QueryUnit } from '@/lib/search/normalize'
import { Img } from '@/ui/CmsImage'

import { Marked } from './Marked'
import styles from './Search.module.css'

/** One result: what it is, its title as the link, a passage with the match, a picture where it has one. */
export function SearchHitItem({
  hit,
  units,
  kindLabel,
}: {
  hit: SearchHit
  units: readonly QueryUnit[]
  kindLabel: string
}) {
  return (
    <li className={styles.hit} data-kind={hit.kind}>
      <div className={styles.hitText}>
        <p className={styles.kind}>{kindLabel}</p>
        <h2 className={styles.hitTitle}>
          <Link href={hit.href} className={styles.hitLink}>
            <Marked text={hit.title} units={units} />
          </Link>
        </h2>
        {hit.snippet && (
          <p className={styles.snippet}>
            <Marked text={excerpt(hit.snippet, units)} units={units} />
          </p>
        )}
      </div>
      {/* The title beside it names the picture, so it is decorative. */}
      {hit.image && <Img image={hit.image} sizes="128px" className={styles.thumb} decorative />}
    </li>
  )
}
