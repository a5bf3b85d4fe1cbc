/**
 * The closed vocabularies of a product's technical data. Each value is stored as its key and
 * named in six languages here, once, for the admin's select options and for the public data
 * table alike, so a product's material reads the same in every place and language.
 */
import type { Locale } from '@/i18n/locales'

export type Named = Readonly<Record<Locale, string>>

/** A name in the six languages, in the order of `locales`. */
export const n = (de: string, zh: string, en: string, it: string, fr: string, es: string): Named => ({
  de,
  zh,
  en,
  it,
  fr,
  es,
})

export const materials = {
  // One name per language for the material (stone resin: mineral filler bound in resin, cast);
  // the solid one is coloured through, so it can be sanded. Never "solid stone": it is no natural stone.
  'mineral-cast': n('Mineralguss', '人造石', 'Stone resin', 'Resina minerale', 'Résine minérale', 'Resina mineral'),
  'solid-stone': n(
    'Mineralguss, durchgefärbt',
    '通体人造石',
    'Stone resin, coloured through',
    'Resina minerale colorata in massa',
    'Résine minérale teintée dans la masse',
    'Resina mineral coloreada en masa',
  ),
  acrylic: n(
    'Sanitäracryl',
    '亚克力',
    'Sanitary acrylic',
    'Acrilico sanitario',
    'Acrylique sanitaire',
    'Acrílico sanitario',
  ),
  'tempered-glass': n(
    'Einscheibensicherheitsglas',
    '钢化安全玻璃',
    'Toughened safety glass',
    'Vetro temperato di sicurezza',
    'Verre trempé de sécurité',
    'Vidrio templado de seguridad',
  ),
  brass: n('Messing', '黄铜', 'Brass', 'Ottone', 'Laiton', 'Latón'),
  'stainless-steel': n(
    'Edelstahl',
    '不锈钢',
    'Stainless steel',
    'Acciaio inox',
    'Acier inoxydable',
    'Acero inoxidable',
  ),
  ceramic: n(
    'Sanitärkeramik',
    '卫生陶瓷',
    'Vitreous china',
    'Ceramica sanitaria',
    'Céramique sanitaire',
    'Cerámica sanitaria',
  ),
  plywood: n(
    'Wasserfestes Multiplex',
    '防水多层实木板',
    'Moisture-resistant plywood',
    'Multistrato idrorepellente',
    'Contreplaqué hydrofuge',
    'Contrachapado hidrófugo',
  ),
} as const satisfies Record<string, Named>

export const finishes = {
  matt: n('Seidenmatt', '哑光', 'Silk matt', 'Opaco satinato', 'Mat soyeux', 'Mate sedoso'),
  gloss: n('Hochglanz', '高光', 'High gloss', 'Lucido', 'Brillant', 'Brillo'),
  'clear-glass': n(
    'Klarglas mit Antikalk-Beschichtung',
    '透明玻璃（防垢镀膜）',
    'Clear glass with easy-clean coating',
    'Vetro trasparente anticalcare',
    'Verre clair anticalcaire',
    'Vidrio transparente antical',
  ),
  chrome: n('Chrom poliert', '抛光镀铬', 'Polished chrome', 'Cromo lucido', 'Chrome poli', 'Cromo pulido'),
  brushed: n('Gebürstet', '拉丝', 'Brushed', 'Spazzolato', 'Brossé', 'Cepillado'),
  lacquer: n('Mattlack', '哑光烤漆', 'Matt lacquer', 'Laccato opaco', 'Laque mate', 'Lacado mate'),
  veneer: n('Echtholzfurnier', '实木贴皮', 'Wood veneer', 'Impiallacciato in legno', 'Placage bois', 'Chapa de madera'),
} as const satisfies Record<string, Named>

