import { describe, expect, it } from 'vitest'

import { ADMIN_CSP, FILE_CSP, pageCsp, tileOrigin } from './headers'

describe('tile server origin for the pages’ policy', () => {
  it('is the scheme and host of the tile URL template', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
    expect(tileOrigin('http://127.0.0.1:3199/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:3199')
  })
  it('is none for a missing or malformed template', () => {
    expect(tileOrigin(undefined)).toBeNull()
    expect(tileOrigin('tiles/{z}/{x}/{y}.png')).toBeNull()
  })
})

describe('policies', () => {
  it('let the pages load images from the tile server and scripts only from the site', () => {
    const policy = pageCsp('https://tiles.example')
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example")
    expect(policy).toContain("script-src 'self' 'unsafe-inline';")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(pageCsp()).toContain('https://tile.openstreetmap.org')
  })
  it('never allow eval, and files run nothing', () => {
    for (const policy of [pageCsp(), ADMIN_CSP, FILE_CSP]) expect(policy).not.toContain('unsafe-eval')
    expect(FILE_CSP).toMatch(/^default-src 'none';.*sandbox$/)
  })
})
