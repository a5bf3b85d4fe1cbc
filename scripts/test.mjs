#!/usr/bin/env node
// `npm test`: format, lint, typecheck, unit tests, integration tests on SQLite and PostgreSQL, and
// browser tests against a production build. Ends with one line: `N passed, N failed`.
// REQUIRE_POSTGRES=1 (set by CI) turns a skipped PostgreSQL run into a failure.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { baseEnv, ensureBuild, root, run } from './lib.mjs'
import { adminClient, postgresServerUrl } from './pg.mjs'
import { ensureChromium, ensureNginx, ensureProgram, PROGRAMS } from './programs.mjs'
import { DEFAULT_SNAPSHOT_DIR } from './seed-snapshot.mjs'

const results = []
const resultsDir = path.join(root, 'test-results')
fs.mkdirSync(resultsDir, { recursive: true })
process.env.TMPDIR = path.join(root, '.tmp')
fs.mkdirSync(process.env.TMPDIR, { recursive: true })
// The SQLite integration run's demo seed, handed to the browser tests' server (scripts/seed-snapshot.mjs).
process.env.SEED_SNAPSHOT_DIR ??= DEFAULT_SNAPSHOT_DIR

function record(stage, passed, failed, skipped = 0, note = '') {
  results.push({ stage, passed, failed, skipped, note })
  console.log(
    `\n■ ${stage}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${note ? ` (${note})` : ''}\n`,
  )
}

/**
 * A static check: passes when the command exits 0. Its output is held and printed whole when it
 * ends, as checks run side by side.
 */
