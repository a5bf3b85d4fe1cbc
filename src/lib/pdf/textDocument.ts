import { type DocumentFrame, PdfWriter } from './document'

/** A plain document: a title, then sections of a heading and paragraphs, running onto as many pages as it needs. */
export type TextDocument = DocumentFrame & {
  /** a line under the title (a product, a version) */
  lead?: string
  sections: { heading: string; paragraphs: string[] }[]
}

/**
 * A simple multi-page text document in any of the site's languages (installation manuals, care
 * guides, demo files): the same frame, font and layout as the data sheets.
 */
export function textDocument(content: TextDocument): Promise<Buffer> {
  const writer = new PdfWriter(content)
  writer.heading(content.title)
  if (content.lead) writer.paragraph(content.lead, { size: 12 })
  for (const section of content.sections) {
    writer.subheading(section.heading)
    for (const text of section.paragraphs) writer.paragraph(text)
  }
  return writer.finish()
}
