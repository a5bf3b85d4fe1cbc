import { describe, expect, it } from 'vitest'

import { readEnv } from '@/env'
import { memoryRateLimiter } from '@/features/enquiry/rateLimit'

import { guardSignIn, type SignInGuard } from './throttle'

// The defaults an operator gets without setting anything.
const settings = readEnv({ NODE_ENV: 'test' }).signIn
const PASSWORD = 'Richtig-Passwort-2026'

function setup() {
  const lines: string[] = []
  const recorded: { account: string; client: string; status: number }[] = []
  const guard: SignInGuard = {
    settings,
    limiters: { client: memoryRateLimiter(), account: memoryRateLimiter(), reset: memoryRateLimiter() },
    log: (line) => lines.push(line),
    recordFailure: async (failure) => {
      recorded.push(failure)
    },
  }
  // Payload's answer: 200 for the owner's password, 401 for anything else (the same for unknown addresses).
  const payload = async (request: Request) => {
    const { email, password } = (await request.json()) as { email: string; password: string }
    return email === 'owner@sanhaus.example' && password === PASSWORD
      ? Response.json({ user: { email } })
      : Response.json({ errors: [{ message: 'wrong' }] }, { status: 401 })
  }
  const signIn = async (client: string, email: string, password: string, language = 'de') => {
    const request = new Request('http://localhost/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ email, password }),
    })
    const response = await guardSignIn(guard, 'login', request, client, () => payload(request))
    return response
  }
  return { guard, lines, recorded, signIn }
}

describe('the staff sign-in throttle', () => {
  it('gives the audit record each refused password with the account named and the address, never a throttled one', async () => {
    const { signIn, recorded } = setup()
    await signIn('203.0.113.9', 'Owner@Sanhaus.example', 'wrong')
    await signIn('198.51.100.7', 'owner@sanhaus.example', PASSWORD)
    for (let i = 0; i < 6; i++) await signIn('203.0.113.10', 'owner@sanhaus.example', `wrong-${i}`)
    // 1 + 5 refusals reached the password check; the sixth from that address was throttled (429).
    expect(recorded).toHaveLength(6)
    expect(recorded[0]).toEqual({ account: 'owner@sanhaus.example', client: '203.0.113.9', status: 401 })
    expect(recorded.every((r) => r.status === 401)).toBe(true)
  })

  it('answers the sign-in even when the audit record cannot take a refusal, and logs that', async () => {
    const { signIn, guard, lines } = setup()
    guard.recordFailure = async () => {
      throw new Error('database gone')
    }
    expect((await signIn('203.0.113.9', 'someone@sanhaus.example', 'wrong')).status).toBe(401)
    expect(lines.at(-1)).toMatch(/audit record did not take the refusal: Error: database gone/)
  })

  it('holds back a stranger after the default 20 refusals from one address, never the owner elsewhere', async () => {
    expect(settings).toEqual({ failuresPerClient: 20, failuresPerAccount: 5, resetsPerClient: 5, windowSeconds: 900 })
    const { signIn, lines } = setup()
    const statuses: number[] = []
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn('203.0.113.9', `guess${i % 4}@sanhaus.example`, `wrong-${i}`)).status)
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
    // The owner, from the office, is not affected.
    expect((await signIn('198.51.100.7', 'owner@sanhaus.example', PASSWORD)).status).toBe(200)
    // One log line per refused attempt.
    expect(lines).toHaveLength(30)
    expect(lines[25]).toMatch(/^\[sign-in\] refused: too many failures from 203\.0\.113\.9/)
    // What a stranger gets per address: 20 guesses in 15 minutes.
    const perMinute = settings.failuresPerClient / (settings.windowSeconds / 60)
    expect(perMinute).toBeCloseTo(1.33, 2)
  })

  it('a stranger’s wrong passwords for the owner’s account never lock it against its owner', async () => {
    const { signIn } = setup()
    for (let i = 0; i < 12; i++) await signIn(`203.0.113.${i % 3}`, 'owner@sanhaus.example', `wrong-${i}`)
    expect((await signIn('198.51.100.7', 'owner@sanhaus.example', PASSWORD)).status).toBe(200)
  })

  it('answers an account and an address that is none alike: the same statuses, the same message', async () => {
    const { signIn } = setup()
    const answers = async (email: string, client: string) => {
      const out: string[] = []
      for (let i = 0; i < 7; i++) {
        const response = await signIn(client, email, `wrong-${i}`)
        out.push(`${response.status} ${JSON.stringify(await response.json())}`)
      }
      return out
    }
    const staff = await answers('owner@sanhaus.example', '203.0.113.20')
    const nobody = await answers('nobody@sanhaus.example', '203.0.113.21')
    expect(staff).toEqual(nobody)
    expect(staff.map((a) => a.slice(0, 3))).toEqual(['401', '401', '401', '401', '401', '429', '429'])
    expect(staff[6]).toContain('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.')
  })

  it('locks one account for one address after five refusals, the right password included; a success clears nothing it should not', async () => {
    const { signIn } = setup()
    // Successes do not count: the owner signs in 30 times.
    for (let i = 0; i < 30; i++)
      expect((await signIn('198.51.100.7', 'owner@sanhaus.example', PASSWORD)).status).toBe(200)
    for (let i = 0; i < 5; i++) await signIn('198.51.100.7', 'owner@sanhaus.example', 'typo')
    const held = await signIn('198.51.100.7', 'owner@sanhaus.example', PASSWORD, 'zh-CN,zh;q=0.9')
    expect(held.status).toBe(429)
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await held.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      '登录尝试次数过多。请在 15 分钟后重试。',
    )
    expect((await signIn('198.51.100.8', 'owner@sanhaus.example', PASSWORD)).status).toBe(200)
  })

  it('takes five password-reset requests per address and window', async () => {
    const { guard } = setup()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const request = new Request('http://localhost/api/users/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `x${i}@sanhaus.example` }),
      })
      statuses.push(
        (await guardSignIn(guard, 'forgot-password', request, '203.0.113.5', async () => Response.json({}))).status,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })
})
