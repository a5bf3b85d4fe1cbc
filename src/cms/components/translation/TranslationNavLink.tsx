'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import { translationLabels as T } from '@/cms/translation/labels'

import { say } from './text'

/** In the admin's menu, for editors and translators: the translation status. */
export function TranslationNavLink() {
  const { user } = useAuth<{ role?: string }>()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pathname = usePathname()
  if (user?.role !== 'admin' && user?.role !== 'editor') return null
  const href = `${config.routes.admin}/translations`
  const active = pathname === href
  return (
    <a className="nav__link" href={href} id="nav-translations" aria-current={active ? 'page' : undefined}>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{say(T.title, i18n.language)}</span>
    </a>
  )
}
