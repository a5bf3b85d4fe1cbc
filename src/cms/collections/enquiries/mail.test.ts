import { describe, expect, it } from 'vitest'

import type { Enquiry } from '@/payload-types'

import { appointmentRecipients, composeEnquiryMail } from './mail'

const base: Enquiry = {
  id: 41,
  type: 'project',
  status: 'new',
  country: 'DE',
  market: 'europe',
  name: 'Anna Huber',
  tel: '+49 89 1234567',
  telE164: '+49891234567',
  email: 'kunde@bücher.de',
  emailAscii: 'kunde@xn--bcher-kva.de',
  city: 'München',
  postcode: '80331',
  requirement: 'Hotel mit 120 Zimmern',
  items: [{ article: 'SH100101', quantity: 120, title: 'Luna 60 – Weiß' }],
  locale: 'de',
  createdAt: '2026-11-29T08:00:00.000Z',
  updatedAt: '2026-11-29T08:00:00.000Z',
}

const context = { to: ['vertrieb.europa@sanhaus.example'], siteUrl: 'https://sanhaus.example', smtpUtf8: false }

describe('the staff notification of an enquiry', () => {
  it('names the country in the subject and the text, and replies to the address with its domain in ASCII', () => {
    const mail = composeEnquiryMail(base, { ...context, marketName: 'Europa' })
    expect(mail.to).toEqual(['vertrieb.europa@sanhaus.example'])
    expect(mail.subject).toBe('[SANHAUS SH-000041] Anfrage – Deutschland: Anna Huber')
    expect(mail.replyTo).toBe('kunde@xn--bcher-kva.de')
    expect(mail.text).toContain('Land / Country: Deutschland (DE)')
    expect(mail.text).toContain('Markt / Market: europe · Europa')
    expect(mail.text).toContain('E-Mail: kunde@bücher.de (kunde@xn--bcher-kva.de)')
    expect(mail.text).toContain('PLZ, Ort / Postcode, city: 80331 München')
    expect(mail.text).toContain('- SH100101 × 120  Luna 60 – Weiß')
    expect(mail.text).not.toContain('Provinz')
  })

  it('puts a UTF-8 local part into Reply-To only where the mail server announced SMTPUTF8, else names it in the text', () => {
    const muller = { ...base, email: 'müller@example.de', emailAscii: 'müller@example.de' }
    const plain = composeEnquiryMail(muller, context)
    expect(plain.replyTo).toBeUndefined()
    expect(plain.text).toContain('Antwort an / Reply to: müller@example.de')
    const utf8 = composeEnquiryMail(muller, { ...context, smtpUtf8: true })
    expect(utf8.replyTo).toBe('müller@example.de')
    expect(utf8.text).not.toContain('Antwort an / Reply to')
  })

  it('reads a China enquiry with its province and the consent to the transfer to Germany', () => {
    const china = {
      ...base,
      country: 'CN' as const,
      market: 'china',
      tel: '13800138000',
      telE164: '+8613800138000',
      email: 'wang@example.cn',
      emailAscii: 'wang@example.cn',
      province: '香港',
      city: null,
      postcode: null,
      transferConsentAt: '2026-11-29T08:00:00.000Z',
    }
    const mail = composeEnquiryMail(china, context)
    expect(mail.subject).toBe('[SANHAUS SH-000041] Anfrage – China: Anna Huber')
    expect(mail.text).toContain('Provinz / Province: 香港 (Hong Kong)')
    expect(mail.text).toContain('Telefon / Phone: 13800138000 (+8613800138000)')
    expect(mail.text).toContain(
      'Übermittlung nach Deutschland / Transfer to Germany: erlaubt / agreed 2026-11-29T08:00:00.000Z',
    )
  })
})

describe('the staff notification of an appointment', () => {
  const appointment: Enquiry = {
    ...base,
    type: 'appointment',
    requirement: null,
    items: [],
    visitDate: '2026-12-08T00:00:00.000Z',
    visitTime: 'morning',
  }
  const showroom = {
    name: 'SANHAUS Showroom München',
    city: 'München',
    email: 'muenchen@sanhaus.example',
    url: 'https://sanhaus.example/de/showrooms/sanhaus-showroom-muenchen',
  }

  it('goes to the showroom first and to the market’s sales team, each address once', () => {
    expect(
      appointmentRecipients('Muenchen@sanhaus.example', ['vertrieb@sanhaus.example', 'muenchen@sanhaus.example']),
    ).toEqual(['muenchen@sanhaus.example', 'vertrieb@sanhaus.example'])
    expect(appointmentRecipients(null, ['vertrieb@sanhaus.example'])).toEqual(['vertrieb@sanhaus.example'])
  })

  it('names the showroom in the subject, the series and the wished visit in the text, and links the showroom page', () => {
    const mail = composeEnquiryMail(appointment, { ...context, showroom, seriesTitles: ['Luna', 'Aria'] })
    expect(mail.subject).toBe('[SANHAUS SH-000041] Terminanfrage – SANHAUS Showroom München: Anna Huber')
    expect(mail.text).toContain('Art / Type: Terminanfrage Ausstellung / Showroom appointment')
    expect(mail.text).toContain('Ausstellung / Showroom: SANHAUS Showroom München, München')
    expect(mail.text).toContain('Serien / Series: Luna, Aria')
    expect(mail.text).toContain('Wunschtermin / Preferred visit: 2026-12-08 (Di / Tue), vormittags / morning')
    expect(mail.text).toContain('Nachricht / Message:\n–')
    expect(mail.text).toContain(`Seite der Ausstellung / Showroom page: ${showroom.url}`)
    const open = composeEnquiryMail({ ...appointment, visitDate: null, visitTime: null }, { ...context, showroom })
    expect(open.text).toContain('Wunschtermin / Preferred visit: offen / any time it is open')
  })
})
