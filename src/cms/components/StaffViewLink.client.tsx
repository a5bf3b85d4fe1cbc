'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import type { AdminText } from '@/cms/labels'

import { say } from './translation/text'

/**
 * A link of the admin's menu to one of the project's own views (`/admin/<view>`), for
 * administrators and editors, marked while it is the page shown.
 */
export function StaffViewLink({ view, label }: { view: string; label: AdminText }) {
  const { user } = useAuth<{ role?: string }>()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pathname = usePathname()
  if (user?.role !== 'admin' && user?.role !== 'editor') return null
  const href = `${config.routes.admin}/${view}`
  const active = pathname === href
  return (
    <a className="nav__link" href={href} id={`nav-${view}`} aria-current={active ? 'page' : undefined}>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{say(label, i18n.language)}</span>
    </a>
  )
}
