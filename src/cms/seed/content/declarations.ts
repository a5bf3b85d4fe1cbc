import type { L } from './types'

/**
 * The demo's declarations of performance: one per harmonised standard of the range, covering the
 * articles of its product family. Issued by the German parent company, system 4 (the
 * manufacturer's own assessment), so no notified body.
 */
export type DeclarationSeed = {
  number: string
  productType: string
  standard: string
  /** the product families whose articles it covers */
  families: string[]
  intendedUse: L
  characteristics: { characteristic: L; performance: L; specification?: string }[]
  date: string
}

const pass: L = { de: 'bestanden', zh: '合格', en: 'pass', it: 'superato', fr: 'conforme', es: 'superado' }
const npd: L = { de: 'NPD', zh: 'NPD', en: 'NPD', it: 'NPD', fr: 'NPD', es: 'NPD' }

const loadResistance = {
  characteristic: {
    de: 'Tragfähigkeit',
    zh: '承载能力',
    en: 'Load resistance',
    it: 'Resistenza al carico',
    fr: 'Résistance à la charge',
    es: 'Resistencia a la carga',
  },
  performance: pass,
}
const cleanability = {
  characteristic: {
    de: 'Reinigungsfähigkeit',
    zh: '易清洁性',
    en: 'Cleanability',
    it: 'Pulibilità',
    fr: 'Aptitude au nettoyage',
    es: 'Facilidad de limpieza',
  },
  performance: pass,
}
const durability = {
  characteristic: {
    de: 'Dauerhaftigkeit',
    zh: '耐久性',
    en: 'Durability',
    it: 'Durabilità',
    fr: 'Durabilité',
    es: 'Durabilidad',
  },
  performance: pass,
}
const dangerousSubstances = {
  characteristic: {
    de: 'Freisetzung gefährlicher Stoffe',
    zh: '有害物质释放',
    en: 'Release of dangerous substances',
    it: 'Rilascio di sostanze pericolose',
    fr: 'Émission de substances dangereuses',
    es: 'Emisión de sustancias peligrosas',
  },
  performance: npd,
}
const safetyGlass = {
  characteristic: {
    de: 'Sicherheitsglas: Bruchverhalten',
    zh: '安全玻璃：破碎特性',
    en: 'Safety glass: breakage behaviour',
    it: 'Vetro di sicurezza: comportamento alla rottura',
    fr: 'Verre de sécurité : comportement à la rupture',
    es: 'Vidrio de seguridad: comportamiento en rotura',
  },
  performance: pass,
  specification: 'EN 12150-1',
}

export const declarations: readonly DeclarationSeed[] = [
  {
    number: 'DoP-SH-14688-2026-01',
    productType: 'SANHAUS SH-WB-14688',
    standard: 'EN 14688:2015',
    families: ['basin'],
    intendedUse: {
      de: 'Waschtisch zur Verwendung im häuslichen Bereich, für die Körperpflege',
      zh: '家用洗手盆，用于个人清洁',
      en: 'Washbasin for domestic use, for personal hygiene',
      it: 'Lavabo per uso domestico, per l’igiene personale',
      fr: 'Lavabo à usage domestique, pour l’hygiène personnelle',
      es: 'Lavabo de uso doméstico, para la higiene personal',
    },
    characteristics: [loadResistance, cleanability, durability, dangerousSubstances],
    date: '2026-03-02',
  },
  {
    number: 'DoP-SH-14428-2026-01',
    productType: 'SANHAUS SH-SE-14428',
    standard: 'EN 14428:2015',
    families: ['enclosure'],
    intendedUse: {
      de: 'Duschabtrennung zur Verwendung im häuslichen Bereich',
      zh: '家用淋浴房',
      en: 'Shower enclosure for domestic use',
      it: 'Box doccia per uso domestico',
      fr: 'Paroi de douche à usage domestique',
      es: 'Mampara de ducha de uso doméstico',
    },
    characteristics: [safetyGlass, cleanability, durability, dangerousSubstances],
    date: '2026-03-02',
  },
  {
    number: 'DoP-SH-14527-2026-01',
    productType: 'SANHAUS SH-ST-14527',
    standard: 'EN 14527:2016',
    families: ['tray'],
    intendedUse: {
      de: 'Duschwanne zur Verwendung im häuslichen Bereich',
      zh: '家用淋浴底盘',
      en: 'Shower tray for domestic use',
      it: 'Piatto doccia per uso domestico',
      fr: 'Receveur de douche à usage domestique',
      es: 'Plato de ducha de uso doméstico',
    },
    characteristics: [loadResistance, cleanability, durability, dangerousSubstances],
    date: '2026-03-02',
  },
  {
    number: 'DoP-SH-14516-2026-01',
    productType: 'SANHAUS SH-BT-14516',
    standard: 'EN 14516:2015',
    families: ['tub'],
    intendedUse: {
      de: 'Badewanne zur Verwendung im häuslichen Bereich',
      zh: '家用浴缸',
      en: 'Bath for domestic use',
      it: 'Vasca da bagno per uso domestico',
      fr: 'Baignoire à usage domestique',
      es: 'Bañera de uso doméstico',
    },
    characteristics: [loadResistance, cleanability, durability, dangerousSubstances],
    date: '2026-03-02',
  },
]

/** The manufacturer as each declaration names it: the German parent company. */
export const dopManufacturer = 'SANHAUS Bad GmbH\nHanauer Landstraße 291, 60314 Frankfurt am Main, Deutschland'
export const dopSignatory = 'Dr. Markus Weber\nGeschäftsführer'
export const dopPlace = 'Frankfurt am Main'
