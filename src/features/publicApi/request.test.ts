import { describe, expect, it } from 'vitest'

import { openApiDocument } from './openapi'
import { pageOf, readId, readQuery, sliceOfBlocks } from './request'
import { matches } from './respond'

const query = (qs: string) => readQuery(new Request(`http://localhost/api/cats?${qs}`))

describe('public API parameters', () => {
  it('reads the language as the spec’s index or as a code, German by default', async () => {
    for (const [qs, locale] of [
      ['', 'de'],
      ['lang=1', 'zh'],
      ['lang=5', 'es'],
      ['lang=IT', 'it'],
      ['lang=%20fr%20', 'fr'],
    ] as const) {
      const parsed = await query(qs)
      expect(parsed.ok && parsed.value.locale, qs).toBe(locale)
    }
  })

  it('refuses an unknown language with a 400 naming the allowed values', async () => {
    const parsed = await query('lang=6')
    expect(parsed.ok).toBe(false)
    const response = await (parsed as { response: Promise<Response> }).response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'bad_language', message: 'Unbekannte Sprache. Erlaubt: 0-5, de, zh, en, it, fr, es.' },
    })
  })

  it('names each bad parameter in the requested language', async () => {
    const parsed = await query('lang=zh&page=0&limit=1.5&layout=grid')
    const body = (await (await (parsed as { response: Promise<Response> }).response).json()) as {
      error: { fields: Record<string, string> }
    }
    expect(body.error.fields).toEqual({
      page: '请输入 1 至 10000 之间的整数。',
      limit: '请输入 1 至 100 之间的整数。',
      layout: '请输入以下值之一：sidebar, home。',
    })
  })

  it('defaults to the first page of 20, and takes the home layout', async () => {
    expect(await query('layout=HOME')).toEqual({
      ok: true,
      value: { locale: 'de', page: 1, limit: 20, layout: 'home' },
    })
  })

  it('takes only positive whole ids that fit the database', async () => {
    expect(await readId('en', '42')).toEqual({ ok: true, value: 42 })
    for (const raw of ['0', '-3', '4.0', '1e3', '2147483648', 'abc', ''])
      expect((await readId('en', raw)).ok, raw).toBe(false)
  })

  it('pages a list and reports the total', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ data: [3, 4], page: 2, limit: 2, total: 5 })
    expect(pageOf([1, 2], 9, 20)).toEqual({ data: [], page: 9, limit: 20, total: 2 })
  })
})

describe('If-None-Match', () => {
  it('matches the same tag, weak or strong, in a list, and the wildcard', () => {
    expect(matches('"abc"', '"abc"')).toBe(true)
    expect(matches('W/"abc"', '"abc"')).toBe(true)
    expect(matches('"x", "abc"', '"abc"')).toBe(true)
    expect(matches('*', '"abc"')).toBe(true)
    expect(matches('"abd"', '"abc"')).toBe(false)
    expect(matches(null, '"abc"')).toBe(false)
  })
})

describe('OpenAPI document', () => {
  const doc = openApiDocument('https://www.sanhaus.example') as {
    paths: Record<string, unknown>
    components: { schemas: Record<string, unknown> }
  }

  it('resolves every reference it makes', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1] as string,
    )
    expect(refs.length).toBeGreaterThan(20)
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty(name)
  })

  it('refuses undocumented fields in answers, so a leaked field fails the contract tests', () => {
    for (const name of ['Ad', 'Category', 'ProductTile', 'Article', 'Job']) {
      expect((doc.components.schemas[name] as { additionalProperties: unknown }).additionalProperties, name).toBe(false)
    }
  })
})

describe('list pages read from the data cache in fixed blocks', () => {
  const list = Array.from({ length: 237 }, (_, i) => i + 1)
  const reader = () => {
    const asked: string[] = []
    const read = async (block: number, size: number) => {
      asked.push(`${block}/${size}`)
      return list.slice((block - 1) * size, block * size)
    }
    return { asked, read }
  }

  it('answers every page and limit with the same items as slicing the whole list', async () => {
    for (const limit of [1, 7, 20, 33, 100])
      for (const page of [1, 2, 3, 5, 12, 13, 100, 9999]) {
        const { read } = reader()
        expect(await sliceOfBlocks(list.length, page, limit, read), `page ${page} limit ${limit}`).toEqual(
          list.slice((page - 1) * limit, page * limit),
        )
      }
  })

  it('asks for no block of its own for any page and limit: only the list’s blocks of 100, at most two, none past the end', async () => {
    const asked = new Set<string>()
    for (let limit = 1; limit <= 100; limit++)
      for (let page = 1; page <= 300; page++) {
        const r = reader()
        await sliceOfBlocks(list.length, page, limit, r.read)
        expect(r.asked.length).toBeLessThanOrEqual(2)
        for (const a of r.asked) asked.add(a)
      }
    expect([...asked].sort()).toEqual(['1/100', '2/100', '3/100'])
  })
})
