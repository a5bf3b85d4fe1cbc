import { describe, expect, it } from 'vitest'

import { pageWindow } from './Pagination'

describe('page numbers shown', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })
  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12])
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12])
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12])
  })
})
