import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Table = { packages: Record<string, { minimum: string; advisories: string[] }> }

const root = path.resolve(import.meta.dirname, '../..')
const table = JSON.parse(fs.readFileSync(path.join(root, 'security/minimum-versions.json'), 'utf8')) as Table

/** `major.minor.patch` of a version, pre-release tags dropped (a pre-release of the minimum counts as below it). */
function parts(version: string): [number, number, number, boolean] {
  const match = /^(\d+)\.(\d+)\.(\d+)(-.+)?$/.exec(version.trim())
  if (!match) throw new Error(`not a version: ${version}`)
  return [Number(match[1]), Number(match[2]), Number(match[3]), Boolean(match[4])]
}

function atLeast(installed: string, minimum: string): boolean {
  const a = parts(installed)
  const b = parts(minimum)
  for (let i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number)
  }
  return !a[3] || b[3]
}

function installedVersion(name: string): string {
  const file = path.join(root, 'node_modules', name, 'package.json')
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
}

/** Every package the table names, with `@payloadcms/*` expanded to the installed ones. */
function checkedPackages(): { name: string; minimum: string }[] {
  return Object.entries(table.packages).flatMap(([name, entry]) => {
    if (!name.endsWith('/*')) return [{ name, minimum: entry.minimum }]
    const scope = name.slice(0, -2)
    return fs
      .readdirSync(path.join(root, 'node_modules', scope))
      .map((pkg) => ({ name: `${scope}/${pkg}`, minimum: entry.minimum }))
  })
}

describe('version comparison', () => {
  it('orders versions by number, not by text', () => {
    expect(atLeast('16.10.0', '16.9.9')).toBe(true)
    expect(atLeast('16.3.7', '16.3.8')).toBe(false)
    expect(atLeast('16.3.8', '16.3.8')).toBe(true)
    expect(atLeast('17.0.0', '16.99.99')).toBe(true)
    expect(atLeast('3.89.9', '3.90.0')).toBe(false)
  })
  it('counts a pre-release of the minimum as below it', () => {
    expect(atLeast('16.3.8-canary.1', '16.3.8')).toBe(false)
    expect(atLeast('16.3.9-canary.1', '16.3.8')).toBe(true)
  })
})

describe('installed framework and CMS versions', () => {
  const packages = checkedPackages()

  it('covers next, react, react-dom, payload and every @payloadcms package', () => {
    const names = packages.map((p) => p.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'next',
        'react',
        'react-dom',
        'payload',
        '@payloadcms/next',
        '@payloadcms/ui',
        '@payloadcms/db-sqlite',
        '@payloadcms/db-postgres',
      ]),
    )
    for (const entry of Object.values(table.packages)) expect(entry.advisories.length).toBeGreaterThan(0)
  })

  it.each(packages)('$name is at or above $minimum, the last fixed version of its advisories', ({ name, minimum }) => {
    const installed = installedVersion(name)
    expect(atLeast(installed, minimum), `${name} ${installed} is below ${minimum}: upgrade it`).toBe(true)
  })
})
