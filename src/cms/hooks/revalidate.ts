import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { cacheTags } from '@/lib/cacheTags'

/**
 * Expire the tag at once (`expire: 0`): the next visitor gets fresh content instead of one
 * stale page, so an editor sees a publish on the live site within seconds.
 */
function expire(tag: string, context: RequestContext): void {
  // Outside the Next server (seed at start-up, scripts, tests) there is no cache to revalidate.
  if (context.disableRevalidate || !process.env.NEXT_RUNTIME) return
  revalidateTag(tag, { expire: 0 })
}

export function revalidateCollectionHooks(slug: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const tag = cacheTags.collection(slug)
  return {
    afterChange: [
      // Every save expires the tag, drafts included: after a draft save the previous version is
      // that draft, so an unpublish that follows cannot be told apart from another draft save.
      ({ doc, req }) => {
        expire(tag, req.context)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        expire(tag, req.context)
        return doc
      },
    ],
  }
}

export function revalidateGlobalHooks(slug: string): { afterChange: GlobalAfterChangeHook[] } {
  const tag = cacheTags.global(slug)
  return {
    afterChange: [
      ({ doc, req }) => {
        expire(tag, req.context)
        return doc
      },
    ],
  }
}
