import { describe, expect, it } from 'vitest'

import { itemsLine, MAX_ITEMS, parseItems } from './items'
import de from '../../../messages/de.json'
import zh from '../../../messages/zh.json'

const m = de.enquiry.validation

describe('the rows of an enquiry', () => {
  it('takes article numbers in any case and quantities as numbers or digits; a number given twice is one row', () => {
    expect(
      parseItems(m, [
        { article: 'sh100101', quantity: 2 },
        { article: 'SH300301', quantity: '12' },
        { article: 'SH100101', quantity: 3 },
      ]),
    ).toEqual({
      ok: true,
      items: [
        { article: 'SH100101', quantity: 5, row: 0 },
        { article: 'SH300301', quantity: 12, row: 1 },
      ],
    })
    expect(parseItems(m, undefined)).toEqual({ ok: true, items: [] })
    expect(parseItems(m, null)).toEqual({ ok: true, items: [] })
  })

  it('names every bad row by its place, in the language asked for', () => {
    const result = parseItems(zh.enquiry.validation, [
      { article: 'SH100101', quantity: 1 },
      { article: 'Waschbecken', quantity: 0 },
      { article: 'SH300301', quantity: 2.5 },
      'SH100102',
      { article: 'SH100103', quantity: 10_000 },
    ])
    expect(result).toEqual({
      ok: false,
      errors: {
        'items.1.article': '“Waschbecken”不是有效的货号（SH加六位数字）。',
        'items.1.quantity': '请填写1至9999之间的数量。',
        'items.2.quantity': '请填写1至9999之间的数量。',
        'items.3.article': '“”不是有效的货号（SH加六位数字）。',
        'items.3.quantity': '请填写1至9999之间的数量。',
        'items.4.quantity': '请填写1至9999之间的数量。',
      },
    })
  })

  it(`refuses a list that is no list, or longer than ${MAX_ITEMS} rows, and quantities that add up past the maximum`, () => {
    expect(parseItems(m, 'SH100101:2')).toEqual({ ok: false, errors: { items: m.items } })
    const many = Array.from({ length: MAX_ITEMS + 1 }, (_, i) => ({
      article: `SH1${String(i).padStart(5, '0')}`,
      quantity: 1,
    }))
    expect(parseItems(m, many)).toEqual({ ok: false, errors: { items: 'Höchstens 50 Positionen je Anfrage.' } })
    expect(parseItems(m, many.slice(0, MAX_ITEMS)).ok).toBe(true)
    expect(
      parseItems(m, [
        { article: 'SH100101', quantity: 9000 },
        { article: 'SH100101', quantity: 1000 },
      ]),
    ).toEqual({ ok: false, errors: { 'items.1.quantity': 'Bitte eine Menge von 1 bis 9999 angeben.' } })
  })

  it('writes the rows in one line for a spreadsheet cell', () => {
    expect(
      itemsLine([
        { article: 'SH100101', quantity: 3 },
        { article: 'SH300301', quantity: 1 },
      ]),
    ).toBe('SH100101 × 3; SH300301 × 1')
  })
})
