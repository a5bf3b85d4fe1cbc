#!/usr/bin/env node
// `npm start`: the site with demo content on the embedded database, from a fresh clone.
// 1. On first run, writes a random PAYLOAD_SECRET and admin login into .env.local (git-ignored)
//    and prints the login once. 2. Builds if the sources changed; beside the build, prepares the
//    database (migrations, first admin, demo content on an empty one). 3. Serves with `next start`;
//    the server applies what is still missing (all of it, when the preparation could not run).
// Each phase says how long it took.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { buildIsCurrent, ensureBuild, ensureLocalEnv, root, run, serverArgs, serverEnv } from './lib.mjs'

const port = process.env.PORT ?? '3000'
ensureLocalEnv()
const begun = Date.now()

/**
 * The database prepared beside the build (scripts/prepare-content.ts, run with tsx): the build
 * keeps both cores busy only part of the time, and the demo content is written meanwhile. Where
 * tsx is not installed (an install without the development tools) or the preparation fails, the
 * server does it at start as before.
 */
async function prepareContent() {
  const tsx = path.join(root, 'node_modules/tsx/dist/loader.mjs')
  if (!fs.existsSync(tsx)) return
  const started = Date.now()
  console.log('Preparing the database beside the build (migrations, first admin, demo content)…')
  const { code } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/prepare-content.ts')], {
    env: serverEnv({ NODE_ENV: 'production' }),
  }).catch(() => ({ code: 1 }))
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (code === 0) console.log(`Database prepared in ${seconds} s.`)
  else console.log(`Preparing the database beside the build failed (exit ${code}, ${seconds} s); the server does it.`)
}

try {
  const content = buildIsCurrent() ? null : prepareContent()
  await Promise.all([ensureBuild(), content])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

console.log(`Starting the site on http://localhost:${port}/ …`)
const server = spawn(process.execPath, serverArgs(port), {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv({ NODE_ENV: 'production' }),
})
// Stopping this script stops the server gracefully.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

// The first request starts the CMS (migrations, first admin, demo content on an empty
// database); make it now rather than on a visitor's first click, and say when the site is up.
const started = Date.now()
for (;;) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`)
    if (response.ok) break
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500))
}
console.log(
  `\n✓ The site is ready (server ${((Date.now() - started) / 1000).toFixed(0)} s, ${((Date.now() - begun) / 1000).toFixed(0)} s since \`npm start\`): http://localhost:${port}/de/home — admin: http://localhost:${port}/admin\n`,
)
