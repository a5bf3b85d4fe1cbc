#!/usr/bin/env node
// `npm run bench:locator`: scripts/bench-locator.ts with tsx (also the last part of `npm run bench`).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { baseEnv, root, run } from './lib.mjs'

/** Runs the locator bench in its own process and returns its report (null when it failed). */
export async function measureLocator() {
  const report = path.join(root, 'test-results', 'bench-locator.json')
  fs.rmSync(report, { force: true })
  const { code } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(root, 'scripts/bench-locator.ts')],
    { env: baseEnv({}) },
  )
  if (code !== 0 || !fs.existsSync(report)) {
    console.error(`The locator bench failed (exit ${code}).`)
    return null
  }
  return JSON.parse(fs.readFileSync(report, 'utf8'))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await measureLocator())) process.exitCode = 1
}
