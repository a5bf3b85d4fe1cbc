import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'
import { Icon } from '@/ui/Icon'

import styles from './NewsList.module.css'

export type NewsEmptyTexts = { title: string; text: string; products: string; contact: string }

/** A language without articles yet: say so kindly and offer the products and the contact form instead. */
export function NewsEmpty({ locale, texts }: { locale: Locale; texts: NewsEmptyTexts }) {
  return (
    <div className={styles.empty}>
      <h2>{texts.title}</h2>
      <p>{texts.text}</p>
      <div className={styles.actions}>
        <Link className="button" href={hrefFor(locale, 'product')}>
          {texts.products}
          <Icon name="arrow" />
        </Link>
        <Link className="button button--ghost" href={hrefFor(locale, 'teamwork')}>
          {texts.contact}
        </Link>
      </div>
    </div>
  )
}
