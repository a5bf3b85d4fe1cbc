#!/usr/bin/env node
// `npm run loadtest`: 2,000 valid enquiries at 50 concurrent connections against the production
// server, on SQLite and on PostgreSQL. On PostgreSQL the database is cut off in the middle (a TCP
// proxy of this script between the app and the machine's server is closed, then reopened), and
// afterwards every 2xx answer must have exactly one stored row and nothing else may be stored.
// Loopback only; bounded in time. Prints one JSON summary and a table.
// Options: --db sqlite|postgres|both (default both), --requests N, --concurrency N.
import { createClient } from '@libsql/client'
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'

import { cuttableProxy, postEnquiries, treeRss } from './harness.mjs'
import { ensureBuild, freePort, root, serverArgs, serverEnv, waitForHealth } from './lib.mjs'
import { adminClient, createDatabase, databaseUrl, dropDatabase, postgresServerUrl } from './pg.mjs'

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
  },
})
const TOTAL = Number(args.requests)
const CONCURRENCY = Number(args.concurrency)
const DEADLINE_MS = 10 * 60 * 1000
// The settings the run states: no per-client limit (one client sends everything), no minimum
// fill time and no proof of work (a script is the client); validation and storage run in full.
const SETTINGS = {
  ENQUIRY_RATE_LIMIT: '0',
  ENQUIRY_REQUEST_LIMIT: '0',
  ENQUIRY_MIN_FILL_MS: '0',
  ENQUIRY_POW_BITS: '0',
}

/** Resident memory (MB) of the server's process tree once it has been idle for 2 s. */
async function settledMemory(pid) {
  await new Promise((r) => setTimeout(r, 2000))
  return Math.round(treeRss(pid) / 1024)
}

function startServer(port, env) {
  const child = spawn(process.execPath, serverArgs(port), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: serverEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      SEED: 'off',
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('base64url'),
      ...SETTINGS,
      ...env,
    }),
  })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-20_000)))
  return { child, stderr: () => stderr }
}

