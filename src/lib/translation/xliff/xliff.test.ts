import { describe, expect, it } from 'vitest'

import { fromInline, type InlineCodeError, inlineText, toInline, type Inline } from './inline'
import { readXliff, writeXliff, type XliffFileError, type XliffVersion } from './xliff'

const run = (text: string, format = 0) => ({
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text,
  type: 'text',
  version: 1,
})
const paragraph = (...children: unknown[]) => ({
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  type: 'paragraph',
  version: 1,
  textFormat: 0,
})

/** A description as the admin's editor stores it: a bold run, a link to a product, a line break, a heading. */
const description = {
  root: {
    children: [
      paragraph(
        run('Die Wanne aus '),
        run('Mineralguss', 1),
        run(' hält die Wärme; siehe '),
        {
          children: [run('Luna 60')],
          direction: 'ltr',
          fields: { linkType: 'internal', doc: { relationTo: 'products', value: 42 }, newTab: false },
          format: '',
          indent: 0,
          type: 'link',
          version: 3,
        },
        { type: 'linebreak', version: 1 },
        run('900 × 450 mm & <leicht>.'),
      ),
      { children: [run('Pflege')], direction: 'ltr', format: '', indent: 0, type: 'heading', version: 1, tag: 'h3' },
    ],
    direction: 'ltr',
    format: '',
    indent: 0,
    type: 'root',
    version: 1,
  },
}

const file = (version: XliffVersion, target: Inline[] | null, print = 'abc') =>
  writeXliff({
    version,
    sourceLanguage: 'de-DE',
    targetLanguage: 'it-IT',
    site: 'https://sanhaus.example',
    documents: [
      {
        original: 'products/42',
        units: [
          {
            key: 'products/42/description',
            print,
            source: toInline(description),
            target,
            state: 'outdated',
            note: 'Beschreibung',
          },
          {
            key: 'products/42/title',
            print: 'p2',
            source: toInline('Wanne „Aqua“ <90>'),
            target: null,
            state: 'missing',
          },
        ],
      },
    ],
  })

describe('a rich text as inline codes', () => {
  it('names each paragraph, mark, link and line break by a code and keeps the words between', () => {
    const parts = toInline(description)
    expect(inlineText(parts)).toBe(
      'Die Wanne aus Mineralguss hält die Wärme; siehe Luna 60900 × 450 mm & <leicht>.Pflege',
    )
    expect(parts.map((p) => (typeof p === 'string' ? 'text' : `${p.kind}:${p.ctype}`))).toEqual([
      'pair:x-paragraph',
      'pair:x-heading',
    ])
    const first = parts[0] as Extract<Inline, { kind: 'pair' }>
    expect(first.children.map((p) => (typeof p === 'string' ? p : `${p.id}:${p.ctype}`))).toEqual([
      'Die Wanne aus ',
      '2:bold',
      ' hält die Wärme; siehe ',
      '3:link',
      '4:lb',
      '900 × 450 mm & <leicht>.',
    ])
  })

  it('comes back byte for byte when the codes and words are the source’s', () => {
    expect(JSON.stringify(fromInline(toInline(description), description))).toBe(JSON.stringify(description))
  })

  it('takes a translation’s words and order, and the source’s marks, link and heading level', () => {
    const translated: Inline[] = [
      {
        kind: 'pair',
        id: '1',
        ctype: 'x-paragraph',
        children: [
          'La vasca in ',
          { kind: 'pair', id: '2', ctype: 'bold', children: ['resina minerale'] },
          ' mantiene il calore; vedi ',
          { kind: 'pair', id: '3', ctype: 'link', children: ['Luna 60'] },
          { kind: 'single', id: '4', ctype: 'lb' },
          '900 × 450 mm.',
        ],
      },
      { kind: 'pair', id: '5', ctype: 'x-heading', children: ['Cura'] },
    ]
    const value = fromInline(translated, description) as typeof description
    const [p, h] = value.root.children as [ReturnType<typeof paragraph>, { tag: string; children: { text: string }[] }]
    expect(p.children).toEqual([
      run('La vasca in '),
      run('resina minerale', 1),
      run(' mantiene il calore; vedi '),
      { ...(description.root.children[0]!.children[3] as object), children: [run('Luna 60')] },
      { type: 'linebreak', version: 1 },
      run('900 × 450 mm.'),
    ])
    expect(h.tag).toBe('h3')
    expect(h.children[0]!.text).toBe('Cura')
  })

  it('refuses a code the source has not, a code used twice, words outside a paragraph and codes in a plain text', () => {
    const reason = (parts: Inline[], source: unknown = description) => {
      try {
        fromInline(parts, source)
        return null
      } catch (error) {
        return (error as InlineCodeError).reason
      }
    }
    expect(reason([{ kind: 'pair', id: '99', ctype: 'bold', children: ['x'] }])).toBe('unknownCode')
    const twice: Inline = { kind: 'pair', id: '1', ctype: 'x-paragraph', children: ['a'] }
    expect(reason([twice, twice])).toBe('repeatedCode')
    expect(reason(['Testo libero'])).toBe('textOutside')
    expect(reason(['\n  '])).toBeNull()
    expect(reason([{ kind: 'single', id: '1', ctype: 'lb' }], 'Wanne')).toBe('codesInPlainText')
  })
})

describe.each(['1.2', '2.0'] as const)('XLIFF %s', (version) => {
  it('writes what it reads back: keys, fingerprints, languages, site, codes and escaped text', () => {
    const read = readXliff(file(version, toInline(description)))
    expect(read.version).toBe(version)
    expect([read.sourceLanguage, read.targetLanguage, read.sites]).toEqual([
      'de-DE',
      'it-IT',
      ['https://sanhaus.example'],
    ])
    expect(read.units.map((u) => [u.key, u.print])).toEqual([
      ['products/42/description', 'abc'],
      ['products/42/title', 'p2'],
    ])
    expect(read.units[0]!.source).toEqual(toInline(description))
    expect(JSON.stringify(fromInline(read.units[0]!.target!, description))).toBe(JSON.stringify(description))
    expect(read.units[1]!.source).toEqual(['Wanne „Aqua“ <90>'])
    expect(read.units[1]!.target).toBeNull()
  })

  it('leaves out the control characters XML does not allow, so a pasted text never breaks the file', () => {
    const text = writeXliff({
      version,
      sourceLanguage: 'de-DE',
      targetLanguage: 'it-IT',
      site: 'https://sanhaus.example',
      documents: [
        { original: 'products/1', units: [{ key: 'products/1/title', print: 'p', source: ['Wanne\u000b"Aqua"'] }] },
      ],
    })
    expect(readXliff(text).units[0]!.source).toEqual(['Wanne"Aqua"'])
  })

  it('refuses a file that is not well-formed, not XLIFF, or of another version', () => {
    const reason = (text: string) => {
      try {
        readXliff(text)
        return null
      } catch (error) {
        return `${(error as XliffFileError).reason} ${(error as XliffFileError).detail}`.trim()
      }
    }
    expect(reason(file(version, null).replace('</xliff>', ''))).toMatch(/^malformed /)
    expect(reason('<html/>')).toBe('notXliff html')
    expect(reason('<xliff version="1.1" xmlns="urn:oasis:names:tc:xliff:document:1.1"/>')).toBe('version 1.1')
  })
})
