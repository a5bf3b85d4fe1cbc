import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`
/** The test server's address. */
export const e2eBaseURL = baseURL

export const e2eAdmin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@sanhaus.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!',
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }
/** Browser tests that change what every page shows (publishing, restoring, scheduling): they run last. */
const LAST = [
  '**/lifecycle.spec.ts',
  '**/preview.spec.ts',
  '**/fallback.spec.ts',
  '**/china-only.spec.ts',
  '**/approval.spec.ts',
  '**/health.spec.ts',
]

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    // No carousel rotation or fades unless a test looks at them: the browser works far less.
    reducedMotion: 'reduce',
    // Tracing costs the browser about a fifth of its time (catalogue.spec.ts: 146 and 151 s with
    // traces kept on failure, 118 and 121 s without), and CI keeps no traces: on when asked for,
    // `E2E_TRACE=retain-on-failure`.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs every staff account in once; the tests start from those sessions (tests/e2e/auth.ts).
    { name: 'setup', testMatch: '**/auth.setup.ts', use: desktop },
    { name: 'desktop', testIgnore: LAST, dependencies: ['setup'], use: desktop },
    // Publishing, restoring and scheduling change what every visitor sees (one more banner on the
    // home page, an older page text): these run after all the others, so no test meets their changes.
    // One at a time: each of them revalidates pages another one may be checking (a product moved to
    // the trash makes every product page a cache miss while the preview test expects a hit).
    { name: 'lifecycle', testMatch: LAST, dependencies: ['desktop'], use: desktop, workers: 1 },
  ],
  webServer: {
    // The Node.js running the tests (24, from node_modules/.bin), not whatever `node` is first on PATH.
    command: `"${process.execPath}" scripts/serve-test.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
