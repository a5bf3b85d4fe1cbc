import { PdfWriter } from './document'

/**
 * A declaration of performance (Regulation (EU) No 305/2011, Annex III as amended by Delegated
 * Regulation (EU) No 574/2014) in one language: the regulation's numbered items with their
 * labels in that language (the caller reads them from the messages), the declared performances
 * as a table, the manufacturer's statement and who signed where and when.
 */
export type DopContent = {
  /** BCP 47 tag of the language */
  lang: string
  brand: string
  /** "Leistungserklärung" */
  kind: string
  /** "Nr. DoP-SH-14688-001" */
  number: string
  /** the numbered items in the regulation's order: "1." (or '' for a second part of an item) with its label and the answer's lines */
  items: { number: string; label: string; lines: string[] }[]
  /** item 7: the declared performances */
  performance: {
    number: string
    label: string
    columns: [characteristic: string, performance: string, specification: string]
    rows: [string, string, string][]
  }
  /** the manufacturer's statement of conformity and responsibility */
  statement: string
  /** "Unterzeichnet für den Hersteller und im Namen des Herstellers von:" and the name, function, "place, date" lines */
  signature: { label: string; lines: string[] }
  footer: string
  pageLabel: (page: number, pages: number) => string
  /** the day of issue: the file's metadata, so the same declaration always gives the same bytes */
  date: Date
}

/** The declaration as PDF bytes (A4, the project's embedded font, one table of performances). */
export function dopDocument(content: DopContent): Promise<Buffer> {
  const writer = new PdfWriter({
    lang: content.lang,
    brand: content.brand,
    title: `${content.kind} ${content.number}`,
    subject: content.kind,
    footer: content.footer,
    pageLabel: content.pageLabel,
    date: content.date,
  })
  writer.heading(content.kind.toLocaleUpperCase(content.lang), 16)
  writer.paragraph(content.number, { size: 11 })
  // Each item's answer beside its label where it is one short line, else its lines (a name and an address) under it.
  for (const item of content.items) writer.labelled([item.number, item.label].filter(Boolean).join(' '), item.lines)
  writer.subheading(`${content.performance.number} ${content.performance.label}`, 10)
  writer.table(
    [
      { header: content.performance.columns[0], width: 4.4 },
      { header: content.performance.columns[1], width: 3.6 },
      { header: content.performance.columns[2], width: 3 },
    ],
    content.performance.rows,
  )
  writer.paragraph(content.statement, { size: 9.5 })
  writer.labelled(content.signature.label, content.signature.lines)
  return writer.finish()
}
