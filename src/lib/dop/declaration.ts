import { formatTags, type Locale, localeTags } from '@/i18n/locales'
import type { DopContent } from '@/lib/pdf/dop'

/**
 * Declarations of performance (Regulation (EU) No 305/2011): the languages they are issued in,
 * their numbers and addresses, and the document's content in one language from what the CMS holds.
 */

/** The EU markets' languages: a declaration is issued in these five, not in Chinese. */
export const dopLocales = ['de', 'en', 'it', 'fr', 'es'] as const satisfies readonly Locale[]
export type DopLocale = (typeof dopLocales)[number]
export const isDopLocale = (value: unknown): value is DopLocale => (dopLocales as readonly unknown[]).includes(value)

/** The language a page links a declaration in: its own where one is issued, else English. */
export const dopLocaleFor = (locale: Locale): DopLocale => (isDopLocale(locale) ? locale : 'en')

/** A declaration's number: letters, digits, dots, hyphens and underscores (it is part of the file's address). */
export const DOP_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/

/** The systems of assessment and verification of constancy of performance (Annex V). */
export const avcpSystems = ['1+', '1', '2+', '3', '4'] as const
export type AvcpSystem = (typeof avcpSystems)[number]

/** Systems 1+, 1, 2+ and 3 involve a notified body; system 4 does not. */
export const needsNotifiedBody = (system: string): boolean => system !== '4'

/** The harmonised standards of the brand's construction products. */
export const harmonisedStandards = ['EN 14688:2015', 'EN 14428:2015', 'EN 14527:2016', 'EN 14516:2015'] as const

/** A declaration as it was issued, in one language. */
export type DeclarationRecord = {
  number: string
  productType: string
  /** the article numbers it covers */
  articles: string[]
  intendedUse: string
  /** name and contact address, one line each */
  manufacturer: string
  avcp: string
  standard: string
  /** name and identification number; null for system 4 */
  notifiedBody: string | null
  characteristics: { characteristic: string; performance: string; specification: string }[]
  place: string
  /** ISO date of issue */
  date: string
  /** name and function, one line each */
  signatory: string
}

/** The file a declaration's PDF in one language is stored as. */
export const dopFileName = (number: string, locale: DopLocale): string => `${number}-${locale}.pdf`

/** Where a declaration's PDF is served: `/api/dop/<number>/<lang>.pdf`. */
export const dopHref = (number: string, locale: DopLocale): string =>
  `/api/dop/${encodeURIComponent(number)}/${locale}.pdf`

type Translate = (key: string, values?: Record<string, string>) => string

const lines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The date of issue as the language writes it ("1. Dezember 2026"), the same on any server. */
export function dopDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(formatTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/**
 * The PDF's content in one language: Annex III's items 1 to 7 with the labels of the `dop`
 * messages (`t`), the performances as a table, the statement and the signature.
 */
export function dopContent(record: DeclarationRecord, locale: DopLocale, t: Translate, brand: string): DopContent {
  const npd = (value: string) => (/^npd$/i.test(value.trim()) ? t('npd') : value)
  return {
    lang: localeTags[locale],
    brand,
    kind: t('kind'),
    number: t('number', { number: record.number }),
    items: [
      {
        number: '1.',
        label: t('productType'),
        lines: [
          ...lines(record.productType),
          ...(record.articles.length ? [t('articles', { list: record.articles.join(', ') })] : []),
        ],
      },
      { number: '2.', label: t('intendedUse'), lines: lines(record.intendedUse) },
      { number: '3.', label: t('manufacturer'), lines: lines(record.manufacturer) },
      // Item 4, the authorised representative, is left out: the manufacturer is established in the EU.
      { number: '5.', label: t('avcp'), lines: [t('system', { system: record.avcp })] },
      { number: '6a.', label: t('standard'), lines: [record.standard] },
      {
        number: '',
        label: t('notifiedBody'),
        lines: record.notifiedBody ? lines(record.notifiedBody) : [t('notApplicable')],
      },
    ],
    performance: {
      number: '7.',
      label: t('performance'),
      columns: [t('characteristic'), t('value'), t('specification')],
      rows: record.characteristics.map((c) => [
        c.characteristic,
        npd(c.performance),
        c.specification || record.standard,
      ]),
    },
    statement: t('statement'),
    signature: {
      label: t('signed'),
      lines: [...lines(record.signatory), t('placeDate', { place: record.place, date: dopDate(record.date, locale) })],
    },
    footer: `${brand} · ${t('kind')} ${record.number}`,
    pageLabel: (page, pages) => t('page', { page: String(page), pages: String(pages) }),
    date: new Date(record.date),
  }
}
