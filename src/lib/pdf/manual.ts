import type { Drawing } from '@/lib/drawings/installation'

import { colours, PAGE, PdfWriter } from './document'

/**
 * A product's installation manual in one language, already formatted: the variant's drawing and
 * installation measures, the family's safety notes, tools, drill sizes, steps and care (from the
 * CMS's installation guide), the product's parts list and spare parts (from the product).
 */
export type ManualContent = {
  lang: string
  brand: string
  /** „Montageanleitung“ */
  kind: string
  title: string
  variantName: string | null
  eyebrow: string | null
  /** the article numbers the manual covers, and the GTINs, under their labels */
  numbers: { label: string; value: string }[]
  picture: Buffer | null
  drawing: { heading: string; drawing: Drawing } | null
  measures: { heading: string; rows: { label: string; value: string }[] }
  safety: { heading: string; text: string }
  tools: { heading: string; items: string[] }
  drills: { heading: string; diameter: string; use: string; rows: { diameter: string; use: string }[] }
  steps: { heading: string; items: { title: string; text: string }[] }
  parts: {
    heading: string
    columns: { position: string; article: string; name: string; quantity: string }
    rows: { article: string; name: string; quantity: string }[]
  }
  /** the parts that can be ordered again, with how to order them; null where the product has none */
  spares: { heading: string; note: string; rows: { article: string; name: string }[] } | null
  care: { heading: string; text: string } | null
  url: { label: string; href: string }
  /** `Revision 3 · 27. November 2026` */
  revision: string
  revisionDate: Date
  footer: string
  pageLabel: (page: number, pages: number) => string
}

const PICTURE = { width: 170, height: 140 }

/** A product's installation manual as PDF bytes: several pages, each framed with brand, title and page number. */
export function manualDocument(content: ManualContent): Promise<Buffer> {
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
  if (content.picture)
    doc.image(content.picture, PAGE.width - PAGE.margin - PICTURE.width, top, {
      fit: [PICTURE.width, PICTURE.height],
      align: 'right',
    })
  doc.font('regular').fontSize(9).fillColor(colours.muted)
  doc.text([content.kind, content.eyebrow].filter(Boolean).join(' · '), PAGE.margin, top, { width: textWidth })
  doc.moveDown(0.3)
  doc.font('bold').fontSize(22).fillColor(colours.ink).text(content.title, { width: textWidth })
  if (content.variantName)
    doc.font('regular').fontSize(13).fillColor(colours.accent).text(content.variantName, { width: textWidth })
  doc.moveDown(0.6)
  for (const n of content.numbers) {
    doc.font('regular').fontSize(9).fillColor(colours.muted).text(n.label, PAGE.margin, doc.y, { width: textWidth })
    doc.font('bold').fontSize(11).fillColor(colours.ink).text(n.value, { width: textWidth })
    doc.moveDown(0.3)
  }
  doc.font('regular').fontSize(8).fillColor(colours.muted).text(content.revision, { width: textWidth })
  doc.x = PAGE.margin
  doc.y = Math.max(doc.y, content.picture ? top + PICTURE.height : 0) + 10

  // Page 1: what the installer measures out first.
  if (content.drawing) writer.drawing(content.drawing.heading, content.drawing.drawing)
  if (content.measures.rows.length) {
    writer.subheading(content.measures.heading)
    writer.keyValues(content.measures.rows, 6)
  }

  // Then the work itself: safety, tools and drills, the steps; on a new page unless the measures
  // ran onto one already (a page of their last rows alone would stay nearly empty).
  writer.keepTogether((PAGE.height - PAGE.top - PAGE.bottom) * 0.6)
  writer.subheading(content.safety.heading)
  writer.paragraph(content.safety.text)
  if (content.tools.items.length) {
    writer.subheading(content.tools.heading)
    writer.list(content.tools.items)
  }
  // a table's heading never stands alone at a page's foot: room for it, the header and a row
  const TABLE_START = 110
  if (content.drills.rows.length) {
    writer.keepTogether(TABLE_START)
    writer.subheading(content.drills.heading)
    writer.table(
      [
        { header: content.drills.diameter, width: 1 },
        { header: content.drills.use, width: 4 },
      ],
      content.drills.rows.map((r) => [r.diameter, r.use]),
    )
  }
  writer.subheading(content.steps.heading)
  writer.steps(content.steps.items)

  // What is in the box, what can be ordered again, how to care for it.
  if (content.parts.rows.length) {
    writer.keepTogether(TABLE_START)
    writer.subheading(content.parts.heading)
    const c = content.parts.columns
    writer.table(
      [
        { header: c.position, width: 0.6 },
        { header: c.article, width: 1.4 },
        { header: c.name, width: 4 },
        { header: c.quantity, width: 0.8, align: 'right' },
      ],
      content.parts.rows.map((r, i) => [String(i + 1), r.article, r.name, r.quantity]),
    )
  }
  if (content.spares) {
    writer.keepTogether(TABLE_START + 30)
    writer.subheading(content.spares.heading)
    writer.paragraph(content.spares.note, { size: 9, colour: colours.muted })
    writer.table(
      [
        { header: content.parts.columns.article, width: 1.4 },
        { header: content.parts.columns.name, width: 4.8 },
      ],
      content.spares.rows.map((r) => [r.article, r.name]),
    )
  }
  if (content.care) {
    writer.subheading(content.care.heading)
    writer.paragraph(content.care.text)
  }
  writer.link(content.url.label, content.url.href)
  return writer.finish()
}
