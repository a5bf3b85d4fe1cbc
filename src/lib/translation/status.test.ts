import { describe, expect, it } from 'vitest'

import { fieldState, fingerprint, isEmptyText, languageStatus, recordSave, type LocalizedText } from './status'

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

  it('the first save of a document takes every language as its baseline, against the source as stored', () => {
    const after = recordSave(texts, 'de', null)
    expect(Object.keys(after).sort()).toEqual(['en', 'es', 'fr', 'it', 'zh'])
    expect(after.zh).toEqual({ description: fingerprint('Quelle') })
  })

  it('a save of all languages at once records all of them', () => {
    const after = recordSave(texts, 'all', { it: { description: 'old' }, zh: {} })
    expect(after.it).toEqual({ description: fingerprint('Quelle') })
    expect(after.es).toEqual({ description: fingerprint('Quelle') })
  })
})
