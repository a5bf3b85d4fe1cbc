#!/usr/bin/env node
// `npm run privacy-walk`: every page of every language's sitemap opened in Chromium (about 100 a
// language), failing on any request to another host before consent, any cookie, and any page
// without its legal links (tests/e2e/privacy.spec.ts, "the pages of the sitemaps"). `npm test`
// walks one page of each kind in German and Chinese this way and reads every page of all six
// languages as served
// (tests/e2e/crawl.spec.ts); this walks all six (about 10 minutes on 2 cores). Playwright starts
// the production server on a seeded throwaway database, as for the browser tests (from the
// demo content `npm test` seeded when it is there and current).
import path from 'node:path'

import { baseEnv, ensureBuild, root, run } from './lib.mjs'
import { ensureChromium } from './programs.mjs'
import { DEFAULT_SNAPSHOT_DIR } from './seed-snapshot.mjs'

// The demo content `npm test` seeded from the same sources, when there is one.
process.env.SEED_SNAPSHOT_DIR ??= DEFAULT_SNAPSHOT_DIR
const chrome = ensureChromium()
await ensureBuild()
const started = Date.now()
const { code } = await run(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    'tests/e2e/privacy.spec.ts',
    '--grep',
    'the pages of the sitemaps',
  ],
  { env: baseEnv({ PRIVACY_WALK_ALL: '1', CHROME_PATH: chrome }) },
)
console.log(`privacy walk: six languages, ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${code}`)
process.exit(code ?? 1)
