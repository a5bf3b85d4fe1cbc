import { describe, expect, it } from 'vitest'

import { showrooms } from '@/cms/seed/content/showrooms'
import { locales } from '@/i18n/locales'
import { provinces } from '@/lib/enquiry/provinces'

import { distanceKm } from './build'
import { gazetteer } from './index'
import fixture from './postcodes.fixture.json' with { type: 'json' }

// Made from the sources once for the file (about two seconds).
const g = gazetteer()

describe('the site’s own gazetteer', () => {
  it('places 30 German postcodes within 15 km of the town they serve', () => {
    const off = fixture.postcodes.map(([code, place, lat, lng]) => {
      const found = g.postcode(String(code))
      expect(found, String(code)).not.toBeNull()
      return { code, place, km: Math.round(distanceKm(Number(lat), Number(lng), found!.lat, found!.lng) * 10) / 10 }
    })
    expect(off.filter((o) => o.km > 15)).toEqual([])
    expect(fixture.postcodes).toHaveLength(30)
  })

  it('knows every German postcode, most by their place and the rest, approximately, by their neighbour', () => {
    const { stats } = g.data
    expect(stats.postcodes).toBe(8168)
    expect(stats.postcodesByPlace).toBeGreaterThan(7300)
    expect(stats.postcodesByPlace + stats.postcodesApproximate).toBe(stats.postcodes)
    expect(g.postcode('80331', 'it')).toMatchObject({ name: 'Monaco di Baviera', approximate: false })
    expect(g.postcode('00000')).toBeNull()
  })

  it('finds a place in the visitor’s language, and suggests names when a query finds none', () => {
    for (const [query, locale] of [
      ['München', 'de'],
      ['Monaco di Baviera', 'it'],
      ['Múnich', 'es'],
      ['munich', 'fr'],
      ['Munich', 'en'],
      ['慕尼黑', 'zh'],
    ] as const) {
      const [first] = g.search(query, locale).found
      expect(first, query).toMatchObject({ country: 'DE' })
      expect(distanceKm(first!.lat, first!.lng, 48.14, 11.58), query).toBeLessThan(5)
    }
    expect(g.search('Mailand', 'de').found[0]).toMatchObject({ name: 'Mailand', country: 'IT' })
    // Frankfurt am Main first: the larger place, listed in the alias table.
    expect(g.search('Frankfurt', 'de').found.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Frankfurt am Main', 'Frankfurt (Oder)']),
    )
    expect(g.search('Frankfurt', 'de').found[0]!.name).toBe('Frankfurt am Main')
    const typo = g.search('Munchn', 'de')
    expect(typo.found).toEqual([])
    expect(typo.suggestions).toContain('München')
    expect(g.search('Ddddxq', 'de')).toEqual({ found: [], suggestions: [] })
  })

  it('finds the place of every demo showroom by its city in each of the six languages', () => {
    for (const s of showrooms)
      for (const locale of locales) {
        const name = (s.city as Record<string, string>)[locale]!
        const found = g.search(name, locale, s.country).found
        expect(found.length, `${s.slug} ${locale} ${name}`).toBeGreaterThan(0)
        const nearest = Math.min(...found.map((f) => distanceKm(f.lat, f.lng, s.lat, s.lng)))
        expect(nearest, `${s.slug} ${locale} ${name}`).toBeLessThan(25)
      }
  })

  it('lists each of the enquiry form’s Chinese regions with its prefecture-level cities, those of the showrooms placed exactly', () => {
    for (const { value } of provinces) {
      const region = g.data.china.find(([name]) => name.startsWith(value))
      expect(region, value).toBeDefined()
      expect(region![1].length, value).toBeGreaterThan(0)
    }
    const zhejiang = g.data.china.find(([name]) => name === '浙江省')![1]
    expect(zhejiang.map((c) => c[0])).toEqual(expect.arrayContaining(['杭州市', '宁波市', '金华市']))
    expect(zhejiang.find((c) => c[0] === '杭州市')).toEqual(['杭州市', '3301', 30.2937, 120.1614, 0])
    const placed = g.data.china.flatMap(([, cities]) => cities).filter((c) => c[2] !== null)
    expect(placed.length).toBeGreaterThan(300)
  })

  it('proposes a showroom’s position from its address: the postcode in Germany, else the place', () => {
    expect(g.propose({ postcode: '80333', city: 'München', country: 'DE' })).toMatchObject({ postcode: '80333' })
    const paris = g.propose({ postcode: '75008', city: 'Paris', country: 'FR' })
    expect(distanceKm(paris!.lat, paris!.lng, 48.86, 2.35)).toBeLessThan(5)
    expect(g.propose({ city: 'Nowhere-upon-Nothing', country: 'GB' })).toBeNull()
  })
})
