import { parseEmail } from '@/lib/enquiry/email'
import { provinceForStaff } from '@/lib/enquiry/provinces'
import { referenceOf } from '@/lib/enquiry/reference'
import { countryName } from '@/lib/geo/countries'
import type { Enquiry as EnquiryDoc } from '@/payload-types'

const typeNames: Record<EnquiryDoc['type'], string> = {
  brand: 'Markenpartnerschaft / Brand partnership',
  project: 'Projektbeschaffung / Project supply',
  customised: 'Individuelle Bestellung / Made to measure',
  joinus: 'Bewerbung / Job application',
  other: 'Andere Kooperation / Other enquiries',
  appointment: 'Terminanfrage Ausstellung / Showroom appointment',
}

const visitTimeNames: Record<NonNullable<EnquiryDoc['visitTime']>, string> = {
  morning: 'vormittags / morning',
  afternoon: 'nachmittags / afternoon',
  evening: 'abends / evening',
}

/** The showroom an appointment is asked for, as staff read it. */
export type MailShowroom = { name: string; city: string; email?: string | null; url: string }

/** Visitor text goes into a header: no line breaks, bounded length. */
const headerSafe = (s: string) => s.replace(/[\r\n\t]+/g, ' ').slice(0, 80)

/** How staff read a country: `Deutschland (DE)`. */
export const countryForStaff = (code: string | null | undefined): string =>
  code ? `${countryName(code, 'de')} (${code})` : ''

export type EnquiryMail = { to: string[]; replyTo?: string; subject: string; text: string }

export type MailContext = {
  /** who is told: the market's recipients for this kind, or the site's (`recipientsOf`) */
  to: string[]
  siteUrl: string
  jobTitle?: string | null
  /** the market's name as staff read it, beside its key */
  marketName?: string | null
  /** the mail server announced SMTPUTF8: a header may carry a UTF-8 local part */
  smtpUtf8: boolean
  /** an appointment: its showroom, and the titles of the series the visitor would like to see */
  showroom?: MailShowroom | null
  seriesTitles?: string[]
}

/** Who is told of an appointment: the showroom's own address first, then the market's sales recipients, each once. */
export function appointmentRecipients(showroomEmail: string | null | undefined, sales: readonly string[]): string[] {
  const all = [showroomEmail?.trim(), ...sales].filter((a): a is string => Boolean(a))
  return [...new Map(all.map((a) => [a.toLowerCase(), a])).values()]
}

/** A wished day as staff read it: `2026-12-05 (Sa / Sat)`. */
function visitDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T12:00:00Z`)
  const de = day.toLocaleDateString('de-DE', { weekday: 'short', timeZone: 'UTC' }).replace('.', '')
  const en = day.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  return `${date.slice(0, 10)} (${de} / ${en})`
}

/**
 * Where a reply goes: the visitor's address with its domain in ASCII (every mail server takes
 * that); an address whose local part is UTF-8 has no ASCII form, so it goes into the header only
 * where the mail server announced SMTPUTF8, and is named in the text alone otherwise.
 */
function replyAddress(doc: EnquiryDoc, smtpUtf8: boolean): string | undefined {
  const parsed = parseEmail(doc.email)
  if (!parsed) return undefined
  if (!parsed.utf8Local) return parsed.ascii
  return smtpUtf8 ? parsed.address : undefined
}

/**
 * The notification to staff: plain text only, so nothing a visitor typed is ever rendered as
 * HTML in a mail client. Cooperation enquiries go to the sales recipients of the enquiry's market,
 * job applications to its HR recipients; the subject names the country.
 */
export function composeEnquiryMail(doc: EnquiryDoc, context: MailContext): EnquiryMail {
  const application = doc.type === 'joinus'
  const replyTo = replyAddress(doc, context.smtpUtf8)
  const ascii = doc.emailAscii && doc.emailAscii !== doc.email ? doc.emailAscii : null
  const appointment = doc.type === 'appointment'
  const visit = [doc.visitDate ? visitDay(doc.visitDate) : null, doc.visitTime ? visitTimeNames[doc.visitTime] : null]
    .filter(Boolean)
    .join(', ')
  const rows: [string, string | null | undefined][] = [
    ['Art / Type', typeNames[doc.type]],
    ['Ausstellung / Showroom', context.showroom ? `${context.showroom.name}, ${context.showroom.city}` : null],
    ['Serien / Series', context.seriesTitles?.length ? context.seriesTitles.join(', ') : null],
    ['Wunschtermin / Preferred visit', appointment ? visit || 'offen / any time it is open' : null],
    ['Land / Country', countryForStaff(doc.country)],
    ['Markt / Market', doc.market ? [doc.market, context.marketName].filter(Boolean).join(' · ') : null],
    ['Name', doc.name],
    ['Telefon / Phone', doc.telE164 && doc.tel !== doc.telE164 ? `${doc.tel} (${doc.telE164})` : doc.tel],
    ['E-Mail', ascii ? `${doc.email} (${ascii})` : doc.email],
    ['Firma / Company', doc.company],
    ['Provinz / Province', doc.province ? provinceForStaff(doc.province) : null],
    ['Region', doc.region],
    ['PLZ, Ort / Postcode, city', [doc.postcode, doc.city].filter(Boolean).join(' ') || null],
    ['Stelle / Position', context.jobTitle],
    ['Produkt / Product', doc.product],
    ['Sprache / Language', doc.locale],
    ['Eingang / Received', doc.createdAt],
    [
      'Übermittlung nach Deutschland / Transfer to Germany',
      doc.transferConsentAt ? `erlaubt / agreed ${doc.transferConsentAt}` : null,
    ],
  ]
  const table = rows
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
  const showroomPage = context.showroom ? `\n\nSeite der Ausstellung / Showroom page: ${context.showroom.url}` : ''
  const items = (doc.items ?? []).map((i) => `- ${i.article} × ${i.quantity}${i.title ? `  ${i.title}` : ''}`)
  const list = items.length ? `\n\nPositionen / Items (${items.length}):\n${items.join('\n')}` : ''
  const noReply = replyTo
    ? ''
    : `\n\nAntwort an / Reply to: ${doc.email} (Ihr Mailserver kann diese Adresse nicht als Reply-To tragen / your mail server cannot carry this address as Reply-To)`
  const reference = referenceOf(doc.id)
  // "Anfrage – Schweiz", not "aus …": German names of countries take articles ("aus der Schweiz").
  const country = doc.country ? ` – ${countryName(doc.country, 'de')}` : ''
  return {
    to: context.to,
    ...(replyTo ? { replyTo } : {}),
    subject: appointment
      ? `[SANHAUS ${reference}] Terminanfrage${context.showroom ? ` – ${headerSafe(context.showroom.name)}` : ''}: ${headerSafe(doc.name)}`
      : `[SANHAUS ${reference}] ${application ? 'Bewerbung' : 'Anfrage'}${country}: ${headerSafe(doc.name)}`,
    text: `${table}${list}\n\n${appointment ? 'Nachricht / Message' : 'Anliegen / Requirement'}:\n${doc.requirement || '–'}${showroomPage}${noReply}\n\nIm CMS / In the CMS: ${context.siteUrl}/admin/collections/enquiries/${doc.id}\n`,
  }
}
