/**
 * The catalogue as one ETIM xChange V1.1 document (JSON, standards/etim-xchange), the format ETIM
 * International defines for data pools and wholesalers: all six languages in one file, one Product
 * per variant with its article number, GTIN, descriptions per language, ETIM class and features by
 * their EF/EV codes, its status, relations, pictures and documents, and one TradeItem with ordering,
 * price, net measures and the packed carton.
 */
import { type Locale, locales } from '@/i18n/locales'

import { clip } from './clip'
import { type EtimFeature, type EtimValue, etimRelease } from './etim'
import type { TradeCatalogue, TradeFile, TradeItem } from './items'

/** The language codes xChange takes: ISO 639-1 with the country (`de-DE`). */
export const xChangeLanguages: Readonly<Record<Locale, string>> = {
  de: 'de-DE',
  zh: 'zh-CN',
  en: 'en-GB',
  it: 'it-IT',
  fr: 'fr-FR',
  es: 'es-ES',
}

export type XChangeOptions = {
  generatedAt: Date
  /** the manufacturer's and supplier's name */
  brand: string
  /** the company's Global Location Number (13 digits), where it has one */
  supplierGln?: string
  /** the address that answers questions about the data */
  dataContact?: string | null
}

type Obj = Record<string, unknown>

/** An object without the properties that hold nothing: null, undefined or an empty list. */
function compact(o: Obj): Obj {
  const out: Obj = {}
  for (const [key, value] of Object.entries(o)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value) && value.length === 0) continue
    out[key] = value
  }
  return out
}

/** A number as xChange's decimal strings take it: no exponent, at most four decimals. */
function decimal(n: number | null | undefined, { signed = false } = {}): string | undefined {
  if (typeof n !== 'number' || !Number.isFinite(n) || (!signed && n < 0)) return undefined
  const digits = Math.abs(n)
    .toFixed(4)
    .replace(/\.?0+$/, '')
  if (digits.split('.')[0]!.length > 11) return undefined
  return n < 0 && digits !== '0' ? `-${digits}` : digits
}

/** The day of a stored date (`2026-03-31` or `2026-03-31T10:00:00.000Z`). */
function day(value: string | null | undefined): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0]
}

const isGtin = (v: string | null | undefined): v is string => typeof v === 'string' && /^\d{8,14}$/.test(v)
const isGln = (v: string | null | undefined): v is string => typeof v === 'string' && /^\d{13}$/.test(v)

/** ETIM's release as xChange names it: `10.0`. */
export const xChangeEtimRelease: string = /\d{1,2}\.\d/.exec(etimRelease)?.[0] ?? 'DYNAMIC'

/** One feature's value in the properties its type has: EV code, logical, number or range. */
function featureValue(feature: EtimFeature, value: EtimValue): Obj | null {
  switch (feature.type) {
    case 'A':
      return typeof value === 'string' && /^EV\d{6}$/.test(value) ? { EtimValueCode: value } : null
    case 'L':
      return typeof value === 'boolean' ? { EtimValueLogical: value } : null
    case 'N': {
      const n = typeof value === 'number' ? decimal(value, { signed: true }) : undefined
      return n ? { EtimValueNumeric: n } : null
    }
    case 'R': {
      if (!Array.isArray(value)) return null
      const [lower, upper] = value.map((v) => decimal(v, { signed: true }))
      return lower && upper ? { EtimValueRangeLower: lower, EtimValueRangeUpper: upper } : null
    }
  }
}

/** The item's ETIM class with the features it states, in ETIM's order. */
function classification(item: TradeItem): Obj {
  const c = item.etim.class
  const features = c.features.flatMap((f) => {
    const value = item.etim.values[f.id]
    const fields = value === undefined ? null : featureValue(f, value)
    return fields ? [{ EtimFeatureCode: f.id, ...fields }] : []
  })
  return compact({
    EtimReleaseVersion: xChangeEtimRelease,
    EtimClassCode: c.id,
    EtimClassVersion: Number.isInteger(c.version) && c.version >= 1 ? c.version : undefined,
    EtimFeatures: features,
  })
}

/**
 * What a file is among xChange's attachment types: the first picture is the main one (ATX015),
 * the others pictures (ATX018); data sheet ATX003; the installation manual ATX016 (manual); the
 * CAD plan ATX011 (drawing); the IFC model and the STEP solid ATX002 (BIM / 3D object).
 */
const attachmentTypes: Readonly<Record<Exclude<TradeFile['purpose'], 'picture'>, string>> = {
  datasheet: 'ATX003',
  manual: 'ATX016',
  dxf: 'ATX011',
  ifc: 'ATX002',
  step: 'ATX002',
}

/** A file's address and name as xChange takes them, or null for an address that is none. */
function detail(file: TradeFile): Obj | null {
  let url: URL
  try {
    url = new URL(file.url)
  } catch {
    return null
  }
  let name: string | undefined
  try {
    name = decodeURIComponent(url.pathname.split('/').pop() ?? '')
  } catch {
    name = undefined
  }
  return compact({
    AttachmentLanguage: file.language ? [xChangeLanguages[file.language]] : undefined,
    // xChange has no field for the MIME type: it specifies the type here, the same in every language.
    AttachmentTypeSpecification: file.mime ? [{ AttachmentTypeSpecification: clip(file.mime, 100) }] : undefined,
    AttachmentFilename: name && [...name].length <= 100 ? name : undefined,
    AttachmentUri: url.href,
  })
}

