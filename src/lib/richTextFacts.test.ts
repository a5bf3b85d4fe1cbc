import { describe, expect, it } from 'vitest'

import type { FactTable } from '@/lib/facts'

import { resolveFactsInRichText } from './richTextFacts'

const facts: FactTable = { warranty_years: { label: '', unit: '', value: '3', raw: '3', variants: {} } }

const text = (t: string, format = 0) => ({ type: 'text', text: t, format, version: 1 })
const doc = {
  root: {
    type: 'root',
    version: 1,
    children: [
      { type: 'paragraph', version: 1, children: [text('{{warranty_years}} Jahre Garantie', 1)] },
      { type: 'list', version: 1, children: [{ type: 'listitem', version: 1, children: [text('Ohne Token')] }] },
    ],
  },
}

describe('facts in rich text', () => {
  it('resolves tokens in text nodes and keeps formats and structure', () => {
    const out = resolveFactsInRichText(doc, facts)
    expect(out.root.children[0]).toEqual({ type: 'paragraph', version: 1, children: [text('3 Jahre Garantie', 1)] })
    expect(out.root.children[1]).toEqual(doc.root.children[1])
  })

  it('leaves the stored document untouched', () => {
    const before = JSON.stringify(doc)
    resolveFactsInRichText(doc, facts)
    expect(JSON.stringify(doc)).toBe(before)
  })
})
