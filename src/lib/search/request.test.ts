import { describe, expect, it } from 'vitest'

import { acceptedLocale } from '@/lib/acceptLanguage'

import { MAX_PAGE, readSearchPageParams, readSuggestRequest } from './request'

const params = (query: string) => new URLSearchParams(query)

describe('readSuggestRequest', () => {
  it('takes a query and a locale code or index', () => {
    expect(readSuggestRequest(params('q=M%C3%B6bel&locale=de'))).toEqual({ ok: true, q: 'Möbel', locale: 'de' })
    expect(readSuggestRequest(params('q=%E6%B5%B4%E7%BC%B8&locale=1'))).toEqual({ ok: true, q: '浴缸', locale: 'zh' })
  })

  it('rejects a missing or blank query', () => {
    expect(readSuggestRequest(params('locale=en'))).toEqual({ ok: false, error: 'missingQuery', locale: 'en' })
    expect(readSuggestRequest(params('q=%20%20&locale=en'))).toEqual({ ok: false, error: 'missingQuery', locale: 'en' })
  })

  it('rejects a query over 100 characters', () => {
    expect(readSuggestRequest(params(`q=${'a'.repeat(100)}&locale=fr`)).ok).toBe(true)
    expect(readSuggestRequest(params(`q=${'a'.repeat(101)}&locale=fr`))).toEqual({
      ok: false,
      error: 'queryTooLong',
      locale: 'fr',
    })
  })

  it('rejects an unknown or missing locale', () => {
    expect(readSuggestRequest(params('q=bad&locale=xx'))).toEqual({ ok: false, error: 'unknownLocale', locale: null })
    expect(readSuggestRequest(params('q=bad'))).toEqual({ ok: false, error: 'unknownLocale', locale: null })
  })
})

describe('readSearchPageParams', () => {
  it('reads query, page and kind', () => {
    expect(readSearchPageParams({ q: '  Möbel ', page: '2', kind: 'product' })).toEqual({
      q: 'Möbel',
      tooLong: false,
      page: 2,
      kind: 'product',
    })
  })

  it('falls back to defaults for malformed values instead of failing', () => {
    expect(readSearchPageParams({ q: ['a', 'b'], page: 'x', kind: 'secret' })).toEqual({
      q: 'a',
      tooLong: false,
      page: 1,
      kind: null,
    })
    expect(readSearchPageParams({ page: String(MAX_PAGE + 1) }).page).toBe(1)
    expect(readSearchPageParams({})).toEqual({ q: '', tooLong: false, page: 1, kind: null })
  })

  it('flags an over-long query', () => {
    expect(readSearchPageParams({ q: 'x'.repeat(101) }).tooLong).toBe(true)
  })
})

describe('acceptedLocale', () => {
  it('picks the best supported language by weight', () => {
    expect(acceptedLocale('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr')
    expect(acceptedLocale('ja, zh-CN;q=0.8, en;q=0.9')).toBe('en')
  })

  it('falls back to German', () => {
    expect(acceptedLocale(null)).toBe('de')
    expect(acceptedLocale('ja, ko;q=0.5')).toBe('de')
  })
})
