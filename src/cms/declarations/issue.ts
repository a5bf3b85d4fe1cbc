import { createTranslator } from 'next-intl'
import { createHash } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import { dopRefusals } from '@/cms/declarations/refusals'
import { declarationStore } from '@/cms/declarations/store'
import { inAdminLanguage } from '@/cms/labels'
import { Refused } from '@/cms/refused'
import { localeNames } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { type DeclarationRecord, dopContent, dopFileName, type DopLocale, dopLocales } from '@/lib/dop/declaration'
import { dopDocument } from '@/lib/pdf/dop'
import type { Declaration } from '@/payload-types'

type ByLocale = Partial<Record<string, string | null>> | string | null | undefined

/** A localized value read with `locale: 'all'`: the language's text, or '' when it has none. */
const inLocale = (value: ByLocale, locale: DopLocale): string =>
  (typeof value === 'string' ? value : (value?.[locale] ?? '')).trim()

/** The declaration in one language, as its PDF states it. */
export function recordOf(doc: Declaration, locale: DopLocale): DeclarationRecord {
  return {
    number: doc.number,
    productType: doc.productType,
    articles: [...(doc.articles ?? [])].sort(),
    intendedUse: inLocale(doc.intendedUse as ByLocale, locale),
    manufacturer: doc.manufacturer,
    avcp: doc.avcp,
    standard: doc.standard,
    notifiedBody: doc.avcp === '4' ? null : (doc.notifiedBody ?? null),
    characteristics: (doc.characteristics ?? []).map((row) => ({
      characteristic: inLocale(row.characteristic as ByLocale, locale),
      performance: inLocale(row.performance as ByLocale, locale),
      specification: row.specification?.trim() ?? '',
    })),
    place: doc.place,
    date: doc.date,
    signatory: doc.signatory,
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Issues a declaration at its publication: its PDF in each of the five languages, written to the
 * declarations' store and noted on it with its SHA-256 (in the request's transaction, so a refused
 * publication notes nothing). A language without its texts refuses the publication before any
 * file is written.
 */
export async function issueDeclaration(req: PayloadRequest, id: number | string): Promise<Declaration> {
  const doc = (await req.payload.findByID({
    collection: 'declarations',
    id,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    req,
  })) as unknown as Declaration
  const records = dopLocales.map((locale) => ({ locale, record: recordOf(doc, locale) }))
  const missing = records
    .filter(
      ({ record }) => !record.intendedUse || record.characteristics.some((c) => !c.characteristic || !c.performance),
    )
    .map(({ locale }) => localeNames[locale])
  if (missing.length)
    throw new Refused(inAdminLanguage(dopRefusals.missing, req, { list: missing.join(', ') }), 400, 'dop-missing')
  const settings = (await req.payload.findGlobal({ slug: 'site-settings', locale: 'all', depth: 0, req })) as {
    brandName?: ByLocale
  }
  const files: { language: DopLocale; sha256: string; bytes: number }[] = []
  const written: { name: string; bytes: Buffer }[] = []
  for (const { locale, record } of records) {
    const messages = await loadMessages(locale)
    const t = createTranslator({ locale, messages, namespace: 'dop' as never }) as unknown as (
      key: string,
      values?: Record<string, string>,
    ) => string
    const brand = inLocale(settings.brandName, locale) || 'SANHAUS'
    const bytes = await dopDocument(dopContent(record, locale, t, brand))
    written.push({ name: dopFileName(record.number, locale), bytes })
    files.push({ language: locale, sha256: sha256(bytes), bytes: bytes.length })
  }
  const store = declarationStore()
  for (const file of written) await store.write(file.name, file.bytes)
  return (await req.payload.update({
    collection: 'declarations',
    id,
    data: { issued: { at: new Date().toISOString(), files } },
    depth: 0,
    overrideAccess: true,
    context: { ...req.context, issuing: true },
    req,
  })) as Declaration
}