/**
 * The item's pictures and documents: each picture on its own, in order; each kind of document
 * once, with its file per language.
 */
function attachments(item: TradeItem): Obj[] {
  const out: Obj[] = []
  const documents = new Map<string, Obj[]>()
  let pictures = 0
  for (const file of item.files) {
    const d = detail(file)
    if (!d) continue
    if (file.purpose === 'picture') {
      out.push({ AttachmentType: pictures++ === 0 ? 'ATX015' : 'ATX018', AttachmentDetails: [d] })
      continue
    }
    const list = documents.get(file.purpose)
    if (list) list.push(d)
    else {
      const details = [d]
      documents.set(file.purpose, details)
      out.push({ AttachmentType: attachmentTypes[file.purpose], AttachmentDetails: details })
    }
  }
  return out.map((a, i) => ({
    AttachmentType: a.AttachmentType,
    AttachmentOrder: i + 1,
    AttachmentDetails: a.AttachmentDetails,
  }))
}

/** xChange's status of a product or trade item: a discontinued one is withdrawn, or will be. */
function status(item: TradeItem, today: string): string {
  if (item.trade.lifecycle !== 'discontinued') return 'ACTIVE'
  const since = day(item.trade.discontinuedSince)
  return since && since > today ? 'PLANNED WITHDRAWAL' : 'OBSOLETE'
}

/** The item's title and description per language, for the languages that have a title. */
function descriptions(item: TradeItem): Obj[] {
  return locales.flatMap((l) => {
    const title = clip(item.title[l], 80)
    if (!title) return []
    return [
      compact({
        DescriptionLanguage: xChangeLanguages[l],
        MinimalProductDescription: title,
        UniqueMainProductDescription: clip(item.title[l], 255),
        FullProductDescription: clip(item.description[l], 10000),
        ProductPageUrl: item.url[l] || undefined,
      }),
    ]
  })
}

/** The trade item of a variant: its numbers, status, order unit, price, net measures and carton. */
function tradeItem(item: TradeItem, today: string): Obj {
  const t = item.trade
  const unit = t.orderUnit ?? 'C62'
  const gtin = isGtin(item.gtin) ? [item.gtin] : undefined
  const itemDescriptions = locales.flatMap((l) => {
    const title = clip(item.title[l], 80)
    return title ? [{ DescriptionLanguage: xChangeLanguages[l], MinimalItemDescription: title }] : []
  })
  const net = compact({
    BaseItemNetLength: decimal(item.depth),
    BaseItemNetWidth: decimal(item.width),
    BaseItemNetHeight: decimal(item.height),
    BaseItemNetWeight: decimal(item.weight),
  })
  const hasSize = 'BaseItemNetLength' in net || 'BaseItemNetWidth' in net || 'BaseItemNetHeight' in net
  const carton = compact({
    // The carton's length is the item's depth, as the net measures read it.
    PackagingTypeLength: decimal(t.packedDepth),
    PackagingTypeWidth: decimal(t.packedWidth),
    PackagingTypeHeight: decimal(t.packedHeight),
    PackagingTypeWeight: decimal(t.grossWeight),
  })
  const hasCartonSize =
    'PackagingTypeLength' in carton || 'PackagingTypeWidth' in carton || 'PackagingTypeHeight' in carton
  // Euros with their cents, as a price list reads: "289.00".
  const price = typeof t.listPrice === 'number' && decimal(t.listPrice) ? t.listPrice.toFixed(2) : undefined
  return compact({
    ItemIdentification: compact({
      SupplierItemNumber: item.article,
      ManufacturerItemNumber: item.article,
      ItemGtin: gtin,
      ItemObsolescenceDate: t.lifecycle === 'discontinued' ? day(t.discontinuedSince) : undefined,
    }),
    ItemDetails: itemDescriptions.length
      ? { ItemStatus: status(item, today), ItemCondition: 'NEW', ItemDescriptions: itemDescriptions }
      : undefined,
    ItemRelations:
      t.lifecycle === 'discontinued' && t.successor
        ? [{ RelatedSupplierItemNumber: t.successor, RelationType: 'SUCCESSOR', RelatedItemQuantity: 1 }]
        : undefined,
    ItemLogisticDetails: Object.keys(net).length
      ? [
          compact({
            ...net,
            NetDimensionUnit: hasSize ? 'MMT' : undefined,
            NetWeightUnit: 'BaseItemNetWeight' in net ? 'KGM' : undefined,
          }),
        ]
      : undefined,
    Ordering: compact({
      OrderUnit: unit,
      MinimumOrderQuantity: '1',
      OrderStepSize: '1',
      StandardOrderLeadTime:
        typeof t.deliveryDays === 'number' && Number.isInteger(t.deliveryDays) && t.deliveryDays >= 0
          ? t.deliveryDays
          : undefined,
      // How many pieces one order unit holds (a set, a pair).
      UseUnit: typeof t.contentAmount === 'number' ? 'C62' : undefined,
      UseUnitConversionFactor: typeof t.contentAmount === 'number' ? decimal(t.contentAmount) : undefined,
    }),
    // The recommended list price without VAT, per order unit; without one, the price is on request.
    Pricing: [
      price
        ? { PriceUnit: unit, PriceQuantity: '1', GrossListPrice: price }
        : { PriceUnit: unit, PriceQuantity: '1', PriceOnRequest: true },
    ],
    PackagingUnit: Object.keys(carton).length
      ? [
          {
            PackagingIdentification: compact({
              PackagingTypeCode: unit,
              PackagingQuantity: '1',
              TradeItemPrimaryPackaging: true,
            }),
            PackagingLogisticDetails: [
              compact({
                ...carton,
                PackagingTypeDimensionUnit: hasCartonSize ? 'MMT' : undefined,
                PackagingTypeWeightUnit: 'PackagingTypeWeight' in carton ? 'KGM' : undefined,
              }),
            ],
          },
        ]
      : undefined,
  })
}

