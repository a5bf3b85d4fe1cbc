#!/usr/bin/env node
// `npm run migrate:create -- <name>`: writes a migration for each database adapter
// (SQLite and PostgreSQL) from the current content model, into src/migrations/<adapter>/.
// The Payload CLI is checked by its effect (a new file), not its exit code (see scripts/generate.mjs).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { baseEnv, root, run } from './lib.mjs'
import { adminClient, postgresServerUrl, withDatabase } from './pg.mjs'

const name = (process.argv[2] ?? 'change').replace(/\W+/g, '_')
const secret = crypto.randomBytes(32).toString('base64url')

function files(dir) {
  return fs.existsSync(dir) ? new Set(fs.readdirSync(dir)) : new Set()
}

async function create(adapter, databaseUrl) {
  const dir = path.join(root, 'src/migrations', adapter)
  fs.mkdirSync(dir, { recursive: true })
  for (let attempt = 1; attempt <= 3; attempt++) {
    const before = files(dir)
    await run(
      process.execPath,
      [path.join(root, 'node_modules/payload/bin.js'), 'migrate:create', name, '--skip-empty'],
      {
        env: baseEnv({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, PAYLOAD_SECRET: secret, SEED: 'off' }),
      },
    )
    const added = [...files(dir)].filter((f) => !before.has(f))
    if (added.length) {
      console.log(`${adapter}: ${added.join(', ')}`)
      return
    }
    // --skip-empty writes nothing when the model did not change; the CLI also sometimes exits
    // early without doing anything, so try again before concluding there is nothing to write.
  }
  console.log(`${adapter}: no schema change, nothing written.`)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'))
await create('sqlite', `file:${path.join(tmp, 'migrate.db')}`)
const server = postgresServerUrl()
const admin = await adminClient(server)
if (!admin) {
  console.error(`PostgreSQL at ${server} does not answer: the PostgreSQL migration was NOT created.`)
  process.exit(1)
}
await withDatabase(admin, server, async (url) => create('postgres', url))
await admin.end()
fs.rmSync(tmp, { recursive: true, force: true })
