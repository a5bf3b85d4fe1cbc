import { type DocumentFrame, PdfWriter } from './document'

/** One row of a Merkliste as its PDF prints it, already in the visitor's language. */
export type ListDocumentRow = {
  product: string
  article: string
  quantity: string
  /** a small JPEG or PNG, or null */
  picture: Buffer | null
}

export type ListDocument = DocumentFrame & {
  /** `Stand: 27.11.2026` */
  dated: string
  columns: { position: string; picture: string; product: string; article: string; quantity: string }
  rows: ListDocumentRow[]
  /** the list's own address, to open and share it */
  url: { label: string; href: string }
}

/** A visitor's Merkliste as PDF bytes: a numbered table with pictures, article numbers and quantities. */
export function listDocument(content: ListDocument): Promise<Buffer> {
  const writer = new PdfWriter(content)
  writer.heading(content.title)
  writer.paragraph(content.dated, { size: 9 })
  const withPictures = content.rows.some((r) => r.picture)
  const { columns } = content
  writer.table(
    [
      ...(withPictures ? [{ header: columns.picture, width: 14 }] : []),
      { header: columns.position, width: 7 },
      { header: columns.product, width: 45 },
      { header: columns.article, width: 18 },
      { header: columns.quantity, width: 12, align: 'right' as const },
    ],
    content.rows.map((r, i) => [...(withPictures ? [''] : []), `${i + 1}`, r.product, r.article, r.quantity]),
    withPictures ? content.rows.map((r) => r.picture) : undefined,
  )
  writer.link(content.url.label, content.url.href)
  return writer.finish()
}
