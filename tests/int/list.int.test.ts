import { beforeAll, describe, expect, it, vi } from 'vitest'

import type * as ListModule from '@/lib/cms/list'

import { cmsOfFile, dbKind, publishedProduct } from './harness'

// The Merkliste reads through `src/lib/cms`: here without Next's data cache, from this test's CMS.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: () => {} }))
vi.mock('@/lib/cms/payload', () => ({ payloadClient: async () => (globalThis as { intPayload?: unknown }).intPayload }))

const cms = cmsOfFile()
let list: typeof ListModule
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  Object.assign(globalThis, { intPayload: cms.payload })
  list = await import('@/lib/cms/list')
})

const stateOf = async (article: string) => (await list.resolveList([{ article, quantity: 1 }], 'de'))[0]!.state

describe(`a Merkliste's rows (${dbKind()})`, () => {
  it('tells a number the catalogue held (unpublished, in the trash) from one it never held', async () => {
    const id = await publishedProduct(cms, { de: 'Becken der Merkliste' })
    const article = (await cms.payload.findByID({ collection: 'products', id, depth: 0 })).variants[0]!.articleNumber!
    expect(await stateOf(article)).toBe('available')

    await cms.payload.update({ collection: 'products', id, data: { _status: 'draft' }, context: { ...ctx } })
    expect(await stateOf(article)).toBe('withdrawn')

    await cms.payload.update({
      collection: 'products',
      id,
      data: { _status: 'published', deletedAt: new Date().toISOString() } as never,
      context: { ...ctx },
    })
    expect(await stateOf(article)).toBe('withdrawn')

    expect(await stateOf('SH999999')).toBe('unknown')
  })
})
