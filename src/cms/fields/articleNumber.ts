import type { PayloadRequest, Where } from 'payload'

import { inAdminLanguage, t } from '@/cms/labels'
import { ARTICLE_NUMBER, gtinProblem } from '@/lib/catalogue/articles'

const messages = {
  article: t(
    'Artikelnummer: „SH“ und sechs Ziffern, z. B. SH100101.',
    '货号格式为“SH”加六位数字，例如 SH100101。',
    'Article number: “SH” and six digits, e.g. SH100101.',
    'Codice articolo: “SH” e sei cifre, ad es. SH100101.',
    'Référence : « SH » suivi de six chiffres, p. ex. SH100101.',
    'Referencia: «SH» y seis cifras, p. ej. SH100101.',
  ),
  gtinFormat: t(
    'Eine GTIN/EAN hat 8, 12, 13 oder 14 Ziffern.',
    'GTIN/EAN 应为 8、12、13 或 14 位数字。',
    'A GTIN/EAN has 8, 12, 13 or 14 digits.',
    'Un GTIN/EAN ha 8, 12, 13 o 14 cifre.',
    'Un GTIN/EAN compte 8, 12, 13 ou 14 chiffres.',
    'Un GTIN/EAN tiene 8, 12, 13 o 14 cifras.',
  ),
  gtinChecksum: t(
    'Die Prüfziffer dieser GTIN/EAN stimmt nicht: bitte die Nummer prüfen.',
    '该 GTIN/EAN 的校验位不正确，请核对号码。',
    'The check digit of this GTIN/EAN is wrong: please check the number.',
    'La cifra di controllo di questo GTIN/EAN è errata: verificare il numero.',
    'Le chiffre de contrôle de ce GTIN/EAN est faux : vérifiez le numéro.',
    'El dígito de control de este GTIN/EAN no es correcto: compruebe el número.',
  ),
  twice: t(
    '{value} steht bei zwei Varianten dieses Produkts.',
    '{value} 在本产品的两个规格中重复出现。',
    '{value} is given for two variants of this product.',
    '{value} compare in due varianti di questo prodotto.',
    '{value} figure dans deux variantes de ce produit.',
    '{value} figura en dos variantes de este producto.',
  ),
  taken: t(
    '{value} gehört schon zum Produkt „{product}“ (ID {id}, Adresse {slug}).',
    '{value} 已属于产品“{product}”（ID {id}，地址 {slug}）。',
    '{value} already belongs to the product “{product}” (ID {id}, address {slug}).',
    '{value} appartiene già al prodotto “{product}” (ID {id}, indirizzo {slug}).',
    '{value} appartient déjà au produit « {product} » (ID {id}, adresse {slug}).',
    '{value} ya pertenece al producto «{product}» (ID {id}, dirección {slug}).',
  ),
}

type Options = { req?: PayloadRequest; id?: number | string; data?: unknown }
type Key = 'articleNumber' | 'gtin'

function valuesIn(data: unknown, key: Key): string[] {
  const variants = data && typeof data === 'object' && 'variants' in data ? data.variants : null
  if (!Array.isArray(variants)) return []
  return variants.flatMap((v: unknown) => {
    const value = v && typeof v === 'object' && key in v ? (v as Record<Key, unknown>)[key] : null
    return typeof value === 'string' && value !== '' ? [value] : []
  })
}

/**
 * A number names one item: not twice in one product, nor in another product (in the trash too:
 * a product restored from there keeps its numbers).
 */
async function uniqueness(value: string, key: Key, { req, id, data }: Options): Promise<string | true> {
  if (valuesIn(data, key).filter((v) => v === value).length > 1) return inAdminLanguage(messages.twice, req, { value })
  if (!req?.payload) return true
  const where: Where = {
    and: [{ [`variants.${key}`]: { equals: value } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])],
  }
  const { docs } = await req.payload.find({
    collection: 'products',
    where,
    trash: true,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { title: true, slug: true },
    req,
  })
  const other = docs[0]
  return other
    ? inAdminLanguage(messages.taken, req, {
        value,
        product: other.title ?? String(other.id),
        id: other.id,
        slug: other.slug ?? '',
      })
    : true
}

/** An article number: the format the README gives (`SH` and six digits), once in the whole catalogue. */
export async function validateArticleNumber(value: unknown, options: Options): Promise<string | true> {
  if (typeof value !== 'string' || !ARTICLE_NUMBER.test(value)) return inAdminLanguage(messages.article, options.req)
  return uniqueness(value, 'articleNumber', options)
}

/** A GTIN (EAN) is optional; when given, its length and check digit are right and no other item has it. */
export async function validateGtin(value: unknown, options: Options): Promise<string | true> {
  if (value === null || value === undefined || value === '') return true
  const problem = typeof value === 'string' ? gtinProblem(value) : 'format'
  if (problem) return inAdminLanguage(problem === 'format' ? messages.gtinFormat : messages.gtinChecksum, options.req)
  return uniqueness(value as string, 'gtin', options)
}

/** An article number that points to an item (a successor): optional, in the format the README gives. */
export function validateArticleReference(value: unknown, options: Options): string | true {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && ARTICLE_NUMBER.test(value) ? true : inAdminLanguage(messages.article, options.req)
}
