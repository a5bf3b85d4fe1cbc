import { de } from '@payloadcms/translations/languages/de'
import { describe, expect, it } from 'vitest'

import { languageRules } from '@/lib/text/languageRules'

import { germanSie } from './germanSie'

type Texts = { [key: string]: string | Texts }

/** Every text of a nested table, by its dotted key. */
function entries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  )
}

const payloadGerman = new Map(entries(de.translations as unknown as Texts))
const ours = new Map(entries(germanSie as unknown as Texts))
const sieRule = languageRules.de.find((rule) => rule.kind === 'address')!

describe('the admin’s German', () => {
  it('addresses the reader with “Sie”: no text of Payload’s German, with the project’s over it, says “du”', () => {
    const admin = new Map([...payloadGerman, ...ours])
    const du = [...admin].filter(([, text]) => sieRule.pattern.test(text)).map(([key]) => key)
    expect(du).toEqual([])
    // The rule finds what it should (Payload's own texts had 55).
    expect([...payloadGerman].filter(([, text]) => sieRule.pattern.test(text)).length).toBeGreaterThan(0)
  })

  it('overrides only texts Payload has, and keeps their placeholders and markup', () => {
    for (const [key, text] of ours) {
      const original = payloadGerman.get(key)
      expect(original, key).toBeDefined()
      const tokens = (s: string) =>
        [...s.matchAll(/\{\{\w+\}\}|<\/?\d+>|<a href="\{\{\w+\}\}">/g)].map((m) => m[0]).sort()
      expect(tokens(text), key).toEqual(tokens(original!))
    }
  })
})

describe('the admin’s texts in every language', () => {
  it('never name Payload to the staff, and override only texts Payload has', async () => {
    const { adminTexts, addedTexts } = await import('./adminTexts')
    const added = new Set(Object.keys(addedTexts).map((key) => `general.${key}`))
    const languages = await Promise.all(
      (['de', 'zh', 'en', 'it', 'fr', 'es'] as const).map(
        async (code) =>
          [code, (await import(`@payloadcms/translations/languages/${code}`))[code].translations as Texts] as const,
      ),
    )
    for (const [code, payloadTexts] of languages) {
      const admin = new Map([...entries(payloadTexts), ...entries(adminTexts[code] as unknown as Texts)])
      expect(admin.get('general.payloadSettings'), code).not.toMatch(/Payload/)
      const known = new Map(entries(payloadTexts))
      for (const [key] of entries(adminTexts[code] as unknown as Texts))
        expect(known.has(key) || added.has(key), `${code} ${key}`).toBe(true)
    }
  })

  it('reach the texts Payload writes into its code: the installed admin asks for them, and each is in six languages', async () => {
    const fs = await import('node:fs')
    const { addedTexts } = await import('./adminTexts')
    const { applyPatches } = (await import('../../../scripts/patch-payload-ui.mjs')) as {
      applyPatches: () => string[]
    }
    // npm install applied them already: nothing is left to change.
    expect(applyPatches()).toEqual([])
    const bundle = fs.readFileSync('node_modules/@payloadcms/ui/dist/exports/client/index.js', 'utf8')
    for (const key of Object.keys(addedTexts)) expect(bundle).toContain(`"general:${key}"`)
    expect(bundle).not.toContain('label:"Responsive"')
    expect(bundle).toContain('V.unshift({...oP,label:f.t("general:allLocales")})')
    // The scheduling dialog's date field shows the admin's format, not Payload's US one.
    expect(bundle).toContain('pickerAppearance:"dayAndTime",displayFormat:r,')
    for (const texts of Object.values(addedTexts)) {
      expect(Object.keys(texts).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'zh'])
      expect(new Set(Object.values(texts)).size).toBe(6)
    }
  })
})
