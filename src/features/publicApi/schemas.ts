import * as z from 'zod'

import { locales } from '@/i18n/locales'
import { apiErrorCodes } from '@/lib/api/errors'
import { employmentTypes } from '@/lib/vocabularies'

/**
 * The shapes of the public JSON API (spec section 7). The handlers build their answers as
 * these types and `openapi.ts` turns the same schemas into the OpenAPI document, so the
 * document cannot drift from what the handlers send.
 */

/** The named schemas: they become `components.schemas` of the OpenAPI document. */
export const apiRegistry = z.registry<{ id: string; description?: string }>()

const url = z.string().meta({ description: 'Absolute URL', format: 'uri' })
const imageUrl = z
  .union([url, z.null()])
  .meta({ description: 'Absolute URL of the stored image, or null when there is none' })
const id = z.int().min(1)
const date = z.string().meta({ description: 'Date and time, ISO 8601', format: 'date-time' })
const millimetres = z
  .union([z.number().positive(), z.null()])
  .meta({ description: 'Millimetres, or null when not stated' })

export const AdSchema = z
  .object({
    id,
    title: z.string().meta({ description: 'Title in the requested language' }),
    image: imageUrl,
    link: z
      .union([z.string(), z.null()])
      .meta({ description: 'Where the banner leads: a site path or an absolute URL' }),
    de_desc: z.string().meta({ description: 'Description in German' }),
    desc: z.string().meta({ description: 'Description in Chinese (the original key)' }),
    en_desc: z.string().meta({ description: 'Description in English' }),
    it_desc: z.string().meta({ description: 'Description in Italian' }),
    fr_desc: z.string().meta({ description: 'Description in French' }),
    es_desc: z.string().meta({ description: 'Description in Spanish' }),
  })
  .register(apiRegistry, { id: 'Ad', description: 'A home banner with its description in all six languages' })

export const SubCategorySchema = z
  .object({
    id,
    value: z.string().meta({ description: 'The category key (Chinese), as in the original site' }),
    title: z.string(),
    slug: z.string(),
    url,
    productCount: z.int().min(0),
  })
  .register(apiRegistry, { id: 'SubCategory' })

/** A root category: a sub-category's fields, plus its pictures, home position and children. */
export const CategorySchema = SubCategorySchema.extend({
  icon: imageUrl,
  image: imageUrl,
  productCount: z.int().min(0).meta({ description: 'Published products in this category and its sub-categories' }),
  homePosition: z
    .union([z.int().min(1).max(6), z.null()])
    .meta({ description: 'Position among the six product boxes of the home page' }),
  subCategory: z.array(SubCategorySchema),
}).register(apiRegistry, { id: 'Category', description: 'A root product category with its sub-categories' })

const ArticleNumberSchema = z
  .string()
  .regex(/^SH\d{6}$/)
  .meta({ description: 'Article number: `SH` and six digits', example: 'SH100101' })

export const VariantSchema = z
  .object({
    article: ArticleNumberSchema,
    gtin: z
      .union([z.string().regex(/^(\d{8}|\d{12,14})$/), z.null()])
      .meta({ description: 'GTIN (EAN), check digit valid' }),
    name: z
      .union([z.string(), z.null()])
      .meta({ description: 'What tells it apart (colour, finish, size), in the language asked for' }),
    default: z.boolean().meta({ description: 'The variant the product’s own address shows' }),
    url: url.meta({ description: 'Its page: the product’s address for the default, its own for the others' }),
    shortUrl: url.meta({ description: 'Its short link (`/p/<article>`), as its QR code holds it' }),
  })
  .register(apiRegistry, { id: 'Variant', description: 'A sellable item of a product' })

const mmPair = z.object({ width: z.number(), depth: z.number() })