export const colours = {
  white: n('Weiß', '白色', 'White', 'Bianco', 'Blanc', 'Blanco'),
  black: n('Schwarz', '黑色', 'Black', 'Nero', 'Noir', 'Negro'),
  grey: n('Steingrau', '岩灰', 'Stone grey', 'Grigio pietra', 'Gris pierre', 'Gris piedra'),
  sand: n('Sand', '沙色', 'Sand', 'Sabbia', 'Sable', 'Arena'),
  oak: n('Eiche natur', '原木橡木', 'Natural oak', 'Rovere naturale', 'Chêne naturel', 'Roble natural'),
  chrome: n('Chrom', '铬色', 'Chrome', 'Cromo', 'Chrome', 'Cromo'),
  gold: n('Gebürstetes Gold', '拉丝金', 'Brushed gold', 'Oro spazzolato', 'Or brossé', 'Oro cepillado'),
  'gun-metal': n('Gunmetal', '枪灰', 'Gunmetal', 'Canna di fucile', 'Gun metal', 'Gris metálico'),
} as const satisfies Record<string, Named>

export const installations = {
  'wall-hung': n('Wandhängend', '挂墙式', 'Wall-hung', 'Sospeso', 'Suspendu', 'Suspendido'),
  'semi-recessed': n('Halbeinbau', '半嵌入式', 'Semi-recessed', 'Semincasso', 'Semi-encastré', 'Semiencastrado'),
  countertop: n('Aufsatz', '台上式', 'Countertop', 'Da appoggio', 'À poser', 'Sobre encimera'),
  pedestal: n('Freistehend auf Säule', '立柱落地式', 'Pedestal', 'A colonna', 'Sur colonne', 'De pedestal'),
  freestanding: n('Freistehend', '独立式', 'Freestanding', 'Freestanding', 'Îlot', 'Exenta'),
  'built-in': n('Einbau', '嵌入式', 'Built-in', 'Da incasso', 'Encastré', 'Empotrada'),
  'floor-standing': n('Bodenstehend', '落地式', 'Floor-standing', 'A terra', 'Au sol', 'De suelo'),
  'wall-to-wall': n(
    'Zwischen zwei Wänden',
    '一字形（墙到墙）',
    'Wall to wall (alcove)',
    'Tra due pareti',
    'Entre deux murs',
    'Entre dos paredes',
  ),
  corner: n('Eckeinbau', '转角式', 'Corner', 'Ad angolo', 'D’angle', 'De esquina'),
  'deck-mounted': n('Standmontage', '台面安装', 'Deck-mounted', 'Da piano', 'Sur plage', 'De repisa'),
  'wall-mounted': n('Wandmontage', '墙面安装', 'Wall-mounted', 'A parete', 'Mural', 'Mural'),
} as const satisfies Record<string, Named>

/** How a shower enclosure opens. */
export const openings = {
  sliding: n('Schiebetür', '推拉门', 'Sliding door', 'Porta scorrevole', 'Porte coulissante', 'Puerta corredera'),
  pivot: n('Pendeltür', '平开门', 'Pivot door', 'Porta battente', 'Porte pivotante', 'Puerta abatible'),
  folding: n('Falttür', '折叠门', 'Folding door', 'Porta pieghevole', 'Porte pliante', 'Puerta plegable'),
  fixed: n(
    'Feststehend, ohne Tür (Walk-in)',
    '固定屏，无门（步入式）',
    'Fixed panel, no door (walk-in)',
    'Parete fissa senza porta (walk-in)',
    'Paroi fixe sans porte (walk-in)',
    'Panel fijo sin puerta (walk-in)',
  ),
} as const satisfies Record<string, Named>

export type Material = keyof typeof materials
export type Finish = keyof typeof finishes
export type Colour = keyof typeof colours
export type Installation = keyof typeof installations
export type Opening = keyof typeof openings

/** Select options for the admin: value plus a label in the admin's language. */
export function options<K extends string>(names: Readonly<Record<K, Named>>): { value: K; label: Named }[] {
  return (Object.keys(names) as K[]).map((value) => ({ value, label: names[value] }))
}

/** The name of a value in a language; an unknown key (renamed vocabulary) shows as itself. */
export function nameOf<K extends string>(
  names: Readonly<Record<K, Named>>,
  key: string | null | undefined,
  locale: Locale,
): string | null {
  if (!key) return null
  return (names as Record<string, Named>)[key]?.[locale] ?? key
}
