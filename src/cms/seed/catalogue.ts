import { SYSTEM_WRITE } from '@/cms/audit/record'
import type { Locale } from '@/i18n/locales'

import { asset } from './assets'
import { banners } from './content/banners'
import { categories, products } from './content/catalogue'
import { facts } from './content/facts'
import { guides, parts } from './content/guides'
import { measures, outlineOf } from './content/measures'
import { closeUpAlt, variantAlt } from './content/productMedia'
import { serviceGuarantees } from './content/service'
import { showroomCountries } from './content/showroom'
import { techLines } from './content/technology'
import type { L, ProductSeed } from './content/types'
import { ensureDoc, type SeedContext } from './context'
import { productTrade, variantTrade } from './trade'
import { articleNumbers, defaultColour, gtinOf, looksDifferent, seedSeries, variantSeeds } from './variants'

type Id = number | string
const published = { _status: 'published' } as const

const same = (value: string): L => ({ de: value, zh: value, en: value, it: value, fr: value, es: value })

export async function seedFacts(ctx: SeedContext): Promise<void> {
  for (const fact of facts) {
    await ensureDoc(ctx, 'company-facts', { key: { equals: fact.key } }, (locale) => ({
      ...published,
      key: fact.key,
      label: fact.label[locale],
      value: fact.value,
      unit: fact.unit?.[locale] ?? '',
      variants: fact.variants.map((v) => ({ key: v.key, value: v.value, note: v.note })),
    }))
  }
}

export async function seedBanners(ctx: SeedContext): Promise<void> {
  for (const [index, banner] of banners.entries()) {
    const image = await asset.banner(ctx, index, banner.alt)
    await ensureDoc(ctx, 'banners', { order: { equals: index + 1 } }, (locale) => ({
      ...published,
      title: banner.title[locale],
      description: banner.description[locale],
      image,
      order: index + 1,
    }))
  }
}

/** The category tree; returns the id of every category by its key. */
export async function seedCategories(ctx: SeedContext): Promise<Map<string, Id>> {
  const ids = new Map<string, Id>()
  for (const [index, category] of categories.entries()) {
    const icon = await asset.icon(ctx, category.icon, category.title)
    const image = await asset.product(ctx, `category-${category.key}`, category.family, 9 + index, category.title)
    const id = await ensureDoc(ctx, 'product-categories', { slug: { equals: category.key } }, (locale) => ({
      ...published,
      title: category.title[locale],
      slug: category.key,
      value: category.value,
      description: category.description[locale],
      icon,
      image,
      family: category.family,
      homeBox: category.homeBox ?? null,
      order: index + 1,
    }))
    ids.set(category.key, id)
    for (const [childIndex, child] of category.children.entries()) {
      const childId = await ensureDoc(ctx, 'product-categories', { slug: { equals: child.key } }, (locale) => ({
        ...published,
        title: child.title[locale],
        slug: child.key,
        value: child.value,
        parent: id,
        family: category.family,
        order: childIndex + 1,
      }))
      ids.set(child.key, childId)
    }
  }
  return ids
}

export async function seedProducts(ctx: SeedContext, categoryIds: Map<string, Id>): Promise<void> {
  const perFamily = new Map<string, number>()
  const ids = new Map<string, Id>()
  const [seriesIds, numbers] = [await seedSeries(ctx), articleNumbers()]
  for (const [index, product] of products.entries()) {
    const variant = perFamily.get(product.family) ?? 0
    perFamily.set(product.family, variant + 1)
    const category = categoryIds.get(product.category)
    if (category === undefined) throw new Error(`Seed product ${product.slug}: unknown category ${product.category}`)
    const subCategory = product.subCategory ? categoryIds.get(product.subCategory) : undefined
    if (product.subCategory && subCategory === undefined) {
      throw new Error(`Seed product ${product.slug}: unknown sub-category ${product.subCategory}`)
    }
    const series = seriesIds.get(product.slug)
    if (series === undefined) throw new Error(`Seed product ${product.slug}: in no series`)
    // The pictures are independent files; making them side by side lets the rasteriser work
    // while the database writes the previous upload. Its documents are made by the site from the
    // product itself: the data sheet (src/lib/cms/datasheet.ts), the CAD and BIM files per variant
    // (src/lib/cms/cad.ts), the installation manual from its family's guide and its parts
    // (src/lib/cms/manual.ts); the installation drawing from its measures
    // (src/lib/drawings/installation.ts). It uploads none.
    const [image, closeUp] = await Promise.all([
      asset.product(ctx, product.slug, product.family, variant, product.alt, defaultColour(product)),
      asset.productCloseUp(ctx, product, variant, closeUpAlt(product)),
    ])
    // A variant in another colour shows its own picture (the close-up shows the product's colour).
    const rows = await variantRows(ctx, product, variant, numbers.get(product.slug) ?? [], [])
    const id = await ensureDoc(ctx, 'products', { slug: { equals: product.slug } }, (locale) => ({
      ...published,
      title: product.title[locale],
      name: product.name,
      slug: product.slug,
      description: product.description[locale],
      images: [image, closeUp],
      category,
      subCategory: subCategory ?? null,
      series,
      specs: {
        ...product.specs,
        ...outlineOf(product),
        colours: [...product.specs.colours],
        measures: measures[product.slug] ?? {},
      },
      parts: (parts[product.slug] ?? []).map((part) => ({
        article: part.article,
        name: part.name[locale],
        quantity: part.quantity,
        spare: part.spare,
      })),
      variants: rows.map((row) => row(locale)),
      trade: productTrade(product),
      family: product.family,
      plannedFor: demoPlannedLaunch(product.slug),
      order: index + 1,
    }))
    ids.set(product.slug, id)
  }
  await linkRelated(ctx, ids)
}