export const FitSchema = z
  .object({
    kind: z.enum(['footprint', 'niche']).meta({
      description: '`footprint`: the product must fit the space; `niche`: the niche must lie in its adjustment range',
    }),
    fits: z.boolean(),
    play: mmPair.extend({ height: z.number().optional() }).optional().meta({ description: 'footprint: mm left' }),
    used: mmPair.optional().meta({ description: 'niche: mm of the adjustment range used' }),
    left: mmPair.optional().meta({ description: 'niche: mm of the adjustment range to spare' }),
    headroom: z
      .number()
      .optional()
      .meta({ description: 'niche, where the space’s height was given: mm above the product' }),
    steps: z
      .array(
        z.object({
          dimension: z.enum(['width', 'depth', 'height']),
          action: z.enum(['exact', 'play', 'profiles', 'cut', 'tight']).meta({
            description:
              '`exact`: the product’s size; `play`: mm to spare; `profiles`: mm the wall profiles take up; `cut`: cut the tray to mm; `tight`: mm smaller than the product, within the tolerance',
          }),
          mm: z.number().optional(),
        }),
      )
      .meta({ description: 'What fitting it takes, per dimension' }),
    article: z.union([ArticleNumberSchema, z.null()]).meta({ description: 'The variant that fits the space best' }),
  })
  .register(apiRegistry, { id: 'Fit', description: 'How a product fits the space given as `fit`' })

export const ProductSchema = z
  .object({
    id,
    slug: z.string(),
    title: z.string(),
    desc: z.union([z.string(), z.null()]),
    img: imageUrl,
    url,
    article: z.union([ArticleNumberSchema, z.null()]).meta({
      description:
        'The default variant’s article number; with finder parameters, the variant they leave (the one that fits best)',
    }),
    series: z.union([
      z.object({ slug: z.string(), title: z.string(), url }).meta({ description: 'The series the product belongs to' }),
      z.null(),
    ]),
    variants: z.array(VariantSchema),
    dimensions: z.object({ width: millimetres, depth: millimetres, height: millimetres }).meta({
      description: 'The default variant’s outer size in millimetres (each variant’s own: /api/catalogue/variants)',
    }),
    weight: z.union([z.number().positive(), z.null()]).meta({ description: 'Net weight in kilograms' }),
    specs: z
      .array(
        z.object({
          key: z.string().meta({ description: 'A stable name of the row, e.g. `dimensions`, `drainDiameter`' }),
          label: z.string().meta({ description: 'The row’s name in the requested language' }),
          value: z.string().meta({ description: 'The value with its unit, written as the language writes it' }),
        }),
      )
      .meta({ description: 'The product page’s data table, the installation measures included' }),
    measures: z.record(z.string(), z.union([z.number(), z.string()])).meta({
      description:
        'The installation measures as numbers (millimetres; `flowRate` l/min, `pressureMin`/`pressureMax` bar) or codes (`overflow`, `connection`, `slipClass`)',
    }),
    downloads: z.array(
      z.object({
        kind: z.string().meta({ description: 'datasheet, installation, care, spareParts, cad2d, bim or certificate' }),
        language: z.union([z.enum(locales), z.null()]).meta({ description: 'null: for every language' }),
        label: z.string(),
        url,
        mime: z.union([z.string(), z.null()]),
        size: z.union([z.int().min(0), z.null()]).meta({ description: 'Bytes' }),
      }),
    ),
    updatedAt: date,
    fit: FitSchema.optional().meta({ description: 'Only when the request gives `fit`' }),
  })
  .register(apiRegistry, { id: 'ProductTile', description: 'A product as a tile shows it, with its data' })

export const ArticleCategorySchema = z
  .object({
    id: z.int().meta({
      description: 'The original site’s id: 13 Chinese, 14 German, 15 English, 16 French, 17 Spanish, 19 Italian',
    }),
    title: z.string(),
    lang: z.enum(locales),
    langIndex: z.int().min(0).max(5),
  })
  .register(apiRegistry, { id: 'ArticleCategory', description: 'The news of one language' })

export const ArticleItemSchema = z
  .object({
    id,
    title: z.string(),
    thumb_image: imageUrl,
    excerpt: z.union([z.string(), z.null()]),
    date,
    url,
  })
  .register(apiRegistry, { id: 'ArticleListItem' })

