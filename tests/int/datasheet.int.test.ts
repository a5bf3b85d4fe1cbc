import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { dbKind, publishedProduct, startCms, testPicture, type Cms } from './harness'

/**
 * A data sheet's revision comes from Payload's versions of the product: publishing counts,
 * saving a draft (or an autosave) does not. The sheet's picture is read from the media storage.
 */

let cms: Cms
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  cms = await startCms()
})

afterAll(async () => {
  await cms?.close()
})

const revisionOf = async (id: number) => {
  const { readRevision } = await import('@/lib/cms/revision')
  return readRevision(cms.payload, id)
}

describe(`data sheet revisions (${dbKind()})`, () => {
  it('counts publications: a publish raises the number and the date, a draft save changes neither', async () => {
    const id = await publishedProduct(cms, { de: 'Becken Revision', zh: '台盆版本' })
    const first = await revisionOf(id)
    // Created published, then published in Chinese: two publications.
    expect(first?.number).toBe(2)

    await cms.payload.update({
      collection: 'products',
      id,
      locale: 'de',
      draft: true,
      data: { title: 'Becken Revision (Entwurf)', _status: 'draft' } as never,
      context: { ...ctx },
    })
    expect(await revisionOf(id)).toEqual(first)

    await new Promise((resolve) => setTimeout(resolve, 20))
    await cms.payload.update({
      collection: 'products',
      id,
      locale: 'de',
      data: { title: 'Becken Revision neu', _status: 'published' } as never,
      context: { ...ctx },
    })
    const second = await revisionOf(id)
    expect(second?.number).toBe(3)
    expect(Date.parse(second!.date)).toBeGreaterThan(Date.parse(first!.date))
  })

  it('has no revision for a product never published', async () => {
    const id = await publishedProduct(cms, { de: 'Becken Entwurf' })
    const { docs } = await cms.payload.findVersions({
      collection: 'products',
      where: { parent: { equals: id } },
      limit: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    await cms.payload.db.deleteVersions({
      collection: 'products',
      where: { parent: { equals: id }, 'version._status': { equals: 'published' } },
    })
    expect(await revisionOf(id)).toBeNull()
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
