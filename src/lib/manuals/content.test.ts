import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { cadPlace, type Translate } from '@/lib/cad/files'
import { manualDocument } from '@/lib/pdf/manual'
import type { InstallationGuide, Product } from '@/payload-types'

import { manualContentOf, manualRevision } from './content'
import de from '../../../messages/de.json'
import zh from '../../../messages/zh.json'
import { pdfPathCount, pdfText } from '../../../tests/support/pdfText'

const messages = { de, zh }

const product = (locale: 'de' | 'zh'): Product =>
  ({
    id: 1,
    slug: 'forma-rimless-wall-hung-toilet',
    title: locale === 'de' ? 'Wand-WC Forma spülrandlos' : 'Forma 无冲洗圈壁挂式坐便器',
    family: 'toilet',
    category: 1,
    images: [],
    specs: {
      width: 360,
      depth: 530,
      height: 340,
      material: 'ceramic',
      installation: 'wall-hung',
      colours: ['white'],
      measures: { outletHeight: 180, boltSpacing: 180, seatHeight: 400 },
    },
    variants: [
      { articleNumber: 'SH700101', gtin: '4262025607011', colour: 'white' },
      { articleNumber: 'SH700102', colour: 'black' },
    ],
    parts: [
      {
        article: 'ET100301',
        name: locale === 'de' ? 'Befestigungssatz M12' : 'M12 固定套件',
        quantity: 1,
        spare: false,
      },
      {
        article: 'ET100302',
        name: locale === 'de' ? 'WC-Sitz mit Absenkautomatik' : '缓降坐圈盖板',
        quantity: 1,
        spare: true,
      },
      { article: 'ET100303', name: locale === 'de' ? 'Schallschutzmatte' : '隔音垫', quantity: 2, spare: false },
    ],
  }) as unknown as Product

const guide = (locale: 'de' | 'zh'): InstallationGuide =>
  ({
    id: 1,
    family: 'toilet',
    title: locale === 'de' ? 'Montageanleitung WCs' : '坐便器安装说明',
    safety: locale === 'de' ? 'Vor Beginn das Wasser abstellen.' : '开始前请关闭进水阀。',
    tools: [{ name: locale === 'de' ? 'Wasserwaage' : '水平仪' }, { name: locale === 'de' ? 'Bohrmaschine' : '电钻' }],
    drills: [
      { diameter: 14, use: locale === 'de' ? 'Befestigungsbolzen M12 im Vorwandelement' : '墙体框架 M12 固定螺栓' },
    ],
    steps: Array.from({ length: 8 }, (_, i) => ({
      title: locale === 'de' ? `Schritt Nummer ${i + 1}` : `第${i + 1}步标题`,
      text:
        locale === 'de'
          ? 'Die Bolzen nach der Maßzeichnung setzen, das WC aufschieben und die Muttern gleichmäßig anziehen. '.repeat(
              3,
            )
          : '按照尺寸图安装螺栓，推入坐便器并均匀拧紧螺母。'.repeat(3),
    })),
    care: locale === 'de' ? 'Nur mit milden Reinigern pflegen.' : '请使用温和的清洁剂。',
    revision: 2,
    revisedAt: '2026-11-20T10:00:00.000Z',
  }) as unknown as InstallationGuide

async function manual(locale: 'de' | 'zh') {
  const p = product(locale)
  const place = cadPlace(p, null, locale)
  if (place.status !== 'here') throw new Error('no place')
  const t = (namespace: string) =>
    createTranslator({ locale, messages: messages[locale], namespace } as never) as unknown as Translate
  const content = manualContentOf({
    product: p,
    place,
    guide: guide(locale),
    locale,
    brand: 'SANHAUS',
    url: `https://www.sanhaus.example/${locale}/product/${p.slug}`,
    revision: manualRevision(
      { number: 3, date: '2026-11-27T09:00:00.000Z' },
      { number: 2, date: '2026-11-20T10:00:00.000Z' },
    ),
    picture: null,
    t: { manual: t('manual'), product: t('product'), pdf: t('pdf'), drawing: t('drawing') },
    date: (iso) => iso.slice(0, 10),
  })
  const bytes = await manualDocument(content)
  return { content, bytes, ...(await pdfText(bytes)) }
}

const squash = (text: string) => text.replace(/\s+/g, '')

describe('installation manuals, read back with pdf.js', () => {
  it('count the product’s and the guide’s publications in their revision, dated by the later', () => {
    expect(
      manualRevision({ number: 3, date: '2026-11-27T09:00:00Z' }, { number: 2, date: '2026-11-28T09:00:00Z' }),
    ).toEqual({
      number: 4,
      date: '2026-11-28T09:00:00Z',
    })
    expect(
      manualRevision({ number: 1, date: '2026-11-01T09:00:00Z' }, { number: 1, date: '2026-10-01T09:00:00Z' }).number,
    ).toBe(1)
  })

  for (const locale of ['de', 'zh'] as const)
    it(`have pages of drawing and measures, steps, tools, drills, parts and spare parts (${locale})`, async () => {
      const { content, bytes, pages, text } = await manual(locale)
      expect(pages.length).toBeGreaterThan(1)
      // page 1: the product, the article numbers it covers, the drawing with its figures, the measures
      expect(squash(pages[0]!)).toContain(squash(content.title))
      expect(pages[0]).toContain('SH700101, SH700102')
      expect(pages[0]).toContain(messages[locale].drawing.plan)
      expect(pages[0]).toContain('360')
      expect(await pdfPathCount(bytes, 1)).toBeGreaterThan(10)
      for (const row of content.measures.rows) expect(squash(pages[0]!)).toContain(squash(row.value))
      // then the work: safety, tools, drill sizes, eight numbered steps
      const rest = squash(pages.slice(1).join('\n'))
      expect(rest).toContain(squash(content.safety.text))
      for (const tool of content.tools.items) expect(rest).toContain(squash(tool))
      expect(rest).toContain(squash(content.drills.rows[0]!.diameter))
      for (const step of content.steps.items) expect(rest).toContain(squash(step.title))
      // the parts list by article number, the spare part again in its own list
      for (const article of ['ET100301', 'ET100302', 'ET100303']) expect(rest).toContain(article)
      expect(rest.split('ET100302').length - 1).toBe(2)
      expect(rest).toContain(squash(messages[locale].manual.sparesNote))
      expect(text).toContain(`${pages.length}`)
      expect(pages.at(-1)).toContain(
        messages[locale].pdf.page.replace('{page}', String(pages.length)).replace('{pages}', String(pages.length)),
      )
    })
})
