import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { cadPlace, type Translate } from '@/lib/cad/files'
import { readRevision } from '@/lib/cms/revision'
import { manualContentOf, manualRevision } from '@/lib/manuals/content'
import { manualDocument } from '@/lib/pdf/manual'
import type { InstallationGuide, Product } from '@/payload-types'

import { dbKind, type Cms } from './harness'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import fr from '../../messages/fr.json'
import it_ from '../../messages/it.json'
import zh from '../../messages/zh.json'
import { pdfPathCount, pdfText } from '../support/pdfText'

const messages = { de, zh, en, it: it_, fr, es } as const
const squash = (text: string) => text.replace(/\s+/g, '')

/**
 * The installation manual of every product in all six languages, made from the seeded database
 * (its family's guide, the variant's measures, the product's parts), as
 * `/<locale>/product/<slug>[/<article>]/manual.pdf` answers, read back with pdf.js.
 */
export function manualsSuite(getCms: () => Cms): void {
  describe(`installation manuals of every product (${dbKind()})`, () => {
    it('one per product and language: several pages, the drawing, the steps, the parts list by article number', async () => {
      const cms = getCms()
      let made = 0
      for (const locale of locales) {
        const t = (namespace: string) =>
          createTranslator({ locale, messages: messages[locale], namespace } as never) as unknown as Translate
        const guides = (
          await cms.payload.find({
            collection: 'installation-guides',
            locale,
            depth: 0,
            limit: 100,
            pagination: false,
            where: { _status: { equals: 'published' } },
          })
        ).docs as InstallationGuide[]
        expect(guides.map((g) => g.family).sort(), locale).toEqual([
          'basin',
          'cabinet',
          'enclosure',
          'tap',
          'toilet',
          'tray',
          'tub',
        ])
        const { docs } = await cms.payload.find({
          collection: 'products',
          locale,
          depth: 0,
          limit: 1000,
          pagination: false,
          where: { _status: { equals: 'published' } },
        })
        for (const product of docs as Product[]) {
          const place = cadPlace(product, null, locale)
          if (place.status !== 'here') throw new Error(`${product.slug}: no manual`)
          const guide = guides.find((g) => g.family === product.family)!
          const revision = manualRevision((await readRevision(cms.payload, product.id))!, {
            number: guide.revision!,
            date: guide.revisedAt!,
          })
          expect(revision.number, product.slug).toBe(1)
          const bytes = await manualDocument(
            manualContentOf({
              product,
              place,
              guide,
              locale,
              brand: 'SANHAUS',
              url: `https://www.sanhaus.example/${locale}/product/${product.slug}`,
              revision,
              picture: null,
              t: { manual: t('manual'), product: t('product'), pdf: t('pdf'), drawing: t('drawing') },
              date: (iso) => iso.slice(0, 10),
            }),
          )
          const { pages } = await pdfText(bytes)
          const name = `${product.slug} ${locale}`
          expect(pages.length, name).toBeGreaterThan(1)
          expect(squash(pages[0]!), name).toContain(squash(product.title))
          expect(pages[0], name).toContain(messages[locale].drawing.plan)
          const rest = squash(pages.slice(1).join('\n'))
          expect(product.parts?.length, name).toBeGreaterThan(0)
          for (const part of product.parts ?? []) expect(rest, name).toContain(part.article)
          for (const step of guide.steps ?? []) expect(rest, name).toContain(squash(step.title))
          // the drawing is drawn, not only named: its lines on the first page (checked on one language)
          if (locale === 'de') expect(await pdfPathCount(bytes, 1), name).toBeGreaterThan(10)
          made++
        }
      }
      expect(made).toBe(36 * 6)
    })
  })
}
