// Pieces shared by the scripts that run the production build under load: production servers
// on a port of their own, a PostgreSQL connection that can be cut, the memory of a process tree,
// a visitor's enquiry (challenge, proof of work, idempotency key) and staff sign-in.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'

import { freePort, root, serverArgs, serverEnv } from './lib.mjs'

/** Resident memory (kB) of a process and all its descendants, from /proc. */
export function treeRss(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length > 0) {
    const p = stack.pop()
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // ended
    }
    stack.push(...(children.get(p) ?? []))
  }
  return total
}

/**
 * A TCP proxy to `target` ({host, port}) that can be cut (connections dropped, port closed) and
 * reopened, or hold the target's answers back (`hold`) until `release`: a server that is slow.
 */
export async function cuttableProxy(target) {
  const port = await freePort()
  const sockets = new Set()
  let server
  let held = null
  const open = () =>
    new Promise((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        sockets.add(client)
        sockets.add(upstream)
        client.pipe(upstream)
        upstream.on('data', (chunk) => (held ? held.push(() => client.write(chunk)) : client.write(chunk)))
        const end = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', end).on('close', end)
        upstream.on('error', end).on('close', end)
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  const cut = () =>
    new Promise((resolve) => {
      held = null
      for (const s of sockets) s.destroy()
      sockets.clear()
      server.close(() => resolve())
    })
  const hold = () => {
    held ??= []
  }
  const release = () => {
    const pending = held ?? []
    held = null
    for (const write of pending) write()
  }
  await open()
  return { port, open, cut, hold, release }
}

/**
 * `next start` of the production build on `port` with `env` on top of the process's own.
 * `stop(signal)` sends the signal and resolves with `{ code, signal, ms }` once it has exited.
 * `log` receives each line the server prints (kept as the last 20 kB either way).
 */
export function startApp({ port, env = {}, log = null }) {
  const child = spawn(process.execPath, serverArgs(port), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv({ NODE_ENV: 'production', PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, ...env }),
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output = (output + chunk).slice(-20_000)
      log?.(String(chunk))
    })
  }
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      const sent = Date.now()
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      const result = await exited
      return { code: result.code, signal: result.signal, ms: Math.max(0, result.at - sent) }
    },
  }
}

/** Leading zero bits of a digest (the form's proof of work, src/features/enquiry/pow.ts). */
function leadingZeroBits(bytes) {
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

/** The nonce the form's proof of work asks for (SHA-256 of `challenge:key:nonce`). */
export function solveWork(challenge, key, bits) {
  if (bits <= 0) return 0
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(crypto.createHash('sha256').update(`${challenge}:${key}:${nonce}`).digest()) >= bits)
      return nonce
  }
}

/** A valid enquiry body of the `i`-th visitor (cooperation types only, so no job is needed). */
export function enquiryFields(i, tag = 'Anfrage') {
  return {
    type: ['brand', 'project', 'customised', 'other'][i % 4],
    name: `Besucher ${i}`,
    tel: String(13800000000 + (i % 100_000_000)),
    email: `visitor${i}@example.cn`,
    province: '浙江',
    requirement: `${tag} ${i}: 40 Duschabtrennungen für ein Hotelprojekt.`,
    consent: true,
    transferConsent: true,
  }
}

/**
 * A stream of enquiries as many visitors send them at once: `total` valid enquiries to the server
 * on `port`, `concurrency` at a time over kept-alive connections, each with its own idempotency
 * key (the bot checks off, as in `npm run loadtest` and `npm run memory`). `onProgress(done)` runs
 * after each answer (the load test cuts the database there). Resolves with every answer
 * (`{ i, key, status, ms }`; status 0: none), the seconds taken, `send(i, key)` for one more (a
 * visitor pressing "submit" again) and `close()` for the connections.
 */