/**
 * A product's variants as rows in one language: article number and GTIN; a variant in another
 * colour gets the picture in that colour.
 */
async function variantRows(
  ctx: SeedContext,
  product: ProductSeed,
  family: number,
  numbers: readonly string[],
  shared: readonly Id[],
): Promise<((locale: Locale) => Record<string, unknown>)[]> {
  return Promise.all(
    variantSeeds(product).map(async (v, i) => {
      const article = numbers[i]
      if (!article) throw new Error(`Seed product ${product.slug}: no article number for variant ${i + 1}`)
      const picture =
        looksDifferent(product, v, i) && v.colour
          ? await asset.productVariant(
              ctx,
              `${product.slug}-${article}`,
              product.family,
              family,
              v.colour,
              variantAlt(product, v.colour),
            )
          : null
      return (locale: Locale) => ({
        articleNumber: article,
        gtin: gtinOf(article),
        label: v.label?.[locale] ?? null,
        colour: v.colour ?? null,
        finish: v.finish ?? null,
        width: v.width ?? null,
        depth: v.depth ?? null,
        height: v.height ?? null,
        ...(v.fitRange ? { fitRange: v.fitRange } : {}),
        ...(v.measures ? { measures: v.measures } : {}),
        images: picture === null ? [] : [picture, ...shared],
        trade: variantTrade(product, v, article),
      })
    }),
  )
}

/**
 * Related products point at each other, so they are linked once every product exists. A product
 * whose list is already filled keeps it, which also keeps a rerun from writing anything.
 */
async function linkRelated(ctx: SeedContext, ids: Map<string, Id>): Promise<void> {
  const { docs } = await ctx.payload.find({
    collection: 'products',
    where: { slug: { in: [...ids.keys()] } },
    select: { slug: true, related: true },
    depth: 0,
    draft: true,
    limit: ids.size,
    pagination: false,
  })
  const linked = new Set(docs.filter((doc) => (doc.related ?? []).length > 0).map((doc) => doc.slug))
  for (const product of products) {
    const id = ids.get(product.slug)
    if (id === undefined || linked.has(product.slug) || product.related.length === 0) continue
    const related = product.related.map((slug) => {
      const target = ids.get(slug)
      if (target === undefined) throw new Error(`Seed product ${product.slug}: unknown related product ${slug}`)
      return target
    })
    await ctx.payload.update({
      collection: 'products',
      id,
      data: { ...published, related } as never,
      depth: 0,
      context: { [SYSTEM_WRITE]: true, disableRevalidate: true, skipMediaVisibility: true, sameRevision: true },
    })
  }
}

export async function seedTechnology(ctx: SeedContext): Promise<void> {
  for (const [index, line] of techLines.entries()) {
    const icons = await Promise.all(line.features.map((f) => asset.icon(ctx, f.icon, f.title)))
    await ensureDoc(ctx, 'technology-lines', { key: { equals: line.key } }, (locale) => ({
      ...published,
      key: line.key,
      title: line.title[locale],
      intro: line.intro[locale],
      features: line.features.map((f, i) => ({
        icon: icons[i],
        title: f.title[locale],
        description: f.description[locale],
      })),
      order: index + 1,
    }))
  }
}

export async function seedServiceGuarantees(ctx: SeedContext): Promise<void> {
  for (const [index, item] of serviceGuarantees.entries()) {
    const icon = await asset.icon(ctx, item.icon, item.title)
    await ensureDoc(ctx, 'service-guarantees', { order: { equals: index + 1 } }, (locale) => ({
      ...published,
      icon,
      title: item.title[locale],
      description: item.description[locale],
      order: index + 1,
    }))
  }
}

export async function seedShowroomCountries(ctx: SeedContext): Promise<void> {
  for (const [index, country] of showroomCountries.entries()) {
    await ensureDoc(ctx, 'showroom-countries', { code: { equals: country.code } }, (locale) => ({
      ...published,
      code: country.code,
      name: country.name[locale],
      order: index + 1,
    }))
  }
}

export { same }

/** The installation guide of every kind of product, from which the site makes each product's manual. */
export async function seedGuides(ctx: SeedContext): Promise<void> {
  for (const guide of guides)
    await ensureDoc(ctx, 'installation-guides', { family: { equals: guide.family } }, (locale) => ({
      ...published,
      title: guide.title[locale],
      family: guide.family,
      safety: guide.safety[locale],
      tools: guide.tools.map((tool) => ({ name: tool[locale] })),
      drills: guide.drills.map((drill) => ({ diameter: drill.diameter, use: drill.use[locale] })),
      steps: guide.steps.map((step) => ({ title: step.title[locale], text: step.text[locale] })),
      care: guide.care[locale],
    }))
}

/** The product whose market launch the demo plans (the editors' calendar shows it). */
export const DEMO_PLANNED_LAUNCH = 'curva-90-quadrant-enclosure'

/** The demo's planned launch: 14 days from the day of the seed, at noon (UTC); none for the others. */
export function demoPlannedLaunch(slug: string): string | null {
  if (slug !== DEMO_PLANNED_LAUNCH) return null
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 14, 12)).toISOString()
}
