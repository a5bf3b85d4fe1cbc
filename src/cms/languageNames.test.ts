import { describe, expect, it } from 'vitest'

import { languageNames, languageOptions } from './labels'

describe('languages in the admin', () => {
  it('are named in the admin’s language, never by their code', () => {
    expect(languageNames('it')).toEqual({
      de: 'Italienisch',
      zh: '意大利语',
      en: 'Italian',
      it: 'italiano',
      fr: 'italien',
      es: 'italiano',
    })
    for (const option of languageOptions)
      for (const name of Object.values(option.label)) expect(name, option.value).not.toBe(option.value)
  })
})
