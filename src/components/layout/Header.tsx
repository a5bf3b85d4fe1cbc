import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { MainNav } from '@/components/layout/MainNav.client'
import { toMenuItems } from '@/components/layout/menu'
import { SearchBox } from '@/components/layout/SearchBox.client'
import { ListCount } from '@/components/list/ListCount.client'
import type { Locale } from '@/i18n/locales'
import { getNavigation, getSiteSettings } from '@/lib/cms/site'
import { mediaUrl } from '@/lib/media'
import { hrefFor } from '@/lib/paths'
import { pluralForms } from '@/lib/text/plural'
import { type SearchKind, searchKinds } from '@/lib/vocabularies'
import { Icon } from '@/ui/Icon'

import styles from './Header.module.css'

/**
 * `languages` is the page's own language switcher (the layout's `@languages` slot, which knows
 * the page's alternates); without one, every flag leads to the same address in its language.
 */
export async function Header({ locale, languages }: { locale: Locale; languages?: React.ReactNode }) {
  const [settings, nav, t, tl] = await Promise.all([
    getSiteSettings(locale),
    getNavigation(locale),
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'list' }),
  ])
  const logo = mediaUrl(settings.logo)
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link
          href={hrefFor(locale, 'home')}
          className={styles.brand}
          aria-label={t('homeLink', { brand: settings.brandName })}
        >
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- an SVG wordmark; no resizing wanted
            <img src={logo} alt="" width={160} height={40} className={styles.logo} />
          ) : (
            <span>{settings.brandName}</span>
          )}
        </Link>
        <MainNav
          items={toMenuItems(nav, settings, locale)}
          labels={{
            mainMenu: t('mainMenu'),
            openMenu: t('openMenu'),
            closeMenu: t('closeMenu'),
            submenu: t('submenu', { label: '{label}' }),
            opensInNewTab: t('opensInNewTab'),
          }}
          icons={{
            menu: <Icon name="menu" size={22} />,
            close: <Icon name="close" size={22} />,
            chevron: <Icon name="chevron" size={16} />,
            external: <Icon name="external" />,
          }}
        >
          {languages ?? <LanguageSwitcher current={locale} />}
        </MainNav>
        <SearchBox
          action={hrefFor(locale, 'search')}
          locale={locale}
          labels={{
            openSearch: t('openSearch'),
            closeSearch: t('closeSearch'),
            searchLabel: t('searchLabel'),
            searchPlaceholder: t('searchPlaceholder'),
            searchSubmit: t('searchSubmit'),
            searchSuggestions: t('searchSuggestions'),
            searchDidYouMean: t('searchDidYouMean'),
            searchKinds: Object.fromEntries(searchKinds.map((kind) => [kind, t(`searchKinds.${kind}`)])) as Record<
              SearchKind,
              string
            >,
            articleNumber: t('articleNumber', { number: '{number}' }),
            suggestionCount: pluralForms(locale, (count) => t('suggestionCount', { count })),
          }}
          icons={{
            search: <Icon name="search" size={20} />,
            close: <Icon name="close" size={20} />,
            submit: <Icon name="search" size={18} />,
          }}
        />
        <Link href={hrefFor(locale, 'list')} className={styles.listLink} prefetch={false} data-list-link>
          <Icon name="bookmark" size={20} />
          <span className="visually-hidden">{tl('headerLink')}</span>
          <ListCount rowsOne={tl('rowsOne')} rowsOther={tl('rowsOther')} />
        </Link>
      </div>
    </header>
  )
}
