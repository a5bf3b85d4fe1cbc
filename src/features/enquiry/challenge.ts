import crypto from 'node:crypto'

import { leadingZeroBits, powInput } from './pow'

/** How long a form may stay open before its challenge expires (a long lunch break). */
export const CHALLENGE_TTL_MS = 6 * 60 * 60 * 1000

export type Challenge = { challenge: string; bits: number; minFillMs: number; expiresAt: string }

function sign(secret: string, payload: string): string {
  return crypto.createHmac('sha256', `enquiry-challenge:${secret}`).update(payload).digest('base64url')
}

/**
 * A stateless, signed challenge: `<issued at>.<random>.<signature>`. Its issue time also tells
 * the server how long the form was open, without a cookie or a stored session.
 */
export function issueChallenge(secret: string, bits: number, minFillMs: number, now = Date.now()): Challenge {
  const payload = `${now}.${crypto.randomBytes(12).toString('base64url')}`
  return {
    challenge: `${payload}.${sign(secret, payload)}`,
    bits,
    minFillMs,
    expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
  }
}

export type ChallengeCheck = { ok: true; issuedAt: number } | { ok: false }

export function verifyChallenge(secret: string, token: unknown, now = Date.now()): ChallengeCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false }
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false }
  const [issued, random, signature] = parts as [string, string, string]
  const expected = Buffer.from(sign(secret, `${issued}.${random}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false }
  const issuedAt = Number(issued)
  if (!Number.isFinite(issuedAt) || issuedAt > now + 60_000 || now - issuedAt > CHALLENGE_TTL_MS) return { ok: false }
  return { ok: true, issuedAt }
}

export function verifyWork(challenge: string, key: string, nonce: unknown, bits: number): boolean {
  if (bits <= 0) return true
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) return false
  const digest = crypto
    .createHash('sha256')
    .update(powInput(challenge, key, nonce))
    .digest()
  return leadingZeroBits(digest) >= bits
}
