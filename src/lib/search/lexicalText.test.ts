import { describe, expect, it } from 'vitest'

import { toLexical } from '@/cms/seed/richtext'

import { lexicalText } from './lexicalText'

describe('lexicalText', () => {
  it('reads headings, paragraphs and list items as lines', () => {
    const state = toLexical([{ h2: 'Aufgaben' }, { p: 'Sie betreuen unseren Shop.' }, { ul: ['Pflege', 'Kampagnen'] }])
    expect(lexicalText(state)).toBe('Aufgaben\nSie betreuen unseren Shop.\nPflege\nKampagnen')
  })

  it('has no text for an empty or missing value', () => {
    expect(lexicalText(null)).toBe('')
    expect(lexicalText({ root: { children: [] } })).toBe('')
  })
})
