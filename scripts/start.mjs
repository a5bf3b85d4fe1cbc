#!/usr/bin/env node
// `npm start`: the site with demo content on the embedded database, from a fresh clone.
// 1. On first run, writes a random PAYLOAD_SECRET and admin login into .env.local (git-ignored)
//    and prints the login once. 2. Builds if the sources changed. 3. Serves with `next start`;
//    the server applies migrations and, on an empty database, adds the demo content.
import { spawn } from 'node:child_process'

import { ensureBuild, ensureLocalEnv, root, serverArgs, serverEnv } from './lib.mjs'

const port = process.env.PORT ?? '3000'
ensureLocalEnv()

try {
  await ensureBuild()
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
  `\n✓ The site is ready (${((Date.now() - started) / 1000).toFixed(0)} s): http://localhost:${port}/de/home — admin: http://localhost:${port}/admin\n`,
)