async function check(stage, command, args) {
  const started = Date.now()
  const output = []
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: baseEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      resolve(1)
    })
    child.on('close', (exitCode) => resolve(exitCode ?? 1))
  })
  process.stdout.write(Buffer.concat(output))
  record(stage, code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0, `${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** Runs a vitest project and counts its tests from the JSON report. */
async function vitest(stage, project, extraEnv = {}) {
  const report = path.join(resultsDir, `vitest-${stage.replace(/\W+/g, '-')}.json`)
  fs.rmSync(report, { force: true })
  const started = Date.now()
  const { code } = await run(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { env: baseEnv(extraEnv) },
  )
  const seconds = `${((Date.now() - started) / 1000).toFixed(0)} s`
  if (!fs.existsSync(report)) {
    record(stage, 0, 1, 0, `no report (exit ${code})`)
    return { skipped: 0 }
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'))
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
  // A file that fails to load has no tests but must still count as a failure.
  const failedFiles = (json.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length
  record(
    stage,
    json.numPassedTests ?? 0,
    (json.numFailedTests ?? 0) + failedFiles + (code !== 0 && !json.numFailedTests && !failedFiles ? 1 : 0),
    skipped,
    seconds,
  )
  return { skipped }
}

function countPlaywright(report) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = test.status ?? test.results?.at(-1)?.status
        if (status === 'expected' || status === 'flaky') counts.passed++
        else if (status === 'skipped') counts.skipped++
        else counts.failed++
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites ?? []) visit(suite)
  return counts
}

/**
 * The programs a stage needs, installed when missing (scripts/programs.mjs). One that cannot be had
 * fails this run (a stage of its own), so a machine without it never passes by skipping its tests.
 */
function programs(needed) {
  for (const [program, ensure] of needed) {
    try {
      ensure()
    } catch (error) {
      console.error(`\n${error.message}\n`)
      record(`program: ${program}`, 0, 1, 0, 'missing')
    }
  }
}

async function e2e() {
  let chrome
  try {
    chrome = ensureChromium()
  } catch (error) {
    console.error(error.message)
    record('end-to-end', 0, 1, 0, 'no Chromium')
    return
  }
  try {
    await (build ?? ensureBuild())
  } catch (error) {
    console.error(error.message)
    record('end-to-end', 0, 1, 0, 'build failed')
    return
  }
  const report = path.join(resultsDir, 'e2e.json')
  fs.rmSync(report, { force: true })
  const started = Date.now()
  const { code } = await run(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'], {
    env: baseEnv({ CHROME_PATH: chrome }),
  })
  const seconds = `${((Date.now() - started) / 1000).toFixed(0)} s`
  if (!fs.existsSync(report)) {
    record('end-to-end', 0, 1, 0, `no report (exit ${code})`)
    return
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'))
  const counts = countPlaywright(json)
  const hardError = code !== 0 && counts.failed === 0 ? 1 : 0
  slowest = slowestFiles(json)
  record('end-to-end', counts.passed, counts.failed + hardError, counts.skipped, seconds)
}

/**
 * The ten spec files that took the browser tests' workers longest, summed over their tests, with
 * the number of their tests and the worker time of all tests; and the fifteen slowest tests.
 */
function slowestFiles(report) {
  const seconds = new Map()
  const tests = []
  const flaky = []
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          const error = test.results?.find((r) => r.status !== 'passed')?.error?.message ?? ''
          flaky.push(
            `${spec.file}: ${spec.title}`.slice(0, 110) +
              `\n      ${error
                .replace(/\x1b\[[0-9;]*m/g, '')
                .slice(0, 600)
                .replace(/\n/g, '\n      ')}`,
          )
        }
        for (const result of test.results ?? []) {
          const secs = (result.duration ?? 0) / 1000
          const [sum = 0, count = 0] = seconds.get(spec.file) ?? []
          seconds.set(spec.file, [sum + secs, count + 1])
          tests.push([secs, `${spec.file}: ${spec.title}`.slice(0, 110)])
        }
      }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites ?? []) visit(suite)
  const total = tests.reduce((n, [secs]) => n + secs, 0)
  return {
    files: [...seconds].sort((a, b) => b[1][0] - a[1][0]).slice(0, 10),
    tests: tests.sort((a, b) => b[0] - a[0]).slice(0, 15),
    flaky,
    total,
  }
}
let slowest = null

const only = process.argv.slice(2)
const wants = (stage) => only.length === 0 || only.includes(stage)
console.log(`Node.js ${process.version} (${process.execPath})`)

// The browser tests' stage finds (or installs) Chromium itself.
if (wants('unit'))
  programs([
    ['ezdxf', () => ensureProgram(PROGRAMS.ezdxf)],
    ['openpyxl', () => ensureProgram(PROGRAMS.openpyxl)],
    ['python-docx', () => ensureProgram(PROGRAMS.pythonDocx)],
  ])
if (wants('int'))
  programs([
    ['nginx', ensureNginx],
    ['pg_dump', () => ensureProgram(PROGRAMS.pgClient)],
    ['translate-toolkit', () => ensureProgram(PROGRAMS.translateToolkit)],
  ])

// The static checks and the unit tests in two lanes side by side (two cores: two processes at a
// time). ESLint and tsc keep caches in .tmp/ and tsconfig.tsbuildinfo for a developer's next run.
const stageOrder = [
  'format',
  'lint',
  'typecheck',
  'unit',
  'integration (no database)',
  'integration (SQLite)',
  'integration (PostgreSQL)',
  'end-to-end',
]
const testStarted = Date.now()
await Promise.all([
  (async () => {
    if (wants('format'))
      await check('format', process.execPath, [
        path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
        '--check',
        '--log-level=warn',
        '.',
      ])
    if (wants('lint'))
      await check('lint', process.execPath, [
        path.join(root, 'node_modules/eslint/bin/eslint.js'),
        '.',
        '--max-warnings=0',
        '--cache',
        '--cache-location',
        path.join(root, '.tmp/eslintcache'),
      ])
  })(),
  (async () => {
    if (wants('typecheck')) {
      // next-env.d.ts and the route types are generated, not committed: make them first.
      await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'typegen'], {
        env: baseEnv(),
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      await check('typecheck', process.execPath, [
        path.join(root, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '-p',
        '.',
      ])
    }
    if (wants('unit')) await vitest('unit', 'unit')
  })(),
])
// The browser tests' production build runs beside the integration tests, which do not use it and
// leave a core idle much of the time (their output stays in test-results/build.log).
let build
if (wants('e2e') && wants('int')) {
  build = ensureBuild({ output: path.join(resultsDir, 'build.log') })
  build.catch(() => {}) // reported by the browser tests' stage
}
if (wants('int')) {
  // nginx and Redis: no database, so once rather than once per database.
  await vitest('integration (no database)', 'int-services')
  await vitest('integration (SQLite)', 'int', { TEST_DB: 'sqlite' })
  const admin = await adminClient(postgresServerUrl())
  if (!admin) {
    console.error('\n' + '!'.repeat(72))
    console.error(`!! PostgreSQL at ${postgresServerUrl()} does not answer:`)
    console.error('!! the integration tests on PostgreSQL are SKIPPED.')
    console.error('!'.repeat(72) + '\n')
    const required = process.env.REQUIRE_POSTGRES === '1'
    record(
      'integration (PostgreSQL)',
      0,
      required ? 1 : 0,
      1,
      required ? 'skipped, but required' : 'SKIPPED: no server',
    )
  } else {
    await admin.end()
    await vitest('integration (PostgreSQL)', 'int', { TEST_DB: 'postgres' })
  }
}
if (wants('e2e')) await e2e()

const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
fs.writeFileSync(
  path.join(resultsDir, 'summary.json'),
  JSON.stringify({ passed, failed, node: process.version, stages: results }, null, 2),
)
const rank = (stage) => (stageOrder.includes(stage) ? stageOrder.indexOf(stage) : stageOrder.length)
results.sort((a, b) => rank(a.stage) - rank(b.stage))
console.log('\nStage                          passed  failed  skipped')
for (const r of results)
  console.log(
    `${r.stage.padEnd(30)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.note}`,
  )
if (slowest?.files.length) {
  console.log(
    `\nThe ten slowest browser test files (seconds of worker time, summed over their tests; all tests: ${slowest.total.toFixed(0)} s)`,
  )
  for (const [file, [secs, count]] of slowest.files)
    console.log(`${secs.toFixed(0).padStart(6)}  ${file} (${count} tests)`)
  console.log('The fifteen slowest browser tests (seconds)')
  for (const [secs, title] of slowest.tests) console.log(`${secs.toFixed(0).padStart(6)}  ${title}`)
}
if (slowest?.flaky.length) {
  console.log(
    `\nBrowser tests that passed only on their second try (${slowest.flaky.length}), with the first try's error`,
  )
  for (const line of slowest.flaky) console.log(`  ${line}`)
}
const stageSeconds = results.reduce((n, r) => n + (Number(/^(\d+) s$/.exec(r.note)?.[1]) || 0), 0)
console.log(
  `\nnpm test took ${((Date.now() - testStarted) / 1000).toFixed(0)} s (the stages' times add up to ${stageSeconds} s; the checks and unit tests run side by side)`,
)
console.log(`\nRan on Node.js ${process.version} (${process.execPath})`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
