import { describe, expect, it } from 'vitest'

import { legacyHashScript } from './LegacyHashLinks'

/** Runs the shim against a fake location and returns where it sent the visitor (or null). */
function follow(hash: string): string | null {
  let target: string | null = null
  const location = { hash, replace: (to: string) => (target = to) }
  new Function('location', legacyHashScript)(location)
  return target
}

describe('old single-page-app links', () => {
  it('lead from /#/<path> to the real path, query included', () => {
    expect(follow('#/certifiction')).toBe('/certifiction')
    expect(follow('#/contact/teamwork')).toBe('/contact/teamwork')
    expect(follow('#/product?title=人造石盆')).toBe('/product?title=人造石盆')
  })

  it('leave in-page anchors, the bare #/ and anything that could leave the site alone', () => {
    for (const hash of ['', '#main', '#/', '#//evil.example', '#/\\evil.example', '#/\\/evil', '#/a b'])
      expect(follow(hash), hash).toBeNull()
  })
})
