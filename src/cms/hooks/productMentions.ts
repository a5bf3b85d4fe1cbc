import type { CollectionBeforeChangeHook, GlobalBeforeChangeHook, PayloadRequest, RequestContext } from 'payload'

import { inAdminLanguage, t } from '@/cms/labels'
import { Refused } from '@/cms/refused'
import { mentionedSlugs } from '@/lib/text/productMentions'

const unknownProduct = t(
  'Unbekanntes Produkt in {{product:…}}: {slugs}. Verwenden Sie den Slug eines Produkts aus dem Katalog (z. B. {{product:luna-60-wall-hung-basin}}).',
  '{{product:…}} 中的产品不存在：{slugs}。请使用产品目录中某个产品的 Slug（例如 {{product:luna-60-wall-hung-basin}}）。',
  'Unknown product in {{product:…}}: {slugs}. Use the slug of a product in the catalogue (e.g. {{product:luna-60-wall-hung-basin}}).',
  'Prodotto sconosciuto in {{product:…}}: {slugs}. Usate lo slug di un prodotto del catalogo (ad es. {{product:luna-60-wall-hung-basin}}).',
  'Produit inconnu dans {{product:…}} : {slugs}. Utilisez le slug d’un produit du catalogue (par ex. {{product:luna-60-wall-hung-basin}}).',
  'Producto desconocido en {{product:…}}: {slugs}. Utilice el slug de un producto del catálogo (p. ej., {{product:luna-60-wall-hung-basin}}).',
)

/**
 * Texts name products by reference (`{{product:<slug>}}`, shown with the catalogue's title); a
 * save that adds the name of a product the catalogue does not hold (a typo, a deleted product) is
 * refused with a message naming the slugs, so a page never names a product that does not exist.
 */
async function checkMentions<T>(
  data: T,
  originalDoc: unknown,
  req: PayloadRequest,
  context: RequestContext,
): Promise<T> {
  if (context.skipProductCheck) return data
  // Only names this save adds: an article naming a product deleted since can still be unpublished.
  const before = new Set(originalDoc ? mentionedSlugs(JSON.stringify(originalDoc)) : [])
  const slugs = mentionedSlugs(JSON.stringify(data)).filter((slug) => !before.has(slug))
  if (slugs.length === 0) return data
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { slug: { in: slugs } },
    select: { slug: true },
    draft: true,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const known = new Set(docs.map((doc) => doc.slug))
  const unknown = slugs.filter((slug) => !known.has(slug))
  if (unknown.length > 0) {
    const message = inAdminLanguage(unknownProduct, req, { slugs: unknown.join(', ') })
    throw new Refused(message, 400, 'unknown-product')
  }
  return data
}

/** The check above on a collection's saves (every content collection: any text may name a product). */
export const checkProductMentions: CollectionBeforeChangeHook = ({ data, originalDoc, req, context }) =>
  checkMentions(data, originalDoc, req, context)

/** The check above on a global's saves (page texts, site settings, navigation). */
export const checkGlobalProductMentions: GlobalBeforeChangeHook = ({ data, originalDoc, req, context }) =>
  checkMentions(data, originalDoc, req, context)
