import { describe, expect, it } from 'vitest'

import { newsPagination } from './newsQueries'

describe('news pagination', () => {
  it('places a page in the list and refuses pages beyond the last', () => {
    expect(newsPagination(11, 1, 9)).toEqual({ page: 1, totalPages: 2 })
    expect(newsPagination(11, 2, 9)).toEqual({ page: 2, totalPages: 2 })
    expect(newsPagination(11, 3, 9)).toBeNull()
    expect(newsPagination(9, 2, 9)).toBeNull()
  })

  it('gives a language without articles one page (the empty state) and nothing after it', () => {
    expect(newsPagination(0, 1, 9)).toEqual({ page: 1, totalPages: 1 })
    expect(newsPagination(0, 2, 9)).toBeNull()
  })

  it('refuses page numbers below one', () => {
    expect(newsPagination(11, 0, 9)).toBeNull()
    expect(newsPagination(11, -1, 9)).toBeNull()
  })
})
