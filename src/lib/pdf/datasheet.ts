import { colours, PAGE, PdfWriter } from './document'

/**
 * What a variant's data sheet shows, in one language: the same values and labels as its page
 * (the caller reads them with the page's own functions), already formatted.
 */
export type DatasheetContent = {
  lang: string
  brand: string
  /** e.g. „Datenblatt“: the document's kind */
  kind: string
  title: string
  variantName: string | null
  /** the variant's category, above the title, as on the page */
  eyebrow: string | null
  numbers: { label: string; value: string }[]
  description: string | null
  /** the variant's first picture as JPEG or PNG, already small */
  picture: Buffer | null
  specsHeading: string
  specs: { label: string; value: string }[]
  /** the page's address, under its label */
  url: { label: string; href: string }
  /** `Revision 3 · 27.11.2026` */
  revision: string
  revisionDate: Date
  footer: string
  pageLabel: (page: number, pages: number) => string
}

const PICTURE = { width: 200, height: 170 }

/** A variant's data sheet as PDF bytes. */
export function datasheetDocument(content: DatasheetContent): Promise<Buffer> {
  const title = content.variantName ? `${content.title} – ${content.variantName}` : content.title
  const writer = new PdfWriter({
    lang: content.lang,
    brand: content.brand,
    title: `${content.kind} · ${title}`,
    subject: content.kind,
    footer: content.footer,
    pageLabel: content.pageLabel,
    date: content.revisionDate,
  })
  const { doc } = writer
  const top = doc.y
  const textWidth = content.picture ? writer.width - PICTURE.width - 20 : writer.width
  if (content.picture) {
    doc.image(content.picture, PAGE.width - PAGE.margin - PICTURE.width, top, {
      fit: [PICTURE.width, PICTURE.height],
      align: 'right',
    })
  }
  doc.font('regular').fontSize(9).fillColor(colours.muted)
  doc.text([content.kind, content.eyebrow].filter(Boolean).join(' · '), PAGE.margin, top, { width: textWidth })
  doc.moveDown(0.3)
  doc.font('bold').fontSize(20).fillColor(colours.ink).text(content.title, { width: textWidth })
  if (content.variantName) {
    doc.font('regular').fontSize(13).fillColor(colours.accent).text(content.variantName, { width: textWidth })
  }
  doc.moveDown(0.6)
  for (const n of content.numbers) {
    doc.font('regular').fontSize(9).fillColor(colours.muted).text(n.label, { width: textWidth })
    doc.font('bold').fontSize(11).fillColor(colours.ink).text(n.value, { width: textWidth })
    doc.moveDown(0.3)
  }
  doc.font('regular').fontSize(8).fillColor(colours.muted).text(content.revision, { width: textWidth })
  doc.x = PAGE.margin
  doc.y = Math.max(doc.y, content.picture ? top + PICTURE.height : 0) + 14
  if (content.description) writer.paragraph(content.description, { size: 10 })
  if (content.specs.length) {
    writer.subheading(content.specsHeading)
    writer.keyValues(content.specs)
  }
  writer.link(content.url.label, content.url.href)
  return writer.finish()
}
