/**
 * Shapes of the demo content. Every human-readable text is given in all six
 * languages (`L`); the seed writes each into its Payload locale.
 *
 * Texts may contain fact tokens such as `{{warranty_years}}` or `{{factory_area|alt1}}`:
 * the site replaces them with the company fact's value (primary or the named variant),
 * formatted for the page's language, so one edit of a fact changes every page.
 *
 * Products are named by reference, `{{product:<slug>}}` (news, the history timeline,
 * certificates): the page shows the catalogue's title in its language, so a text cannot give a
 * product another name or kind than the catalogue.
 */
import type { NewsPicture } from '@/cms/seed/images/news-art'
import type { Locale } from '@/i18n/locales'
import type { Measures } from '@/lib/catalogue/measures'
import type { Colour, Finish, Installation, Material, Opening } from '@/lib/catalogue/specs'
import type { demoMarkets } from '@/lib/enquiry/markets'
import type { RouteKey } from '@/lib/routes'
import type { ServiceTimeZone } from '@/lib/vocabularies'
import type {
  CertificateGroup,
  Family,
  IconName,
  MessagingKind,
  ShopSlug,
  SocialKind,
  TechLineKey,
} from '@/lib/vocabularies'

/** A text in all six languages. */
export type L = Readonly<Record<Locale, string>>

/** A block of simple rich text (becomes Lexical JSON in the seed). */
export type RichBlock =
  { readonly h2: string } | { readonly h3: string } | { readonly p: string } | { readonly ul: readonly string[] }

/** Rich text in all six languages. */
export type LRich = Readonly<Record<Locale, readonly RichBlock[]>>

/* ------------------------------------------------------------------ settings */

export type SettingsSeed = {
  readonly brandName: L
  readonly tagline: L
  readonly addresses: {
    readonly sales: { readonly label: L; readonly address: L }
    readonly factory: { readonly label: L; readonly address: L }
  }
  readonly copyright: L
  readonly filingNumber: string
  readonly onlinePhone: string
  readonly onlineHours: L
  readonly complaintsPhone: string
  readonly email: string
  /** the time zone of `onlineHours` (named on the pages in each language) */
  readonly onlineTimeZone: ServiceTimeZone
  /** service contacts of their own for some languages; the others show the details above */
  readonly regionalContacts: readonly {
    readonly office: string
    readonly languages: readonly Locale[]
    readonly phone: string
    readonly hours: L
    readonly timeZone: ServiceTimeZone
    readonly complaintsPhone: string
    readonly email: string
  }[]
  /** the markets of `demoMarkets` (countries and office), with their names and recipients */
  readonly markets: readonly {
    readonly key: (typeof demoMarkets)[number]['key']
    readonly name: L
    readonly salesRecipients: readonly string[]
    readonly hrRecipients: readonly string[]
  }[]
  readonly social: readonly { readonly kind: SocialKind; readonly label: L; readonly url: string }[]
  /** The two messaging apps with a QR code in the footer; `payload` is what the QR encodes. */
  readonly messaging: readonly {
    readonly kind: MessagingKind
    readonly label: L
    readonly hint: L
    readonly payload: string
  }[]
  readonly shops: readonly { readonly slug: ShopSlug; readonly label: L; readonly url: string }[]
}

export type NavChildSeed =
  { readonly label: L; readonly route: RouteKey } | { readonly label: L; readonly shop: ShopSlug }

export type NavItemSeed = {
  readonly label: L
  readonly route: RouteKey
  readonly children?: readonly NavChildSeed[]
}

/* ------------------------------------------------------------------ catalogue */

export type BannerSeed = {
  readonly title: L
  readonly description: L
  readonly alt: L
}

export type SubCategorySeed = {
  /** stable ASCII key, unique among all categories */
  readonly key: string
  /** the spec's Chinese key */
  readonly value: string
  readonly title: L
}

export type CategorySeed = SubCategorySeed & {
  readonly icon: IconName
  readonly family: Family
  readonly description: L
  /** position among the six home product boxes; absent: not on home */
  readonly homeBox?: number
  readonly children: readonly SubCategorySeed[]
}

