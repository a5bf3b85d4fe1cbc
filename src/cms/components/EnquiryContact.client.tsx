'use client'

import { useField, useTranslation } from '@payloadcms/ui'

import { provinceInLanguage } from '@/lib/enquiry/provinces'

/** The list's province column: in the admin's language. */
export function ProvinceCell({ cellData }: { cellData?: unknown }) {
  const { i18n } = useTranslation()
  return <span>{provinceInLanguage(cellData, i18n.language)}</span>
}

/** Under the province in an enquiry: its name in the admin's language (the field holds the Chinese one). */
export function ProvinceName({ path }: { path: string }) {
  const { value } = useField<string>({ path })
  const { i18n } = useTranslation()
  const named = provinceInLanguage(value, i18n.language)
  return named && named !== value ? (
    <p className="field-description" data-province-name>
      {named}
    </p>
  ) : null
}

/** The list's e-mail column: an address to write to. */
export function EmailCell({ cellData }: { cellData?: unknown }) {
  return typeof cellData === 'string' && cellData ? <a href={`mailto:${cellData}`}>{cellData}</a> : null
}

/** Under an enquiry's e-mail address: a link that opens the mail program with it. */
export function MailtoLink({ path }: { path: string }) {
  const { value } = useField<string>({ path })
  const { t } = useTranslation()
  return typeof value === 'string' && value ? (
    <p className="field-description">
      <a href={`mailto:${value}`} data-mailto>
        {t('general:email')}: {value}
      </a>
    </p>
  ) : null
}
