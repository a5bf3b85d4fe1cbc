import { createHash } from 'node:crypto'

import { declarationStore } from '@/cms/declarations/store'
import { cacheTags } from '@/lib/cacheTags'
import { DOP_NUMBER, dopFileName, type DopLocale, dopLocales } from '@/lib/dop/declaration'
import type { Declaration } from '@/payload-types'

import { cached } from './cache'
import { payloadClient } from './payload'

/** A published declaration as the index, product pages and data sheets list it. */
export type DeclarationEntry = {
  number: string
  productType: string
  standard: string
  articles: string[]
  /** ISO date of issue */
  date: string
  /** the languages its PDF was issued in */
  languages: DopLocale[]
}

const entryOf = (d: Declaration): DeclarationEntry => ({
  number: d.number,
  productType: d.productType,
  standard: d.standard,
  articles: [...(d.articles ?? [])].sort(),
  date: d.date,
  languages: dopLocales.filter((l) => d.issued?.files?.some((f) => f.language === l)),
})

/**
 * Every issued declaration, by number. Drafts are never listed (not even in a preview): a
 * declaration exists for visitors once its files do.
 */
export const getDeclarations = cached(
  'declarations',
  [cacheTags.collection('declarations')],
  async (): Promise<DeclarationEntry[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'declarations',
      where: { _status: { equals: 'published' } },
      depth: 0,
      sort: 'number',
      limit: 0,
      pagination: false,
      overrideAccess: false,
    })
    return docs.map(entryOf).filter((d) => d.languages.length > 0)
  },
)

/** The declarations that cover any of these articles, newest first. */
export async function declarationsFor(articles: readonly string[]): Promise<DeclarationEntry[]> {
  if (!articles.length) return []
  const wanted = new Set(articles)
  return (await getDeclarations())
    .filter((d) => d.articles.some((a) => wanted.has(a)))
    .sort((a, b) => b.date.localeCompare(a.date) || a.number.localeCompare(b.number))
}

export type DeclarationFile =
  | { state: 'ok'; body: Buffer; sha256: string; number: string; date: string }
  | { state: 'missing' }
  | { state: 'damaged'; number: string; locale: DopLocale }

/**
 * A declaration's PDF as it was issued: the stored file, served only when its SHA-256 is still
 * the one noted at publication. `missing` for a number or language that was never issued.
 */
export async function declarationFile(number: string, locale: DopLocale): Promise<DeclarationFile> {
  if (!DOP_NUMBER.test(number)) return { state: 'missing' }
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'declarations',
    where: { and: [{ number: { equals: number } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    trash: true,
  })
  const doc = docs[0]
  const noted = doc?.issued?.files?.find((f) => f.language === locale)
  if (!doc || !noted) return { state: 'missing' }
  const stored = await declarationStore().read(dopFileName(doc.number, locale))
  const sha256 = stored ? createHash('sha256').update(stored.body).digest('hex') : null
  if (!stored || sha256 !== noted.sha256) {
    console.error(
      `[dop] ${dopFileName(doc.number, locale)} ${stored ? `has SHA-256 ${sha256}, issued as ${noted.sha256}` : 'is gone from the store'}: not served`,
    )
    return { state: 'damaged', number: doc.number, locale }
  }
  return { state: 'ok', body: stored.body, sha256, number: doc.number, date: doc.date }
}
