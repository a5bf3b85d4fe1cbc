import type { Payload } from 'payload'

/** How often a product has been published and when last: the revision its data sheet states. */
export type Revision = { number: number; date: string }

/**
 * A product's revision, read from Payload's versions of it: the number counts its published
 * versions (a draft save or autosave makes a draft version and counts for nothing), the date is
 * that of the newest one. Payload keeps the newest VERSIONS_KEPT versions of a document and
 * deletes older ones, so after that many saves the number counts the publications among those
 * kept; the date still moves with every publication. Null for a product never published.
 */
export async function readRevision(payload: Payload, productId: number): Promise<Revision | null> {
  const { docs, totalDocs } = await payload.findVersions({
    collection: 'products',
    where: { and: [{ parent: { equals: productId } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    overrideAccess: true,
  })
  const newest = docs[0]
  return newest ? { number: totalDocs, date: newest.updatedAt } : null
}
