import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'
import { JsonLd } from '@/ui/JsonLd'

import styles from './Breadcrumbs.module.css'

export type Crumb = { label: string; href: string }

/**
 * The trail from home to the current page (the last crumb, not a link), with the matching
 * BreadcrumbList structured data.
 */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: readonly Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  const crumbs: Crumb[] = [{ label: t('home'), href: hrefFor(locale, 'home') }, ...trail]
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: `${env.siteUrl}${c.href}`,
    })),
  }
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.trail}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.href}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <Link href={c.href}>{c.label}</Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={data} />
    </nav>
  )
}
