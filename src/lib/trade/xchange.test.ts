import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { products } from '@/cms/seed/content/catalogue'
import { gtinOf, variantSeeds } from '@/cms/seed/variants'

import { clip } from './clip'
import { etimClassOf, etimFeatureOf } from './etim'
import { xChangeBytes, xChangeDocument } from './xchange'
import { demoCatalogue } from '../../../tests/support/tradeCatalogue'

const schema = JSON.parse(readFileSync('standards/etim-xchange/etim-xchange-1.1.schema.json', 'utf8')) as object
const ajv = new Ajv2020({ allErrors: true, strict: false })
addFormats(ajv)
const validate = ajv.compile(schema)
const check = (doc: object) => ({ valid: validate(doc), errors: ajv.errorsText(validate.errors) })

const options = {
  generatedAt: new Date('2026-11-30T12:00:00Z'),
  brand: 'SANHAUS',
  supplierGln: '4262025000009',
  dataContact: 'produktdaten@sanhaus.example',
}

/** The parts of the document the test reads. */
type Feature = { EtimFeatureCode: string; EtimValueCode?: string }
type XProduct = {
  ProductIdentification: { ManufacturerProductNumber: string; ProductGtin?: string[] }
  ProductDetails: {
    ProductStatus: string
    ProductDescriptions: { DescriptionLanguage: string; MinimalProductDescription: string }[]
  }
  ProductRelations?: { RelatedManufacturerProductNumber: string; RelationType: string }[]
  ProductAttachments?: { AttachmentType: string; AttachmentDetails: { AttachmentUri: string }[] }[]
  EtimClassification: { EtimClassCode: string; EtimReleaseVersion: string; EtimFeatures?: Feature[] }[]
  TradeItem: { Pricing: { GrossListPrice?: string; PriceOnRequest?: boolean }[] }[]
}
type XDocument = { Language: string[]; Supplier: { Product: XProduct[] }[] }

