import { revalidateTag } from 'next/cache'
import crypto from 'node:crypto'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { changedPublic } from '@/cms/hooks/publication'
import { env } from '@/env'
import { cacheTags } from '@/lib/cacheTags'

/** The header and value with which this server asks itself to expire tags (`/api/revalidate`). */
export const REVALIDATE_HEADER = 'x-revalidate-token'
export function revalidateToken(): string {
  return crypto.createHmac('sha256', env.payloadSecret).update('revalidate cache tags').digest('base64url')
}

/** Next's complaint when `revalidateTag` is called outside a request (a job run by a timer). */
const outsideRequest = (error: unknown) =>
  error instanceof Error && /static generation store missing/.test(error.message)

/**
 * Expire tags at once (`expire: 0`): the next visitor gets fresh content instead of one stale
 * page, so an editor sees a publish on the live site within seconds. Inside a request Next does
 * it directly; a job that the queue's timer runs has no request, so it asks this server over
 * HTTP (`POST /api/revalidate`, signed with a token derived from PAYLOAD_SECRET).
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  // Outside the Next server (seed at start-up, scripts, tests) there is no cache to revalidate.
  if (!process.env.NEXT_RUNTIME || tags.length === 0) return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return
  } catch (error) {
    if (!outsideRequest(error)) throw error
  }
  const response = await fetch(`http://127.0.0.1:${env.port}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: revalidateToken() },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`revalidating ${tags.join(', ')} answered ${response.status}`)
}

function expire(tag: string, context: RequestContext): Promise<void> | void {
  if (context.disableRevalidate) return
  return expireTags([tag])
}

/**
 * A change visitors can see asks for a new check of the content health board
 * (`jobs/contentHealth.ts`) and for the translation memory to take its translations
 * (`jobs/translationMemory.ts`).
 */
async function recheck(req: PayloadRequest): Promise<void> {
  if (req.context.disableRevalidate) return
  const { queueContentHealth } = await import('@/cms/jobs/contentHealth')
  await queueContentHealth(req.payload, req)
  const { queueTranslationMemory } = await import('@/cms/jobs/translationMemory')
  await queueTranslationMemory(req.payload, req)
}

type Doc = Record<string, unknown>

/**
 * Whether a public change of a product renames it in the texts that mention it
 * (`{{product:<slug>}}`, `{{product:<slug>|title}}`): another model name, title (in the language
 * saved) or slug. A new product cannot be
 * named by a text yet (the mention check wants the product first), and its price, pictures, data,
 * publishing state or trash leave the names as they are: every product publish would otherwise
 * re-render every page. A withdrawn product keeps its name in texts already rendered; a text read
 * again names it by its slug's words.
 */
export function productNameChanged(doc: Doc, previous: Doc | undefined, operation: string): boolean {
  if (operation === 'create' || !previous) return false
  return (['name', 'title', 'slug'] as const).some((key) => (doc[key] ?? null) !== (previous[key] ?? null))
}

/**
 * The hooks that expire a collection's cache tag on every change visitors can see, and with
 * `alsoNames` the products' names (`cacheTags.productNames`) when it says a change renamed one.
 */
export function revalidateCollectionHooks(
  slug: string,
  alsoNames?: (doc: Doc, previous: Doc | undefined, operation: string) => boolean,
): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const tag = cacheTags.collection(slug)
  return {
    afterChange: [
      // Only a change visitors can see expires the pages: a draft saved beside the published
      // document leaves them cached (publication.ts tells the two apart).
      async ({ collection, doc, previousDoc, operation, req }) => {
        if (!changedPublic(collection, doc, req.context, operation)) return doc
        await expire(tag, req.context)
        await recheck(req)
        if (alsoNames?.(doc as Doc, previousDoc as Doc | undefined, operation))
          await expire(cacheTags.productNames, req.context)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await expire(tag, req.context)
        if (alsoNames) await expire(cacheTags.productNames, req.context)
        await recheck(req)
        return doc
      },
    ],
  }
}

export function revalidateGlobalHooks(slug: string): { afterChange: GlobalAfterChangeHook[] } {
  const tag = cacheTags.global(slug)
  return {
    afterChange: [
      async ({ doc, global, req }) => {
        if (!changedPublic(global, doc, req.context)) return doc
        await expire(tag, req.context)
        await recheck(req)
        return doc
      },
    ],
  }
}
