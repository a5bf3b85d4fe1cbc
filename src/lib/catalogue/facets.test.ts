import { describe, expect, it } from 'vitest'

import { applySelection, type FinderProduct, isNarrowed, readSelection } from './facets'

const enclosure = (id: number, colours: string[], opening: string, w: number, d: number, range?: number[]) =>
  ({
    id,
    family: 'enclosure',
    series: id < 3 ? 'quadro' : 'curva',
    specs: {
      width: w,
      depth: d,
      height: 2000,
      material: 'tempered-glass',
      colours,
      opening,
      ...(range ? { range: { widthFrom: range[0], widthTo: range[1], depthFrom: range[2], depthTo: range[3] } } : {}),
    },
  }) satisfies FinderProduct

const list: FinderProduct[] = [
  enclosure(1, ['chrome'], 'pivot', 900, 900, [870, 905, 770, 905]),
  enclosure(2, ['chrome', 'black'], 'pivot', 1200, 900, [1170, 1205, 700, 1000]),
  enclosure(3, ['chrome', 'black'], 'sliding', 1200, 800, [1185, 1205, 785, 805]),
  {
    id: 4,
    family: 'tub',
    series: 'pietra',
    specs: { width: 1600, depth: 750, colours: ['white'], material: 'mineral-cast' },
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

  it('keeps what fits a niche of 900 × 800 with its play, and nothing for 300 × 300', () => {
    const fit = applySelection(list, select('fit=900x800').selection)
    expect(fit.products.map((p) => [p.product.id, p.fit])).toEqual([
      [1, { kind: 'niche', fits: true, used: { width: 30, depth: 30 }, left: { width: 5, depth: 105 } }],
    ])
    expect(applySelection(list, select('fit=300x300').selection).products).toEqual([])
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