describe('the ETIM xChange catalogue', () => {
  const catalogue = demoCatalogue()
  const doc = xChangeDocument(catalogue, options)
  const all = (doc as XDocument).Supplier[0]!.Product
  const byArticle = (article: string) => all.find((p) => p.ProductIdentification.ManufacturerProductNumber === article)

  it('validates against the ETIM xChange 1.1 schema, one product per trade item, in six languages', () => {
    const { valid, errors } = check(doc)
    expect(valid, errors).toBe(true)
    expect(all.length).toBe(catalogue.items.length)
    // Every demo variant but the basin waste's, which has no ETIM class.
    expect(catalogue.items.length).toBe(products.reduce((n, p) => n + variantSeeds(p).length, 0) - 1)
    expect(catalogue.leftOut.map((l) => l.productSlug)).toEqual(['clic-push-button-basin-waste'])
    expect((doc as XDocument).Language).toEqual(['de-DE', 'zh-CN', 'en-GB', 'it-IT', 'fr-FR', 'es-ES'])
  })

  it('is written product by product as the same JSON as the whole document', () => {
    expect(xChangeBytes(catalogue, options).toString('utf8')).toBe(JSON.stringify(doc))
    const one = { ...catalogue, items: catalogue.items.slice(0, 1) }
    expect(xChangeBytes(one, options).toString('utf8')).toBe(JSON.stringify(xChangeDocument(one, options)))
  })

  it('carries Luna 60’s class, its material by its EV code, its GTIN and its titles in German and Chinese', () => {
    const luna = byArticle('SH100101')!
    expect(luna.ProductIdentification.ProductGtin).toEqual([gtinOf('SH100101')])
    expect(luna.EtimClassification[0]!.EtimClassCode).toBe('EC011550')
    expect(luna.EtimClassification[0]!.EtimReleaseVersion).toBe('10.0')
    expect(luna.EtimClassification[0]!.EtimFeatures).toContainEqual({
      EtimFeatureCode: 'EF002169',
      EtimValueCode: 'EV011547',
    })
    const titles = Object.fromEntries(
      luna.ProductDetails.ProductDescriptions.map((d) => [d.DescriptionLanguage, d.MinimalProductDescription]),
    )
    expect(titles['de-DE']).toBe('Wandwaschbecken Luna 60 – Weiß')
    expect(titles['zh-CN']).toBe('Luna 60 人造石挂盆 – 白色')
    expect(Object.keys(titles)).toHaveLength(6)
    expect(luna.TradeItem[0]!.Pricing).toEqual([{ PriceUnit: 'C62', PriceQuantity: '1', GrossListPrice: '289.00' }])
    const types = luna.ProductAttachments?.map((a) => [a.AttachmentType, a.AttachmentDetails.length])
    expect(types).toEqual([
      ['ATX015', 1],
      ['ATX003', 6],
    ])
  })

  it('uses only features its class has in ETIM 10, and for A features only values the class allows', () => {
    let count = 0
    for (const p of all) {
      const { EtimClassCode, EtimFeatures = [] } = p.EtimClassification[0]!
      const c = etimClassOf(EtimClassCode)
      expect(c, EtimClassCode).toBeTruthy()
      for (const f of EtimFeatures) {
        const feature = etimFeatureOf(c, f.EtimFeatureCode)
        expect(feature, `${p.ProductIdentification.ManufacturerProductNumber} ${f.EtimFeatureCode}`).toBeTruthy()
        if (feature!.type === 'A') expect(feature!.values?.map(([code]) => code)).toContain(f.EtimValueCode)
        count++
      }
    }
    expect(count).toBeGreaterThan(all.length * 5)
  })

  it('ends the discontinued variant with its successor', () => {
    const sand = byArticle('SH100503')!
    expect(sand.ProductDetails.ProductStatus).toBe('OBSOLETE')
    expect(sand.ProductRelations).toEqual([
      { RelatedManufacturerProductNumber: 'SH100502', RelationType: 'SUCCESSOR', RelatedProductQuantity: 1 },
    ])
    expect(byArticle('SH100502')!.ProductDetails.ProductStatus).toBe('ACTIVE')
    const before = xChangeDocument(catalogue, { ...options, generatedAt: new Date('2026-01-15T12:00:00Z') })
    const planned = (before as XDocument).Supplier[0]!.Product.find(
      (p) => p.ProductIdentification.ManufacturerProductNumber === 'SH100503',
    )!
    expect(planned.ProductDetails.ProductStatus).toBe('PLANNED WITHDRAWAL')
  })

  it('cuts a title longer than the schema allows at a word’s end and stays valid', () => {
    const [first, ...rest] = catalogue.items
    const long = 'Wandwaschbecken Luna 60 aus Mineralguss mit seidenmatter, porenfreier Oberfläche – Weiß matt'
    const planted = { ...first!, title: { ...first!.title, de: long } }
    const cut = xChangeDocument({ ...catalogue, items: [planted, ...rest] }, options)
    const { valid, errors } = check(cut)
    expect(valid, errors).toBe(true)
    const de = (cut as XDocument).Supplier[0]!.Product[0]!.ProductDetails.ProductDescriptions[0]!
    // 80 characters at most, the ellipsis among them.
    expect(de.MinimalProductDescription).toBe('Wandwaschbecken Luna 60 aus Mineralguss mit seidenmatter, porenfreier…')
  })

  it('rejects a class code that is no ETIM code', () => {
    const [first, ...rest] = catalogue.items
    const planted = { ...first!, etim: { ...first!.etim, class: { ...first!.etim.class, id: 'EC11550' } } }
    const { valid, errors } = check(xChangeDocument({ ...catalogue, items: [planted, ...rest] }, options))
    expect(valid).toBe(false)
    expect(errors).toContain('EtimClassCode must match pattern')
  })

  it('leaves out a missing price as on request and a missing contact', () => {
    const items = catalogue.items.map((item) => ({ ...item, trade: { ...item.trade, listPrice: null } }))
    const priceless = xChangeDocument({ ...catalogue, items }, { ...options, dataContact: null })
    expect(check(priceless).valid, check(priceless).errors).toBe(true)
    expect('EmailDataCreator' in priceless).toBe(false)
    expect((priceless as XDocument).Supplier[0]!.Product[0]!.TradeItem[0]!.Pricing[0]!.PriceOnRequest).toBe(true)
  })

  it('cuts a long text at a word’s end, and Chinese at a character', () => {
    expect(clip('Wandwaschbecken Luna 60 aus Mineralguss', 20)).toBe('Wandwaschbecken…')
    expect(clip('人造石挂盆人造石挂盆', 5)).toBe('人造石挂…')
    expect(clip('  ', 5)).toBeUndefined()
  })
})
