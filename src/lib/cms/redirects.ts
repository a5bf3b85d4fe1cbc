import { permanentRedirect, redirect } from 'next/navigation'

import { cacheTags } from '@/lib/cacheTags'
import { isRedirectTarget, normalizeRedirectPath } from '@/lib/redirectPaths'

import { cached } from './cache'
import { published } from './content'

type Target = { to: string; permanent: boolean }

/** The published redirects, by their `from` path. */
const getRedirects = cached(
  'redirects',
  [cacheTags.collection('redirects')],
  async (): Promise<Record<string, Target>> => {
    const docs = await published('redirects', undefined, { depth: 0, limit: 10_000 })
    return Object.fromEntries(docs.map((d) => [d.from, { to: d.to, permanent: d.permanent !== false }]))
  },
)

/**
 * Where a path the site has no page for should lead, if an editor said so; the first of
 * `paths` with a redirect wins. Called just before a 404, so a redirect never hides a page.
 */
export async function followRedirect(...paths: string[]): Promise<void> {
  const redirects = await getRedirects()
  for (const raw of paths) {
    const path = normalizeRedirectPath(raw)
    const target = path ? redirects[path] : undefined
    // A target stored before the rule of `isRedirectTarget` held leads nowhere rather than elsewhere.
    if (!target || target.to === path || !isRedirectTarget(target.to)) continue
    if (target.permanent) permanentRedirect(target.to)
    redirect(target.to)
  }
}
