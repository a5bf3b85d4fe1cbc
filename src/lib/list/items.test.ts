import { describe, expect, it } from 'vitest'

import {
  MAX_LIST,
  formatShared,
  mergeLists,
  parseShared,
  readStored,
  sameList,
  withQuantity,
  writeStored,
} from './items'

describe('a shared Merkliste', () => {
  it('reads article numbers in any case with quantities, 1 when none is given', () => {
    expect(parseShared('sh300301:2, SH100101 ,SH200202:12')).toEqual({
      items: [
        { article: 'SH300301', quantity: 2 },
        { article: 'SH100101', quantity: 1 },
        { article: 'SH200202', quantity: 12 },
      ],
      invalid: [],
      dropped: 0,
    })
  })

  it('adds up a number given twice and names the parts that are no rows', () => {
    const list = parseShared('SH300301:2,nix,SH300301:3,SH100101:0,SH100102:x,SH100103:1:2,SH1')
    expect(list.items).toEqual([{ article: 'SH300301', quantity: 5 }])
    expect(list.invalid).toEqual(['nix', 'SH100101:0', 'SH100102:x', 'SH100103:1:2', 'SH1'])
  })

  it('keeps at most 50 rows and counts the rest', () => {
    const value = Array.from({ length: 55 }, (_, i) => `SH${String(100000 + i)}:1`).join(',')
    const list = parseShared(value)
    expect(list.items).toHaveLength(MAX_LIST)
    expect(list.dropped).toBe(5)
  })

  it('writes the same value it reads', () => {
    const items = parseShared('SH300301:2,SH100101:1').items
    expect(formatShared(items)).toBe('SH300301:2,SH100101:1')
  })
})

describe('the Merkliste on the device', () => {
  it('reads back what it wrote, and nothing from a damaged value', () => {
    const items = [{ article: 'SH300301', quantity: 3 }]
    expect(readStored(writeStored(items))).toEqual(items)
    expect(readStored('{"items":[{"article":"rm -rf","quantity":1},{"article":"SH100101","quantity":2.7}]}')).toEqual([
      { article: 'SH100101', quantity: 2 },
    ])
    expect(readStored('not json')).toEqual([])
    expect(readStored(null)).toEqual([])
  })

  it('sets, adds and removes a row in place', () => {
    const a = withQuantity([], 'SH100101', 1)
    const b = withQuantity(a, 'SH300301', 4)
    expect(withQuantity(b, 'SH100101', 9)).toEqual([
      { article: 'SH100101', quantity: 9 },
      { article: 'SH300301', quantity: 4 },
    ])
    expect(withQuantity(b, 'SH100101', 0)).toEqual([{ article: 'SH300301', quantity: 4 }])
    expect(withQuantity(b, 'SH100101', 20000)[0]!.quantity).toBe(9999)
  })

  it('merges a shared list into the own one and compares lists', () => {
    const mine = [{ article: 'SH100101', quantity: 1 }]
    const merged = mergeLists(mine, [
      { article: 'SH100101', quantity: 2 },
      { article: 'SH300301', quantity: 1 },
    ])
    expect(merged).toEqual([
      { article: 'SH100101', quantity: 3 },
      { article: 'SH300301', quantity: 1 },
    ])
    expect(sameList(merged, [...merged])).toBe(true)
    expect(sameList(merged, mine)).toBe(false)
  })
})
