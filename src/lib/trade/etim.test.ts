import { describe, expect, it } from 'vitest'

import type { Product } from '@/payload-types'

import { etimAttribution, etimClasses, etimClassOf, etimFeatureOf, etimProblems, etimValueCode } from './etim'
import { etimCompleteness, etimValuesOf, siteEtimFeatures } from './etimMap'

type Specs = NonNullable<Product['specs']>

const washbasin = etimClassOf('EC011550')!
const bath = etimClassOf('EC011609')!
const corner = etimClassOf('EC010034')!
const code = (classId: string, feature: string, name: string) =>
  etimValueCode(etimFeatureOf(etimClassOf(classId), feature)!, name)

describe('the ETIM classes the project ships', () => {
  it('holds the range’s classes with their features in ETIM’s order and the licence’s notice', () => {
    expect(etimClasses.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'EC011550',
        'EC011609',
        'EC011443',
        'EC010034',
        'EC010892',
        'EC010962',
        'EC011328',
        'EC010862',
        'EC011383',
        'EC011382',
        'EC011384',
        'EC011289',
      ]),
    )
    expect(washbasin.features[0]).toMatchObject({ id: 'EF002169', name: 'Material', type: 'A' })
    expect(etimAttribution).toBe(
      'Contains information from the ETIM Classification Model, which is made available by ETIM International under the Open Data Commons Attribution Licence v1.0.',
    )
    for (const c of etimClasses)
      for (const f of c.features) if (f.type === 'A') expect(f.values?.length, `${c.id} ${f.id}`).toBeGreaterThan(0)
  })

  it('refuses a class it does not have, a feature of another class, a value of the wrong type or outside the class’s list', () => {
    expect(etimProblems('EC11550', { EF000008: 600 })).toEqual([{ kind: 'unknownClass', classId: 'EC11550' }])
    expect(etimProblems(null, { EF000008: 600 })).toEqual([{ kind: 'unknownClass', classId: '' }])
    expect(etimProblems('EC011550', { EF019252: 800 })).toEqual([{ kind: 'unknownFeature', feature: 'EF019252' }])
    expect(
      etimProblems('EC011550', { EF002169: 'EV002229' /* acrylic: a material quality, not a material */ }),
    ).toEqual([{ kind: 'badValue', feature: 'EF002169', type: 'A' }])
    expect(etimProblems('EC011550', { EF020348: 'yes', EF000049: '400', EF011666: [200, 180] })).toEqual([
      { kind: 'badValue', feature: 'EF020348', type: 'L' },
      { kind: 'badValue', feature: 'EF000049', type: 'N' },
      { kind: 'badValue', feature: 'EF011666', type: 'R' },
    ])
    expect(
      etimProblems('EC011550', { EF020348: true, EF000049: 400, EF011666: [180, 200], EF000051: 'EV000396' }),
    ).toEqual([])
    expect(etimProblems('EC011550', { EF020348: null, EF000049: '' })).toEqual([])
  })
})

describe('ETIM features read from the site’s data', () => {
  const basin: Specs = {
    width: 600,
    depth: 420,
    height: 150,
    material: 'mineral-cast',
    finish: 'matt',
    colours: ['white'],
    installation: 'wall-hung',
    outline: 'rectangle',
    measures: { overflow: 'yes', drainDiameter: 32, tapHoles: 1, tapHoleDiameter: 35, wallFixingCentres: 180 },
  }

  it('reads a wall-hung basin’s size, material, colour, surface, mounting and measures into the washbasin class', () => {
    const site = siteEtimFeatures(washbasin, basin)
    const values = Object.fromEntries(Object.entries(site).map(([k, v]) => [k, v.value]))
    expect(values).toMatchObject({
      EF004567: 600,
      EF000049: 420,
      EF000040: 150,
      EF002169: code('EC011550', 'EF002169', 'Composite material'),
      EF001257: code('EC011550', 'EF001257', 'Synthetic resin'),
      EF000007: code('EC011550', 'EF000007', 'White'),
      EF024897: code('EC011550', 'EF024897', 'Matt'),
      EF000003: code('EC011550', 'EF000003', 'Wall'),
      EF000051: code('EC011550', 'EF000051', 'Rectangular'),
      EF020348: true,
      EF020710: 32,
      EF011649: 1,
      EF011666: [180, 180],
    })
    expect(site.EF004567!.source).toBe('width')
    expect(etimProblems('EC011550', values)).toEqual([])
  })

  it('leaves a feature open where the class allows no value for the site’s (a gold basin)', () => {
    expect(siteEtimFeatures(washbasin, { ...basin, colours: ['gold'] }).EF000007).toBeUndefined()
  })

  it('gives a bath its longer side as length and its shorter as width', () => {
    const site = siteEtimFeatures(bath, { width: 800, depth: 1700, height: 600, capacity: 230 })
    expect([site.EF001438?.value, site.EF000008?.value, site.EF000880?.value]).toEqual([1700, 800, 230])
  })

  it('gives a corner enclosure the niche ranges of its wider and narrower side', () => {
    const site = siteEtimFeatures(corner, {
      width: 900,
      depth: 800,
      height: 1950,
      material: 'tempered-glass',
      glass: 8,
      opening: 'pivot',
      fitRange: { widthFrom: 880, widthTo: 910, depthFrom: 780, depthTo: 810 },
    })
    expect(site.EF020619?.value).toEqual([880, 910])
    expect(site.EF020620?.value).toEqual([780, 810])
    expect(site.EF018092?.value).toBe(true)
    expect(site.EF011672?.value).toBe(true)
    expect(site.EF024864?.value).toBe(code('EC010034', 'EF024864', 'Safety glass'))
  })

  it('counts what the site and editors answer, the site’s data first', () => {
    const values = etimValuesOf(washbasin, basin, { EF004567: 999, EF023789: true, EF019252: 5 })
    expect(values.EF004567).toBe(600)
    expect(values.EF023789).toBe(true)
    expect(values.EF019252).toBeUndefined()
    const { filled, total, missing } = etimCompleteness(washbasin, values)
    expect(total).toBe(washbasin.features.length)
    expect(filled).toBe(Object.keys(values).length)
    expect(missing).not.toContain('EF023789')
  })
})