/** A product's technical data, in the units of the product schema (mm, kg, litres). */
export type SpecsSeed = {
  readonly width: number
  readonly depth: number
  readonly height: number
  /** absent where the vocabulary has no word for it (the toilets' vitreous china) */
  readonly material?: Material
  readonly finish: Finish
  readonly colours: readonly Colour[]
  readonly installation: Installation
  readonly weight: number
  /** litres: baths up to the overflow */
  readonly capacity?: number
  /** glass thickness in mm: enclosures */
  readonly glass?: number
  /** how an enclosure opens */
  readonly opening?: Opening
  /** the niche sizes an enclosure or tray fits (its profiles' play, how far a tray may be cut) */
  readonly fitRange?: {
    readonly widthFrom: number
    readonly widthTo: number
    readonly depthFrom: number
    readonly depthTo: number
  }
}

/** Outline of a product seen from above, for its dimension drawing. */
export type PlanShape = 'rect' | 'round' | 'oval'

export type ProductSeed = {
  readonly slug: string
  readonly family: Family
  /** key of the root category */
  readonly category: string
  /** key of the sub-category, where the root has any */
  readonly subCategory?: string
  /** the model's name as running text names it ("Luna 60"), the same in every language */
  readonly name: string
  readonly title: L
  readonly description: L
  readonly alt: L
  readonly specs: SpecsSeed
  /** outline from above; rectangular when absent */
  readonly plan?: PlanShape
  /** slugs of matching products (a basin's vanity and tap) */
  readonly related: readonly string[]
}

/**
 * One variant of a product (a colour, a finish or a size of its own). The product's own data is
 * its first variant; a variant gives only what differs from it.
 */
export type VariantSeed = {
  /** the one colour it is made in (one of the product's colours) */
  readonly colour?: Colour
  readonly finish?: Finish
  readonly width?: number
  readonly depth?: number
  readonly height?: number
  /** the bounds of the niche range that differ from the product's (a shorter side panel's) */
  readonly fitRange?: Partial<NonNullable<SpecsSeed['fitRange']>>
  /** installer's measures that differ from the product's */
  readonly measures?: Measures
  /** a name of its own, where its colour, finish and size do not say what it is */
  readonly label?: L
}

/** A series: products of one design line, across categories. */
export type SeriesSeed = {
  readonly slug: string
  /** the series' name (a brand name, usually the same in every language) */
  readonly title: L
  /** two or three sentences on the design idea that joins its products */
  readonly story: L
  /** the products of the series, by slug, in their order; every product is in exactly one series */
  readonly products: readonly string[]
}

export type TechLineSeed = {
  readonly key: TechLineKey
  readonly title: L
  readonly intro: L
  readonly features: readonly {
    readonly icon: IconName
    readonly title: L
    readonly description: L
  }[]
}

export type ServiceGuaranteeSeed = {
  readonly icon: IconName
  readonly title: L
  readonly description: L
}

export type ShowroomCountrySeed = {
  /** ISO 3166-1 alpha-2 */
  readonly code: string
  readonly name: L
}

export type FactSeed = {
  /** token name, e.g. `factory_area` */
  readonly key: string
  readonly label: L
  /** primary value as written in the source, digits only for numbers (`36980`) or a text (`2003–2020`) */
  readonly value: string
  readonly unit?: L
  readonly variants: readonly { readonly key: string; readonly value: string; readonly note: string }[]
}

/* ------------------------------------------------------------------ company */

export type CaseSeed = {
  readonly region: 'foreign' | 'china'
  readonly city: L
  readonly caption: L
  readonly alt: L
}

export type CertificateSeed = {
  readonly group: CertificateGroup
  readonly caption: L
  /** patent or certificate number, where it has one */
  readonly number?: string
  readonly alt: L
}

export type TestReportSeed = {
  readonly title: L
  readonly number: string
  readonly year: number
}

export type HistorySeed = { readonly year: number; readonly content: L }

export type ExhibitionSeed = { readonly year: number; readonly name: L; readonly city: L }

