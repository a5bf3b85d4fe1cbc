import type { Field, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { pageShowing, textsOf } from './pages'
import { richText } from '../../../../tests/support/richText'

const payload = { collections: {} } as unknown as Payload

describe('textsOf', () => {
  it('collects the localized texts of a page global through groups, lists and rich text, and nothing else', () => {
    const fields: Field[] = [
      { name: 'heading', type: 'text', localized: true },
      { name: 'text', type: 'textarea', localized: true },
      { name: 'hotlineHeading', type: 'text', localized: true },
      {
        name: 'whyJoin',
        type: 'array',
        fields: [
          { name: 'icon', type: 'number' },
          { name: 'title', type: 'text', localized: true },
          { name: 'text', type: 'textarea', localized: true },
        ],
      },
      { name: 'intro', type: 'group', fields: [{ name: 'heading', type: 'text', localized: true }] },
      {
        name: 'stats',
        type: 'array',
        fields: [
          { name: 'fact', type: 'text' },
          { name: 'label', type: 'text', localized: true },
        ],
      },
      { name: 'body', type: 'richText', localized: true },
      { name: 'seo', type: 'group', fields: [{ name: 'title', type: 'text', localized: true }] },
    ]
    const global = {
      id: 3,
      heading: 'Service',
      text: 'Wir sind für Sie da.',
      hotlineHeading: 'Hotline',
      whyJoin: [{ id: 'a', icon: 12, title: 'Team', text: 'Gemeinsam' }],
      intro: { heading: 'Die Marke', image: 4 },
      stats: [{ fact: 'factory_area', label: 'm² Werk' }],
      body: richText('Montag bis Freitag'),
      seo: { title: 'Service | SANHAUS' },
      globalType: 'service-page',
      updatedAt: '2026-11-21',
    }
    expect(textsOf(payload, fields, global)).toEqual([
      'Service',
      'Wir sind für Sie da.',
      'Hotline',
      'Team',
      'Gemeinsam',
      'Die Marke',
      'm² Werk',
      'Montag bis Freitag',
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
