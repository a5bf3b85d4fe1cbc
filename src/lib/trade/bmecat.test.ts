import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'

import { products } from '@/cms/seed/content/catalogue'
import { variantSeeds } from '@/cms/seed/variants'
import { locales } from '@/i18n/locales'

import { bmecatDocument } from './bmecat'
import { etimFeatureOf } from './etim'
import { demoCatalogue } from '../../../tests/support/tradeCatalogue'

const xsd = readFileSync('standards/bmecat/bmecat_2005.xsd', 'utf8')
const validate = async (xml: string) => {
  const result = await validateXML({
    xml: [{ fileName: 'catalogue.xml', contents: xml }],
    schema: [{ fileName: 'bmecat_2005.xsd', contents: xsd }],
  })
  return { valid: result.valid, errors: result.errors.slice(0, 5).map((e) => e.message) }
}
const options = { brand: 'SANHAUS', generatedAt: new Date('2026-11-30T12:00:00Z'), listPrices: true, version: '1.0' }

describe('the BMEcat 2005 catalogue', () => {
  const catalogue = demoCatalogue()

  it('validates against the BMEcat 2005 schema in all six languages, one product per exportable variant', async () => {
    for (const locale of locales) {
      const xml = bmecatDocument(catalogue.items, { ...options, locale })
      expect(await validate(xml), locale).toEqual({ valid: true, errors: [] })
      expect(xml.match(/<PRODUCT mode="new">/g)?.length, locale).toBe(catalogue.items.length)
    }
    // Every demo variant but the basin waste's, which has no ETIM class.
    expect(catalogue.items.length).toBe(products.reduce((n, p) => n + variantSeeds(p).length, 0) - 1)
  }, 60_000)

  it('carries the article number, GTIN, descriptions in the language, the ETIM class and its codes', () => {
    const de = bmecatDocument(catalogue.items, { ...options, locale: 'de' })
    const luna = /<PRODUCT mode="new"><SUPPLIER_PID>SH100101<\/SUPPLIER_PID>.*?<\/PRODUCT>/s.exec(de)?.[0] ?? ''
    expect(luna).toContain('<INTERNATIONAL_PID type="gtin">4262025101018</INTERNATIONAL_PID>')
    expect(luna).toContain('<DESCRIPTION_SHORT lang="deu">Wandwaschbecken Luna 60 – Weiß</DESCRIPTION_SHORT>')
    expect(luna).toContain('<REFERENCE_FEATURE_GROUP_ID>EC011550</REFERENCE_FEATURE_GROUP_ID>')
    expect(luna).toContain('<FEATURE><FNAME>EF002169</FNAME><FVALUE>EV011547</FVALUE></FEATURE>')
    expect(luna).toContain('<FEATURE><FNAME>EF004567</FNAME><FVALUE>600</FVALUE><FUNIT>MMT</FUNIT></FEATURE>')
    expect(luna).toContain('<PRICE_AMOUNT>289.00</PRICE_AMOUNT>')
    expect(luna).toContain('<CUSTOMS_NUMBER>39221000</CUSTOMS_NUMBER>')
    const zh = bmecatDocument(catalogue.items, { ...options, locale: 'zh' })
    expect(zh).toContain('<DESCRIPTION_SHORT lang="zho">Luna 60 人造石挂盆 – 白色</DESCRIPTION_SHORT>')
  })

  it('uses only features and values the class has in ETIM 10', () => {
    for (const item of catalogue.items)
      for (const [id, value] of Object.entries(item.etim.values)) {
        const feature = etimFeatureOf(item.etim.class, id)
        expect(feature, `${item.article} ${id}`).toBeTruthy()
        if (feature!.type === 'A')
          expect(
            feature!.values?.map(([c]) => c),
            `${item.article} ${id}`,
          ).toContain(value)
      }
  })

  it('leaves out a variant without a class and names it; without public prices every price has no amount and still validates', async () => {
    expect(catalogue.leftOut).toEqual([
      { article: 'SH500601', productSlug: 'clic-push-button-basin-waste', reason: 'noClass' },
    ])
    const hidden = demoCatalogue(false)
    const xml = bmecatDocument(hidden.items, { ...options, locale: 'de', listPrices: false })
    expect(xml).not.toContain('<PRICE_AMOUNT>')
    expect(xml.match(/<PRODUCT_PRICE price_type="net_list">/g)?.length).toBe(hidden.items.length)
    expect(await validate(xml)).toEqual({ valid: true, errors: [] })
  }, 30_000)

  it('is refused by the schema when a product lacks its price details (the test can fail)', async () => {
    const xml = bmecatDocument(catalogue.items.slice(0, 2), { ...options, locale: 'de' }).replace(
      /<PRODUCT_PRICE_DETAILS>.*?<\/PRODUCT_PRICE_DETAILS>/s,
      '',
    )
    const result = await validate(xml)
    expect(result.valid).toBe(false)
    expect(result.errors.join(' ')).toMatch(/PRODUCT_PRICE_DETAILS/)
  })
})
