// An operator sizes the server's memory with two settings; a wrong value stops the start with a
// message that names the setting, never a server that runs unbounded.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { serverEnv } from '../../scripts/lib.mjs'
import { pageCacheBytes, serverNodeFlags } from '../../scripts/memory-bounds.mjs'

const root = path.resolve(import.meta.dirname, '../..')

describe('the server’s memory bounds', () => {
  it('keep 64 MB of pages and a 448 MB heap unless set, and take what an operator sets', () => {
    expect(pageCacheBytes(undefined)).toBe(64 * 1024 * 1024)
    expect(pageCacheBytes(' ')).toBe(64 * 1024 * 1024)
    expect(pageCacheBytes('256')).toBe(256 * 1024 * 1024)
    expect(pageCacheBytes('0')).toBe(0)
    expect(serverNodeFlags(undefined)).toEqual(['--max-old-space-size=448', '--max-semi-space-size=8'])
    expect(serverNodeFlags('1024')).toEqual(['--max-old-space-size=1024', '--max-semi-space-size=8'])
  })

  it('refuse a value that is no whole number of megabytes in range, naming the setting', () => {
    for (const bad of ['64MB', '-1', '1.5', '5000'])
      expect(() => pageCacheBytes(bad), bad).toThrow(/^PAGE_CACHE_MB must be a whole number/)
    for (const bad of ['2G', '128', '0', 'viel'])
      expect(() => serverNodeFlags(bad), bad).toThrow(/^SERVER_HEAP_MB must be a whole number .* at least 256/)
  })

  it('give the server two malloc arenas unless an operator sets another number', () => {
    const before = process.env.MALLOC_ARENA_MAX
    try {
      delete process.env.MALLOC_ARENA_MAX
      expect(serverEnv({ PORT: '1' })).toMatchObject({ MALLOC_ARENA_MAX: '2', PORT: '1' })
      process.env.MALLOC_ARENA_MAX = '4'
      expect((serverEnv() as Record<string, string | undefined>).MALLOC_ARENA_MAX).toBe('4')
    } finally {
      if (before === undefined) delete process.env.MALLOC_ARENA_MAX
      else process.env.MALLOC_ARENA_MAX = before
    }
  })

  it('are what `npm run serve` starts the server with too, with glibc’s two malloc arenas', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.serve).toBe(
      `MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-2} node ${serverNodeFlags(undefined).join(' ')} scripts/server.mjs`,
    )
  })
})
