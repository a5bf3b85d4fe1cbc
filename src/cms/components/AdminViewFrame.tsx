import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import styles from './translation/Translations.module.css'

/**
 * The frame of the project's own admin views (translations, calendar, content health): Payload's
 * template with its menu and header, and the page's column.
 */
export function AdminViewFrame({
  initPageResult,
  params,
  searchParams,
  before,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  /** what stands outside the column (a client helper without markup of its own) */
  before?: ReactNode
  children: ReactNode
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {before}
      <Gutter className={styles.view}>{children}</Gutter>
    </DefaultTemplate>
  )
}
