'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import type React from 'react'

import { localeNames, locales, localeTags, type Locale } from '@/i18n/locales'
import { rememberLanguage } from '@/lib/languagePreference'
import { switchLocalePath } from '@/lib/paths'

import styles from './Header.module.css'

type Props = {
  current: Locale
  /** the list's name ("Sprache wählen") */
  label: string
  /** each language's flag, drawn on the server (the flags' drawings stay out of the browser's script) */
  flags: Record<Locale, React.ReactNode>
  /**
   * Where each flag leads, from the page's own alternates (its hreflang links): a page that
   * exists in fewer languages sends the others to their nearest page. Without it every flag
   * leads to the same address in its language, query and fragment kept.
   */
  targets?: Record<Locale, string>
}

/** Six flags in the spec's order; each opens the page in its language, without a full reload. */
export function LanguageSwitcherList({ current, label, flags, targets }: Props) {
  const pathname = usePathname()
  const router = useRouter()

  function choose(event: React.MouseEvent<HTMLAnchorElement>, locale: Locale) {
    rememberLanguage(locale)
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    const { search, hash } = window.location
    window.dispatchEvent(new Event('route-progress:start'))
    router.push(targets ? targets[locale] : `${switchLocalePath(pathname, locale)}${search}${hash}`)
  }

  return (
    <ul className={styles.languages} aria-label={label}>
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            href={targets ? targets[locale] : switchLocalePath(pathname, locale)}
            hrefLang={localeTags[locale]}
            lang={localeTags[locale]}
            className={styles.flag}
            aria-current={locale === current ? 'true' : undefined}
            title={localeNames[locale]}
            data-locale={locale}
            onClick={(event) => choose(event, locale)}
          >
            {flags[locale]}
            <span className="visually-hidden">{localeNames[locale]}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
