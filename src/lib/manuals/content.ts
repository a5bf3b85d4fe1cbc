/**
 * What a product's installation manual says in one language: made from the variant's data (its
 * drawing, measures, article numbers), the product's parts, and its family's installation guide
 * from the CMS. The same for the site's answer and for the tests that read the PDF back.
 */
import type { Locale } from '@/i18n/locales'
import { localeTags } from '@/i18n/locales'
import type { CadPlace, Revision, Translate } from '@/lib/cad/files'
import { specRows } from '@/lib/catalogue/format'
import { drawingInput, drawingWords } from '@/lib/drawings/fromSpecs'
import { installationDrawing } from '@/lib/drawings/installation'
import type { ManualContent } from '@/lib/pdf/manual'
import type { InstallationGuide, Product, ProductCategory } from '@/payload-types'

/**
 * The manual's revision: it changes when the product or its guide is published again, so it
 * counts both (each starts at 1) and is dated by the later of the two.
 */
export function manualRevision(product: Revision, guide: Revision): Revision {
  return {
    number: product.number + guide.number - 1,
    date: Date.parse(product.date) >= Date.parse(guide.date) ? product.date : guide.date,
  }
}

const asCategory = (c: unknown): ProductCategory | null => (c && typeof c === 'object' ? (c as ProductCategory) : null)

export type ManualWords = { manual: Translate; product: Translate; pdf: Translate; drawing: Translate }

/** The manual of a variant's group (the variants that share its size and shape) in one language. */
export function manualContentOf(args: {
  product: Product
  place: Extract<CadPlace, { status: 'here' }>
  guide: InstallationGuide
  locale: Locale
  brand: string
  /** the variant's page, in full */
  url: string
  revision: Revision
  picture: Buffer | null
  t: ManualWords
  date: (iso: string) => string
}): ManualContent {
  const { product, place, guide, locale, t } = args
  const { variant, group } = place
  const articles = group.map((v) => v.articleNumber).filter((a): a is string => Boolean(a))
  const gtins = group.map((v) => v.gtin).filter((g): g is string => Boolean(g))
  const drawn = drawingInput(variant.specs, product.family)
  const category = asCategory(product.subCategory) ?? asCategory(product.category)
  const parts = (product.parts ?? []).filter((p) => p.name)
  const spares = parts.filter((p) => p.spare)
  const quantity = new Intl.NumberFormat(localeTags[locale])
  const drill = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 1 })
  return {
    lang: localeTags[locale],
    brand: args.brand,
    kind: t.manual('kind'),
    title: product.title,
    variantName: group.length === 1 ? variant.name : null,
    eyebrow: category?.title ?? null,
    numbers: [
      ...(articles.length ? [{ label: t.manual('articles'), value: articles.join(', ') }] : []),
      ...(gtins.length ? [{ label: t.product('gtin'), value: gtins.join(', ') }] : []),
    ],
    picture: args.picture,
    drawing: drawn
      ? { heading: t.drawing('heading'), drawing: installationDrawing(drawn, drawingWords(t.drawing, locale)) }
      : null,
    measures: {
      heading: t.manual('measures'),
      rows: specRows(variant.specs, locale).map((row) => ({ label: t.product(row.key), value: row.value })),
    },
    safety: { heading: t.manual('safety'), text: guide.safety },
    tools: { heading: t.manual('tools'), items: (guide.tools ?? []).map((tool) => tool.name).filter(Boolean) },
    drills: {
      heading: t.manual('drills'),
      diameter: t.manual('diameter'),
      use: t.manual('use'),
      rows: (guide.drills ?? []).map((d) => ({
        diameter: t.manual('drill', { diameter: drill.format(d.diameter) }),
        use: d.use,
      })),
    },
    steps: { heading: t.manual('steps'), items: (guide.steps ?? []).map((s) => ({ title: s.title, text: s.text })) },
    parts: {
      heading: t.manual('parts'),
      columns: {
        position: t.manual('position'),
        article: t.manual('partNumber'),
        name: t.manual('name'),
        quantity: t.manual('quantity'),
      },
      rows: parts.map((p) => ({ article: p.article ?? '–', name: p.name, quantity: quantity.format(p.quantity) })),
    },
    spares: spares.length
      ? {
          heading: t.manual('spares'),
          note: t.manual('sparesNote'),
          rows: spares.map((p) => ({ article: p.article ?? '–', name: p.name })),
        }
      : null,
    care: guide.care ? { heading: t.manual('care'), text: guide.care } : null,
    url: { label: t.manual('online'), href: args.url },
    revision: t.pdf('revision', { number: args.revision.number, date: args.date(args.revision.date) }),
    revisionDate: new Date(args.revision.date),
    footer: t.pdf('footer', { brand: args.brand }),
    pageLabel: (page, pages) => t.pdf('page', { page, pages }),
  }
}
