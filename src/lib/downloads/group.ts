import type { Locale } from '@/i18n/locales'

import { type DocumentFormat, documentFormats, type DownloadKind, downloadKindValues, formatOfFile } from './kinds'

/** A download row as the product page reads it (the file populated). */
export type DownloadRow = {
  id?: string | null
  kind: DownloadKind
  language?: Locale | null
  label: string
  file: unknown
}

export type ShownFile = {
  id: string
  label: string
  href: string
  format: string
  size: number | null
  /** set when the file is for one language only and that is not the visitor's */
  language: Locale | null
  /** whether the file downloads rather than opens (CAD and BIM) */
  attachment: boolean
}

type StoredFile = { url?: string | null; mimeType?: string | null; filename?: string | null; filesize?: number | null }

const relative = (url: string) => url.replace(/^https?:\/\/[^/]+(?=\/)/, '')

/**
 * A product's downloads grouped by kind, in the kinds' order: in each, the files for the visitor's
 * language and those for every language; when a kind has only other languages' files, those,
 * marked with their language.
 */
export function groupDownloads(
  rows: readonly DownloadRow[],
  locale: Locale,
): { kind: DownloadKind; files: ShownFile[] }[] {
  const shown = (row: DownloadRow, i: number): ShownFile | null => {
    const file = row.file && typeof row.file === 'object' ? (row.file as StoredFile) : null
    if (!file?.url) return null
    const format: DocumentFormat | null = formatOfFile(file)
    return {
      id: row.id ?? `${row.kind}-${i}`,
      label: row.label,
      href: relative(file.url),
      format: format ? documentFormats[format].name : (file.filename?.split('.').pop()?.toUpperCase() ?? ''),
      size: file.filesize ?? null,
      language: row.language && row.language !== locale ? row.language : null,
      attachment: format !== null && format !== 'pdf',
    }
  }
  return downloadKindValues.flatMap((kind) => {
    const all = rows
      .map((row, i) => (row.kind === kind ? shown(row, i) : null))
      .filter((f): f is ShownFile => f !== null)
    const mine = all.filter((f) => f.language === null)
    const files = mine.length ? mine : all
    return files.length ? [{ kind, files }] : []
  })
}
