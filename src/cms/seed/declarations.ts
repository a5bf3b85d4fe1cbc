import { SYSTEM_WRITE } from '@/cms/audit/record'

import { declarations, dopManufacturer, dopPlace, dopSignatory } from './content/declarations'
import { ensureDoc, type SeedContext } from './context'

/** The article numbers of the seeded products of these families, in the catalogue's order. */
async function articlesOf(ctx: SeedContext, families: string[]): Promise<string[]> {
  const { docs } = await ctx.payload.find({
    collection: 'products',
    where: { family: { in: families } },
    depth: 0,
    limit: 0,
    pagination: false,
    draft: true,
    select: { variants: true },
  })
  return docs.flatMap((d) => (d.variants ?? []).map((v) => v.articleNumber).filter((a): a is string => Boolean(a)))
}

/**
 * The demo's declarations of performance: written as drafts in every language, then published,
 * which issues their PDFs (the site settings are seeded before, for the brand's name).
 */
export async function seedDeclarations(ctx: SeedContext): Promise<void> {
  for (const d of declarations) {
    const articles = await articlesOf(ctx, d.families)
    const id = await ensureDoc(ctx, 'declarations', { number: { equals: d.number } }, (locale) => ({
      _status: 'draft',
      number: d.number,
      productType: d.productType,
      articles,
      intendedUse: d.intendedUse[locale],
      manufacturer: dopManufacturer,
      standard: d.standard,
      avcp: '4',
      characteristics: d.characteristics.map((c) => ({
        characteristic: c.characteristic[locale],
        performance: c.performance[locale],
        specification: c.specification ?? null,
      })),
      place: dopPlace,
      date: d.date,
      signatory: dopSignatory,
    }))
    const doc = await ctx.payload.findByID({ collection: 'declarations', id, depth: 0, draft: true })
    if (doc._status === 'published') continue
    await ctx.payload.update({
      collection: 'declarations',
      id,
      data: { _status: 'published' },
      depth: 0,
      context: { [SYSTEM_WRITE]: true, disableRevalidate: true, disableSearchIndex: true },
    })
  }
}
