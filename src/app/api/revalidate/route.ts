import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import crypto from 'node:crypto'

import { REVALIDATE_HEADER, revalidateToken } from '@/cms/hooks/revalidate'
import { cacheTags } from '@/lib/cacheTags'

export const dynamic = 'force-dynamic'

const TAG = /^(?:collection|global):[a-z][a-z0-9-]{0,63}$/
/** The tags that name no collection or global: the products' names, the trade feeds' report. */
const OWN_TAGS: readonly string[] = [cacheTags.productNames, cacheTags.tradeFeeds]
const isTag = (t: unknown): t is string => typeof t === 'string' && (TAG.test(t) || OWN_TAGS.includes(t))

function signed(request: NextRequest): boolean {
  const given = Buffer.from(request.headers.get(REVALIDATE_HEADER) ?? '')
  const expected = Buffer.from(revalidateToken())
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/**
 * The server's own way to expire cache tags from work that runs outside a request (the job
 * queue's timer, e.g. when a job opening's closing day has passed). Only requests signed with
 * the token derived from PAYLOAD_SECRET are heard; anyone else gets a plain 404.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!signed(request)) return NextResponse.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null
  const tags = Array.isArray(body?.tags) ? body.tags : []
  if (tags.length === 0 || tags.length > 20 || !tags.every(isTag)) {
    return NextResponse.json({ errors: [{ message: 'tags: a list of cache tags' }] }, { status: 400 })
  }
  for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 })
  return NextResponse.json({ revalidated: tags }, { headers: { 'Cache-Control': 'no-store' } })
}
