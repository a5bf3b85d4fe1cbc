import type { Case, Product } from '@/payload-types'

export type Used = { slug: string; title: string; x: number | null; y: number | null }

/** The published products a project uses, in the editors' order, with their positions on its picture. */
export function productsUsed(c: Pick<Case, 'products'>): Used[] {
  return (c.products ?? []).flatMap((row) => {
    const p = row.product && typeof row.product === 'object' ? (row.product as Product) : null
    if (!p || p._status !== 'published') return []
    const inside = (v: number | null | undefined) => (typeof v === 'number' && v >= 0 && v <= 100 ? v : null)
    const x = inside(row.x)
    const y = inside(row.y)
    return [
      { slug: p.slug, title: p.title, x: x !== null && y !== null ? x : null, y: x !== null && y !== null ? y : null },
    ]
  })
}