export const ArticleSchema = z
  .object({
    id,
    title: z.string(),
    desc: z.string().meta({ description: 'The article body as HTML' }),
    excerpt: z.union([z.string(), z.null()]),
    thumb_image: imageUrl,
    image: imageUrl,
    date,
    category: z.int().meta({ description: 'Id of the article category (see /api/categorys)' }),
    lang: z.enum(locales),
    url,
  })
  .register(apiRegistry, { id: 'Article' })

export const JobSchema = z
  .object({
    id,
    value: z
      .union([z.string(), z.null()])
      .meta({ description: 'The original site’s job key, when it had one; POST /api/join takes it as `job`' }),
    title: z.string(),
    slug: z.string(),
    location: z.string(),
    employmentType: z.enum(employmentTypes),
    datePosted: date,
    validThrough: date,
    summary: z.union([z.string(), z.null()]),
    desc: z.string().meta({ description: 'The job description as HTML' }),
    url,
  })
  .register(apiRegistry, { id: 'Job', description: 'An open position (its closing date has not passed)' })

const mm = z.union([z.number().positive(), z.null()]).meta({ description: 'Millimetres, or null when not stated' })
const kg = z.union([z.number().positive(), z.null()]).meta({ description: 'Kilograms, or null when not stated' })

export const EtimFeatureValueSchema = z
  .object({
    code: z
      .string()
      .regex(/^EF\d{6}$/)
      .meta({ description: 'ETIM feature code' }),
    name: z.string().meta({ description: 'The feature’s English name, as ETIM publishes it' }),
    type: z
      .enum(['A', 'L', 'N', 'R'])
      .meta({ description: 'A: a value of a list, L: yes/no, N: a number, R: a range' }),
    value: z
      .union([z.string(), z.boolean(), z.number(), z.tuple([z.number(), z.number()])])
      .meta({ description: 'A: the EV code; L: true or false; N: the number; R: [from, to]' }),
    valueName: z.optional(z.string().meta({ description: 'A: the value’s English name' })),
    unit: z.optional(z.string().meta({ description: 'The feature’s unit (ETIM’s abbreviation)' })),
  })
  .register(apiRegistry, { id: 'EtimFeatureValue' })

export const TradeVariantSchema = z
  .object({
    article: ArticleNumberSchema,
    gtin: z.union([z.string().regex(/^\d{8}$|^\d{12,14}$/), z.null()]),
    product: z.string().meta({ description: 'The product’s slug; its other variants share it' }),
    title: z.string().meta({ description: 'The product’s title with the variant’s name, in the requested language' }),
    description: z.string(),
    url: url.meta({ description: 'The variant’s page in the requested language' }),
    lifecycle: z.object({
      status: z.enum(['active', 'discontinued']),
      since: z.union([z.string(), z.null()]).meta({ description: 'The day it was discontinued (YYYY-MM-DD)' }),
      successor: z.union([z.string(), z.null()]).meta({ description: 'The article that replaces it' }),
    }),
    dimensions: z.object({ width: mm, depth: mm, height: mm }),
    weight: z.object({ net: kg, gross: kg }),
    packaging: z.object({
      unit: z.string().meta({ description: 'Order unit, UN/ECE Recommendation 20 (C62 piece, SET, PR pair, PK pack)' }),
      contents: z.int().min(1),
      packed: z.object({ width: mm, depth: mm, height: mm }),
      deliveryDays: z.union([z.int().min(0), z.null()]).meta({ description: 'Working days' }),
    }),
    customsTariff: z
      .union([z.string().regex(/^\d{8}$/), z.null()])
      .meta({ description: 'Combined Nomenclature, 8 digits' }),
    countryOfOrigin: z.union([z.string().regex(/^[A-Z]{2}$/), z.null()]).meta({ description: 'ISO 3166-1 alpha-2' }),
    listPrice: z
      .union([
        z.object({ amount: z.number().min(0), currency: z.literal('EUR'), vatIncluded: z.literal(false) }),
        z.null(),
      ])
      .meta({ description: 'The recommended list price without VAT; null while the brand does not publish prices' }),
    etim: z.object({
      release: z.string().meta({ description: 'e.g. ETIM-10.0' }),
      class: z.string().regex(/^EC\d{6}$/),
      className: z.string().meta({ description: 'The class’s English name' }),
      features: z.array(EtimFeatureValueSchema).meta({ description: 'The features stated, in ETIM’s order' }),
    }),
    files: z.array(
      z.object({
        kind: z.enum(['picture', 'datasheet', 'manual', 'dxf', 'ifc', 'step']),
        language: z.union([z.enum(locales), z.null()]).meta({ description: 'null: for every language' }),
        url,
        mime: z.string(),
      }),
    ),
    updatedAt: date,
  })
  .register(apiRegistry, {
    id: 'TradeVariant',
    description:
      'A sellable variant as the trade data hold it (published products with an ETIM class): what BMEcat and ETIM xChange carry, in one language',
  })

