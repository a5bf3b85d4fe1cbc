import { feedMime, feedNames, tradeFeedStore } from '@/cms/trade/feeds'
import { fail, languageOf } from '@/features/publicApi/request'
import { CACHE_CONTROL, matches } from '@/features/publicApi/respond'

const CHUNK = 256 * 1024

/**
 * The stored bytes as a stream of views into them: a feed of thousands of articles is tens of
 * megabytes, which a Response made from the bytes themselves would copy for every request.
 */
function chunks(body: Buffer): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(body.subarray(at, at + CHUNK))
      at += CHUNK
      if (at >= body.length) controller.close()
    },
  })
}

/**
 * `GET /api/trade/<file>`: a trade feed as the feed job last wrote it, with its ETag (a client
 * that has it gets 304) and the time it was made. A name that is no feed answers 404, a feed not
 * made yet 503 with Retry-After, in the language `lang` names.
 */
export async function feedAnswer(request: Request, file: string): Promise<Response> {
  const locale = languageOf(request)
  if (!feedNames.includes(file)) return fail(locale, 404, 'not_found', 'noFeed', { file })
  const feed = await tradeFeedStore().read(file)
  if (!feed) {
    const answer = await fail(locale, 503, 'unavailable', 'feedPending')
    answer.headers.set('Retry-After', '30')
    return answer
  }
  const headers: Record<string, string> = {
    ETag: feed.etag,
    'Last-Modified': feed.modified.toUTCString(),
    'Cache-Control': CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  }
  if (matches(request.headers.get('if-none-match'), feed.etag)) return new Response(null, { status: 304, headers })
  const extension = file.slice(file.lastIndexOf('.') + 1)
  return new Response(request.method === 'HEAD' ? null : chunks(feed.body), {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': feedMime[extension] ?? 'application/octet-stream',
      'Content-Length': String(feed.body.length),
      // Spreadsheets open in the reader's program; XML and JSON may be read in the browser.
      'Content-Disposition': `${extension === 'xlsx' || extension === 'csv' ? 'attachment' : 'inline'}; filename="sanhaus-${file}"`,
    },
  })
}
