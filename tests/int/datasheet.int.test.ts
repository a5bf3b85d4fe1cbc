import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { VERSIONS_KEPT } from '@/cms/hooks/publication'
import type { Media } from '@/payload-types'

import { productPublisherOf, revisionsOf } from './fixtures'
import { catalogueBasics, dbKind, publishedProduct, cmsOfFile, testPicture } from './harness'

/**
 * A data sheet's revision is counted by the product: publishing raises it, saving a draft (or an
 * autosave) does not, and it keeps rising past the versions Payload keeps; also on a database
 * migrated from the schema before the count (migrations.int.test.ts). The sheet's picture is read from the media storage.
 */

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }

const { revisionOf, saveDraft } = revisionsOf(cms)
const publishAs = productPublisherOf(cms)
const publish = (id: number, title: string) => publishAs(id, { title }, null)

describe(`data sheet revisions (${dbKind()})`, () => {
  it('counts publications: a publish raises the number and the date, a draft save changes neither', async () => {
    const id = await publishedProduct(cms, { de: 'Becken Revision', zh: '台盆版本' })
    const first = await revisionOf(id)
    // Created published, then published in Chinese: two publications.
    expect(first?.number).toBe(2)

    await saveDraft(id, 'Becken Revision (Entwurf)')
    expect(await revisionOf(id)).toEqual(first)

    await new Promise((resolve) => setTimeout(resolve, 20))
    await publish(id, 'Becken Revision neu')
    const second = await revisionOf(id)
    expect(second?.number).toBe(3)
    expect(Date.parse(second!.date)).toBeGreaterThan(Date.parse(first!.date))
  })

  it(`keeps counting past the ${VERSIONS_KEPT} versions kept, and never goes back`, async () => {
    const id = await publishedProduct(cms, { de: 'Becken Dauerläufer' })
    expect((await revisionOf(id))?.number).toBe(1)
    // More autosaves than versions are kept: no published version is left among them.
    for (let i = 0; i <= VERSIONS_KEPT; i++) await saveDraft(id, `Becken Dauerläufer ${i}`)
    expect((await revisionOf(id))?.number).toBe(1)
    const seen: number[] = []
    for (let i = 0; i < VERSIONS_KEPT + 2; i++) {
      await publish(id, `Becken Dauerläufer v${i}`)
      seen.push((await revisionOf(id))!.number)
    }
    expect(seen).toEqual(Array.from({ length: VERSIONS_KEPT + 2 }, (_, i) => i + 2))
  })

  it('is not set by what a form sends, and a restore as published counts as a publication', async () => {
    const id = await publishedProduct(cms, { de: 'Becken Formular' })
    await publish(id, 'Becken Formular 2')
    // A draft from a form opened at revision 1 sends the number it showed.
    await saveDraft(id, 'Becken Formular (alt)', { revision: 1 })
    await publish(id, 'Becken Formular 3')
    expect((await revisionOf(id))?.number).toBe(3)

    const { docs } = await cms.payload.findVersions({
      collection: 'products',
      where: { parent: { equals: id }, 'version._status': { equals: 'published' } },
      sort: 'createdAt',
      limit: 1,
    })
    await cms.payload.restoreVersion({ collection: 'products', id: String(docs[0]!.id), context: { ...ctx } })
    expect((await revisionOf(id))?.number).toBe(4)
  })

  it('has no revision for a product never published', async () => {
    const { series, variants } = await catalogueBasics(cms)
    const published = await cms.payload.findByID({
      collection: 'products',
      id: await publishedProduct(cms, { de: 'Becken Vorlage' }),
      depth: 0,
    })
    const draft = await cms.payload.create({
      collection: 'products',
      locale: 'de',
      draft: true,
      data: {
        title: 'Becken Entwurf',
        slug: `becken-entwurf-${Date.now()}`,
        images: published.images,
        category: published.category,
        series,
        variants,
        _status: 'draft',
      } as never,
      context: { ...ctx },
    })
    expect(await revisionOf(draft.id)).toBeNull()
  })

  it('reads the picture from the media storage as a small JPEG', async () => {
    const { pictureForDocument } = await import('@/lib/cms/mediaFile')
    const media = (await cms.payload.findByID({ collection: 'media', id: await testPicture(cms) })) as Media
    const jpeg = await pictureForDocument(media, 400)
    expect(jpeg).not.toBeNull()
    const meta = await sharp(jpeg!).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBeLessThanOrEqual(400)
  })
})
