import { isTimeout, withTimeout } from './timedFetch'

// Sending works even when the rules could not load: the server checks the same rules.
export { toSubmission } from './submission'

export type Outcome =
  | { kind: 'accepted'; reference: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }
  | { kind: 'timeout' }
  | { kind: 'offline' }
  | { kind: 'failed' }

type Ready = { challenge: string; nonce: number; notBefore: number; expiresAt: number }

/** The security check done, or why not (what the visitor is told when they send). */
type Prepared = { ok: true; ready: Ready } | { ok: false; outcome: Outcome }

/** One preparation for one idempotency key; `settled` once its promise has resolved. */
type Attempt = { key: string; result: Promise<Prepared>; settled: boolean }

type ChallengeAnswer = { data: { challenge: string; bits: number; minFillMs: number; expiresAt: string } }

type Answer = { status: number; retryAfter: string | null; body: unknown }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A failure that is no time-out: without a connection the visitor is told to check it. */
const notReachable = (): Outcome => (navigator.onLine === false ? { kind: 'offline' } : { kind: 'unavailable' })

/**
 * Talks to `POST /api/join` for one form. The proof of work starts when the visitor first
 * touches the form (its code loads only then), so it is usually done before they send; every
 * attempt of one enquiry carries the same idempotency key, so retries never store it twice.
 * Each call to the server (the challenge, the enquiry) gives up after the API's time limit.
 */
export class EnquirySender {
  private attempt: Attempt | null = null

  prepare(key: string): Promise<Prepared> {
    if (!this.attempt || this.attempt.key !== key) {
      const attempt: Attempt = { key, result: this.solve(key), settled: false }
      void attempt.result.then(() => (attempt.settled = true))
      this.attempt = attempt
    }
    return this.attempt.result
  }

  private async solve(key: string): Promise<Prepared> {
    let data: ChallengeAnswer['data'] | null
    try {
      data = await withTimeout(async (signal) => {
        const res = await fetch('/api/join/challenge', { cache: 'no-store', signal })
        return res.ok ? ((await res.json()) as ChallengeAnswer).data : null
      })
    } catch (error) {
      if (isTimeout(error)) return { ok: false, outcome: { kind: 'timeout' } }
      // Offline or blocked: the next attempt asks again, and the visitor is told what happened.
      console.warn('[enquiry] security check not prepared:', error)
      return { ok: false, outcome: notReachable() }
    }
    if (!data) return { ok: false, outcome: notReachable() }
    try {
      const received = Date.now()
      const { solveWork } = await import('../pow')
      const nonce = await solveWork(data.challenge, key, data.bits)
      return {
        ok: true,
        ready: {
          challenge: data.challenge,
          nonce,
          notBefore: received + data.minFillMs,
          expiresAt: Date.parse(data.expiresAt),
        },
      }
    } catch (error) {
      console.warn('[enquiry] security check not prepared:', error)
      return { ok: false, outcome: notReachable() }
    }
  }

  /** Sends to `POST /api/join`, or to another endpoint of the same rules (a showroom's appointment). */
  async send(
    values: Record<string, unknown>,
    key: string,
    lang: string,
    endpoint = '/api/join',
    retried = false,
  ): Promise<Outcome> {
    // A preparation that had already failed before this send is tried again; one still under way
    // is waited for, and its failure (a time-out included) is the answer: its time has been spent.
    const settledBefore = this.attempt?.key === key && this.attempt.settled
    let prepared = await this.prepare(key)
    if ((!prepared.ok && settledBefore) || (prepared.ok && prepared.ready.expiresAt - Date.now() < 60_000)) {
      this.attempt = null
      prepared = await this.prepare(key)
    }
    if (!prepared.ok) return prepared.outcome
    const ready = prepared.ready
    // A form sent faster than a person can fill it looks like a robot to the server: wait instead.
    if (ready.notBefore > Date.now()) await sleep(ready.notBefore - Date.now())
    let answer: Answer
    try {
      answer = await withTimeout(async (signal) => {
        const res = await fetch(`${endpoint}?lang=${encodeURIComponent(lang)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ ...values, challenge: ready.challenge, nonce: ready.nonce }),
          signal,
        })
        const body: unknown = await res.json().catch(() => null)
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body }
      })
    } catch (error) {
      if (isTimeout(error)) return { kind: 'timeout' }
      console.warn('[enquiry] not sent:', error)
      return { kind: 'offline' }
    }
    const { status, retryAfter } = answer
    const body = answer.body as {
      data?: { reference?: string }
      error?: { code?: string; fields?: Record<string, string> }
    } | null
    if (status === 201 && typeof body?.data?.reference === 'string')
      return { kind: 'accepted', reference: body.data.reference }
    if (status === 429) return { kind: 'rate_limited', retryAfterSeconds: Number(retryAfter) || 600 }
    if (status === 503) return { kind: 'unavailable' }
    if (status === 400) {
      if (body?.error?.code === 'challenge_failed' && !retried) {
        this.attempt = null
        return this.send(values, key, lang, endpoint, true)
      }
      if (body?.error?.fields) return { kind: 'invalid', fields: body.error.fields }
    }
    return { kind: 'failed' }
  }
}
