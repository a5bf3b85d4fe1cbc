import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { families } from '@/lib/vocabularies'

import { products } from './catalogue'
import { guides, parts } from './guides'
import type { L } from './types'

const every = (text: L, where: string) => {
  for (const locale of locales) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy()
  // translated, not the German copied (single words and names may be the same, e.g. Thermometer)
  for (const locale of locales.filter((l) => l !== 'de'))
    if (text.de.split(/\s+/).length > 2) expect(text[locale], `${where} ${locale}`).not.toBe(text.de)
  // Chinese keeps its own punctuation between its characters
  expect(text.zh, `${where} zh`).not.toMatch(/[\u4e00-\u9fff][,;:!?]|[,;:!?][\u4e00-\u9fff]/)
}

describe('the demo installation guides and parts', () => {
  it('give every kind of product a guide in six languages: safety, tools, steps, care', () => {
    expect(guides.map((g) => g.family).sort()).toEqual([...families].sort())
    for (const g of guides) {
      every(g.title, `${g.family} title`)
      every(g.safety, `${g.family} safety`)
      every(g.care, `${g.family} care`)
      expect(g.tools.length, g.family).toBeGreaterThanOrEqual(4)
      g.tools.forEach((tool, i) => every(tool, `${g.family} tool ${i}`))
      for (const drill of g.drills) {
        expect(drill.diameter, g.family).toBeGreaterThan(0)
        every(drill.use, `${g.family} drill Ø ${drill.diameter}`)
      }
      expect(g.steps.length, g.family).toBeGreaterThanOrEqual(6)
      expect(g.steps.length, g.family).toBeLessThanOrEqual(10)
      g.steps.forEach((step, i) => {
        every(step.title, `${g.family} step ${i + 1} title`)
        every(step.text, `${g.family} step ${i + 1}`)
      })
    }
  })

  it('give every product its parts with unique part numbers, most with spare parts', () => {
    const numbers: string[] = []
    for (const product of products) {
      const list = parts[product.slug]
      expect(list?.length, product.slug).toBeGreaterThanOrEqual(3)
      expect(list!.length, product.slug).toBeLessThanOrEqual(7)
      for (const part of list!) {
        expect(part.article, product.slug).toMatch(/^ET\d{6}$/)
        expect(Number.isInteger(part.quantity) && part.quantity > 0, product.slug).toBe(true)
        every(part.name, `${product.slug} ${part.article}`)
        numbers.push(part.article)
      }
    }
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(Object.keys(parts).sort()).toEqual(products.map((p) => p.slug).sort())
    const withSpares = products.filter((p) => parts[p.slug]!.some((part) => part.spare))
    expect(withSpares.length).toBeGreaterThanOrEqual(products.length - 4)
  })
})
