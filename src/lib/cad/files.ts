/**
 * The CAD and BIM files the site makes of a variant (a DXF plan, an IFC model, a STEP solid): which
 * variants share one set, what the files say, and each file written and checked before it is kept.
 */
import crypto from 'node:crypto'

import { formatTags, type Locale } from '@/i18n/locales'
import { formatDimensions } from '@/lib/catalogue/format'
import type { Measures, Outline } from '@/lib/catalogue/measures'
import { installations, materials, nameOf } from '@/lib/catalogue/specs'
import { type ResolvedVariant, variantsOf } from '@/lib/catalogue/variants'
import { productHref, variantHref, variantPageHref } from '@/lib/paths'
import type { Product } from '@/payload-types'

import { dxfProblems, part21Problems } from './check'
import { dxfDrawing } from './dxf'
import { ifcModel } from './ifc'
import { cadFileName, type CadPart, type CadWords } from './part'
import { stepSolid } from './step'

/** A product's revision: the number and date its files are written with. */
export type Revision = { number: number; date: string }

/** Dates in the files: the day, as the language writes it (as on the data sheet). */
const day = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(formatTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date))

/** The CAD and BIM files the site makes of every variant: a DXF plan, an IFC model, a STEP solid. */
export const cadFormats = {
  dxf: { kind: 'plan', extension: 'dxf', mime: 'image/vnd.dxf', name: 'DXF', download: 'cad2d' },
  ifc: { kind: 'model', extension: 'ifc', mime: 'model/ifc', name: 'IFC4', download: 'bim' },
  step: { kind: 'solid', extension: 'stp', mime: 'model/step', name: 'STEP', download: 'bim' },
} as const

export type CadFormat = keyof typeof cadFormats

/** The file's address beside the variant's page: `/de/product/<slug>[/<article>]/plan.dxf`. */
export function cadHref(locale: Locale, slug: string, article: string | null, format: CadFormat): string {
  const f = cadFormats[format]
  return `${article === null ? productHref(locale, slug) : variantHref(locale, slug, article)}/${f.kind}.${f.extension}`
}

type Specs = NonNullable<Product['specs']>

/** What makes two variants' files the same: their size, outline and installation measures. */
function shapeKey(specs: Specs): string {
  const m = (specs.measures ?? {}) as Record<string, unknown>
  return JSON.stringify([
    specs.width,
    specs.depth,
    specs.height,
    specs.outline ?? 'rectangle',
    specs.outlineRadius ?? null,
    specs.outlineCut ?? null,
    specs.installation ?? null,
    Object.keys(m)
      .sort()
      .filter((k) => m[k] !== null && m[k] !== undefined)
      .map((k) => [k, m[k]]),
  ])
}

/**
 * The variants that share one set of files with `variant` (those of the same size, outline and
 * measures: colours and finishes of one size), in the product's order: the first of them is where
 * the files are.
 */
export function cadGroup(variants: ResolvedVariant[], variant: ResolvedVariant): ResolvedVariant[] {
  const key = shapeKey(variant.specs)
  return variants.filter((v) => shapeKey(v.specs) === key)
}

/** A made file, as the cache keeps it (JSON: the bytes in base64), or why there is none. */
export type CadFile =
  | {
      status: 'made'
      base64: string
      filename: string
      etag: string
      size: number
      /** the article numbers the file covers */
      articles: string[]
    }
  /** the file is at another variant's address (the first of those that share it), null: the product's own */
  | { status: 'elsewhere'; article: string | null }
  /** the writer's output failed its check: logged, not offered */
  | { status: 'refused' }
  | { status: 'none' }

/** The writers by format; a test may put another in place of one (a writer that makes a broken file). */
export const cadWriters: Record<CadFormat, (part: CadPart, words: CadWords) => Buffer> = {
  dxf: dxfDrawing,
  ifc: (part) => ifcModel(part),
  step: (part) => stepSolid(part),
}

const checks: Record<CadFormat, (bytes: Uint8Array) => string[]> = {
  dxf: dxfProblems,
  ifc: part21Problems,
  step: part21Problems,
}

