#!/usr/bin/env node
// `npm run generate`: regenerates src/payload-types.ts and the admin import map from the
// content model. Each is written to a fresh temporary file first, so the Payload CLI is checked
// by its effect (the file exists), not by its exit code: on Node 20 it sometimes exited 0 having
// written nothing (1 of 15 cold runs); on Node 24 that was not seen in 30 runs, and the check stays.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { baseEnv, root, run } from './lib.mjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'generate-'))
const targets = [
  {
    command: 'generate:types',
    file: path.join(root, 'src/payload-types.ts'),
    variable: 'PAYLOAD_TYPES_FILE',
    args: [],
  },
  {
    command: 'generate:importmap',
    file: path.join(root, 'src/app/(payload)/admin/importMap.js'),
    variable: 'PAYLOAD_IMPORT_MAP_FILE',
    args: ['--force'],
  },
]

for (const { command, file, variable, args } of targets) {
  const out = path.join(tmp, path.basename(file))
  const env = baseEnv({
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('base64url'),
    NODE_ENV: 'production',
    NEXT_PHASE: 'phase-production-build',
    [variable]: out,
  })
  for (let attempt = 1; attempt <= 3 && !fs.existsSync(out); attempt++) {
    await run(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), command, ...args], { env })
  }
  if (!fs.existsSync(out)) {
    console.error(`${command} wrote nothing after 3 attempts.`)
    process.exit(1)
  }
  const changed = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== fs.readFileSync(out, 'utf8')
  if (changed) fs.copyFileSync(out, file)
  console.log(`${command}: ${path.relative(root, file)} ${changed ? 'updated' : 'unchanged'}.`)
}
fs.rmSync(tmp, { recursive: true, force: true })
