import { describe, expect, it } from 'vitest'

import { pageWindow, parsePageParam, pageCount, takesLoneItem } from './pagination'

describe('page parameter', () => {
  it('is page 1 when absent and the number when it is a positive whole number', () => {
    expect(parsePageParam(undefined)).toBe(1)
    expect(parsePageParam('1')).toBe(1)
    expect(parsePageParam('2')).toBe(2)
    expect(parsePageParam('120')).toBe(120)
  })

  it('rejects everything else, so a page has one address', () => {
    for (const bad of ['', '0', '-1', '2.5', 'abc', '01', ' 2', '2a', '1e3', '9999999'])
      expect(parsePageParam(bad), bad).toBeNull()
    expect(parsePageParam(['1', '2'])).toBeNull()
  })
})

describe('page window', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 2)).toEqual([1, 2])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
  })

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10])
  })
})

describe('pageCount', () => {
  it('joins a last page of one item to the page before; any other count pages as usual', () => {
    expect([1, 6, 7, 8, 12, 13, 14].map((n) => pageCount(n, 6))).toEqual([1, 1, 1, 2, 2, 2, 3])
    expect(takesLoneItem(1, 7, 6)).toBe(true)
    expect(takesLoneItem(2, 13, 6)).toBe(true)
    expect(takesLoneItem(1, 13, 6)).toBe(false)
    expect(takesLoneItem(2, 8, 6)).toBe(false)
    expect(takesLoneItem(1, 1, 6)).toBe(false)
  })
})
