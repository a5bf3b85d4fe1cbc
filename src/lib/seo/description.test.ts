import { describe, expect, it } from 'vitest'

import { metaDescription } from './description'

describe('meta descriptions', () => {
  it('keep a short text whole, its first paragraph only, spaces collapsed', () => {
    expect(metaDescription('Bäder  aus\nMineralguss.\n\nZweiter Absatz.')).toBe('Bäder aus Mineralguss.')
    expect(metaDescription('Ein Satz.\n\nNoch einer.')).toBe('Ein Satz.')
    expect(metaDescription('')).toBeUndefined()
  })

  it('cut a long text where a word ends, never inside one, with an ellipsis', () => {
    const text = `${'Duschabtrennungen aus Einscheibensicherheitsglas '.repeat(5)}Ende`
    const cut = metaDescription(text)!
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    expect(text[cut.length - 1]).toBe(' ')
  })

  it('cut Chinese after a punctuation mark', () => {
    const text = '人造石台盆一体浇铸，表面致密无孔。'.repeat(12)
    const cut = metaDescription(text)!
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut).toMatch(/[。，]…$/u)
  })
})
