import { describe, expect, it } from 'vitest'

import { DEFAULT_RADIUS, locate, readLocatorParams, roundKm } from './locator'

describe('the locator’s parameters', () => {
  it('takes a place, a radius of its list, known kinds, a series slug and a position in range', () => {
    expect(
      readLocatorParams({ q: ' 80331 ', r: '25', kind: ['dealer', 'brand', 'dealer', 'shop'], series: 'luna' }),
    ).toEqual({
      q: '80331',
      city: '',
      position: null,
      radius: 25,
      kinds: ['dealer', 'brand'],
      series: 'luna',
      problems: [],
    })
    expect(readLocatorParams({ lat: '48.13743', lng: '11.57549' }).position).toEqual({ lat: 48.13743, lng: 11.57549 })
    expect(readLocatorParams({ city: '3301' }).city).toBe('3301')
  })

  it('bounds every parameter before it is used: out of range is named and searched with the default', () => {
    for (const r of ['30', '0', '-50', '1e9', 'abc', '50.5'])
      expect(readLocatorParams({ r }), r).toMatchObject({ radius: DEFAULT_RADIUS, problems: ['radius'] })
    for (const [lat, lng] of [
      ['91', '10'],
      ['48', '181'],
      ['48', ''],
      ['NaN', '1'],
      ['1e2', '3'],
    ])
      expect(readLocatorParams({ lat, lng }), `${lat},${lng}`).toMatchObject({
        position: null,
        problems: ['coordinates'],
      })
    expect(readLocatorParams({ q: 'x'.repeat(81) })).toMatchObject({ q: '', problems: ['place'] })
    expect(readLocatorParams({ series: 'Luna; DROP', city: '33011', kind: 'x'.repeat(5000) })).toMatchObject({
      series: '',
      city: '',
      kinds: [],
    })
  })
})

describe('the search', () => {
  const at = (slug: string, lat: number, lng: number, kind: 'brand' | 'dealer' | 'studio', series: string[]) => ({
    slug,
    kind,
    position: { lat, lng },
    series: series.map((s) => ({ slug: s })),
  })
  const rooms = [
    at('muenchen', 48.1496, 11.5714, 'brand', ['luna', 'aria']),
    at('rosenheim', 47.856, 12.128, 'studio', ['luna']),
    at('augsburg', 48.366, 10.894, 'dealer', ['aria']),
    at('hamburg', 53.5627, 9.9418, 'dealer', ['luna']),
  ]
  const marienplatz = { lat: 48.1374, lng: 11.5755 }

  it('lists the showrooms within the radius, nearest first, with their distance', () => {
    const found = locate(rooms, marienplatz, { radius: 100 })
    expect(found.within).toBe(true)
    expect(found.results.map((r) => [r.showroom.slug, roundKm(r.km)])).toEqual([
      ['muenchen', 1.4],
      ['rosenheim', 52],
      ['augsburg', 56],
    ])
  })

  it('filters by kind and by a series on display', () => {
    expect(locate(rooms, marienplatz, { radius: 100, kinds: ['dealer'] }).results.map((r) => r.showroom.slug)).toEqual([
      'augsburg',
    ])
    expect(locate(rooms, marienplatz, { radius: 100, series: 'luna' }).results.map((r) => r.showroom.slug)).toEqual([
      'muenchen',
      'rosenheim',
    ])
  })

  it('offers the nearest beyond the radius when none lies within it', () => {
    const found = locate(rooms, { lat: 52.52, lng: 13.4 }, { radius: 50 })
    expect(found.within).toBe(false)
    expect(found.results.map((r) => r.showroom.slug)).toEqual(['hamburg', 'augsburg', 'muenchen'])
  })
})