export type NewsSeed = {
  readonly slug: string
  readonly title: string
  readonly excerpt: string
  /** ISO date */
  readonly date: string
  readonly body: readonly RichBlock[]
  /** the drawn picture of the article; `alt` says what it shows */
  readonly picture: NewsPicture
  readonly alt: string
}

export type JobSeed = {
  readonly slug: string
  /** the spec's job option label (Chinese), kept as the stable value */
  readonly legacyValue: string
  readonly title: L
  readonly location: L
  readonly employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN'
  /** ISO dates */
  readonly datePosted: string
  readonly validThrough: string
  readonly summary: L
  readonly description: LRich
}

export type ContactKind = 'tel' | 'email' | 'web' | 'address'

export type OfficeSeed = {
  readonly key: 'hangzhou' | 'pujiang' | 'germany'
  readonly name: L
  readonly city: L
  readonly address: L
  /** WGS-84 */
  readonly center: { readonly lat: number; readonly lng: number }
  readonly marker: { readonly lat: number; readonly lng: number }
  readonly zoom: number
  readonly contacts: readonly {
    readonly kind: ContactKind
    readonly label: L
    /** a plain value (phone, e-mail, URL) or a text per language (address) */
    readonly value: string | L
  }[]
  readonly qr?: { readonly kind: MessagingKind; readonly message: L }
}

/* ------------------------------------------------------------------ pages */

export type TitledText = { readonly heading: L; readonly text: L }

export type PagesSeed = {
  readonly home: {
    readonly serviceHeading: L
    readonly showroom: TitledText & { readonly countriesHeading: L; readonly alt: L }
    readonly products: TitledText
    readonly whyChooseUs: {
      readonly heading: L
      readonly points: readonly { readonly icon: IconName; readonly title: L; readonly text: L }[]
    }
    readonly aboutTeaser: TitledText & { readonly linkLabel: L; readonly alt: L }
    readonly designConcept: TitledText & {
      readonly photos: readonly { readonly caption: L; readonly alt: L }[]
    }
    readonly tradeCoverage: TitledText & { readonly alt: L }
    readonly news: { readonly heading: L; readonly text: L }
  }
  readonly about: {
    readonly slogans: readonly L[]
    readonly bannerAlt: L
    readonly iconRow: readonly { readonly icon: IconName; readonly title: L }[]
    /** `fact` is the key of a company fact */
    readonly stats: readonly { readonly fact: string; readonly label: L }[]
    readonly intro: TitledText & { readonly alt: L }
    readonly historyHeading: L
    readonly exhibitionsHeading: L
    readonly factory: TitledText & { readonly alt: L }
    readonly showroom: TitledText & { readonly alt: L }
    readonly coverage: TitledText
  }
  readonly craft: TitledText
  readonly cases: TitledText & { readonly foreignHeading: L; readonly chinaHeading: L }
  readonly qualification: TitledText & {
    readonly groups: readonly { readonly group: CertificateGroup; readonly heading: L; readonly text: L }[]
    readonly testReportsHeading: L
  }
  readonly contact: TitledText
  readonly service: TitledText & { readonly hotlineHeading: L }
  readonly recruit: TitledText & {
    readonly whyJoin: readonly { readonly icon: IconName; readonly title: L; readonly text: L }[]
  }
  readonly productCentre: TitledText
  readonly showcase: TitledText & {
    readonly tailorism: TitledText & {
      readonly steps: readonly { readonly title: L; readonly text: L }[]
    }
    readonly slideshow: TitledText
  }
  readonly news: TitledText
  readonly teamwork: TitledText & { readonly overseasNotice: L }
}

/** The guarantee of one market of the demo content (`demoMarkets`), given by one of its offices. */
export type GuaranteeSeed = {
  readonly market: 'china' | 'europe' | 'international'
  /** key of the office that gives it */
  readonly guarantor: 'hangzhou' | 'pujiang' | 'germany'
  readonly title: L
  /** what it covers and what not, from when */
  readonly covers: LRich
  /** how to claim: whom to tell, what to send, what happens then */
  readonly claim: LRich
}

export type LegalSeed = {
  readonly slug: 'impressum' | 'privacy' | 'accessibility'
  readonly title: L
  readonly body: LRich
}
