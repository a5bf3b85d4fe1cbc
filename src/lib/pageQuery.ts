import { notFound } from 'next/navigation'

import { routes } from '@/lib/routes'
import { readQuerySegment } from '@/lib/staticQuery'

/**
 * The search parameters of a query page's internal path (`/de/news/~q/page%3D2`), or the
 * not-found page (which no cache keeps) when the segment is not one the proxy makes.
 */
export async function pageQuery(
  page: 'product' | 'news' | 'teamwork',
  segment: string,
): Promise<Record<string, string | string[]>> {
  const query = readQuerySegment(routes[page], segment)
  if (!query) notFound()
  return query
}
