import { describe, expect, it } from 'vitest'

import { isL, pick, withRowIds } from './localize'

const title = { de: 'Titel', zh: '标题', en: 'Title', it: 'Titolo', fr: 'Titre', es: 'Título' }

describe('seed localisation', () => {
  it('picks one language out of nested six-language texts', () => {
    const data = { title, rows: [{ label: title, kind: 'tel' }], count: 3 }
    expect(pick(data, 'zh')).toEqual({ title: '标题', rows: [{ label: '标题', kind: 'tel' }], count: 3 })
    expect(pick(data, 'fr')).toEqual({ title: 'Titre', rows: [{ label: 'Titre', kind: 'tel' }], count: 3 })
  })

  it('treats only complete six-language objects as texts', () => {
    expect(isL(title)).toBe(true)
    expect(isL({ de: 'a', en: 'b' })).toBe(false)
  })

  it('keeps the stored array rows when filling a later language', () => {
    const stored = {
      rows: [
        { id: 'r1', label: 'A' },
        { id: 'r2', label: 'B' },
      ],
    }
    const next = withRowIds({ rows: [{ label: 'a' }, { label: 'b' }] }, stored)
    expect(next).toEqual({
      rows: [
        { label: 'a', id: 'r1' },
        { label: 'b', id: 'r2' },
      ],
    })
  })
})
