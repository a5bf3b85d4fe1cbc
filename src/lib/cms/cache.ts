import { unstable_cache } from 'next/cache'

/**
 * The one caching primitive of the site's data reads: tagged, kept until a Payload hook
 * revalidates one of its tags. Served by Next's cache handler, so a shared (Redis) handler
 * covers every instance when several run.
 */
export function cached<Args extends readonly (string | number | boolean | null)[], Result>(
  name: string,
  tags: readonly string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, ['cms', name], { tags: [...tags], revalidate: false })
}
