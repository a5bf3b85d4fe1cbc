import type { Payload } from 'payload'

/** How often a product has been published and when last: the revision its data sheet states. */
export type Revision = { number: number; date: string }

/**
 * A product's revision, as the product itself counts it (`countRevision`,
 * src/cms/hooks/revision.ts): every publication raises the number, a draft save or autosave does
 * not. Null for a product that is not published.
 */
export async function readRevision(payload: Payload, productId: number): Promise<Revision | null> {
  const doc = await payload.findByID({
    collection: 'products',
    id: productId,
    depth: 0,
    draft: false,
    select: { revision: true, revisedAt: true, _status: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc || doc._status !== 'published' || !doc.revision || !doc.revisedAt) return null
  return { number: doc.revision, date: doc.revisedAt }
}
