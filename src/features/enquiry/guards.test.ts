import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { readJsonBody } from '@/lib/api/body'
import { clientAddress } from '@/lib/api/clientAddress'

import { CHALLENGE_TTL_MS, issueChallenge, verifyChallenge, verifyWork } from './challenge'
import { leadingZeroBits, solveWork } from './pow'
import { memoryRateLimiter } from './rateLimit'

const secret = crypto.randomBytes(32).toString('base64url')

describe('challenge and proof of work', () => {
  it('accepts its own fresh challenge and refuses forged, foreign and expired ones', () => {
    const now = Date.now()
    const { challenge } = issueChallenge(secret, 8, 2000, now)
    expect(verifyChallenge(secret, challenge, now + 1000)).toEqual({ ok: true, issuedAt: now })
    expect(verifyChallenge('another-secret-of-another-site-000', challenge, now).ok).toBe(false)
    expect(verifyChallenge(secret, challenge.replace(/^\d+/, String(now - 10)), now).ok).toBe(false)
    expect(verifyChallenge(secret, challenge, now + CHALLENGE_TTL_MS + 1).ok).toBe(false)
    expect(verifyChallenge(secret, 42, now).ok).toBe(false)
  })

  it('counts leading zero bits, and a solved nonce passes for its key only', async () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x1f]))).toBe(11)
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0)
    const { challenge } = issueChallenge(secret, 12, 0)
    const nonce = await solveWork(challenge, 'key-aaaaaaaaaaaaaaaa', 12)
    expect(verifyWork(challenge, 'key-aaaaaaaaaaaaaaaa', nonce, 12)).toBe(true)
    expect(verifyWork(challenge, 'key-bbbbbbbbbbbbbbbb', nonce, 12)).toBe(false)
    expect(verifyWork(challenge, 'key-aaaaaaaaaaaaaaaa', '1', 12)).toBe(false)
  })
})

describe('rate limit', () => {
  it('allows the configured number per window, then says when to retry', async () => {
    const limiter = memoryRateLimiter()
    const t = 1_000_000
    for (let i = 0; i < 5; i++) expect((await limiter.hit('a', 5, 600_000, t + i)).ok).toBe(true)
    const refused = await limiter.hit('a', 5, 600_000, t + 10)
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 600 })
    expect((await limiter.hit('b', 5, 600_000, t + 10)).ok).toBe(true)
    expect((await limiter.hit('a', 5, 600_000, t + 600_001)).ok).toBe(true)
    expect((await limiter.hit('a', 0, 600_000, t)).ok).toBe(true)
  })

  it('takes a hit back when what it counted did not happen (an enquiry refused for a field)', async () => {
    const limiter = memoryRateLimiter()
    const t = 2_000_000
    for (let i = 0; i < 10; i++) {
      const hit = await limiter.hit('c', 2, 600_000, t + i)
      expect(hit.ok, `attempt ${i}`).toBe(true)
      if (hit.ok) await hit.release()
    }
    expect((await limiter.hit('c', 2, 600_000, t + 20)).ok).toBe(true)
    expect((await limiter.hit('c', 2, 600_000, t + 21)).ok).toBe(true)
    expect((await limiter.hit('c', 2, 600_000, t + 22)).ok).toBe(false)
  })
})

describe('client address', () => {
  it('trusts only the entries its own proxies appended', () => {
    const h = (xff: string) => new Headers({ 'x-forwarded-for': xff })
    expect(clientAddress(h('203.0.113.9'), 0)).toBe('203.0.113.9')
    // Behind nginx, which appends the peer it saw: the claim on the left is ignored.
    expect(clientAddress(h('1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9')
    // Behind a load balancer and nginx.
    expect(clientAddress(h('1.2.3.4, 203.0.113.9, 10.0.0.5'), 2)).toBe('203.0.113.9')
    expect(clientAddress(new Headers(), 0)).toBe('unknown')
  })
})

describe('JSON body', () => {
  const req = (body: string, type = 'application/json') =>
    new Request('http://x/api/join', { method: 'POST', headers: { 'content-type': type }, body })
  it('reads JSON, and names oversize, malformed and non-JSON bodies', async () => {
    expect(await readJsonBody(req('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } })
    expect(await readJsonBody(req(`{"a":"${'x'.repeat(200)}"}`), 100)).toEqual({ ok: false, problem: 'too_large' })
    expect(await readJsonBody(req('{"a":'), 100)).toEqual({ ok: false, problem: 'bad_json' })
    expect(await readJsonBody(req('a=1', 'application/x-www-form-urlencoded'), 100)).toEqual({
      ok: false,
      problem: 'unsupported_media_type',
    })
  })
})
