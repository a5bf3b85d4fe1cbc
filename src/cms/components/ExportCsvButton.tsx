'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

const label: Record<string, string> = {
  de: 'Gefilterte Liste als CSV exportieren',
  zh: '将筛选结果导出为 CSV',
  en: 'Export the filtered list as CSV',
  it: 'Esporta l’elenco filtrato in CSV',
  fr: 'Exporter la liste filtrée en CSV',
  es: 'Exportar la lista filtrada a CSV',
}

/** The browser's time zone joins the address when the link is used (the server's would differ from it). */
function withTimeZone(event: React.MouseEvent<HTMLAnchorElement>) {
  const url = new URL(event.currentTarget.href)
  url.searchParams.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone)
  event.currentTarget.href = url.toString()
}

/**
 * Above a list (the enquiries, the audit record): downloads exactly what the list shows (same
 * filters and search), its times in the browser's time zone.
 */
export function ExportCsvButton({ endpoint = '/api/enquiries/export.csv' }: { endpoint?: string }) {
  const params = useSearchParams()
  const { i18n } = useTranslation()
  const query = new URLSearchParams(params?.toString() ?? '')
  query.delete('page')
  query.delete('limit')
  const href = `${endpoint}${query.size ? `?${query.toString()}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download onClick={withTimeZone}>
        {label[i18n.language] ?? label.en}
      </a>
    </div>
  )
}
