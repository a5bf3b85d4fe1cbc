import type { Locale } from '@/i18n/locales'

/**
 * The search's demo synonyms: one group per row, each language with its own words (comma
 * separated, as editors write them in the CMS).
 */
export const synonyms: readonly Record<Locale, string>[] = [
  {
    de: 'Toilette, WC, Klo, Klosett',
    zh: '坐便器, 马桶, 座便器, 坐厕',
    en: 'toilet, WC, loo, lavatory',
    it: 'WC, vaso, water, gabinetto',
    fr: 'WC, toilettes, cuvette',
    es: 'inodoro, WC, váter, retrete',
  },
  {
    de: 'Badewanne, Badwanne',
    zh: '浴缸, 浴盆, 澡盆',
    en: 'bathtub, bath, tub',
    it: 'vasca, vasca da bagno',
    fr: 'baignoire, bain',
    es: 'bañera, tina',
  },
  {
    de: 'Armatur, Wasserhahn, Mischbatterie, Mischer, Hahn',
    zh: '龙头, 水龙头, 水嘴',
    en: 'tap, faucet, mixer',
    it: 'rubinetto, miscelatore, rubinetteria',
    fr: 'robinet, mitigeur, robinetterie',
    es: 'grifo, grifería, monomando, mezclador',
  },
  {
    de: 'Waschbecken, Waschtisch, Lavabo',
    zh: '台盆, 面盆, 洗手盆, 洗脸盆',
    en: 'basin, washbasin, sink',
    it: 'lavabo, lavandino, lavamani',
    fr: 'lavabo, vasque, lave-mains',
    es: 'lavabo, lavamanos',
  },
  {
    de: 'Duschabtrennung, Duschkabine, Duschwand',
    zh: '淋浴房, 淋浴屏, 沐浴房',
    en: 'shower enclosure, shower screen, shower cubicle',
    it: 'box doccia, cabina doccia, parete doccia',
    fr: 'paroi de douche, cabine de douche',
    es: 'mampara, cabina de ducha',
  },
  {
    de: 'Duschwanne, Duschtasse',
    zh: '淋浴底盘, 淋浴盆',
    en: 'shower tray, shower base',
    it: 'piatto doccia, piatto per doccia',
    fr: 'receveur de douche, receveur',
    es: 'plato de ducha',
  },
  {
    de: 'Mineralguss, Mineralwerkstoff, Solid Surface',
    zh: '人造石, 矿物铸石',
    en: 'stone resin, solid surface, mineral cast',
    it: 'resina minerale, solid surface',
    fr: 'résine minérale, solid surface',
    es: 'resina mineral, solid surface',
  },
  {
    de: 'Badmöbel, Waschtischunterschrank, Unterschrank, Badschrank',
    zh: '浴室柜, 卫浴柜',
    en: 'vanity unit, bathroom cabinet, bathroom furniture',
    it: 'mobile bagno, mobile lavabo',
    fr: 'meuble de salle de bains, meuble vasque',
    es: 'mueble de baño, mueble de lavabo',
  },
]
