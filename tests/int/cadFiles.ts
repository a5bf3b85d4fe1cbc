import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { type Locale, locales } from '@/i18n/locales'
import { type CadFormat, cadPartOf, cadPlace, cadWordsOf, makeCadFile, type Translate } from '@/lib/cad/files'
import type { CadPart } from '@/lib/cad/part'
import { readRevision } from '@/lib/cms/revision'
import type { Product } from '@/payload-types'

import { dbKind, type Cms } from './harness'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import fr from '../../messages/fr.json'
import it_ from '../../messages/it.json'
import zh from '../../messages/zh.json'
import { asShown, readDxf } from '../support/ezdxf'
import { boundingBox, isClosed, readStep } from '../support/occt'
import { readIfc } from '../support/webIfc'

const messages = { de, zh, en, it: it_, fr, es } as const

/** What IFC calls each kind of product: its entity and predefined type. */
const ifcEntity: Record<string, [string, string]> = {
  basin: ['IFCSANITARYTERMINAL', 'WASHHANDBASIN'],
  tub: ['IFCSANITARYTERMINAL', 'BATH'],
  tray: ['IFCSANITARYTERMINAL', 'SHOWER'],
  enclosure: ['IFCSANITARYTERMINAL', 'SHOWER'],
  toilet: ['IFCSANITARYTERMINAL', 'TOILETPAN'],
  cabinet: ['IFCFURNITURE', 'USERDEFINED'],
  tap: ['IFCVALVE', 'FAUCET'],
}

type Made = { part: CadPart; files: Record<CadFormat, Buffer> }

/**
 * The site's CAD and BIM files of every published product and variant, made from the seeded
 * database (as `/<locale>/product/<slug>[/<article>]/plan.dxf|model.ifc|solid.stp` answer), and
 * read with the readers planners use: ezdxf, web-ifc, OpenCascade. Every reader in German and
 * Chinese; in the other four languages every file passes its check and its DXF title is read.
 */
