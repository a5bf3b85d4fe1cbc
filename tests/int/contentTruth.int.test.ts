import { beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { NBSP } from '@/lib/text/typography'

import { requiredSettings } from './fixtures'
import { dbKind, publishedProduct, refusedFields, cmsOfFile } from './harness'

/**
 * Content that is true, on both databases (migrated from the schema before: migrations.int.test.ts): the
 * service contact each language shows (the Chinese hotline is no promise to European visitors),
 * and products named in texts by reference, refused when the catalogue has no such product.
 */

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }

let required: Record<string, unknown>

beforeAll(async () => {
  required = await requiredSettings(cms)
})

/** The messages of the fields a save was refused for. */
const refusal = async (save: Promise<unknown>): Promise<string[]> => Object.values(await refusedFields(save))

describe(`service contact per language (${dbKind()})`, () => {
  it('refuses a language listed by two contacts, naming it', async () => {
    const contact = (office: string) => ({
      office,
      languages: ['de'],
      phone: '+49 69 1',
      timeZone: 'Europe/Berlin',
    })
    const messages = await refusal(
      cms.payload.updateGlobal({
        slug: 'site-settings',
        locale: 'de',
        data: { ...required, regionalContacts: [contact('A'), contact('B')], _status: 'published' } as never,
        context: { ...ctx },
      }),
    )
    expect(messages.join(' ')).toMatch(/Deutsch.*(two service contacts|zwei Servicekontakten)/)
  })
})

describe(`products named by reference (${dbKind()})`, () => {
  it('a text naming a product shows its catalogue title in each language; an unknown product is refused', async () => {
    const id = await publishedProduct(cms, { de: 'Wandwaschbecken Luna 60', fr: 'Lavabo suspendu Luna 60' })
    const { slug } = await cms.payload.findByID({ collection: 'products', id, depth: 0 })
    const entry = await cms.payload.create({
      collection: 'history-entries',
      locale: 'de',
      data: { year: 2019, content: `Das {{product:${slug}}} erhält den Red Dot Award.`, _status: 'published' },
      context: { ...ctx },
    })
    await cms.payload.update({
      collection: 'history-entries',
      id: entry.id,
      locale: 'fr',
      data: { content: `Red Dot Award : le {{product:${slug}}} est primé !`, _status: 'published' },
      context: { ...ctx },
    })

    const { docsInChain } = await import('@/lib/cms/fallback')
    // As the site's readers do: each language without Payload's fallback, then polished.
    const read = async (locale: Locale) =>
      (
        await cms.payload.find({
          collection: 'history-entries',
          locale,
          fallbackLocale: false,
          where: { id: { equals: entry.id } },
          overrideAccess: false,
        })
      ).docs
    const [de] = await docsInChain(cms.payload, 'history-entries', 'de', read)
    expect(de?.content).toBe('Das Wandwaschbecken Luna 60 erhält den Red Dot Award.')
    const [fr] = await docsInChain(cms.payload, 'history-entries', 'fr', read)
    expect(fr?.content).toBe(`Red Dot Award${NBSP}: le Lavabo suspendu Luna 60 est primé\u202f!`)

    await expect(
      cms.payload.update({
        collection: 'history-entries',
        id: entry.id,
        locale: 'de',
        data: { content: 'Das {{product:luna-99-gibt-es-nicht}} erhält den Red Dot Award.' },
        context: { ...ctx },
      }),
    ).rejects.toThrow(/luna-99-gibt-es-nicht/)
  })
})