/** One variant as an xChange Product: identification, details, relations, attachments, class, trade item. */
function product(item: TradeItem, options: XChangeOptions, today: string): Obj {
  const t = item.trade
  const discontinued = t.lifecycle === 'discontinued'
  return compact({
    ProductIdentification: compact({
      ManufacturerIdGln: isGln(options.supplierGln) ? options.supplierGln : undefined,
      ManufacturerName: clip(options.brand, 80),
      ManufacturerProductNumber: item.article,
      ProductGtin: isGtin(item.gtin) ? [item.gtin] : undefined,
      BrandName: clip(options.brand, 50),
      ProductObsolescenceDate: discontinued ? day(t.discontinuedSince) : undefined,
      CustomsCommodityCode: t.customsTariff && /^\d{6,16}$/.test(t.customsTariff) ? t.customsTariff : undefined,
      CountryOfOrigin: t.countryOfOrigin && /^[A-Z]{2}$/.test(t.countryOfOrigin) ? [t.countryOfOrigin] : undefined,
    }),
    ProductDetails: {
      ProductStatus: status(item, today),
      ProductType: 'PHYSICAL',
      ProductDescriptions: descriptions(item),
    },
    ProductRelations:
      discontinued && t.successor
        ? [{ RelatedManufacturerProductNumber: t.successor, RelationType: 'SUCCESSOR', RelatedProductQuantity: 1 }]
        : undefined,
    ProductAttachments: attachments(item),
    EtimClassification: [classification(item)],
    TradeItem: [tradeItem(item, today)],
  })
}

/**
 * The catalogue as one ETIM xChange V1.1 document holding every language: a full catalogue, valid
 * from the day it is made, with one Product per trade item. The schema asks at least one product
 * of a supplier: an empty catalogue makes a document it does not accept.
 */
export function xChangeDocument(catalogue: TradeCatalogue, options: XChangeOptions): object {
  const today = options.generatedAt.toISOString().slice(0, 10)
  const brand = options.brand.trim()
  const idBase = brand
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '')
    .slice(0, 14)
  const contact = options.dataContact?.trim()
  return compact({
    CatalogueId: idBase ? `${idBase}-trade` : 'trade',
    CatalogueVersion: options.generatedAt.toISOString(),
    CatalogueType: 'FULL',
    GenerationDate: today,
    NameDataCreator: clip(brand, 50),
    EmailDataCreator: contact || undefined,
    CatalogueValidityStart: today,
    Language: locales.map((l) => xChangeLanguages[l]),
    CurrencyCode: 'EUR',
    Supplier: [
      {
        ...compact({
          SupplierName: clip(brand, 80),
          SupplierIdGln: isGln(options.supplierGln) ? options.supplierGln : undefined,
        }),
        Product: catalogue.items.map((item) => product(item, options, today)),
      },
    ],
  })
}

/**
 * The document as UTF-8 bytes, each product serialized on its own: the whole catalogue never
 * exists as one object tree and one string at once (for 5,000 variants the string alone is tens
 * of megabytes). The same JSON as `JSON.stringify(xChangeDocument(…))`.
 */
export function xChangeBytes(catalogue: TradeCatalogue, options: XChangeOptions): Buffer {
  if (catalogue.items.length === 0) return Buffer.from(JSON.stringify(xChangeDocument(catalogue, options)))
  const [first, ...rest] = catalogue.items
  const shell = JSON.stringify(xChangeDocument({ ...catalogue, items: [first!] }, options))
  const today = options.generatedAt.toISOString().slice(0, 10)
  const one = JSON.stringify(product(first!, options, today))
  const at = shell.lastIndexOf(one)
  const parts = [Buffer.from(shell.slice(0, at + one.length))]
  for (const item of rest) parts.push(Buffer.from(`,${JSON.stringify(product(item, options, today))}`))
  parts.push(Buffer.from(shell.slice(at + one.length)))
  return Buffer.concat(parts)
}
