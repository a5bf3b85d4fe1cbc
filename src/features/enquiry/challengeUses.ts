import crypto from 'node:crypto'

import type { RedisRunner } from './rateLimit'

/**
 * Which idempotency key each challenge went with. A challenge (the form's time trap and proof of
 * work) is bound to the first key it is used with: it is taken again with that key (the form's
 * retry after a 503 or a lost connection), or with another key once its last use stored nothing
 * (a field the visitor corrects), never with another key once an enquiry is stored with it.
 */
export type ChallengeUses = {
  /** `ok` when `key` may use the challenge now (and binds it), `taken` when another key holds it. */
  claim(challenge: string, key: string, ttlMs: number): Promise<'ok' | 'taken'>
  /** The use stored nothing (a refused field): another key may take the challenge. */
  release(challenge: string, key: string): Promise<void>
  /** An enquiry is stored with it: no other key ever takes it. */
  stored(challenge: string, key: string, ttlMs: number): Promise<void>
}

/** A challenge's id in the store: its hash, so the stored keys say nothing of the token. */
const idOf = (challenge: string) => crypto.createHash('sha256').update(challenge).digest('base64url').slice(0, 32)

type Use = { key: string; stored: boolean; until: number }

/** The uses of one process (a single instance), forgotten when their challenge has expired. */
export function memoryChallengeUses(maxEntries = 100_000): ChallengeUses {
  const uses = new Map<string, Use>()
  const live = (id: string, now: number) => {
    const use = uses.get(id)
    if (use && use.until <= now) uses.delete(id)
    return use && use.until > now ? use : undefined
  }
  return {
    async claim(challenge, key, ttlMs) {
      const id = idOf(challenge)
      const now = Date.now()
      const use = live(id, now)
      if (use && use.key !== key) return 'taken'
      if (!use) {
        uses.set(id, { key, stored: false, until: now + ttlMs })
        if (uses.size > maxEntries) uses.delete(uses.keys().next().value as string)
      }
      return 'ok'
    },
    async release(challenge, key) {
      const id = idOf(challenge)
      const use = uses.get(id)
      if (use && use.key === key && !use.stored) uses.delete(id)
    },
    async stored(challenge, key, ttlMs) {
      uses.set(idOf(challenge), { key, stored: true, until: Date.now() + ttlMs })
    },
  }
}

// KEYS[1] the challenge's entry; ARGV: key, ttl (ms). Binds when free; 1 for the same key, 0 for another.
const CLAIM = `
local held = redis.call('GET', KEYS[1])
if not held then
  redis.call('SET', KEYS[1], ARGV[1] .. '|p', 'PX', ARGV[2])
  return 1
end
local key = string.match(held, '^(.*)|[ps]$')
if key == ARGV[1] then return 1 end
return 0
`
// Frees the entry when the same key holds it and nothing was stored with it.
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] .. '|p' then redis.call('DEL', KEYS[1]) end
return 1
`

/**
 * The uses shared by every instance (Redis, keys `sanhaus:challenge:<id>`, expiring with their
 * challenge). When Redis does not answer, this process's own uses stand in (logged once per outage).
 */
export function redisChallengeUses(
  redis: RedisRunner,
  prefix = 'sanhaus:challenge:',
  fallback: ChallengeUses = memoryChallengeUses(),
): ChallengeUses {
  const entry = (challenge: string) => prefix + idOf(challenge)
  return {
    async claim(challenge, key, ttlMs) {
      try {
        const reply = await redis.run((c) =>
          c.eval(CLAIM, { keys: [entry(challenge)], arguments: [key, String(Math.max(1, Math.ceil(ttlMs)))] }),
        )
        return reply === 1 ? 'ok' : 'taken'
      } catch (error) {
        redis.warn(error)
        return fallback.claim(challenge, key, ttlMs)
      }
    },
    async release(challenge, key) {
      try {
        await redis.run((c) => c.eval(RELEASE, { keys: [entry(challenge)], arguments: [key] }))
      } catch (error) {
        redis.warn(error)
        await fallback.release(challenge, key)
      }
    },
    async stored(challenge, key, ttlMs) {
      try {
        await redis.run((c) => c.set(entry(challenge), `${key}|s`, { PX: Math.max(1, Math.ceil(ttlMs)) }))
      } catch (error) {
        redis.warn(error)
        await fallback.stored(challenge, key, ttlMs)
      }
    },
  }
}
