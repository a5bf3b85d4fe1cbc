/** How long the browser waits for the server's answer (spec section 9). */
export const API_TIMEOUT_MS = 5000

export type Outcome =
  | { kind: 'accepted'; reference: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }
  | { kind: 'timeout' }
  | { kind: 'offline' }
  | { kind: 'failed' }

type Ready = { challenge: string; nonce: number; notBefore: number; expiresAt: number }

type ChallengeAnswer = { data: { challenge: string; bits: number; minFillMs: number; expiresAt: string } }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Talks to `POST /api/join` for one form. The proof of work starts when the visitor first
 * touches the form (its code loads only then), so it is usually done before they send; every
 * attempt of one enquiry carries the same idempotency key, so retries never store it twice.
 */
export class EnquirySender {
  private ready: Promise<Ready | null> | null = null
  private readyKey = ''

  prepare(key: string): Promise<Ready | null> {
    if (!this.ready || this.readyKey !== key) {
      this.readyKey = key
      this.ready = this.solve(key)
    }
    return this.ready
  }

  private async solve(key: string): Promise<Ready | null> {
    try {
      const res = await fetch('/api/join/challenge', { cache: 'no-store' })
      if (!res.ok) return null
      const { data } = (await res.json()) as ChallengeAnswer
      const received = Date.now()
      const { solveWork } = await import('../pow')
      const nonce = await solveWork(data.challenge, key, data.bits)
      return {
        challenge: data.challenge,
        nonce,
        notBefore: received + data.minFillMs,
        expiresAt: Date.parse(data.expiresAt),
      }
    } catch (error) {
      // Offline or blocked: the next attempt asks again, and the visitor is told what happened.
      console.warn('[enquiry] security check not prepared:', error)
      return null
    }
  }

  async send(values: Record<string, unknown>, key: string, lang: string, retried = false): Promise<Outcome> {
    let ready = await this.prepare(key)
    if (!ready || ready.expiresAt - Date.now() < 60_000) {
      this.ready = null
      ready = await this.prepare(key)
      if (!ready) return navigator.onLine === false ? { kind: 'offline' } : { kind: 'unavailable' }
    }
    // A form sent faster than a person can fill it looks like a robot to the server: wait instead.
    if (ready.notBefore > Date.now()) await sleep(ready.notBefore - Date.now())
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS)
    let res: Response
    try {
      res = await fetch(`/api/join?lang=${encodeURIComponent(lang)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ ...values, challenge: ready.challenge, nonce: ready.nonce }),
        signal: controller.signal,
      })
    } catch (error) {
      if (controller.signal.aborted) return { kind: 'timeout' }
      console.warn('[enquiry] not sent:', error)
      return { kind: 'offline' }
    } finally {
      clearTimeout(timer)
    }
    if (res.status === 201)
      return { kind: 'accepted', reference: ((await res.json()) as { data: { reference: string } }).data.reference }
    if (res.status === 429)
      return { kind: 'rate_limited', retryAfterSeconds: Number(res.headers.get('retry-after')) || 600 }
    if (res.status === 503) return { kind: 'unavailable' }
    if (res.status === 400) {
      const body = (await res.json().catch(() => null)) as {
        error?: { code?: string; fields?: Record<string, string> }
      } | null
      if (body?.error?.code === 'challenge_failed' && !retried) {
        this.ready = null
        return this.send(values, key, lang, true)
      }
      if (body?.error?.fields) return { kind: 'invalid', fields: body.error.fields }
    }
    return { kind: 'failed' }
  }
}
