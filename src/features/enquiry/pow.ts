/**
 * The form's proof of work: find a nonce so that SHA-256(`challenge:key:nonce`) starts with
 * `bits` zero bits. Costs a visitor's browser a fraction of a second, and a bulk sender that much
 * per enquiry; needs no third-party service and no cookie. Shared by the browser and the server.
 */
export function powInput(challenge: string, key: string, nonce: number): string {
  return `${challenge}:${key}:${nonce}`
}

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

/** Solves a challenge in the browser (Web Crypto), yielding to the page between batches. */
export async function solveWork(challenge: string, key: string, bits: number, signal?: AbortSignal): Promise<number> {
  if (bits <= 0) return 0
  const encoder = new TextEncoder()
  for (let nonce = 0; ; nonce++) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError')
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', encoder.encode(powInput(challenge, key, nonce))),
    )
    if (leadingZeroBits(digest) >= bits) return nonce
  }
}
