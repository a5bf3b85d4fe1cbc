import { describe, expect, it } from 'vitest'

import { decide } from './localeRedirect'

describe('locale routing of page paths', () => {
  it('sends / and the spec’s unprefixed paths to German when nothing is remembered', () => {
    expect(decide('/', '', undefined)).toEqual({ kind: 'redirect', location: '/de/home', permanent: false })
    expect(decide('/certifiction', '', undefined)).toEqual({
      kind: 'redirect',
      location: '/de/certifiction',
      permanent: false,
    })
    expect(decide('/contact/teamwork', '?type=joinus', undefined)).toEqual({
      kind: 'redirect',
      location: '/de/contact/teamwork?type=joinus',
      permanent: false,
    })
  })

  it('uses the remembered language, and ignores a forged one', () => {
    expect(decide('/home', '', 'zh')).toEqual({ kind: 'redirect', location: '/zh/home', permanent: false })
    expect(decide('/about', '', 'xx')).toEqual({ kind: 'redirect', location: '/de/about', permanent: false })
  })

  it('leads /contact to the contact details, with and without a locale', () => {
    expect(decide('/contact', '', 'fr')).toEqual({
      kind: 'redirect',
      location: '/fr/contact/details',
      permanent: false,
    })
    expect(decide('/it/contact', '', undefined)).toEqual({
      kind: 'redirect',
      location: '/it/contact/details',
      permanent: true,
    })
    expect(decide('/es', '', undefined)).toEqual({ kind: 'redirect', location: '/es/home', permanent: true })
  })

  it('passes locale pages through and shows unknown paths as a 404 in the visitor’s language', () => {
    expect(decide('/en/about', '', 'de')).toEqual({ kind: 'next' })
    expect(decide('/no-such-page', '', 'en')).toEqual({ kind: 'rewrite', path: '/en/no-such-page' })
    expect(decide('/404', '', undefined)).toEqual({ kind: 'rewrite', path: '/de/404' })
  })
})
