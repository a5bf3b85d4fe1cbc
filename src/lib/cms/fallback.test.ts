import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { fallbackLang } from '@/lib/fallbackLang'

import { fillFromChain } from './fallback'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'text', type: 'textarea', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'items', type: 'array', fields: [{ name: 'label', type: 'text', localized: true }] },
]
const payload = { collections: {} } as never

type Doc = {
  id: number
  title?: string | null
  text?: string | null
  slug: string
  items?: { label?: string | null }[]
}

describe('texts missing in a language', () => {
  const stored: Record<string, Doc[]> = {
    en: [{ id: 1, title: 'Shower', text: null, slug: 's', items: [{ label: 'Width' }] }],
    de: [{ id: 1, title: 'Dusche', text: 'Aus Glas', slug: 's', items: [{ label: 'Breite' }] }],
  }

  it('come from the chain (zh → en → de), each marked with the language it came from', async () => {
    const read: string[] = []
    const docs = await fillFromChain(
      payload,
      fields,
      [{ id: 1, title: '淋浴房', text: '', slug: 's', items: [{ label: null }] } as Doc],
      'zh',
      async (other) => {
        read.push(other)
        return structuredClone(stored[other]!)
      },
    )
    const [doc] = docs
    expect(doc).toMatchObject({ title: '淋浴房', text: 'Aus Glas', items: [{ label: 'Width' }] })
    expect(fallbackLang(doc, 'title')).toBeUndefined()
    expect(fallbackLang(doc, 'text')).toBe('de-DE')
    expect(fallbackLang(doc, 'items.0.label')).toBe('en')
    expect(read).toEqual(['en', 'de'])
  })

  it('are read from nowhere else when nothing is missing', async () => {
    const read: string[] = []
    await fillFromChain(
      payload,
      fields,
      [{ id: 1, title: 'Doccia', text: 'In vetro', slug: 's' } as Doc],
      'it',
      async (o) => {
        read.push(o)
        return []
      },
    )
    expect(read).toEqual([])
  })
})
