import { describe, expect, it } from 'vitest'

import { headingsFrom } from './headings'

const heading = (tag: string, text: string) => ({ type: 'heading', tag, children: [{ type: 'text', text }] })
const doc = (...children: { tag?: string; type: string }[]) => ({ root: { type: 'root', children } })
const tags = (value: { root: { children: { tag?: string }[] } }) => value.root.children.map((c) => c.tag ?? 'p')

describe('headingsFrom', () => {
  it('makes an h3 that opens a job text an h2, and the levels below it follow', () => {
    const text = doc(
      heading('h3', 'Ihre Aufgaben'),
      { type: 'paragraph' },
      heading('h4', 'Details'),
      heading('h3', 'Ihr Profil'),
    )
    expect(tags(headingsFrom(text, 2))).toEqual(['h2', 'p', 'h3', 'h2'])
    // The stored value is left as it was.
    expect(tags(text)).toEqual(['h3', 'p', 'h4', 'h3'])
  })

  it('moves an h1 in a text down below the page title, never past h6', () => {
    expect(tags(headingsFrom(doc(heading('h1', 'A'), heading('h6', 'B')), 2))).toEqual(['h2', 'h6'])
  })

  it('leaves a text without headings, or already right, as it is', () => {
    const plain = doc({ type: 'paragraph' })
    expect(headingsFrom(plain, 2)).toBe(plain)
    const right = doc(heading('h2', 'A'))
    expect(headingsFrom(right, 2)).toBe(right)
  })
})