export const EnquiryReceiptSchema = z
  .object({
    reference: z.string().meta({ description: 'The enquiry’s reference, to quote in correspondence' }),
    receivedAt: date,
  })
  .register(apiRegistry, { id: 'EnquiryReceipt' })

export const ErrorSchema = z
  .object({
    error: z
      .object({
        code: z.enum(apiErrorCodes),
        message: z.string().min(1).meta({ description: 'Localized message, in the requested language' }),
        fields: z.optional(
          z.record(z.string(), z.string()).meta({ description: 'Localized message per invalid field or parameter' }),
        ),
      })
      .strict(),
  })
  .strict()
  .register(apiRegistry, { id: 'Error' })

/** `{ data: [...], page, limit, total }` */
export function listOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      data: z.array(item),
      page: z.int().min(1),
      limit: z.int().min(1),
      total: z.int().min(0).meta({ description: 'Items over all pages' }),
    })
    .register(apiRegistry, { id: name })
}

/** `{ data: ... }` */
export function one<T extends z.ZodType>(item: T, name: string) {
  return z.object({ data: item }).register(apiRegistry, { id: name })
}

export const ChallengeSchema = z
  .object({
    challenge: z.string(),
    bits: z
      .int()
      .min(0)
      .meta({ description: 'Leading zero bits that SHA-256 of `challenge:key:nonce` must have; 0: no work needed' }),
    minFillMs: z.int().min(0),
    expiresAt: date,
  })
  .register(apiRegistry, { id: 'Challenge' })

export const AdList = listOf(AdSchema, 'AdList')
export const CategoryList = listOf(CategorySchema, 'CategoryList')
export const ProductList = listOf(ProductSchema, 'ProductList')
export const ArticleCategoryList = listOf(ArticleCategorySchema, 'ArticleCategoryList')
export const ArticleList = listOf(ArticleItemSchema, 'ArticleList')
export const ArticleAnswer = one(ArticleSchema, 'ArticleAnswer')
export const JobList = listOf(JobSchema, 'JobList')
export const EnquiryAnswer = one(EnquiryReceiptSchema, 'EnquiryAnswer')
export const ChallengeAnswer = one(ChallengeSchema, 'ChallengeAnswer')
export const TradeVariantList = listOf(TradeVariantSchema, 'TradeVariantList')
export const TradeVariantAnswer = one(TradeVariantSchema, 'TradeVariantAnswer')

export type Ad = z.infer<typeof AdSchema>
export type Category = z.infer<typeof CategorySchema>
export type SubCategory = z.infer<typeof SubCategorySchema>
export type ProductItem = z.infer<typeof ProductSchema>
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>
export type ArticleItem = z.infer<typeof ArticleItemSchema>
export type Article = z.infer<typeof ArticleSchema>
export type Job = z.infer<typeof JobSchema>
export type TradeVariant = z.infer<typeof TradeVariantSchema>
export type List<T> = { data: T[]; page: number; limit: number; total: number }

/** Query parameters shared by the GET paths. */
export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 20
export const MAX_PAGE = 10_000
export const layouts = ['sidebar', 'home'] as const
export type Layout = (typeof layouts)[number]
