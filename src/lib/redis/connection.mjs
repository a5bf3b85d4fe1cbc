// One Redis connection that never blocks a request, shared by the cache handler (plain
// JavaScript, loaded by Next outside the bundler), the enquiry rate limit and the health check.
import { createClient } from '@redis/client'

export const COMMAND_TIMEOUT_MS = 500
const CONNECT_TIMEOUT_MS = 500

export class RedisUnavailable extends Error {
  name = 'RedisUnavailable'
}

/**
 * Rejects when `promise` has not settled `ms` after the command went out. A busy server's event
 * loop can itself be later than `ms` (a long render), and that is no Redis outage: the clock
 * starts once the client has written the command (it writes in the loop's check phase, where this
 * setImmediate runs after it), and a timeout that fires yields once more, so that an answer
 * already waiting in the socket is read first (timers run before I/O in each turn of the loop).
 */
function withTimeout(promise, ms) {
  let timer
  let immediate
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      immediate = setImmediate(() => {
        timer = setTimeout(() => {
          immediate = setImmediate(() => reject(new RedisUnavailable(`no answer within ${ms} ms`)))
        }, ms)
      })
    }),
  ]).finally(() => {
    clearImmediate(immediate)
    clearTimeout(timer)
  })
}

/**
 * Commands fail at once while the connection is down (no offline queue) and after
 * COMMAND_TIMEOUT_MS when Redis does not answer; the client keeps reconnecting in the background.
 * The first failure of an outage is logged, and the recovery.
 */
export function resilientRedis(url, label, timeoutMs = COMMAND_TIMEOUT_MS) {
  let client = null
  let warned = false
  let firstConnect = Promise.resolve()
  const warn = (error) => {
    if (warned) return
    warned = true
    console.error(`[${label}] Redis unavailable (${error?.message ?? error}); working without it until it is back`)
  }
  const connection = () => {
    if (client) return client
    client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
      },
    })
    client.on('error', warn)
    client.on('ready', () => {
      if (warned) console.error(`[${label}] Redis available again`)
      warned = false
    })
    // Settles on the first connection or the first failure, whichever comes first.
    firstConnect = new Promise((resolve) => {
      client.once('ready', resolve)
      client.once('error', resolve)
    })
    client.connect().catch(warn)
    return client
  }
  return {
    async run(command) {
      const c = connection()
      if (!c.isReady) {
        // Only the first commands after start wait (briefly) for the connection; during an
        // outage every command fails at once.
        if (!warned) await withTimeout(firstConnect, timeoutMs).catch(() => {})
        if (!c.isReady) throw new RedisUnavailable('not connected')
      }
      const result = await withTimeout(command(c), timeoutMs)
      // An outage of slow answers ends with the first answer in time (the connection never
      // dropped, so no 'ready' says so); without this, later outages would go unlogged.
      if (warned && c.isReady) {
        warned = false
        console.error(`[${label}] Redis available again`)
      }
      return result
    },
    warn,
    async close() {
      const c = client
      client = null
      if (!c) return
      try {
        if (c.isOpen) await c.close()
        else c.destroy()
      } catch {
        c.destroy()
      }
    },
  }
}
