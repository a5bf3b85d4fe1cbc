import { describe, expect, it } from 'vitest'

import { pageShowing, textsOf } from './pages'

describe('textsOf', () => {
  it('collects the texts of a page global through groups and arrays, and nothing else', () => {
    const global = {
      id: 3,
      heading: 'Service',
      text: 'Wir sind für Sie da.',
      hotlineHeading: 'Hotline',
      whyJoin: [{ id: 'a', icon: 12, title: 'Team', text: 'Gemeinsam' }],
      intro: { heading: 'Die Marke', image: 4 },
      stats: [{ fact: 'factory_area', label: 'm² Werk' }],
      globalType: 'service-page',
      updatedAt: '2026-11-21',
    }
    expect(textsOf(global)).toEqual([
      'Service',
      'Wir sind für Sie da.',
      'Hotline',
      'Team',
      'Gemeinsam',
      'Die Marke',
      'm² Werk',
    ])
  })
})

describe('pageShowing', () => {
  it('knows which page lists a collection', () => {
    expect(pageShowing('offices')).toBe('contact-page')
    expect(pageShowing('certificates')).toBe('qualification-page')
    expect(pageShowing('products')).toBeNull()
  })
})
