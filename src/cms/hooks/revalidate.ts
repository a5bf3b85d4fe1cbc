import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { cacheTags } from '@/lib/cms/cacheTags'

/**
 * Expire the tag at once (`expire: 0`): the next visitor gets fresh content instead of one
 * stale page, so an editor sees a publish on the live site within seconds.
 */
function expire(tag: string, context: RequestContext): void {
  // Outside the Next server (seed at start-up, scripts, tests) there is no cache to revalidate.
  if (context.disableRevalidate || !process.env.NEXT_RUNTIME) return
  revalidateTag(tag, { expire: 0 })
}

type Versioned = { _status?: 'draft' | 'published' | null }

/** Drafts are invisible to visitors, so only a change that touches published content revalidates. */
function touchesPublished(doc: unknown, previousDoc: unknown): boolean {
  const now = (doc as Versioned | undefined)?._status
  const before = (previousDoc as Versioned | undefined)?._status
  if (now === undefined && before === undefined) return true
  return now === 'published' || before === 'published'
}

export function revalidateCollectionHooks(slug: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const tag = cacheTags.collection(slug)
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => {
        if (touchesPublished(doc, previousDoc)) expire(tag, req.context)
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
