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

/** Above the enquiries list: downloads exactly what the list shows (same filters and search). */
export function ExportCsvButton() {
  const params = useSearchParams()
  const { i18n } = useTranslation()
  const query = new URLSearchParams(params?.toString() ?? '')
  query.delete('page')
  query.delete('limit')
  const href = `/api/enquiries/export.csv${query.size ? `?${query.toString()}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {label[i18n.language] ?? label.en}
      </a>
    </div>
  )
}
