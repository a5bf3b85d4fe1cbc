// The shared Redis connection: an answer is waited for at most the time limit, counted from when
// the command went out and not lost to this process's own lateness; the outage log has one line
// when Redis stops answering and one when it answers again, for every outage.
import { afterEach, describe, expect, it } from 'vitest'

import { resilientRedis, type ResilientRedis } from '@/lib/redis/connection.mjs'

import { cuttableProxy } from '../../scripts/harness.mjs'

const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5')

let redis: ResilientRedis | null = null
let proxy: Awaited<ReturnType<typeof cuttableProxy>> | null = null
const original = console.error

afterEach(async () => {
  console.error = original
  await redis?.close()
  await proxy?.cut()
})

/** A command as the cache handler and the rate limit issue it: a failure is reported to `warn`, never thrown. */
async function call<T>(command: Parameters<ResilientRedis['run']>[0]): Promise<T | null> {
  try {
    return (await redis!.run(command)) as T
  } catch (error) {
    redis!.warn(error)
    return null
  }
}

/** Keeps this process busy, as a long render does: nothing else runs meanwhile. */
function busy(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // the event loop waits
  }
}

describe('Redis answers while this process is busy', () => {
  async function connected() {
    redis = resilientRedis(REDIS_URL.toString(), 'test', 100)
    const until = Date.now() + 10_000
    while ((await call((c) => c.ping())) !== 'PONG') {
      if (Date.now() > until) throw new Error('Redis did not answer within 10 s')
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  it('sends a command issued just before the process is busy for longer than the limit, and takes its answer', async () => {
    await connected()
    const answer = call((c) => c.ping())
    busy(300)
    expect(await answer).toBe('PONG')
  })

  it('takes an answer that arrived while the process was busy for longer than the limit', async () => {
    await connected()
    const answer = call((c) => c.ping())
    // The command is written in this turn of the event loop; its answer arrives during the busy time.
    await new Promise((resolve) => setImmediate(resolve))
    busy(300)
    expect(await answer).toBe('PONG')
  })
})

describe('Redis connection outages', () => {
  it('logs each outage once and each recovery once: a slow answer, then a cut connection', async () => {
    const lines: string[] = []
    console.error = (...args: unknown[]) => void lines.push(args.map(String).join(' '))
    proxy = await cuttableProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) })
    const url = new URL(REDIS_URL)
    url.port = String(proxy.port)
    redis = resilientRedis(url.toString(), 'test', 100)
    const answered = async () => {
      const until = Date.now() + 10_000
      while ((await call((c) => c.ping())) !== 'PONG') {
        if (Date.now() > until) throw new Error('Redis did not answer within 10 s')
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    // The first connection may take longer than the short limit on a busy machine.
    await answered()
    lines.length = 0

    // An answer later than the time limit (Redis busy, or this server's event loop) counts as an outage…
    expect(await call(() => new Promise((resolve) => setTimeout(() => resolve('late'), 300)))).toBeNull()
    expect(await call(() => new Promise((resolve) => setTimeout(() => resolve('late again'), 300)))).toBeNull()
    // …that ends with the next answer in time.
    expect(await call((c) => c.ping())).toBe('PONG')
    expect(lines).toEqual([
      '[test] Redis unavailable (no answer within 100 ms); working without it until it is back',
      '[test] Redis available again',
    ])

    // A later outage is logged too, and its end.
    await proxy.cut()
    expect(await call((c) => c.ping())).toBeNull()
    await proxy.open()
    await answered()
    expect(lines).toHaveLength(4)
    expect(lines[2]).toMatch(/^\[test\] Redis unavailable \(/)
    expect(lines[3]).toBe('[test] Redis available again')
  })
})
