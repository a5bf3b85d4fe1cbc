import { defaultLocale, type Locale } from '@/i18n/locales'
import { dxfOutline } from '@/lib/downloads/dxf'
import type { DownloadKind } from '@/lib/downloads/kinds'
import { type IfcKind, ifcModel, stepSolid } from '@/lib/downloads/step21'
import { textDocument } from '@/lib/pdf/textDocument'
import type { Family } from '@/lib/vocabularies'

import { manualText } from './content/manuals'
import type { L, ProductSeed } from './content/types'
import type { SeedContext } from './context'
import { ensureFile } from './media'

type Id = number | string

/** How the IFC model names each family's products. */
const ifcKinds: Record<Family, IfcKind> = {
  basin: { entity: 'IFCSANITARYTERMINAL', type: 'WASHHANDBASIN' },
  cabinet: { entity: 'IFCFURNITURE', type: 'NOTDEFINED' },
  enclosure: { entity: 'IFCSANITARYTERMINAL', type: 'SHOWER' },
  tray: { entity: 'IFCSANITARYTERMINAL', type: 'SHOWER' },
  tub: { entity: 'IFCSANITARYTERMINAL', type: 'BATH' },
  tap: { entity: 'IFCVALVE', type: 'FAUCET' },
  toilet: { entity: 'IFCSANITARYTERMINAL', type: 'TOILETPAN' },
}

/** The files' date: fixed, so a rerun writes the same bytes. */
const WRITTEN = '2026-11-01T09:00:00'

const documents = [
  {
    kind: 'cad2d',
    suffix: 'plan.dxf',
    mimetype: 'image/vnd.dxf',
    label: {
      de: 'Grundriss (DXF)',
      zh: '平面图（DXF）',
      en: 'Plan view (DXF)',
      it: 'Pianta (DXF)',
      fr: 'Vue en plan (DXF)',
      es: 'Planta (DXF)',
    },
    alt: (t: L): L => ({
      de: `Grundriss von ${t.de} als DXF-Zeichnung`,
      zh: `${t.zh} 的 DXF 平面图`,
      en: `Plan view of ${t.en} as a DXF drawing`,
      it: `Pianta di ${t.it} come disegno DXF`,
      fr: `Vue en plan de ${t.fr} en dessin DXF`,
      es: `Planta de ${t.es} como dibujo DXF`,
    }),
    data: (p: ProductSeed, title: string) => dxfOutline({ title, width: p.specs.width, depth: p.specs.depth }),
  },
  {
    kind: 'bim',
    suffix: 'model.ifc',
    mimetype: 'model/ifc',
    label: {
      de: 'BIM-Modell (IFC4)',
      zh: 'BIM 模型（IFC4）',
      en: 'BIM model (IFC4)',
      it: 'Modello BIM (IFC4)',
      fr: 'Maquette BIM (IFC4)',
      es: 'Modelo BIM (IFC4)',
    },
    alt: (t: L): L => ({
      de: `BIM-Modell von ${t.de} im IFC4-Format`,
      zh: `${t.zh} 的 IFC4 格式 BIM 模型`,
      en: `BIM model of ${t.en} in IFC4`,
      it: `Modello BIM di ${t.it} in formato IFC4`,
      fr: `Maquette BIM de ${t.fr} au format IFC4`,
      es: `Modelo BIM de ${t.es} en formato IFC4`,
    }),
    data: (p: ProductSeed, title: string, article: string, filename: string) =>
      ifcModel(
        { name: title, article, width: p.specs.width, depth: p.specs.depth, height: p.specs.height },
        ifcKinds[p.family],
        WRITTEN,
        filename,
      ),
  },
  {
    kind: 'bim',
    suffix: 'solid.stp',
    mimetype: 'model/step',
    label: {
      de: '3D-Volumenmodell (STEP)',
      zh: '三维实体模型（STEP）',
      en: '3D solid model (STEP)',
      it: 'Modello solido 3D (STEP)',
      fr: 'Modèle volumique 3D (STEP)',
      es: 'Modelo sólido 3D (STEP)',
    },
    alt: (t: L): L => ({
      de: `3D-Volumenmodell von ${t.de} im STEP-Format`,
      zh: `${t.zh} 的 STEP 格式三维实体模型`,
      en: `3D solid model of ${t.en} in STEP`,
      it: `Modello solido 3D di ${t.it} in formato STEP`,
      fr: `Modèle volumique 3D de ${t.fr} au format STEP`,
      es: `Modelo sólido 3D de ${t.es} en formato STEP`,
    }),
    data: (p: ProductSeed, title: string, article: string, filename: string) =>
      stepSolid(
        { name: title, article, width: p.specs.width, depth: p.specs.depth, height: p.specs.height },
        WRITTEN,
        filename,
      ),
  },
] as const

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
 * A product's downloads: its family's installation manuals (German and English), and its CAD and
 * BIM files, written from its data: a DXF plan of its outline, an IFC4 model and a STEP solid of
 * its box (German names inside the files, as the article numbers). Returns its download rows in
 * one language; its variants share them.
 */
export async function productDocuments(
  ctx: SeedContext,
  product: ProductSeed,
  article: string,
): Promise<(locale: Locale) => { kind: DownloadKind; language?: 'de' | 'en'; label: string; file: Id }[]> {
  const title = product.title[defaultLocale]
  const manuals = await familyManuals(ctx, product.family)
  const ids: Id[] = []
  for (const doc of documents) {
    const filename = `${product.slug}-${doc.suffix}`
    ids.push(
      await ensureFile(ctx, filename, doc.mimetype, doc.alt(product.title), () =>
        doc.data(product, title, article, filename),
      ),
    )
  }
  return (locale) => [
    ...manuals.map((m) => ({
      kind: 'installation' as const,
      language: m.language,
      label: manualLabel[locale],
      file: m.file,
    })),
    ...documents.map((doc, i) => ({ kind: doc.kind, label: doc.label[locale], file: ids[i]! })),
  ]
}
