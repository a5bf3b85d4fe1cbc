import { createTranslator } from 'next-intl'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { localeTags } from '@/i18n/locales'

import { type DopContent, dopDocument } from './dop'
import { pdfText } from '../../../tests/support/pdfText'

/** The EU markets' languages: a declaration of performance is made in these five, not in Chinese. */
const languages = ['de', 'en', 'it', 'fr', 'es'] as const

const squash = (text: string) => text.replace(/\s+/g, '')

/** A stone-resin basin's declaration, its labels read from the language's messages as the site reads them. */
function declaration(locale: (typeof languages)[number]): DopContent {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>
  const t = createTranslator({ locale, messages, namespace: 'dop' as never }) as unknown as (
    key: string,
    values?: Record<string, string>,
  ) => string
  return {
    lang: localeTags[locale],
    brand: 'SANHAUS',
    kind: t('kind'),
    number: t('number', { number: 'DoP-SH-14688-001' }),
    items: [
      { number: '1.', label: t('productType'), lines: ['SH-WB-MG-01 (Luna 60, Nova 45)'] },
      { number: '2.', label: t('intendedUse'), lines: ['Waschtisch für den Hausgebrauch / basin for domestic use'] },
      {
        number: '3.',
        label: t('manufacturer'),
        lines: ['SANHAUS Bad GmbH', 'Mainzer Landstraße 1, 60329 Frankfurt am Main'],
      },
      { number: '5.', label: t('avcp'), lines: ['System 4'] },
      { number: '6a.', label: t('standard'), lines: ['EN 14688:2015'] },
      { number: '', label: t('notifiedBody'), lines: [t('notApplicable')] },
    ],
    performance: {
      number: '7.',
      label: t('performance'),
      columns: [t('characteristic'), t('value'), t('specification')],
      rows: [
        ['Reaction to fire', 'A1', 'EN 14688:2015'],
        ['Load resistance', '≥ 1.5 kN', 'EN 14688:2015'],
        ['Release of dangerous substances', t('npd'), 'EN 14688:2015'],
      ],
    },
    statement: t('statement'),
    signature: {
      label: t('signed'),
      lines: ['Dr. Anna Berger, Geschäftsführerin', t('placeDate', { place: 'Frankfurt am Main', date: '1.12.2026' })],
    },
    footer: 'SANHAUS Bad GmbH',
    pageLabel: (page, pages) => `${page}/${pages}`,
    date: new Date('2026-12-01T00:00:00Z'),
  }
}

describe('declarations of performance, read back with pdf.js', () => {
  for (const locale of languages) {
    it(`${locale}: every item of Annex III with its label and answer, the performances, the statement and the signature`, async () => {
      const content = declaration(locale)
      const bytes = await dopDocument(content)
      const { text, info } = await pdfText(bytes)
      const flat = squash(text)
      expect(info.Title).toBe(`${content.kind} ${content.number}`)
      expect(flat).toContain(squash(content.kind.toLocaleUpperCase(content.lang)))
      expect(flat).toContain(squash(content.number))
      for (const item of content.items) {
        expect(flat).toContain(squash(item.label))
        for (const line of item.lines) expect(flat).toContain(squash(line))
      }
      for (const cell of [...content.performance.columns, ...content.performance.rows.flat()])
        expect(flat).toContain(squash(cell))
      expect(flat).toContain(squash(content.statement))
      for (const line of content.signature.lines) expect(flat).toContain(squash(line))
    })
  }

  it('the same declaration gives the same bytes, so its stored digest identifies it', async () => {
    const [a, b] = await Promise.all([dopDocument(declaration('it')), dopDocument(declaration('it'))])
    expect(Buffer.compare(a, b)).toBe(0)
  })
})

describe('a declaration as the CMS holds it, made into the document', () => {
  const record = {
    number: 'DoP-SH-14688-2026-01',
    productType: 'SANHAUS SH-WB-14688',
    articles: ['SH100101', 'SH100102'],
    intendedUse: 'Lavabo per uso domestico',
    manufacturer: 'SANHAUS Bad GmbH\nHanauer Landstraße 291, 60314 Frankfurt am Main',
    avcp: '4',
    standard: 'EN 14688:2015',
    notifiedBody: null,
    characteristics: [
      { characteristic: 'Resistenza al carico', performance: 'superato', specification: '' },
      { characteristic: 'Rilascio di sostanze pericolose', performance: 'npd', specification: 'EN 16057' },
    ],
    place: 'Frankfurt am Main',
    date: '2026-03-02T00:00:00.000Z',
    signatory: 'Dr. Markus Weber\nGeschäftsführer',
  }

  it('numbers the items as Annex III does, names the articles, writes NPD out and the standard where no other is named', async () => {
    const { dopContent } = await import('@/lib/dop/declaration')
    const messages = JSON.parse(readFileSync('messages/it.json', 'utf8')) as Record<string, unknown>
    const t = createTranslator({ locale: 'it', messages, namespace: 'dop' as never }) as unknown as (
      key: string,
      values?: Record<string, string>,
    ) => string
    const content = dopContent(record, 'it', t, 'SANHAUS')
    expect(content.items.map((i) => i.number)).toEqual(['1.', '2.', '3.', '5.', '6a.', ''])
    expect(content.items[0]!.lines).toEqual(['SANHAUS SH-WB-14688', 'Codici articolo: SH100101, SH100102'])
    expect(content.items[2]!.lines).toEqual(['SANHAUS Bad GmbH', 'Hanauer Landstraße 291, 60314 Frankfurt am Main'])
    expect(content.items[3]!.lines).toEqual(['Sistema 4'])
    expect(content.items[5]!.lines).toEqual([t('notApplicable')])
    expect(content.performance.number).toBe('7.')
    expect(content.performance.rows).toEqual([
      ['Resistenza al carico', 'superato', 'EN 14688:2015'],
      ['Rilascio di sostanze pericolose', t('npd'), 'EN 16057'],
    ])
    expect(content.signature.lines).toEqual(['Dr. Markus Weber', 'Geschäftsführer', 'Frankfurt am Main, 2 marzo 2026'])
    expect(content.footer).toBe('SANHAUS · Dichiarazione di prestazione DoP-SH-14688-2026-01')
    // The same declaration gives the same bytes: what was issued can be made again and compared.
    const [a, b] = await Promise.all([dopDocument(content), dopDocument(dopContent(record, 'it', t, 'SANHAUS'))])
    expect(a.equals(b)).toBe(true)
  })
})
