import { describe, expect, it } from 'vitest'

import { applySelection, type FinderProduct, isNarrowed, readSelection } from './facets'

type Range = [number, number, number, number]
const variant = (article: string, colours: string[], w: number, d: number, range?: Range, height = 2000) => ({
  article,
  width: w,
  depth: d,
  height,
  colours,
  finish: 'clear-glass',
  ...(range ? { range: { widthFrom: range[0], widthTo: range[1], depthFrom: range[2], depthTo: range[3] } } : {}),
})

const enclosure = (id: number, opening: string, variants: ReturnType<typeof variant>[]) =>
  ({
    id,
    family: 'enclosure',
    series: id < 3 ? 'quadro' : 'curva',
    specs: { material: 'tempered-glass', opening },
    variants,
  }) satisfies FinderProduct

const list: FinderProduct[] = [
  // Quadro 90: the default for 900 × 900 niches, the second with the shorter side panel for 900 × 800.
  enclosure(1, 'pivot', [
    variant('SH300301', ['chrome'], 900, 900, [870, 905, 870, 905], 1950),
    variant('SH300302', ['chrome'], 900, 800, [870, 905, 770, 805], 1950),
  ]),
  enclosure(2, 'pivot', [
    variant('SH300401', ['chrome'], 1200, 900, [1170, 1205, 700, 1000]),
    variant('SH300402', ['black'], 1200, 900, [1170, 1205, 700, 1000]),
  ]),
  enclosure(3, 'sliding', [
    variant('SH300501', ['chrome'], 1200, 800, [1185, 1205, 785, 805], 1850),
    variant('SH300502', ['black'], 1200, 800, [1185, 1205, 785, 805], 1850),
  ]),
  {
    id: 4,
    family: 'tub',
    series: 'pietra',
    specs: { material: 'mineral-cast' },
    variants: [{ article: 'SH400101', width: 1600, depth: 750, colours: ['white'] }],
  },
]

const select = (query: string) => readSelection(new URLSearchParams(query), ['quadro', 'curva', 'pietra'])

describe('the product finder', () => {
  it('narrows by colour and opening, and counts what each value would leave', () => {
    const { selection, problems } = select('colour=black&opening=sliding')
    expect(problems).toEqual([])
    const result = applySelection(list, selection)
    expect(result.products.map((p) => p.product.id)).toEqual([3])
    // Black alone leaves two; adding "pivot" to "sliding" would leave those of either.
    expect(result.counts.opening).toEqual([
      { value: 'pivot', count: 1 },
      { value: 'sliding', count: 1 },
    ])
    expect(result.counts.colour.find((c) => c.value === 'chrome')).toEqual({ value: 'chrome', count: 1 })
    expect(result.counts.colour.find((c) => c.value === 'white')).toEqual({ value: 'white', count: 0 })
  })

  it('keeps what fits a niche of 900 × 800, naming the variant that fits, and nothing for 300 × 300', () => {
    const fit = applySelection(list, select('fit=900x800').selection)
    expect(fit.products.map((p) => [p.product.id, p.variant.article, p.fit])).toEqual([
      [
        1,
        'SH300302',
        {
          kind: 'niche',
          fits: true,
          used: { width: 30, depth: 30 },
          left: { width: 5, depth: 5 },
          steps: [
            { dimension: 'width', action: 'exact' },
            { dimension: 'depth', action: 'exact' },
          ],
        },
      ],
    ])
    // A 900 × 900 niche is the default's.
    expect(applySelection(list, select('fit=900x900').selection).products.map((p) => p.variant.article)).toEqual([
      'SH300301',
    ])
    expect(applySelection(list, select('fit=300x300').selection).products).toEqual([])
  })

  it('counts the height of enclosures: under a sloped ceiling only the lower ones remain', () => {
    const low = applySelection(list, select('fit=1200x800x1900').selection)
    expect(low.products.map((p) => [p.variant.article, p.fit?.kind === 'niche' && p.fit.headroom])).toEqual([
      ['SH300501', 50],
    ])
    expect(applySelection(list, select('fit=1200x800x1849').selection).products).toEqual([])
  })

  it('takes colour and size from one variant: black and 1200 × 800 leaves the black sliding door', () => {
    const result = applySelection(list, select('colour=black&fit=1200x800').selection)
    expect(result.products.map((p) => p.variant.article)).toEqual(['SH300402', 'SH300502'])
    // Chrome would leave the chrome variants of the same two products.
    expect(result.counts.colour.find((c) => c.value === 'chrome')).toEqual({ value: 'chrome', count: 2 })
  })

  it('narrows by a width range and gives each dimension’s bounds', () => {
    const result = applySelection(list, select('width=1000-1300').selection)
    expect(result.products.map((p) => p.product.id)).toEqual([2, 3])
    expect(select('widthMin=1000&widthMax=1300').selection.ranges).toEqual({ width: { min: 1000, max: 1300 } })
    expect(select('widthMax=1000').selection.ranges).toEqual({ width: { max: 1000 } })
    expect(result.bounds.width).toEqual({ min: 900, max: 1600 })
  })

  it('names what was wrong in a query and leaves it out', () => {
    const { selection, problems } = select('colour=purple&width=abc&fit=0x800&series=nope&opening=sliding')
    expect(problems).toEqual([
      { param: 'series', problem: 'unknown', value: 'nope' },
      { param: 'colour', problem: 'unknown', value: 'purple' },
      { param: 'width', problem: 'range', value: 'abc' },
      { param: 'fit', problem: 'tooSmall' },
    ])
    expect(selection.lists).toEqual({ opening: ['sliding'] })
    expect(isNarrowed(selection)).toBe(true)
    expect(isNarrowed(select('').selection)).toBe(false)
  })
})
