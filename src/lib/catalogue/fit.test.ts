import { describe, expect, it } from 'vitest'

import { fitOf, parseSpace, spaceParam } from './fit'

describe('the space a visitor enters', () => {
  it('reads width × depth (× height) in millimetres, as typed', () => {
    expect(parseSpace('900x800')).toEqual({ ok: true, space: { width: 900, depth: 800 } })
    expect(parseSpace(' 900 × 800 × 2000 ')).toEqual({ ok: true, space: { width: 900, depth: 800, height: 2000 } })
    expect(spaceParam({ width: 900, depth: 800, height: 2000 })).toBe('900x800x2000')
  })

  it('says what is wrong: letters, zero, below 200 or above 5000 mm', () => {
    expect(parseSpace('neunhundert')).toEqual({ ok: false, problem: 'format' })
    expect(parseSpace('900')).toEqual({ ok: false, problem: 'format' })
    expect(parseSpace('0x800')).toEqual({ ok: false, problem: 'tooSmall' })
    expect(parseSpace('199x800')).toEqual({ ok: false, problem: 'tooSmall' })
    expect(parseSpace('900x5001')).toEqual({ ok: false, problem: 'tooLarge' })
  })
})

describe('the fit rule of each kind of product', () => {
  it('fits a bathtub by its footprint and gives the play left', () => {
    const tub = { width: 1700, depth: 750, height: 600 }
    expect(fitOf('tub', tub, { width: 1800, depth: 750 })).toEqual({
      kind: 'footprint',
      fits: true,
      play: { width: 100, depth: 0 },
      steps: [
        { dimension: 'width', action: 'play', mm: 100 },
        { dimension: 'depth', action: 'exact' },
      ],
    })
    expect(fitOf('tub', tub, { width: 1800, depth: 800, height: 550 })).toMatchObject({ fits: false })
    expect(fitOf('tub', tub, { width: 1650, depth: 800 })).toMatchObject({ fits: false, play: { width: -50 } })
  })

  it('fits an enclosure when the niche lies within its adjustment range, 5 mm either way; its profiles take up the rest', () => {
    const corner = { width: 900, depth: 900, range: { widthFrom: 870, widthTo: 905, depthFrom: 870, depthTo: 905 } }
    expect(fitOf('enclosure', corner, { width: 905, depth: 880 })).toEqual({
      kind: 'niche',
      fits: true,
      used: { width: 35, depth: 10 },
      left: { width: 0, depth: 25 },
      steps: [
        { dimension: 'width', action: 'profiles', mm: 5 },
        { dimension: 'depth', action: 'profiles', mm: 20 },
      ],
    })
    expect(fitOf('enclosure', corner, { width: 910, depth: 900 })).toMatchObject({ fits: true })
    expect(fitOf('enclosure', corner, { width: 911, depth: 900 })).toMatchObject({ fits: false })
    expect(fitOf('enclosure', corner, { width: 900, depth: 800 })).toMatchObject({ fits: false })
  })

  it('refuses an enclosure taller than the room, and says the headroom of one that is not', () => {
    const corner = {
      width: 900,
      depth: 800,
      height: 1950,
      range: { widthFrom: 870, widthTo: 905, depthFrom: 770, depthTo: 805 },
    }
    expect(fitOf('enclosure', corner, { width: 900, depth: 800, height: 1900 })).toMatchObject({
      fits: false,
      headroom: -50,
    })
    expect(fitOf('enclosure', corner, { width: 900, depth: 800, height: 2000 })).toMatchObject({
      fits: true,
      headroom: 50,
      steps: [
        { dimension: 'width', action: 'exact' },
        { dimension: 'depth', action: 'exact' },
        { dimension: 'height', action: 'play', mm: 50 },
      ],
    })
  })

  it('cuts a tray that may be cut to the niche, and gives a fixed tray its joint', () => {
    const cuttable = {
      width: 1400,
      depth: 800,
      height: 28,
      range: { widthFrom: 700, widthTo: 1400, depthFrom: 600, depthTo: 800 },
    }
    expect(fitOf('tray', cuttable, { width: 1300, depth: 800 })).toMatchObject({
      fits: true,
      steps: [
        { dimension: 'width', action: 'cut', mm: 1300 },
        { dimension: 'depth', action: 'exact' },
      ],
    })
    expect(fitOf('tray', { width: 1200, depth: 900 }, { width: 1203, depth: 898 })).toMatchObject({
      fits: true,
      steps: [
        { dimension: 'width', action: 'play', mm: 3 },
        { dimension: 'depth', action: 'tight', mm: 2 },
      ],
    })
    expect(fitOf('tray', { width: 1200, depth: 900 }, { width: 1300, depth: 900 })).toMatchObject({ fits: false })
  })

  it('has no fit for taps or products without a size', () => {
    expect(fitOf('tap', { width: 50, depth: 150 }, { width: 900, depth: 800 })).toBeNull()
    expect(fitOf('tub', {}, { width: 900, depth: 800 })).toBeNull()
  })
})
