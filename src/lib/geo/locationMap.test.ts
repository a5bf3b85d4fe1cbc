import { describe, expect, it, vi } from 'vitest'

import { offices } from '@/cms/seed/content/offices'

import { ATLAS_KEEP_MS, countryAt, loadAtlas } from './atlas'
import { locationMap } from './locationMap'

const office = (key: string) => {
  const found = offices.find((o) => o.key === key)
  if (!found) throw new Error(`no office ${key}`)
  return found
}

const coordinates = (d: string) => d.match(/-?\d+(\.\d+)?/g) ?? []

describe('the atlas', () => {
  it('places each office of the demo content in its country (WGS-84 coordinates)', () => {
    for (const [key, country] of [
      ['hangzhou', 'China'],
      ['pujiang', 'China'],
      ['germany', 'Germany'],
    ] as const) {
      const { marker } = office(key)
      expect(countryAt([marker.lng, marker.lat])?.name, key).toBe(country)
    }
  })

  it('tells a GCJ-02 position in Hangzhou from the real one: the shifted point lies in the Qiantang river', () => {
    // 30.2459, 120.2102 is what Amap shows for the centre; on a WGS-84 map it is 500 m off, in the water.
    expect(countryAt([120.2102, 30.2459])).toBeNull()
  })

  it('finds the sea to be no country, and no atoll to cover the world', () => {
    expect(countryAt([150, 30])).toBeNull()
    const maldives = loadAtlas().countries.find((c) => c.name === 'Maldives')
    expect(maldives?.bounds[1][1]).toBeLessThan(10)
  })

  // Reads the atlas twice (0.4 s each on a quiet machine, several seconds on a busy one).
  it(
    'stays in memory while maps are drawn and is let go once none was for a minute; outlines are not kept',
    { timeout: 60_000 },
    async () => {
      vi.useFakeTimers()
      try {
        // A module of its own, whose timer runs on the fake clock.
        vi.resetModules()
        const { loadAtlas } = await import('./atlas')
        const first = loadAtlas()
        vi.advanceTimersByTime(ATLAS_KEEP_MS - 1000)
        // Asked for again within the minute: the same atlas, and its minute starts again.
        expect(loadAtlas()).toBe(first)
        vi.advanceTimersByTime(ATLAS_KEEP_MS - 1000)
        expect(loadAtlas()).toBe(first)
        vi.advanceTimersByTime(ATLAS_KEEP_MS + 1)
        const again = loadAtlas()
        expect(again).not.toBe(first)
        expect(again.countries.map((c) => c.name)).toEqual(first.countries.map((c) => c.name))
        const germany = again.countries.find((c) => c.name === 'Germany')!
        expect(germany.feature).not.toBe(germany.feature)
        expect(germany.feature).toEqual(germany.feature)
      } finally {
        vi.useRealTimers()
      }
    },
  )
})

describe('the static location map', () => {
  it('puts the place in the middle of its window and draws its country apart', () => {
    const { marker } = office('germany')
    const map = locationMap(marker)
    expect(map.pin).toEqual({ x: map.width / 2, y: map.height / 2 })
    expect(map.home).not.toBe('')
    // Frankfurt's window shows Germany with its western neighbours and their borders.
    expect(map.countries).toEqual(expect.arrayContaining(['276', '250', '442']))
    expect(map.borders).not.toBe('')
    // No faraway country travels in the page.
    expect(map.countries).not.toContain('156')
  })

  it('keeps the page small: one decimal, only what is in view', () => {
    for (const o of offices) {
      const map = locationMap(o.marker)
      const paths = [map.land, map.home, map.borders]
      for (const n of paths.flatMap(coordinates)) expect(n).toMatch(/^-?\d+(\.\d)?$/)
      for (const n of paths.flatMap(coordinates).map(Number)) {
        expect(n).toBeGreaterThanOrEqual(-3)
        expect(n).toBeLessThanOrEqual(map.width + 3)
      }
      expect(paths.join('').length, o.key).toBeLessThan(20_000)
    }
  })

  it('shows the Chinese offices on the coast of Zhejiang with China alone as land', () => {
    const map = locationMap(office('hangzhou').marker)
    expect(map.countries).toEqual(['156'])
    expect(map.land).toBe('')
    expect(map.home.length).toBeGreaterThan(1000)
  })
})