/** Loads the route and its messages before the clock starts (invalid bodies: nothing is stored). */
async function warmUp(port) {
  for (let i = 0; i < 20; i++) {
    await fetch(`http://127.0.0.1:${port}/api/join?lang=${i % 6}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  }
}

/** Sends TOTAL enquiries, CONCURRENCY at a time; `onProgress(done)` may cut the database. */
async function drive(port, onProgress) {
  await warmUp(port)
  const { results, seconds, send, close } = await postEnquiries(port, {
    total: TOTAL,
    concurrency: CONCURRENCY,
    tag: 'Lasttest Anfrage',
    onProgress,
  })
  // Like a visitor pressing "submit" again: every enquiry that was not accepted is sent once
  // more, with its own idempotency key, once the database is back.
  const retry = async () => {
    const again = results.filter((r) => !(r.status >= 200 && r.status < 300))
    const answers = await Promise.all(again.map((r) => send(r.i, r.key)))
    return {
      retried: again.length,
      retryStatuses: answers.reduce((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {}),
      answers,
    }
  }
  const finish = async () => {
    const retried = await retry()
    close()
    return retried
  }
  return { results, seconds, finish }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

function summarize(db, results, seconds, storedKeys, retried, extra = {}) {
  const final = new Map(results.map((r) => [r.key, r]))
  for (const a of retried?.answers ?? []) final.set(a.key, a)
  const ok = [...final.values()].filter((r) => r.status >= 200 && r.status < 300)
  const byStatus = {}
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
  const okKeys = new Set(ok.map((r) => r.key))
  const storedCount = new Map()
  for (const k of storedKeys) storedCount.set(k, (storedCount.get(k) ?? 0) + 1)
  const missing = [...okKeys].filter((k) => storedCount.get(k) !== 1).length
  const unexpected = [...storedCount.keys()].filter((k) => !okKeys.has(k)).length
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b)
  return {
    db,
    requests: results.length,
    concurrency: CONCURRENCY,
    settings: SETTINGS,
    statuses: byStatus,
    acceptedFirstTry: results.filter((r) => r.status >= 200 && r.status < 300).length,
    retried: retried?.retried ?? 0,
    retryStatuses: retried?.retryStatuses ?? {},
    accepted: ok.length,
    storedRows: storedKeys.length,
    acceptedWithoutExactlyOneRow: missing,
    storedWithoutAcceptedAnswer: unexpected,
    throughputPerSecond: Math.round((results.length / seconds) * 10) / 10,
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies.at(-1)),
    },
    seconds: Math.round(seconds * 10) / 10,
    pass: missing === 0 && unexpected === 0 && ok.length > 0,
    ...extra,
  }
}

async function runSqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-load-'))
  const file = path.join(dir, 'site.db')
  const port = await freePort()
  const server = startServer(port, { DATABASE_URL: `file:${file}`, DATA_DIR: dir })
  try {
    await waitForHealth(`http://127.0.0.1:${port}`)
    const afterStart = await settledMemory(server.child.pid)
    const { results, seconds, finish } = await drive(port)
    const retried = await finish()
    const memoryMb = { afterStart, afterRun: await settledMemory(server.child.pid) }
    const db = createClient({ url: `file:${file}` })
    const rows = (await db.execute('SELECT idempotency_key FROM enquiries')).rows.map((r) => r.idempotency_key)
    db.close()
    return summarize('sqlite', results, seconds, rows, retried, { memoryMb })
  } finally {
    server.child.kill('SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function runPostgres() {
  const serverUrl = postgresServerUrl()
  const admin = await adminClient(serverUrl)
  if (!admin) throw new Error(`PostgreSQL at ${serverUrl} does not answer`)
  const name = await createDatabase(admin, 'brand_load')
  const target = new URL(serverUrl)
  const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const viaProxy = new URL(databaseUrl(serverUrl, name))
  viaProxy.host = `127.0.0.1:${proxy.port}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-load-'))
  const port = await freePort()
  const server = startServer(port, { DATABASE_URL: viaProxy.toString(), DATA_DIR: dir })
  // cutAt/reopenedAt: how many answers had arrived when the database went away and came back.
  const outage = { cutAfter: Math.floor(TOTAL * 0.4), seconds: 3, cutAt: null, reopenedAt: null }
  try {
    await waitForHealth(`http://127.0.0.1:${port}`)
    const afterStart = await settledMemory(server.child.pid)
    let cutting = null
    let completed = 0
    const { results, seconds, finish } = await drive(port, async (done) => {
      completed = done
      if (done === outage.cutAfter && !cutting) {
        outage.cutAt = done
        cutting = proxy.cut().then(async () => {
          await new Promise((r) => setTimeout(r, outage.seconds * 1000))
          await proxy.open()
          outage.reopenedAt = completed
        })
      }
    })
    await cutting
    const retried = await finish()
    const memoryMb = { afterStart, afterRun: await settledMemory(server.child.pid) }
    const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) })
    await client.connect()
    const rows = (await client.query('SELECT idempotency_key FROM enquiries')).rows.map((r) => r.idempotency_key)
    await client.end()
    return summarize('postgres', results, seconds, rows, retried, { outage, memoryMb })
  } finally {
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 1000))
    await proxy.cut().catch(() => {})
    await dropDatabase(admin, name)
    await admin.end()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const timer = setTimeout(() => {
  console.error(`load test exceeded ${DEADLINE_MS / 60000} minutes`)
  process.exit(2)
}, DEADLINE_MS)

await ensureBuild()
const runs = []
if (args.db === 'sqlite' || args.db === 'both') runs.push(await runSqlite())
if (args.db === 'postgres' || args.db === 'both') runs.push(await runPostgres())
clearTimeout(timer)
console.log(JSON.stringify(runs, null, 2))
console.log(
  '\ndb        requests  2xx 1st  503 1st  resent  2xx final  stored  ok-not-1-row  stored-not-ok  req/s   p50 ms  p99 ms',
)
for (const r of runs) {
  console.log(
    [
      r.db.padEnd(9),
      String(r.requests).padStart(8),
      ` ${String(r.acceptedFirstTry).padStart(7)}`,
      ` ${String(r.statuses[503] ?? 0).padStart(7)}`,
      ` ${String(r.retried).padStart(6)}`,
      ` ${String(r.accepted).padStart(9)}`,
      ` ${String(r.storedRows).padStart(6)}`,
      ` ${String(r.acceptedWithoutExactlyOneRow).padStart(12)}`,
      ` ${String(r.storedWithoutAcceptedAnswer).padStart(13)}`,
      ` ${String(r.throughputPerSecond).padStart(6)}`,
      ` ${String(r.latencyMs.p50).padStart(6)}`,
      ` ${String(r.latencyMs.p99).padStart(6)}`,
    ].join(' '),
  )
}
for (const r of runs) {
  console.log(`${r.db}: server memory ${r.memoryMb.afterStart} MB after start, ${r.memoryMb.afterRun} MB after the run`)
}
process.exit(runs.every((r) => r.pass) ? 0 : 1)