export function cadFilesSuite(getCms: () => Cms): void {
  async function made(locale: Locale): Promise<{ sets: Made[]; places: Map<string, string> }> {
    const cms = getCms()
    const { docs } = await cms.payload.find({
      collection: 'products',
      locale,
      depth: 0,
      limit: 1000,
      pagination: false,
      where: { _status: { equals: 'published' } },
    })
    const t = (namespace: string) =>
      createTranslator({ locale, messages: messages[locale], namespace } as never) as unknown as Translate
    const sets: Made[] = []
    // each article number: the first article number of the set of files it is given
    const places = new Map<string, string>()
    for (const product of docs as Product[]) {
      const revision = await readRevision(cms.payload, product.id)
      expect(revision?.number, product.slug).toBe(1)
      const own: Made[] = []
      for (const [i, v] of product.variants.entries()) {
        const place = cadPlace(product, i === 0 ? null : v.articleNumber, locale)
        if (place.status === 'elsewhere') {
          places.set(v.articleNumber, place.article ?? product.variants[0]!.articleNumber)
          continue
        }
        expect(place.status, `${product.slug} ${v.articleNumber}`).toBe('here')
        if (place.status !== 'here') continue
        const part = cadPartOf(
          product,
          place,
          locale,
          { brand: 'SANHAUS', url: 'https://www.sanhaus.example' },
          revision!,
        )
        const words = cadWordsOf({ drawing: t('drawing'), product: t('product'), pdf: t('pdf') }, revision!, locale)
        const files = {} as Record<CadFormat, Buffer>
        for (const format of ['dxf', 'ifc', 'step'] as const) {
          const file = makeCadFile(format, part, words, product.slug)
          expect(file.status, `${part.articles[0]} ${format} ${locale}`).toBe('made')
          if (file.status === 'made') files[format] = Buffer.from(file.base64, 'base64')
        }
        places.set(v.articleNumber, part.articles[0]!)
        own.push({ part, files })
      }
      sets.push(...own)
    }
    return { sets, places }
  }

  describe(`the CAD and BIM files of every product and variant (${dbKind()})`, () => {
    it('one set per size or shape, naming the article numbers it covers; colours share theirs', async () => {
      const { sets, places } = await made('de')
      const covered = sets.flatMap((s) => s.part.articles)
      expect(new Set(covered).size).toBe(covered.length)
      // every variant is covered by exactly the set it is led to
      for (const [article, first] of places)
        expect(sets.find((s) => s.part.articles[0] === first)?.part.articles, article).toContain(article)
      const byFirst = (a: string) => sets.find((s) => s.part.articles[0] === a)!.part
      // Quadro 90: 900 × 900 and 900 × 800, two sets; Trio: two depths in two colours, two sets of two
      expect(byFirst('SH300301')).toMatchObject({ depth: 900, articles: ['SH300301'] })
      const trio = sets.filter((s) => s.part.title.includes('Trio'))
      expect(trio.map((s) => [s.part.depth, s.part.articles.length])).toEqual([
        [900, 2],
        [1000, 2],
      ])
      const quadro = sets.find((s) => s.part.articles[0] === 'SH300302')!
      const text = quadro.files.dxf.toString('latin1')
      expect(text).toContain('SH300302')
      expect(text).not.toContain('SH300301')
      const ifc = await readIfc(quadro.files.ifc)
      expect(ifc.elements[0]!.tag).toBe('SH300302')
      expect(quadro.files.step.toString('latin1')).toContain("PRODUCT('SH300302'")
    })

    for (const locale of ['de', 'zh'] as const)
      it(`are read by ezdxf, web-ifc and OpenCascade as the products they show (${locale})`, async () => {
        const { sets } = await made(locale)
        const dxf = readDxf(sets.map((s) => s.files.dxf))
        for (const [i, { part, files }] of sets.entries()) {
          const name = `${part.articles[0]} ${locale}`
          // DXF: the title as AutoCAD shows it, the outline of its kind on its layer
          const drawing = dxf[i]!
          expect(drawing.errors, name).toEqual([])
          expect(
            drawing.entities.map((e) => (e.text ? asShown(e.text) : null)),
            name,
          ).toContain(part.title)
          const outline = drawing.entities.filter((e) => e.layer === 'OUTLINE')
          const round = (part.outline === 'round' || part.outline === 'oval') && part.width === part.depth
          expect(outline[0]?.type, name).toBe(round ? 'CIRCLE' : 'POLYLINE')
          // IFC: entity and type, manufacturer and GTIN, material, the outline's extent
          const read = await readIfc(files.ifc)
          expect(read.elements, name).toHaveLength(1)
          const element = read.elements[0]!
          const [entity, predefined] = ifcEntity[part.family!]!
          expect([element.entity, element.predefinedType], name).toEqual([entity, predefined])
          expect(element.type?.predefinedType, name).toBe(predefined)
          const maker = element.propertySets.Pset_ManufacturerTypeInformation!
          expect(maker.Manufacturer?.value, name).toBe('SANHAUS')
          expect(maker.ModelReference?.value, name).toBe(part.articles[0])
          if (part.gtins.length)
            expect(JSON.stringify(maker.GlobalTradeItemNumber?.value), name).toContain(part.gtins[0])
          expect(
            element.materials.map((m) => m.name),
            name,
          ).toContain(part.materialName)
          expect(element.name, name).toBe(part.title)
          // STEP: a closed solid of width × depth × height
          const step = await readStep(files.step)
          expect(step.success && isClosed(step), name).toBe(true)
          const [w, d, h] = boundingBox(step)
          expect([w, d, h].map(Math.round), name).toEqual([part.width, part.depth, part.height])
        }
      })

    it('are made and pass their checks in the other four languages, their drawings titled in each', async () => {
      for (const locale of locales.filter((l) => l !== 'de' && l !== 'zh')) {
        const { sets } = await made(locale)
        const dxf = readDxf(sets.map((s) => s.files.dxf))
        sets.forEach(({ part }, i) =>
          expect(
            dxf[i]!.entities.map((e) => (e.text ? asShown(e.text) : null)),
            `${part.articles[0]} ${locale}`,
          ).toContain(part.title),
        )
      }
    })
  })
}