export async function postEnquiries(port, { total, concurrency, tag = 'Anfrage', onProgress } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const send = (i, key = crypto.randomBytes(16).toString('base64url')) =>
    new Promise((resolve) => {
      const data = JSON.stringify({ ...enquiryFields(i, tag), idempotencyKey: key })
      const started = performance.now()
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/join?lang=de',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve({ i, key, status: res.statusCode, ms: performance.now() - started }))
        },
      )
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
      req.on('error', (error) => resolve({ i, key, status: 0, error: error.message, ms: performance.now() - started }))
      req.end(data)
    })
  const results = []
  let next = 0
  let done = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        results.push(await send(next++))
        done++
        await onProgress?.(done)
      }
    }),
  )
  return { results, seconds: (performance.now() - started) / 1000, send, close: () => agent.destroy() }
}

/**
 * A visitor's enquiry as the form sends it: fetches a challenge, solves its proof of work for
 * `key`, posts. Resolves with `{ status, retryAfter, reference, ms }` (status 0: no answer).
 * `headers` go with both requests (an `X-Forwarded-For` of a visitor behind a proxy, say).
 */
export async function sendEnquiry(
  base,
  i,
  {
    key = crypto.randomBytes(16).toString('base64url'),
    lang = 'de',
    fields = enquiryFields(i),
    timeoutMs = 30_000,
    headers = {},
  } = {},
) {
  const started = performance.now()
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const challengeAnswer = await fetch(`${base}/api/join/challenge`, { signal, headers })
    if (!challengeAnswer.ok)
      return { key, status: challengeAnswer.status, phase: 'challenge', ms: performance.now() - started }
    const { data } = await challengeAnswer.json()
    const nonce = solveWork(data.challenge, key, data.bits)
    const response = await fetch(`${base}/api/join?lang=${lang}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ ...fields, challenge: data.challenge, nonce }),
      signal,
    })
    const body = await response.json().catch(() => null)
    return {
      key,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      reference: body?.data?.reference ?? null,
      ms: performance.now() - started,
    }
  } catch (error) {
    return {
      key,
      status: 0,
      error: error instanceof Error ? error.message : String(error),
      ms: performance.now() - started,
    }
  }
}

/** Signs in to the CMS's REST API; returns the headers of an authorised JSON request. */
export async function staffHeaders(base, account) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${response.status} ${await response.text()}`)
  const { token } = await response.json()
  return { authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

/** Creates a staff account through an admin's session (`role`: editor, sales, hr, admin). */
export async function createStaff(base, adminHeaders, account, role, name) {
  const response = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ ...account, role, name }),
  })
  if (!response.ok) throw new Error(`creating ${account.email} failed: ${response.status} ${await response.text()}`)
}

/** Every page address of the site's sitemaps (all languages), as paths. */
export async function sitemapPaths(base) {
  const index = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = []
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(base + new URL(loc).pathname)).text()
    for (const [, page] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(page.replaceAll('&amp;', '&'))
      paths.push(url.pathname + url.search)
    }
  }
  return [...new Set(paths)]
}

/** A POST whose body is sent in two halves: the second only when `finish()` is called (an upload still in flight). */
export function slowPost(port, pathname, body, headers) {
  const bytes = Buffer.from(body)
  const half = Math.floor(bytes.length / 2)
  let finish
  const answered = new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-length': bytes.length },
      },
      (res) => {
        let text = ''
        res.on('data', (d) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode, body: text }))
      },
    )
    req.on('error', (error) => resolve({ status: 0, error: error.message }))
    req.write(bytes.subarray(0, half))
    finish = () => req.end(bytes.subarray(half))
  })
  return { answered, finish: () => finish() }
}

/** Opens a new TCP connection to 127.0.0.1:`port`: resolves 'accepted' or the error's code (ECONNREFUSED). */
export function tcpConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('accepted')
    })
    socket.once('error', (error) => resolve(error.code ?? error.message))
  })
}

export const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** p50, p99 and max of a list of milliseconds, rounded. */
export function latency(list) {
  const sorted = [...list].sort((a, b) => a - b)
  const round = (v) => (v === null || v === undefined ? null : Math.round(v))
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
