import type { Drawing } from '@/lib/drawings/installation'

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
  /** the installation drawing, under its heading */
  drawing: { heading: string; drawing: Drawing } | null
  /** the certificates and test reports that cover the product, one line each */
  certificates: { heading: string; items: string[] }
  /** the page's address, under its label, beside a QR code of the variant's short link */
  url: { label: string; href: string; shortLink: string; shortLinkNote: string }
  /** `Revision 3 · 27.11.2026` */
  revision: string
  revisionDate: Date
  footer: string
  pageLabel: (page: number, pages: number) => string
}

const PICTURE = { width: 200, height: 170 }
/** the QR code's side, with its quiet zone (about 23 mm) */
const QR = 64

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
  // The QR code of the variant's short link beside its numbers: a printed sheet's way back.
  const numbersTop = doc.y
  writer.qrCode(content.url.shortLink, PAGE.margin + textWidth - QR, numbersTop, QR)
  const numbersWidth = textWidth - QR - 12
  doc.x = PAGE.margin
  doc.y = numbersTop
  for (const n of content.numbers) {
    doc.font('regular').fontSize(9).fillColor(colours.muted).text(n.label, PAGE.margin, doc.y, { width: numbersWidth })
    doc.font('bold').fontSize(11).fillColor(colours.ink).text(n.value, { width: numbersWidth })
    doc.moveDown(0.3)
  }
  doc.font('regular').fontSize(8).fillColor(colours.muted).text(content.revision, { width: numbersWidth })
  doc.y = Math.max(doc.y, numbersTop + QR)
  doc.x = PAGE.margin
  doc.y = Math.max(doc.y, content.picture ? top + PICTURE.height : 0) + 14
  if (content.description) writer.paragraph(content.description, { size: 10 })
  // The way back to the page before the data: a second page, where the data needs one, carries
  // data, never the address alone.
  writer.link(content.url.label, content.url.href, content.url.shortLinkNote || undefined)
  if (content.specs.length) {
    writer.subheading(content.specsHeading)
    writer.keyValues(content.specs, 7)
  }
  if (content.drawing) writer.drawing(content.drawing.heading, content.drawing.drawing)
  if (content.certificates.items.length) {
    writer.subheading(content.certificates.heading)
    writer.list(content.certificates.items)
  }
  return writer.finish()
}
