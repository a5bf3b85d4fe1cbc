import { afterAll, describe, expect, it } from 'vitest'

import { redisChallengeUses } from '@/features/enquiry/challengeUses'
import { redisRateLimiter } from '@/features/enquiry/rateLimit'
import { resilientRedis, type ResilientRedis } from '@/lib/redis/connection.mjs'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5'
const prefix = `test-ratelimit:${process.pid}:${Date.now()}:`
const connections: ResilientRedis[] = []

/** A server instance's limiter: its own connection, counting in the shared Redis. */
function instance(url = REDIS_URL) {
  const redis = resilientRedis(url, 'rate-limit')
  connections.push(redis)
  return redisRateLimiter(redis, prefix)
}

afterAll(async () => {
  const [redis] = connections
  await redis?.run(async (c) => {
    const keys: string[] = []
    for await (const batch of c.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) keys.push(...batch)
    if (keys.length > 0) await c.del(keys)
  })
  await Promise.all(connections.map((c) => c.close()))
})

describe('enquiry rate limit shared through Redis', () => {
  it('counts the hits of every instance against one limit, per client, in a sliding window', async () => {
    const [a, b] = [instance(), instance()]
    const t = Date.now()
    expect(await a.hit('203.0.113.7', 3, 60_000, t)).toMatchObject({ ok: true, remaining: 2 })
    expect(await b.hit('203.0.113.7', 3, 60_000, t + 1_000)).toMatchObject({ ok: true, remaining: 1 })
    const third = await a.hit('203.0.113.7', 3, 60_000, t + 2_000)
    expect(third).toMatchObject({ ok: true, remaining: 0 })
    expect(await b.hit('203.0.113.7', 3, 60_000, t + 3_000)).toEqual({ ok: false, retryAfterSeconds: 57 })
    // A hit taken back (an enquiry refused for a field) frees its place for every instance.
    if (third.ok) await third.release()
    expect(await b.hit('203.0.113.7', 3, 60_000, t + 3_500)).toMatchObject({ ok: true, remaining: 0 })
    // Another client is counted apart.
    expect((await b.hit('198.51.100.4', 3, 60_000, t + 3_000)).ok).toBe(true)
    // Once the first hit leaves the window, one more is accepted, on either instance.
    expect(await a.hit('203.0.113.7', 3, 60_000, t + 60_000)).toMatchObject({ ok: true, remaining: 0 })
    expect((await b.hit('203.0.113.7', 3, 60_000, t + 60_001)).ok).toBe(false)
  })

  it('never accepts more than the limit when instances are hit at the same moment', async () => {
    const limiters = [instance(), instance()]
    const t = Date.now()
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.hit('192.0.2.1', 5, 60_000, t + i)),
    )
    expect(decisions.filter((d) => d.ok)).toHaveLength(5)
  })

  it('fails open to counting in this process when Redis does not answer', async () => {
    const original = console.error
    const errors: unknown[] = []
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      const down = instance('redis://127.0.0.1:1/5')
      const t = Date.now()
      const started = Date.now()
      expect((await down.hit('192.0.2.9', 2, 60_000, t)).ok).toBe(true)
      expect((await down.hit('192.0.2.9', 2, 60_000, t + 1)).ok).toBe(true)
      expect((await down.hit('192.0.2.9', 2, 60_000, t + 2)).ok).toBe(false)
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
    }
  })
})

describe('enquiry challenges shared through Redis', () => {
  const uses = () => {
    const redis = resilientRedis(REDIS_URL, 'challenges')
    connections.push(redis)
    return redisChallengeUses(redis, `${prefix}challenge:`)
  }

  it('binds a challenge to its first key on every instance; a stored one stays bound, a refused one is freed', async () => {
    const [a, b] = [uses(), uses()]
    const challenge = `${Date.now()}.x.sig`
    expect(await a.claim(challenge, 'key-one-aaaaaaaaaaaa', 60_000)).toBe('ok')
    expect(await b.claim(challenge, 'key-two-bbbbbbbbbbbb', 60_000)).toBe('taken')
    // The form's retry with its own key (after a 503 or a lost connection) is taken on any instance.
    expect(await b.claim(challenge, 'key-one-aaaaaaaaaaaa', 60_000)).toBe('ok')
    // A refusal that stored nothing frees it; another key may take it then.
    await b.release(challenge, 'key-one-aaaaaaaaaaaa')
    expect(await a.claim(challenge, 'key-two-bbbbbbbbbbbb', 60_000)).toBe('ok')
    await a.stored(challenge, 'key-two-bbbbbbbbbbbb', 60_000)
    // Stored: its key's for good, a release by anyone changes nothing.
    await b.release(challenge, 'key-two-bbbbbbbbbbbb')
    expect(await b.claim(challenge, 'key-three-cccccccccc', 60_000)).toBe('taken')
    expect(await b.claim(challenge, 'key-two-bbbbbbbbbbbb', 60_000)).toBe('ok')
  })

  it('takes one claim of many sent at the same moment with different keys', async () => {
    const instances = [uses(), uses()]
    const challenge = `${Date.now()}.race.sig`
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => instances[i % 2]!.claim(challenge, `key-${i}-raceraceracerace`, 60_000)),
    )
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1)
  })
})
