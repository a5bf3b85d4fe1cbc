#!/usr/bin/env node
// The server the end-to-end tests run against: the production build on a freshly seeded
// throwaway SQLite database (and media folder) that is deleted when the server stops, and a stub
// map tile server on 127.0.0.1, so the interactive maps never reach the internet from a test.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { ensureBuild, root, serverArgs, serverEnv } from './lib.mjs'
import { restoreSeedSnapshot } from './seed-snapshot.mjs'

const port = process.env.E2E_PORT ?? '3100'
const tilePort = Number(process.env.E2E_TILE_PORT ?? 3199)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-e2e-'))

await ensureBuild()

// The demo content the integration tests of this `npm test` run seeded from the same sources,
// when there is one; otherwise the server seeds the empty database itself.
const snapshot = process.env.SEED_SNAPSHOT_DIR
if (!process.env.E2E_DATABASE_URL && snapshot && restoreSeedSnapshot(snapshot, dir)) {
  console.log('[e2e] Starting from the demo content the integration tests seeded from these sources.')
}

// One pale 1×1 PNG for every tile path (Leaflet stretches it to 256×256).
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN48eYVAAV+Ar+fsuy4AAAAAElFTkSuQmCC',
  'base64',
)
const tiles = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': tile.length, 'cache-control': 'no-store' })
  response.end(request.method === 'HEAD' ? undefined : tile)
})
await new Promise((resolve, reject) => {
  tiles.once('error', reject)
  tiles.listen(tilePort, '127.0.0.1', resolve)
})

const databaseUrl = process.env.E2E_DATABASE_URL ?? `file:${path.join(dir, 'site.db')}`
const payloadSecret = crypto.randomBytes(32).toString('base64url')
// What a test needs to act as time itself (move a closing date into the past without a save) or
// as the server's own job queue: this throwaway server's database and secret.
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true })
fs.writeFileSync(
  path.join(root, 'test-results/e2e-server.json'),
  JSON.stringify({ databaseUrl, payloadSecret, dataDir: dir }),
)

// The browser tests render every page of the six languages, most of them several times (the crawl,
// the accessibility and budget walks, the catalogue's tests). At the production default of 64 MB the
// page cache keeps about a quarter of them, so most were rendered again and the data they are made
// of read again; this server keeps them all (E2E_PAGE_CACHE_MB, 1,024 MB, with the heap to hold them).
// The production bounds are what `npm run memory` measures.
const pageCacheMb = process.env.E2E_PAGE_CACHE_MB ?? '1024'
const server = spawn(process.execPath, serverArgs(port, { heapMb: String(Number(pageCacheMb) + 1024) }), {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv({
    NODE_ENV: 'production',
    PORT: port,
    PAGE_CACHE_MB: pageCacheMb,
    SITE_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: payloadSecret,
    ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@sanhaus.example',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!',
    // The browser tests talk plain http to localhost.
    INSECURE_COOKIES: '1',
    // Tests play visitors from several addresses with X-Forwarded-For, as nginx would write it.
    TRUSTED_PROXIES: '1',
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: 'Test tiles',
    // Many enquiries come from one address here; the bot checks stay on, but light.
    ENQUIRY_RATE_LIMIT: process.env.ENQUIRY_RATE_LIMIT ?? '1000',
    ENQUIRY_REQUEST_LIMIT: process.env.ENQUIRY_REQUEST_LIMIT ?? '0',
    ENQUIRY_MIN_FILL_MS: process.env.ENQUIRY_MIN_FILL_MS ?? '1500',
    ENQUIRY_POW_BITS: process.env.ENQUIRY_POW_BITS ?? '12',
    // A partner site that may call the public API from its pages.
    API_CORS_ORIGINS: 'https://partner.example',
  }),
})

function cleanUp() {
  fs.rmSync(dir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => {
  tiles.close()
  cleanUp()
  process.exit(code ?? 0)
})
