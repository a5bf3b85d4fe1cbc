// Shared helpers of the start and test scripts (plain Node, no build step needed).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { serverNodeFlags } from './memory-bounds.mjs'
import { requireSupportedNode } from './node-version.mjs'

// Every script of the project imports this module: none runs on a Node.js older than 24.
requireSupportedNode()

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** Environment for every Next command: no telemetry. */
export function baseEnv(extra = {}) {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
}

/**
 * The environment of the site's server: glibc's malloc keeps at most two arenas
 * (MALLOC_ARENA_MAX, unless set), so the memory the picture encoder's threads free is reused
 * instead of kept in one arena per thread: a server that seeded the demo content at its start
 * stayed at 686 MB before, 438 MB with it (`npm run memory`).
 */
export function serverEnv(extra = {}) {
  return baseEnv({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX?.trim() || '2', ...extra })
}

/**
 * The arguments of `node` for the site's server on `port`: V8's heap bounded (SERVER_HEAP_MB,
 * scripts/memory-bounds.mjs), so that a server that has rendered every page of the site stays
 * under 700 MB resident (README, "Memory"). `npm run serve` (package.json) passes the same flags.
 * `heapMb` stands for SERVER_HEAP_MB where a script sets its own bound.
 */
export function serverArgs(port, { heapMb } = {}) {
  return [...serverNodeFlags(heapMb), path.join(root, 'scripts/server.mjs'), '-p', String(port)]
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve({ code: code ?? 1, signal }))
  })
}

const SOURCES = ['src', 'messages', 'public', 'package-lock.json', 'package.json', 'next.config.ts', 'tsconfig.json']

function walk(entry, files) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return
  const stat = fs.statSync(full)
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) walk(path.join(entry, name), files)
  } else {
    files.push(entry)
  }
}

/** A hash of everything the build reads, so a changed checkout is rebuilt before it is served. */
export function sourceHash() {
  const files = []
  for (const entry of SOURCES) walk(entry, files)
  const hash = crypto.createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update(fs.readFileSync(path.join(root, file)))
  }
  return hash.digest('hex')
}

const STAMP = path.join(root, '.next', 'source-hash')

export function buildIsCurrent() {
  return (
    fs.existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === sourceHash()
  )
}

/** Builds the production bundle unless the existing one was built from these very sources. */
/**
 * Writes the site's gazetteer (generated/gazetteer.json, scripts/gazetteer.ts) with tsx; false
 * where tsx is not installed or the script fails (the server then makes it from its sources).
 */
export async function writeGazetteer() {
  if (!fs.existsSync(path.join(root, 'node_modules/tsx/dist/loader.mjs'))) return false
  const { code } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/gazetteer.ts')], {
    env: baseEnv({}),
  })
  return code === 0
}

export async function ensureBuild({ log = console.log, output } = {}) {
  if (buildIsCurrent()) {
    log('Production build is up to date.')
    return { built: false, ms: 0 }
  }
  log(
    `Building the production bundle (about 2 minutes on 2 cores)${output ? `, output in ${path.relative(root, output)}` : ''}…`,
  )
  const started = Date.now()
  const hash = sourceHash()
  await writeGazetteer()
  // `output`: the build's own output goes to that file instead of this terminal.
  const fd = output ? fs.openSync(output, 'w') : undefined
  const { code } = await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    env: baseEnv({ NODE_ENV: 'production' }),
    ...(fd === undefined ? {} : { stdio: ['ignore', fd, fd] }),
  }).finally(() => fd !== undefined && fs.closeSync(fd))
  if (code !== 0) {
    if (output) console.error(fs.readFileSync(output, 'utf8').split('\n').slice(-60).join('\n'))
    throw new Error(`next build failed with exit code ${code}`)
  }
  fs.writeFileSync(STAMP, hash)
  const ms = Date.now() - started
  log(`Build finished in ${(ms / 1000).toFixed(0)} s.`)
  return { built: true, ms }
}

/** Reads KEY=value lines of a dotenv file (no expansion; what this project writes). */
export function readDotenv(file) {
  if (!fs.existsSync(file)) return {}
  const out = {}
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
    if (m) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return out
}

function randomPassword() {
  // 20 characters from an alphabet without look-alikes.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  return Array.from(crypto.randomBytes(20), (b) => alphabet[b % alphabet.length]).join('')
}

/**
 * First run of a fresh clone: writes a random PAYLOAD_SECRET and admin login into .env.local
 * (git-ignored; Next loads it) and prints the login once. Values set in the environment win.
 */
export function ensureLocalEnv() {
  const envFile = path.join(root, '.env.local')
  const local = readDotenv(envFile)
  const port = process.env.PORT ?? '3000'
  if (process.env.PAYLOAD_SECRET || local.PAYLOAD_SECRET) {
    console.log(`Admin: http://localhost:${port}/admin (login as set in .env.local or your environment).`)
    return
  }
  const lines = [`PAYLOAD_SECRET=${crypto.randomBytes(48).toString('base64url')}`]
  let login = null
  if (!process.env.ADMIN_PASSWORD && !local.ADMIN_PASSWORD) {
    login = {
      email: process.env.ADMIN_EMAIL ?? local.ADMIN_EMAIL ?? 'admin@sanhaus.example',
      password: randomPassword(),
    }
    lines.push(`ADMIN_EMAIL=${login.email}`, `ADMIN_PASSWORD=${login.password}`)
  }
  fs.appendFileSync(
    envFile,
    `# Generated on first start, ${new Date().toISOString()}. Keep this file private.\n${lines.join('\n')}\n`,
    { mode: 0o600 },
  )
  console.log('\nCreated .env.local with a random secret.')
  if (login) {
    console.log('┌──────────────────────────────────────────────────────────')
    console.log('│ Admin login (shown once; also in .env.local):')
    console.log(`│   http://localhost:${port}/admin`)
    console.log(`│   e-mail:   ${login.email}`)
    console.log(`│   password: ${login.password}`)
    console.log('└──────────────────────────────────────────────────────────\n')
  }
}

/** Waits until `base`/api/health answers 200 (the server is up and its database ready). */
export async function waitForHealth(base, ms = 180_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not become healthy')
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}
