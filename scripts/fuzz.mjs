#!/usr/bin/env node
// `npm run fuzz`: the public API's fuzz property with 10,000 cases (FUZZ_RUNS to change) against
// the production build on a seeded throwaway database (Playwright starts it, as for the e2e tests).
import path from 'node:path'

import { baseEnv, root, run } from './lib.mjs'

const runs = process.env.FUZZ_RUNS ?? '10000'
const started = Date.now()
const { code } = await run(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', 'tests/e2e/api-fuzz.spec.ts', '--workers=1'],
  {
    env: baseEnv({ FUZZ_RUNS: runs, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }),
  },
)
console.log(
  `fuzz: ${runs} cases, ${((Date.now() - started) / 1000).toFixed(0)} s including build and seed, exit ${code}`,
)
process.exit(code ?? 1)
