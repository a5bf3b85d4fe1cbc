import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { type Locale } from '@/i18n/locales'
import { toFactTable } from '@/lib/facts'
import { NBSP, NNBSP } from '@/lib/text/typography'

import { finishTexts, type FinishingSource } from './finish'
import { stringsOf } from './texts'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'body', type: 'richText', localized: true },
  {
    name: 'sections',
    type: 'blocks',
    blocks: [{ slug: 'quote', fields: [{ name: 'text', type: 'textarea', localized: true }] }],
  },
  { name: 'rows', type: 'array', fields: [{ name: 'label', type: 'text', localized: true }] },
]
const payload = { collections: {} } as never

const richText = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text, format: 1 }] }] },
})

/** A source that counts its reads: founded 2003, the factory's area, one product's names. */
function countingSource() {
  const reads: string[] = []
  const source: FinishingSource = {
    facts: async (locale: Locale) => {
      reads.push(`facts:${locale}`)
      return toFactTable(
        [
          { key: 'founded', label: 'Gegründet', value: '2003' },
          { key: 'factory_area', label: 'Fläche', value: '39860', unit: 'm²' },
        ],
        locale,
      )
    },
    names: async (slugs, locale) => {
      reads.push(`names:${locale}:${slugs.join(',')}`)
      const names: Record<Locale, string> = {
        de: 'Wandwaschbecken Luna 60',
        zh: 'Luna 60 壁挂式台盆',
        en: 'Luna 60 wall-hung basin',
        it: 'Lavabo sospeso Luna 60',
        fr: 'Lavabo suspendu Luna 60',
        es: 'Lavabo suspendido Luna 60',
      }
      return new Map(slugs.filter((s) => s === 'luna-60').map((s) => [s, { name: 'Luna 60', title: names[locale] }]))
    },
  }
  return { reads, source }
}

const doc = () => ({
  id: 1,
  slug: 'about-{{founded}}',
  title: 'Seit {{founded}}: {{factory_area}} m²',
  body: richText('Unser Becken {{product:luna-60}} gibt es seit {{ founded }}.'),
  sections: [
    { blockType: 'quote', text: 'Qualité ? Depuis {{founded}} !' },
    { blockType: 'quote', text: '{{product:luna-60|title}}' },
  ],
  rows: [{ label: '{{product:gone-product}}' }],
})

describe('finishing the texts of documents for visitors', () => {
  it('resolves facts and product names in every localized text, rich text and block, and leaves other fields as stored', async () => {
    const { source } = countingSource()
    const [finished] = await finishTexts(payload, fields, [doc()], 'de', undefined, source)
    expect(finished!.title).toBe('Seit 2003: 39.860 m²')
    // running text names the model; the written form `|title` gives the catalogue title
    expect(stringsOf(finished!.body)).toEqual(['Unser Becken Luna 60 gibt es seit 2003.'])
    expect(finished!.sections[1]!.text).toBe('Wandwaschbecken Luna 60')
    // the rich text keeps its structure and formats
    expect(finished!.body.root.children[0]!.children[0]!.format).toBe(1)
    expect(finished!.sections[0]!.text).toBe('Qualité ? Depuis 2003 !')
    // a product no visitor can see is named by its slug's words, never by a raw token
    expect(finished!.rows[0]!.label).toBe('Gone product')
    // an unlocalized field (an address part) is no text for visitors
    expect(finished!.slug).toBe('about-{{founded}}')
  })

  it('finishes in one order: facts, then names, then the language’s typography (French)', async () => {
    const { source } = countingSource()
    const [finished] = await finishTexts(payload, fields, [doc()], 'fr', undefined, source)
    expect(finished!.title).toBe(`Seit 2003${NBSP}: 39${NNBSP}860 m²`)
    expect(finished!.sections[0]!.text).toBe(`Qualité${NNBSP}? Depuis 2003${NNBSP}!`)
    expect(finished!.sections[1]!.text).toBe('Lavabo suspendu Luna 60')
  })

  it('reads the facts and names once per call, and nothing for texts without a token', async () => {
    const { reads, source } = countingSource()
    await finishTexts(payload, fields, [doc(), doc()], 'zh', undefined, source)
    expect(reads).toEqual(['facts:zh', 'names:zh:luna-60,gone-product'])
    reads.length = 0
    const plain = { id: 2, slug: 's', title: 'Dusche', body: richText('Glas'), sections: [], rows: [] }
    await finishTexts(payload, fields, [plain], 'de', undefined, source)
    await finishTexts(payload, fields, [plain], 'fr', undefined, source)
    expect(reads).toEqual([])
  })

  it('changes nothing when applied twice', async () => {
    const { source } = countingSource()
    const once = await finishTexts(payload, fields, [doc()], 'fr', undefined, source)
    const snapshot = structuredClone(once)
    await finishTexts(payload, fields, once, 'fr', undefined, source)
    expect(once).toEqual(snapshot)
  })
})
