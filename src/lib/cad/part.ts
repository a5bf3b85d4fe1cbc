/**
 * What a CAD or BIM file of a product says: one set of files per variant that differs in size or
 * shape (variants that differ only in colour or finish share it, and the files name every article
 * number they cover). The writers (DXF, IFC, STEP) take this, in the language of the file.
 */
import type { Locale } from '@/i18n/locales'
import type { Measures, Outline } from '@/lib/catalogue/measures'
import type { DrawingWords } from '@/lib/drawings/installation'
import type { Family } from '@/lib/vocabularies'

export type CadPart = {
  locale: Locale
  /** the brand, as manufacturer */
  brand: string
  /** the product's title in the file's language, e.g. "Wand-WC Forma spülrandlos" */
  title: string
  /** what tells the variant apart, e.g. "900 × 800 × 1.950 mm"; null for a product with one variant */
  variantName: string | null
  /** the article numbers the file covers, in the product's order; the first names the file */
  articles: string[]
  /** the GTINs of those articles that have one, in the same order */
  gtins: string[]
  family: Family | null
  /** e.g. 'wall-hung', 'corner' (the catalogue's values) */
  installation: string | null
  /** the installation named in the file's language */
  installationName: string | null
  /** millimetres */
  width: number
  depth: number
  height: number
  outline: Outline | null
  outlineRadius: number | null
  outlineCut: number | null
  measures: Measures
  /** e.g. 'mineral-cast', and its name in the file's language */
  material: string | null
  materialName: string | null
  /** kilograms, empty when unknown */
  weight: number | null
  /** litres (baths) */
  capacity: number | null
  /** the address of the variant's page */
  url: string
  /** the product's revision: the date the files are written with (ISO 8601), and its number */
  revision: { number: number; date: string }
}

/** The file's name: its first article number, the kind of file and the language, e.g. `SH300302-plan-de.dxf`. */
export const cadFileName = (part: Pick<CadPart, 'articles' | 'locale'>, kind: string, extension: string): string =>
  `${part.articles[0] ?? 'product'}-${kind}-${part.locale}.${extension}`

/** The words a drawing file writes, in its language: the drawing's (`drawing` messages) and its title block's. */
export type CadWords = Omit<DrawingWords, 'number'> & {
  /** "Artikelnummer" */
  article: string
  gtin: string
  /** "Revision 3 · 30. November 2026" */
  revision: string
}