/** Where a variant's files are: its own set, the first variant of its group's, or none at all. */
export type CadPlace =
  | { status: 'here'; variant: ResolvedVariant; group: ResolvedVariant[]; bySize: boolean }
  | { status: 'elsewhere'; article: string | null }
  | { status: 'none' }

/** Where the files of `article` (null: the default variant) of a product are. */
export function cadPlace(product: Product, article: string | null, locale: Locale): CadPlace {
  const variants = variantsOf(product, locale)
  const variant = article === null ? variants[0] : variants.find((v) => v.articleNumber === article)
  if (!variant) return { status: 'none' }
  const specs = variant.specs
  if (!specs.width || !specs.depth || !specs.height) return { status: 'none' }
  const group = cadGroup(variants, variant)
  const first = group[0]!
  if (first !== variant) return { status: 'elsewhere', article: first.isDefault ? null : first.articleNumber }
  return { status: 'here', variant, group, bySize: new Set(variants.map((v) => shapeKey(v.specs))).size > 1 }
}

/** What the files of a variant's group say, in one language. */
export function cadPartOf(
  product: Product,
  place: Extract<CadPlace, { status: 'here' }>,
  locale: Locale,
  site: { brand: string; url: string },
  revision: Revision,
): CadPart {
  const { variant, group } = place
  const specs = variant.specs
  const path = variantPageHref(locale, product.slug, variant)
  const articles = group.map((v) => v.articleNumber).filter((a): a is string => Boolean(a))
  return {
    locale,
    brand: site.brand,
    title: product.title,
    variantName: group.length === 1 ? variant.name : place.bySize ? formatDimensions(specs, locale) : null,
    articles: articles.length ? articles : [product.slug],
    gtins: group.map((v) => v.gtin).filter((g): g is string => Boolean(g)),
    family: product.family ?? null,
    installation: specs.installation ?? null,
    installationName: nameOf(installations, specs.installation, locale),
    width: specs.width!,
    depth: specs.depth!,
    height: specs.height!,
    outline: (specs.outline as Outline | null | undefined) ?? null,
    outlineRadius: specs.outlineRadius ?? null,
    outlineCut: specs.outlineCut ?? null,
    measures: (specs.measures ?? {}) as Measures,
    material: specs.material ?? null,
    materialName: nameOf(materials, specs.material, locale),
    weight: specs.weight ?? null,
    capacity: specs.capacity ?? null,
    url: `${site.url}${path}`,
    revision,
  }
}

export type Translate = (key: string, values?: Record<string, string | number>) => string

/** The words of the files from the `drawing`, `product` and `pdf` messages of their language. */
export function cadWordsOf(
  t: { drawing: Translate; product: Translate; pdf: Translate },
  revision: Revision,
  locale: Locale,
): CadWords {
  return {
    plan: t.drawing('plan'),
    front: t.drawing('front'),
    unit: t.drawing('unit'),
    floor: t.drawing('floor'),
    entry: t.drawing('entry'),
    outlet: t.drawing('outlet'),
    seat: t.drawing('seat'),
    article: t.product('articleNumber'),
    gtin: t.product('gtin'),
    revision: t.pdf('revision', { number: revision.number, date: day(revision.date, locale) }),
  }
}

/**
 * A file written and checked: a file that fails its check (or a writer that throws) is logged with
 * what is wrong and answers `refused`, never bytes.
 */
export function makeCadFile(format: CadFormat, part: CadPart, words: CadWords, where: string): CadFile {
  const f = cadFormats[format]
  const filename = cadFileName(part, f.kind, f.extension)
  let bytes: Buffer
  let problems: string[]
  try {
    bytes = cadWriters[format](part, words)
    problems = checks[format](bytes)
  } catch (error) {
    bytes = Buffer.alloc(0)
    problems = [error instanceof Error ? error.message : String(error)]
  }
  if (problems.length) {
    console.error(`[cad] ${filename} (${where}) is not offered: ${problems.slice(0, 5).join('; ')}`)
    return { status: 'refused' }
  }
  const digest = crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 16)
  return {
    status: 'made',
    base64: bytes.toString('base64'),
    filename,
    etag: `"r${part.revision.number}-${part.locale}-${digest}"`,
    size: bytes.length,
    articles: part.articles,
  }
}
