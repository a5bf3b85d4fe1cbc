import { describe, expect, it } from 'vitest'

import {
  CHECKED,
  fieldState,
  fingerprint,
  isEmptyText,
  languageStatus,
  recordChecked,
  recordSave,
  type LocalizedText,
} from './status'

const rich = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] })),
  },
})

const text = (values: LocalizedText['values'], path = 'description'): LocalizedText => ({
  path,
  kind: 'textarea',
  values,
})

describe('fingerprints of source texts', () => {
  it('are the same for the same text whichever order a database gives its keys in', () => {
    const a = { root: { type: 'root', children: [{ type: 'text', text: 'Hallo', format: 0 }] } }
    const b = { root: { children: [{ format: 0, text: 'Hallo', type: 'text' }], type: 'root' } }
    expect(fingerprint(a)).toBe(fingerprint(b))
    expect(fingerprint('Duschkabine')).not.toBe(fingerprint('Duschkabine aus Glas'))
  })

  it('treat an empty rich text like an empty plain text', () => {
    expect(isEmptyText(rich(''))).toBe(true)
    expect(isEmptyText(rich('', 'Glas'))).toBe(false)
    expect(fingerprint(rich(''))).toBe(fingerprint(''))
  })
})

describe('the state of a language', () => {
  const saved = recordSave([text({ de: 'Walk-in aus Glas', it: 'Walk-in in vetro' })], 'it', { en: {} })

  it('is current after its save, outdated once the German source changes, missing where it has no text', () => {
    expect(fieldState(text({ de: 'Walk-in aus Glas', it: 'Walk-in in vetro' }), 'it', saved)).toBe('current')
    expect(fieldState(text({ de: 'Walk-in aus Sicherheitsglas', it: 'Walk-in in vetro' }), 'it', saved)).toBe(
      'outdated',
    )
    expect(fieldState(text({ de: 'Walk-in aus Glas', it: '' }), 'it', saved)).toBe('missing')
    // A language without a record (saved before fingerprints were kept) counts as its baseline.
    expect(fieldState(text({ de: 'Walk-in aus Glas', fr: 'Walk-in en verre' }), 'fr', saved)).toBe('current')
    // Nothing to translate where the source is empty.
    expect(fieldState(text({ de: '', es: '' }), 'es', saved)).toBe('current')
  })

  it('is the worst of its fields, which are listed', () => {
    const texts = [
      text({ de: 'Titel neu', it: 'Titolo' }, 'title'),
      text({ de: 'Beschreibung', it: '' }, 'description'),
      text({ de: 'Gleich', it: 'Uguale' }, 'note'),
    ]
    const recorded = {
      it: { title: fingerprint('Titel alt'), description: fingerprint('x'), note: fingerprint('Gleich') },
    }
    const status = languageStatus(texts, 'it', recorded)
    expect(status.state).toBe('missing')
    expect(status.fields).toEqual([
      { path: 'title', state: 'outdated' },
      { path: 'description', state: 'missing' },
    ])
    expect(languageStatus([texts[0]!, texts[2]!], 'it', recorded).state).toBe('outdated')
  })
})

describe('what a save records', () => {
  const texts = [text({ de: 'Quelle' })]

  it('the saved language gets the source fingerprints; the others keep theirs', () => {
    const before = { it: { description: 'old' }, fr: { description: 'older' } }
    const after = recordSave(texts, 'it', before)
    expect(after.it).toEqual({ description: fingerprint('Quelle') })
    expect(after.fr).toEqual({ description: 'older' })
  })

  it('the first save of a document takes every language as its baseline, checked, against the source as stored', () => {
    const after = recordSave(texts, 'de', null)
    expect(Object.keys(after).sort()).toEqual(['en', 'es', 'fr', 'it', 'zh'])
    expect(after.zh).toEqual({ description: `${CHECKED}${fingerprint('Quelle')}` })
    // A name the site started with in German is its translation, not a copy.
    expect(fieldState(text({ de: 'Quelle', zh: 'Quelle' }), 'zh', after)).toBe('current')
  })

  it('a save renews only the fields whose text in that language it changed: another field stays outdated', () => {
    const two = (it: { title: string; description: string }, de = { title: 'Titel neu', description: 'Text neu' }) => [
      text({ de: de.title, it: it.title }, 'title'),
      text({ de: de.description, it: it.description }, 'description'),
    ]
    // Both Italian fields were translated from the old German texts.
    const recorded = { it: { title: fingerprint('Titel alt'), description: fingerprint('Text alt') } }
    const before = two({ title: 'Titolo', description: 'Testo' })
    expect(languageStatus(before, 'it', recorded).fields.map((f) => f.state)).toEqual(['outdated', 'outdated'])
    // The translator changes the title only.
    const after = recordSave(before, 'it', recorded, new Set(['title']))
    const now = two({ title: 'Titolo nuovo', description: 'Testo' })
    expect(fieldState(now[0]!, 'it', after)).toBe('current')
    expect(fieldState(now[1]!, 'it', after)).toBe('outdated')
  })

  it('a text copied from the source is identical to it, until it is checked by hand; a later change of the source makes it outdated', () => {
    const copied = text({ de: 'Walk-in aus Glas', es: 'Walk-in aus Glas' })
    const saved = recordSave([copied], 'es', { es: {} }, new Set(['description']))
    expect(fieldState(copied, 'es', saved)).toBe('identical')
    expect(languageStatus([copied], 'es', saved).state).toBe('identical')
    const checked = recordChecked([copied], 'es', ['description'], saved)
    expect(fieldState(copied, 'es', checked)).toBe('current')
    expect(fieldState(text({ de: 'Walk-in aus Sicherheitsglas', es: 'Walk-in aus Glas' }), 'es', checked)).toBe(
      'outdated',
    )
    // Checking an outdated field by hand makes it current without a change of its text.
    const changedSource = [text({ de: 'Walk-in aus Sicherheitsglas', es: 'Walk-in de vidrio' })]
    const outdated = recordSave([text({ de: 'Walk-in aus Glas', es: 'Walk-in de vidrio' })], 'es', { es: {} })
    expect(fieldState(changedSource[0]!, 'es', outdated)).toBe('outdated')
    expect(fieldState(changedSource[0]!, 'es', recordChecked(changedSource, 'es', ['description'], outdated))).toBe(
      'current',
    )
  })

  it('the worst state of a language is missing, then outdated, then identical', () => {
    const recorded = { it: { a: fingerprint('A'), b: fingerprint('alt'), c: fingerprint('C') } }
    const a = text({ de: 'A', it: 'A' }, 'a')
    const b = text({ de: 'B', it: 'Bi' }, 'b')
    const c = text({ de: 'C', it: '' }, 'c')
    expect(languageStatus([a], 'it', recorded).state).toBe('identical')
    expect(languageStatus([a, b], 'it', recorded).state).toBe('outdated')
    expect(languageStatus([a, b, c], 'it', recorded).state).toBe('missing')
  })

  it('a save of all languages at once records all of them', () => {
    const after = recordSave(texts, 'all', { it: { description: 'old' }, zh: {} })
    expect(after.it).toEqual({ description: fingerprint('Quelle') })
    expect(after.es).toEqual({ description: fingerprint('Quelle') })
  })
})
