import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { finishedTextTags } from '@/lib/cacheTags'

import { previewUser } from './preview'

/**
 * The one caching primitive of the site's data reads: tagged, kept until a Payload hook
 * revalidates one of its tags. Served by Next's cache handler, so a shared (Redis) handler
 * covers every instance when several run.
 *
 * Each reader is also request-scoped (React's `cache`): a page's `generateMetadata` and its view
 * ask for the same data and get it from one read. That is the convention for every screen: the
 * route and the view call the readers they need, and no read happens twice in a request.
 *
 * Every reader also carries the tags of what finishing its texts read (`finishedTextTags`: the
 * company facts and the products' names), so a changed fact or a renamed product expires every
 * text that names it.
 *
 * A preview render (`./preview`) never touches the tagged cache: it reads drafts straight from
 * the database, once per request, and nothing it reads is stored beyond the request.
 */
export function cached<Args extends readonly (string | number | boolean | null)[], Result>(
  name: string,
  tags: readonly string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const all = [...new Set([...tags, ...finishedTextTags])]
  const shared = cache(unstable_cache(read, ['cms', name], { tags: all, revalidate: false }))
  const draft = cache(read)
  return (...args) => (previewUser() ? draft(...args) : shared(...args))
}
