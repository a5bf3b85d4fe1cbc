import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { downloadFixture, tinyPdf, uploaderOf } from './fixtures'
import { publishedProduct, cmsOfFile, testPicture } from './harness'
import { compoundFile } from '../fixtures/cfb'

/**
 * Typed downloads (kind and language per row, the file's format checked by its bytes and against
 * its kind), certificates and reference projects linked to products, on both databases (a database
 * migrated from the schema before them: migrations.int.test.ts).
 */

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }
const fixture = downloadFixture
const pdf = tinyPdf
const upload = uploaderOf(cms)

describe('the media library takes CAD and BIM files by their bytes', () => {
  it('stores each format with its type', async () => {
    expect((await upload(fixture('outline.dxf'), 'outline.dxf', 'application/octet-stream')).mimeType).toBe(
      'image/vnd.dxf',
    )
    expect((await upload(fixture('header.dwg'), 'header.dwg', '')).mimeType).toBe('image/vnd.dwg')
    expect((await upload(fixture('family.rfa'), 'family.rfa', 'application/octet-stream')).mimeType).toBe(
      'application/octet-stream',
    )
    expect((await upload(fixture('model.skp'), 'model.skp', '')).mimeType).toBe('application/vnd.sketchup.skp')
  })

  it('refuses a program named like a drawing, with the message in the admin’s language', async () => {
    await expect(upload(fixture('drawing.dxf'), 'drawing.dxf', 'image/vnd.dxf', 'en')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('The file is a program'),
    })
    await expect(upload(fixture('drawing.dxf'), 'drawing.dxf', 'image/vnd.dxf', 'zh')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('该文件是程序'),
    })
  })

  it('refuses a compound file without Revit’s stream, and content that does not match the name', async () => {
    await expect(upload(fixture('not-revit.rvt'), 'not-revit.rvt', '')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/DXF, DWG.*IFC, STEP, RVT, RFA, SKP/),
    })
    await expect(upload(fixture('outline.dxf'), 'outline.ifc', '')).rejects.toMatchObject({ status: 400 })
    const hidden = compoundFile({ Data: Buffer.from('BasicFileInfo', 'utf16le') })
    await expect(upload(hidden, 'model.rvt', '')).rejects.toMatchObject({ status: 400 })
  })

  it('refuses a DXF above its 30 MB limit, naming the limit', async () => {
    const text = fixture('outline.dxf').toString('latin1')
    const big = Buffer.from(text.replace('0\nEOF\n', `999\n${'x'.repeat(31 * 1024 * 1024)}\n0\nEOF\n`), 'latin1')
    await expect(upload(big, 'big.dxf', '')).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('30 MB'),
    })
  })
})

describe('a product’s typed downloads', () => {
  let product: number
  let dxf: number
  let sheet: number

  beforeAll(async () => {
    product = await publishedProduct(cms, { de: 'Duschwanne Plano', zh: '平板淋浴底盘' })
    dxf = (await upload(fixture('outline.dxf'), 'plano.dxf', '')).id
    sheet = (await upload(pdf, 'plano.pdf', 'application/pdf')).id
  })

  it('keeps kind and language per row', async () => {
    const doc = await cms.payload.update({
      collection: 'products',
      id: product,
      locale: 'de',
      data: {
        downloads: [
          { kind: 'cad2d', label: 'Grundriss', file: dxf },
          { kind: 'installation', language: 'de', label: 'Montageanleitung', file: sheet },
        ],
      },
      context: ctx,
    })
    expect(doc.downloads?.map((d) => [d.kind, d.language ?? null])).toEqual([
      ['cad2d', null],
      ['installation', 'de'],
    ])
  })

  it('refuses a file whose format its kind does not take, naming the formats expected', async () => {
    const req = await createLocalReq({ locale: 'de' }, cms.payload)
    req.i18n.language = 'de' as never
    await expect(
      cms.payload.update({
        collection: 'products',
        id: product,
        locale: 'de',
        data: { downloads: [{ kind: 'care', label: 'Pflege', file: dxf }] },
        context: ctx,
        req,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [expect.objectContaining({ message: expect.stringContaining('Diese Datei ist ein DXF') })],
      },
    })
  })

  it('a picture field does not take a CAD file', async () => {
    await expect(
      cms.payload.update({ collection: 'products', id: product, locale: 'de', data: { images: [dxf] }, context: ctx }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('certificates and reference projects lead to products', () => {
  it('a certificate and a project name the products they cover and use', async () => {
    const product = await publishedProduct(cms, { de: 'Waschtisch Arco' })
    const image = await testPicture(cms)
    const cert = await cms.payload.create({
      collection: 'certificates',
      locale: 'de',
      data: { group: 'standard', caption: 'EN 14428', image, products: [product], _status: 'published' },
      context: ctx,
    })
    expect(cert.products?.map((p) => (typeof p === 'object' ? p.id : p))).toEqual([product])
    const project = await cms.payload.create({
      collection: 'cases',
      locale: 'de',
      data: {
        region: 'china',
        city: 'Hangzhou',
        caption: 'Hotel am Westsee',
        image,
        products: [{ product, x: 42.5, y: 60 }],
        _status: 'published',
      },
      context: ctx,
    })
    const { docs } = await cms.payload.find({
      collection: 'cases',
      where: { 'products.product': { equals: product } },
      depth: 0,
    })
    expect(docs.map((d) => d.id)).toEqual([project.id])
    expect(docs[0]!.products?.[0]).toMatchObject({ product, x: 42.5, y: 60 })
  })
})
