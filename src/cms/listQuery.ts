import type { PayloadRequest, Where } from 'payload'

/** A list view's query as its CSV export is asked it: the filter, the search over some fields, the order. */
export type ListQuery = { where: Where; search: string; sort: string }

/**
 * The `where`, `search` and `sort` of the admin's list (as its export link sends them): the
 * filter and the search joined, the search bounded, newest first unless another order is asked.
 */
export function listQueryOf(req: Pick<PayloadRequest, 'query'>, searchable: readonly string[]): ListQuery {
  const query = (req.query ?? {}) as { where?: unknown; search?: unknown; sort?: unknown }
  const clauses: Where[] = []
  if (query.where && typeof query.where === 'object') clauses.push(query.where as Where)
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, 200) : ''
  if (search) clauses.push({ or: searchable.map((field) => ({ [field]: { like: search } })) })
  return {
    where: clauses.length ? { and: clauses } : {},
    search,
    sort: typeof query.sort === 'string' && query.sort ? query.sort : '-createdAt',
  }
}
