'use client'

import { useConfig } from '@payloadcms/ui'

type CellProps = { cellData?: unknown; rowData?: Record<string, unknown> }

/** A text of an audit line, or a dash where the line has none (not Payload's "<No …>"). */
export function AuditTextCell({ cellData }: CellProps) {
  const text = typeof cellData === 'string' || typeof cellData === 'number' ? String(cellData) : ''
  return <span>{text || '–'}</span>
}

/** The version a line names, linking to it in the document's or global's history. */
export function AuditVersionCell({ cellData, rowData }: CellProps) {
  const { config } = useConfig()
  const version = typeof cellData === 'string' ? cellData : ''
  if (!version) return <span>–</span>
  const entity = typeof rowData?.entity === 'string' ? rowData.entity : ''
  const document = typeof rowData?.documentId === 'string' ? rowData.documentId : ''
  const admin = config.routes.admin
  const href =
    rowData?.entityKind === 'global'
      ? `${admin}/globals/${entity}/versions/${version}`
      : `${admin}/collections/${entity}/${document}/versions/${version}`
  return <a href={href}>{version}</a>
}
