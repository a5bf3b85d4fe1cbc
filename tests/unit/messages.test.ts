import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (inner && typeof inner === 'object') Object.assign(out, flatten(inner, name))
    else out[name] = String(inner)
  }
  return out
}

const files = Object.fromEntries(
  locales.map((l) => [l, flatten(JSON.parse(fs.readFileSync(path.resolve('messages', `${l}.json`), 'utf8')))]),
)
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('interface messages', () => {
  it('have the same keys in all six languages', () => {
    const keys = Object.keys(files.de!).sort()
    for (const l of locales) expect(Object.keys(files[l]!).sort(), l).toEqual(keys)
  })

  it('are filled and keep their placeholders in every language', () => {
    for (const l of locales) {
      for (const [key, value] of Object.entries(files[l]!)) {
        expect(value.trim(), `${l}:${key}`).not.toBe('')
        expect(placeholders(value), `${l}:${key}`).toEqual(placeholders(files.de![key]!))
      }
    }
  })

  it('are translated: the Chinese messages are Chinese', () => {
    const cjk = /[\u3400-\u9fff]/
    // Messages made only of placeholders and punctuation ("{current} / {total}") have nothing to translate.
    const words = (v: string) => /\p{L}/u.test(v.replace(/\{\w+\}/g, ''))
    const notChinese = Object.entries(files.zh!).filter(([, v]) => words(v) && !cjk.test(v))
    expect(notChinese).toEqual([])
  })
})
