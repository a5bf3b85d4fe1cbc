#!/usr/bin/env node
// Two production servers on one PostgreSQL database and one Redis: an editor changes a product
// through instance A, and this measures how long until instance B's cached page shows it.
// Needs a build (`npx next build`), PostgreSQL (TEST_POSTGRES_URL) and Redis (SCALE_REDIS_URL,
// default database 5 on this machine; only its `next:` keys are removed, before and after).
// Not part of `npm test`: node scripts/scale-cache-check.mjs
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'

import { baseEnv, freePort, root, waitForHealth } from './lib.mjs'
import { adminClient, createDatabase, databaseUrl, dropDatabase, postgresServerUrl } from './pg.mjs'

const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/5'
const admin = { email: 'scale-admin@sanhaus.example', password: 'scale-Admin-Passw0rd!' }
const editor = { email: 'scale-editor@sanhaus.example', password: 'scale-Editor-Passw0rd!' }

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npx next build` first')

async function clearNextKeys() {
  const client = createClient({ url: redisUrl })
  await client.connect()
  for await (const keys of client.scanIterator({ MATCH: 'next:*', COUNT: 1000 })) if (keys.length > 0) await client.del(keys)
  await client.close()
}

const pgAdmin = await adminClient()
if (!pgAdmin) throw new Error(`no PostgreSQL at ${postgresServerUrl()}`)
const dbName = await createDatabase(pgAdmin, 'brand_scale')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-scale-'))
const secret = crypto.randomBytes(32).toString('base64url')
const servers = []

function start(name, port, extra = {}) {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: baseEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl(postgresServerUrl(), dbName),
      DATA_DIR: dir,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: secret,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      INSECURE_COOKIES: '1',
      REDIS_URL: redisUrl,
      ...extra,
    }),
  })
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => process.stdout.write(`[${name}] ${chunk}`))
  servers.push(child)
  return `http://127.0.0.1:${port}`
}

async function json(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

async function page(base, pathname) {
  const response = await fetch(base + pathname)
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
}

let exitCode = 0
try {
  await clearNextKeys()
  // A migrates and seeds the empty database first; B starts on the finished one.
  const a = start('A', await freePort())
  await waitForHealth(a, 300_000)
  const b = start('B', await freePort(), { JOBS_AUTORUN: 'off' })
  await waitForHealth(b, 300_000)
  const health = await json(`${b}/api/health`)
  console.log('B health:', JSON.stringify(health))
  if (health.redis !== 'up') throw new Error('B does not report Redis up')

  const { token: adminToken } = await json(`${a}/api/users/login`, { method: 'POST', body: JSON.stringify(admin) })
  await json(`${a}/api/users`, {
    method: 'POST',
    headers: { authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ ...editor, role: 'editor', name: 'Redaktion Skalierung' }),
  })
  const { token } = await json(`${a}/api/users/login`, { method: 'POST', body: JSON.stringify(editor) })
  const auth = { authorization: `JWT ${token}` }

  const { docs } = await json(`${a}/api/products?locale=de&depth=0&limit=1&where[_status][equals]=published`, { headers: auth })
  const product = docs[0]
  if (!product) throw new Error('the seed has no published product')
  const pathname = `/de/product/${product.slug}`

  // Rendered by A, then served from the shared cache by B.
  await page(a, pathname)
  const fromB = await page(b, pathname)
  console.log(`B before the change: ${fromB.status} x-nextjs-cache=${fromB.cache}`)
  if (fromB.status !== 200 || fromB.cache !== 'HIT') throw new Error('B did not serve the page A rendered from the shared cache')

  const title = `${product.title} ${Date.now().toString(36)}`
  const started = Date.now()
  await json(`${a}/api/products/${product.id}?locale=de`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title, _status: 'published' }) })
  const saved = Date.now() - started
  let seenAfter = null
  while (Date.now() - started < 15_000) {
    if ((await page(b, pathname)).html.includes(title)) {
      seenAfter = Date.now() - started
      break
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  if (seenAfter === null) throw new Error('B never showed the change within 15 s')
  const again = await page(b, pathname)
  console.log(`save through A took ${saved} ms; B showed the new title ${seenAfter} ms after the save began; B afterwards: x-nextjs-cache=${again.cache}`)
  console.log(JSON.stringify({ saveMs: saved, propagationMs: seenAfter, cacheAfter: again.cache }))
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await Promise.all(
    servers.map((child) => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })),
  )
  await dropDatabase(pgAdmin, dbName).catch((error) => console.error('drop database:', error))
  await pgAdmin.end()
  fs.rmSync(dir, { recursive: true, force: true })
  await clearNextKeys().catch((error) => console.error('clear Redis keys:', error))
}
process.exit(exitCode)
