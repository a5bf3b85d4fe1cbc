import { describe, expect, it } from 'vitest'

import { spanProblem } from '@/lib/showrooms/hours'

import { series } from './series'
import { showroomHours, showrooms } from './showrooms'

/** Rough bounds (south, west, north, east) of each country of the demo showrooms. */
const bounds: Record<string, [number, number, number, number]> = {
  CN: [18, 73, 54, 135],
  DE: [47.2, 5.8, 55.1, 15.1],
  AT: [46.3, 9.5, 49.1, 17.2],
  CH: [45.8, 5.9, 47.9, 10.5],
  FR: [41.3, -5.2, 51.1, 9.6],
  GB: [49.9, -8.7, 60.9, 1.8],
  IT: [36.6, 6.6, 47.1, 18.6],
  DK: [54.5, 8, 57.8, 15.2],
  ES: [36, -9.3, 43.8, 4.4],
  RU: [41.2, 19.6, 81.9, 180],
  BE: [49.5, 2.5, 51.5, 6.4],
  SE: [55.3, 11.1, 69.1, 24.2],
}

/** Telephone ranges kept free for fiction, and the brand's own line. */
const fictional = [
  /^\+44 20 7946 0\d{3}$/,
  /^\+44 (?:113|114|115|116|117|118|121|131|141|151|161) 496 0\d{3}$/,
  /^\+33 1 99 00 \d{2} \d{2}$/,
]
const brandLine = '+49 69 4800 7210'

describe('the demo showrooms', () => {
  it('are the brand’s ten and the trade’s in every country, each where its country is', () => {
    expect(showrooms.filter((s) => s.kind === 'brand')).toHaveLength(10)
    expect(new Set(showrooms.map((s) => s.slug)).size).toBe(showrooms.length)
    const misplaced = showrooms.filter((s) => {
      const [south, west, north, east] = bounds[s.country]!
      return s.lat < south || s.lat > north || s.lng < west || s.lng > east
    })
    expect(misplaced.map((s) => s.slug)).toEqual([])
  })

  it('give only numbers no one holds, and addresses on .example', () => {
    for (const s of showrooms) {
      if (s.phone)
        expect(s.phone === brandLine || fictional.some((r) => r.test(s.phone!)), `${s.slug} ${s.phone}`).toBe(true)
      expect(s.email).toMatch(/\.example$/)
      if (s.website) expect(s.website).toMatch(/^https:\/\/[^/]+\.example$/)
    }
  })

  it('show series that exist, open on hours that are spans of a day', () => {
    const known = new Set(series.map((s) => s.slug))
    for (const s of showrooms) {
      for (const slug of s.series ?? []) expect(known.has(slug), `${s.slug}: ${slug}`).toBe(true)
      for (const span of showroomHours(s)) expect(spanProblem(span)).toBeNull()
    }
  })
})
