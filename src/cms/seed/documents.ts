import type { Locale } from '@/i18n/locales'
import type { DownloadKind } from '@/lib/downloads/kinds'
import { textDocument } from '@/lib/pdf/textDocument'
import type { Family } from '@/lib/vocabularies'

import { manualText } from './content/manuals'
import type { L, ProductSeed } from './content/types'
import type { SeedContext } from './context'
import { ensureFile } from './media'

type Id = number | string

/** The files' date: fixed, so a rerun writes the same bytes. */
const WRITTEN = '2026-11-01T09:00:00'

const manualLabel: L = {
  de: 'Montageanleitung',
  zh: '安装说明',
  en: 'Installation manual',
  it: 'Istruzioni di montaggio',
  fr: 'Notice de montage',
  es: 'Instrucciones de montaje',
}

const familyNames: Record<Family, L> = {
  basin: { de: 'Waschbecken', zh: '台盆', en: 'basins', it: 'lavabi', fr: 'lavabos', es: 'lavabos' },
  cabinet: {
    de: 'Badmöbel',
    zh: '浴室柜',
    en: 'bathroom furniture',
    it: 'mobili bagno',
    fr: 'meubles de salle de bains',
    es: 'muebles de baño',
  },
  enclosure: {
    de: 'Duschabtrennungen',
    zh: '淋浴房',
    en: 'shower enclosures',
    it: 'box doccia',
    fr: 'parois de douche',
    es: 'mamparas de ducha',
  },
  tray: {
    de: 'Duschwannen',
    zh: '淋浴底盘',
    en: 'shower trays',
    it: 'piatti doccia',
    fr: 'receveurs de douche',
    es: 'platos de ducha',
  },
  tub: { de: 'Badewannen', zh: '浴缸', en: 'baths', it: 'vasche da bagno', fr: 'baignoires', es: 'bañeras' },
  tap: { de: 'Armaturen', zh: '龙头', en: 'taps', it: 'rubinetteria', fr: 'robinetterie', es: 'grifería' },
  toilet: { de: 'WCs', zh: '坐便器', en: 'toilets', it: 'WC', fr: 'WC', es: 'inodoros' },
}

const manualFrames = {
  de: {
    lang: 'de-DE',
    title: 'Montageanleitung',
    footer: 'SANHAUS · Technische Änderungen vorbehalten.',
    pageLabel: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    languageName: { de: 'Deutsch', zh: '德语', en: 'German', it: 'tedesco', fr: 'allemand', es: 'alemán' },
  },
  en: {
    lang: 'en-GB',
    title: 'Installation manual',
    footer: 'SANHAUS · Subject to technical changes.',
    pageLabel: (page: number, pages: number) => `Page ${page} of ${pages}`,
    languageName: { de: 'Englisch', zh: '英语', en: 'English', it: 'inglese', fr: 'anglais', es: 'inglés' },
  },
} as const

/**
 * A product family's installation manual in German and English (PDF, written with the site's own
 * document writer), one pair per family, shared by its products: rows for one language each.
 */
async function familyManuals(ctx: SeedContext, family: Family): Promise<{ language: 'de' | 'en'; file: Id }[]> {
  const out: { language: 'de' | 'en'; file: Id }[] = []
  for (const language of ['de', 'en'] as const) {
    const frame = manualFrames[language]
    const names = familyNames[family]
    const alt: L = {
      de: `Montageanleitung für ${names.de} (${frame.languageName.de})`,
      zh: `${names.zh}安装说明（${frame.languageName.zh}）`,
      en: `Installation manual for ${names.en} (${frame.languageName.en})`,
      it: `Istruzioni di montaggio per ${names.it} (${frame.languageName.it})`,
      fr: `Notice de montage pour ${names.fr} (${frame.languageName.fr})`,
      es: `Instrucciones de montaje para ${names.es} (${frame.languageName.es})`,
    }
    const text = manualText(family, language)
    const file = await ensureFile(ctx, `manual-${family}-${language}.pdf`, 'application/pdf', alt, () =>
      textDocument({
        lang: frame.lang,
        brand: 'SANHAUS',
        title: frame.title,
        lead: text.lead,
        sections: text.sections,
        footer: frame.footer,
        pageLabel: frame.pageLabel,
        date: new Date(`${WRITTEN}Z`),
      }),
    )
    out.push({ language, file })
  }
  return out
}

/**
 * A product's downloads: its family's installation manuals (German and English). Its CAD and BIM
 * files (DXF, IFC, STEP) are made by the site from its data, per variant (src/lib/cms/cad.ts).
 * Returns its download rows in one language; its variants share them.
 */
export async function productDocuments(
  ctx: SeedContext,
  product: ProductSeed,
): Promise<(locale: Locale) => { kind: DownloadKind; language?: 'de' | 'en'; label: string; file: Id }[]> {
  const manuals = await familyManuals(ctx, product.family)
  return (locale) =>
    manuals.map((m) => ({
      kind: 'installation' as const,
      language: m.language,
      label: manualLabel[locale],
      file: m.file,
    }))
}
