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

  it('sends a short link to the remembered language, else the browser’s, with a temporary redirect', () => {
    const italian = 'it-IT,it;q=0.9,en-US;q=0.8'
    expect(decide('/p/SH100102', '', undefined, italian)).toEqual({
      kind: 'redirect',
      location: '/it/p/SH100102',
      permanent: false,
    })
    expect(decide('/p/SH100102', '', 'zh', italian)).toMatchObject({ location: '/zh/p/SH100102', permanent: false })
    expect(decide('/p/SH100102', '', undefined, 'pt-BR,ja;q=0.5')).toMatchObject({ location: '/de/p/SH100102' })
    expect(decide('/p/SH100102', '', undefined, null)).toMatchObject({ location: '/de/p/SH100102' })
  })

  it('keeps the browser’s language out of every other unprefixed address (German unless one was chosen)', () => {
    expect(decide('/home', '', undefined, 'fr-FR,fr;q=0.9')).toEqual({
      kind: 'redirect',
      location: '/de/home',
      permanent: false,
    })
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
