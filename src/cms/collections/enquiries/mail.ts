import { provinceForStaff } from '@/lib/enquiry/provinces'
import { referenceOf } from '@/lib/enquiry/reference'
import type { Enquiry as EnquiryDoc } from '@/payload-types'

const typeNames: Record<EnquiryDoc['type'], string> = {
  brand: 'Markenpartnerschaft / Brand partnership',
  project: 'Projektbeschaffung / Project supply',
  customised: 'Individuelle Bestellung / Made to measure',
  joinus: 'Bewerbung / Job application',
  other: 'Andere Kooperation / Other enquiries',
}

/** Visitor text goes into a header: no line breaks, bounded length. */
const headerSafe = (s: string) => s.replace(/[\r\n\t]+/g, ' ').slice(0, 80)

export type EnquiryMail = { to: string; replyTo: string; subject: string; text: string }

/**
 * The notification to staff: plain text only, so nothing a visitor typed is ever rendered as
 * HTML in a mail client. Cooperation enquiries go to sales, job applications to HR.
 */
export function composeEnquiryMail(
  doc: EnquiryDoc,
  to: { sales: string; hr: string },
  siteUrl: string,
  jobTitle?: string | null,
): EnquiryMail {
  const rows: [string, string | null | undefined][] = [
    ['Art / Type', typeNames[doc.type]],
    ['Name', doc.name],
    ['Telefon / Phone', doc.tel],
    ['E-Mail', doc.email],
    ['Firma / Company', doc.company],
    ['Provinz / Province', provinceForStaff(doc.province)],
    ['Stelle / Position', jobTitle],
    ['Produkt / Product', doc.product],
    ['Sprache / Language', doc.locale],
    ['Eingang / Received', doc.createdAt],
  ]
  const table = rows
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
  const items = (doc.items ?? []).map((i) => `- ${i.article} × ${i.quantity}${i.title ? `  ${i.title}` : ''}`)
  const list = items.length ? `\n\nPositionen / Items (${items.length}):\n${items.join('\n')}` : ''
  const reference = referenceOf(doc.id)
  return {
    to: doc.type === 'joinus' ? to.hr : to.sales,
    replyTo: doc.email,
    subject: `[SANHAUS ${reference}] ${doc.type === 'joinus' ? 'Bewerbung' : 'Anfrage'}: ${headerSafe(doc.name)}`,
    text: `${table}${list}\n\nAnliegen / Requirement:\n${doc.requirement}\n\nIm CMS / In the CMS: ${siteUrl}/admin/collections/enquiries/${doc.id}\n`,
  }
}
