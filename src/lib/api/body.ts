/** Why a request body could not be read as JSON. */
export type BodyProblem = 'too_large' | 'bad_json' | 'unsupported_media_type'

export type BodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem }

/**
 * Reads a JSON body of at most `maxBytes`, counting while it streams in, so an oversized
 * body is refused without being buffered whole (a lying Content-Length changes nothing).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) return { ok: false, problem: 'unsupported_media_type' }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { ok: false, problem: 'too_large' }
  if (!request.body) return { ok: false, problem: 'bad_json' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return { ok: false, problem: 'too_large' }
    }
    chunks.push(value)
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    // The body's text is the visitor's; the answer names the problem, not the parser's words.
    return { ok: false, problem: 'bad_json' }
  }
}
