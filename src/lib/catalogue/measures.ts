/**
 * The installer's measures of a product: where its drain is and how wide, how a WC is fixed, how a
 * tap is connected and what it needs, how far an enclosure opens. Stored per product in
 * `specs.measures` (a variant states only what differs, merged by `specsOf`); which ones a kind of
 * product has, and in what unit, is said here once, for the admin, the data table, the data sheet
 * and the structured data alike.
 */
import type { Locale } from '@/i18n/locales'
import type { Family } from '@/lib/vocabularies'

import { n, type Named } from './specs'

/**
 * A product's outline seen from above, within its width × depth: the drawings and CAD files are
 * made from it. A quadrant's curve (radius `outlineRadius`) and a pentagon's cut (`outlineCut`
 * along each edge) take the corner away from the walls: front right, seen from the front.
 */
export const outlines = {
  rectangle: n('Rechteckig', '矩形', 'Rectangular', 'Rettangolare', 'Rectangulaire', 'Rectangular'),
  round: n('Rund', '圆形', 'Round', 'Tondo', 'Rond', 'Redondo'),
  oval: n('Oval', '椭圆形', 'Oval', 'Ovale', 'Ovale', 'Ovalado'),
  quadrant: n('Viertelkreis', '扇形', 'Quadrant', 'Semicircolare', 'Quart de cercle', 'Semicircular'),
  pentagon: n('Fünfeck', '钻石形（五角）', 'Pentagonal', 'Pentagonale', 'Pentagonal', 'Pentagonal'),
} as const satisfies Record<string, Named>

export type Outline = keyof typeof outlines

/** Thread of a tap's supply connection (ISO 228-1). */
export const connections = {
  g38: 'G ⅜',
  g12: 'G ½',
  g34: 'G ¾',
  // a basin waste's thread
  g114: 'G 1¼',
} as const satisfies Record<string, string>

/** Slip resistance of a barefoot floor (DIN 51097): A, B, C. */
export const slipClasses = ['A', 'B', 'C'] as const

export type Connection = keyof typeof connections
export type SlipClass = (typeof slipClasses)[number]

/** Every stored measure, as the field is named in `specs.measures`. */
export type Measures = {
  drainDiameter?: number | null
  drainX?: number | null
  drainY?: number | null
  overflow?: 'yes' | 'no' | null
  tapHoles?: number | null
  tapHoleDiameter?: number | null
  outletHeight?: number | null
  boltSpacing?: number | null
  seatHeight?: number | null
  connection?: Connection | null
  flowRate?: number | null
  pressureMin?: number | null
  pressureMax?: number | null
  mountingHeight?: number | null
  slipClass?: SlipClass | null
  entryWidth?: number | null
  wallFixingCentres?: number | null
}

export type MeasureField = keyof Measures

/** The kinds of product each measure belongs to (the admin shows a field for these only). */
export const measureFamilies: Readonly<Record<MeasureField, readonly Family[]>> = {
  drainDiameter: ['basin', 'tray', 'tub'],
  drainX: ['basin', 'tray', 'tub'],
  drainY: ['basin', 'tray', 'tub'],
  overflow: ['basin', 'tub'],
  tapHoles: ['basin', 'tub'],
  tapHoleDiameter: ['basin', 'tub'],
  outletHeight: ['toilet'],
  boltSpacing: ['toilet'],
  seatHeight: ['toilet'],
  connection: ['tap'],
  flowRate: ['tap'],
  pressureMin: ['tap'],
  pressureMax: ['tap'],
  mountingHeight: ['basin', 'cabinet', 'tray'],
  slipClass: ['tray'],
  entryWidth: ['enclosure'],
  wallFixingCentres: ['basin', 'cabinet', 'enclosure'],
}

/**
 * A variant's measures over its product's: each measure the variant states replaces the
 * product's, the others are the product's.
 */
export function mergeMeasures(base: Measures | null | undefined, own: Measures | null | undefined): Measures {
  const merged: Record<string, unknown> = { ...(base ?? {}) }
  for (const [key, value] of Object.entries(own ?? {})) if (value !== null && value !== undefined) merged[key] = value
  delete merged.id
  return merged as Measures
}

/** A bath's weight filled to its capacity (a litre of water weighs a kilogram), in kg. */
export function filledWeight(specs: { weight?: number | null; capacity?: number | null } | null | undefined) {
  if (!specs?.weight || !specs.capacity) return null
  return Math.round((specs.weight + specs.capacity) * 10) / 10
}

/** The words the data table writes measures with, per language. */
export const measureWords: Readonly<
  Record<
    Locale,
    {
      drainPosition: string
      yes: string
      no: string
      none: string
      bar: string
      slipClass: string
      radius: string
      cut: string
    }
  >
> = {
  de: {
    drainPosition: '{x} von links, {y} von der Wand',
    yes: 'Ja',
    no: 'Nein',
    none: 'Keine',
    bar: '{value} bar',
    slipClass: 'Bewertungsgruppe {value}',
    radius: '{outline}, Radius {value}',
    cut: '{outline}, Ecke {value} abgeschrägt',
  },
  zh: {
    drainPosition: '距左边{x}，距墙{y}',
    yes: '有',
    no: '无',
    none: '无',
    bar: '{value}巴',
    slipClass: '{value}级',
    radius: '{outline}，半径{value}',
    cut: '{outline}，切角{value}',
  },
  en: {
    drainPosition: '{x} from the left, {y} from the wall',
    yes: 'Yes',
    no: 'No',
    none: 'None',
    bar: '{value} bar',
    slipClass: 'Class {value}',
    radius: '{outline}, radius {value}',
    cut: '{outline}, corner cut {value}',
  },
  it: {
    drainPosition: '{x} da sinistra, {y} dalla parete',
    yes: 'Sì',
    no: 'No',
    none: 'Nessuno',
    bar: '{value} bar',
    slipClass: 'Classe {value}',
    radius: '{outline}, raggio {value}',
    cut: '{outline}, angolo smussato di {value}',
  },
  fr: {
    drainPosition: '{x} depuis la gauche, {y} depuis le mur',
    yes: 'Oui',
    no: 'Non',
    none: 'Aucun',
    bar: '{value} bar',
    slipClass: 'Classe {value}',
    radius: '{outline}, rayon {value}',
    cut: '{outline}, angle coupé de {value}',
  },
  es: {
    drainPosition: '{x} desde la izquierda, {y} desde la pared',
    yes: 'Sí',
    no: 'No',
    none: 'Ninguno',
    bar: '{value} bar',
    slipClass: 'Clase {value}',
    radius: '{outline}, radio {value}',
    cut: '{outline}, esquina achaflanada {value}',
  },
}

/** The admin's labels of the measures (with their unit), in six languages. */
export const measureLabels: Readonly<Record<MeasureField, Named>> = {
  drainDiameter: n(
    'Ablauf-Ø (mm)',
    '排水口直径（毫米）',
    'Waste outlet Ø (mm)',
    'Ø scarico (mm)',
    'Ø de la bonde (mm)',
    'Ø del desagüe (mm)',
  ),
  drainX: n(
    'Ablauf: Abstand von links (mm)',
    '排水口：距左边（毫米）',
    'Drain: from the left edge (mm)',
    'Scarico: dal bordo sinistro (mm)',
    'Bonde : depuis le bord gauche (mm)',
    'Desagüe: desde el borde izquierdo (mm)',
  ),
  drainY: n(
    'Ablauf: Abstand von der Wand (mm)',
    '排水口：距墙面（毫米）',
    'Drain: from the wall (mm)',
    'Scarico: dalla parete (mm)',
    'Bonde : depuis le mur (mm)',
    'Desagüe: desde la pared (mm)',
  ),
  overflow: n('Überlauf', '溢流口', 'Overflow', 'Troppopieno', 'Trop-plein', 'Rebosadero'),
  tapHoles: n('Hahnlöcher', '龙头孔数', 'Tap holes', 'Fori rubinetto', 'Trous de robinetterie', 'Orificios para grifo'),
  tapHoleDiameter: n(
    'Hahnloch-Ø (mm)',
    '龙头孔直径（毫米）',
    'Tap hole Ø (mm)',
    'Ø foro rubinetto (mm)',
    'Ø du trou de robinetterie (mm)',
    'Ø del orificio para grifo (mm)',
  ),
  outletHeight: n(
    'Abgangshöhe (mm)',
    '排污口高度（毫米）',
    'Outlet height (mm)',
    'Altezza scarico (mm)',
    'Hauteur d’évacuation (mm)',
    'Altura de la salida (mm)',
  ),
  boltSpacing: n(
    'Befestigungsabstand (mm)',
    '安装螺栓间距（毫米）',
    'Fixing bolt centres (mm)',
    'Interasse fissaggi (mm)',
    'Entraxe de fixation (mm)',
    'Distancia entre pernos (mm)',
  ),
  seatHeight: n(
    'Sitzhöhe (mm)',
    '座高（毫米）',
    'Seat height (mm)',
    'Altezza seduta (mm)',
    'Hauteur d’assise (mm)',
    'Altura del asiento (mm)',
  ),
  connection: n('Anschluss', '进水接口', 'Connection', 'Attacco', 'Raccordement', 'Conexión'),
  flowRate: n(
    'Durchfluss (l/min)',
    '流量（升/分钟）',
    'Flow rate (l/min)',
    'Portata (l/min)',
    'Débit (l/min)',
    'Caudal (l/min)',
  ),
  pressureMin: n(
    'Fließdruck von (bar)',
    '工作压力下限（巴）',
    'Operating pressure from (bar)',
    'Pressione di esercizio da (bar)',
    'Pression de service de (bar)',
    'Presión de servicio desde (bar)',
  ),
  pressureMax: n(
    'Fließdruck bis (bar)',
    '工作压力上限（巴）',
    'Operating pressure to (bar)',
    'Pressione di esercizio fino a (bar)',
    'Pression de service jusqu’à (bar)',
    'Presión de servicio hasta (bar)',
  ),
  mountingHeight: n(
    'Einbauhöhe (mm)',
    '安装高度（毫米）',
    'Installation height (mm)',
    'Altezza di installazione (mm)',
    'Hauteur d’installation (mm)',
    'Altura de instalación (mm)',
  ),
  slipClass: n(
    'Rutschhemmung (DIN 51097)',
    '防滑等级（DIN 51097）',
    'Slip resistance (DIN 51097)',
    'Resistenza allo scivolamento (DIN 51097)',
    'Résistance à la glissance (DIN 51097)',
    'Resistencia al deslizamiento (DIN 51097)',
  ),
  entryWidth: n(
    'Einstiegsbreite (mm)',
    '入口宽度（毫米）',
    'Entry width (mm)',
    'Larghezza di accesso (mm)',
    'Largeur d’accès (mm)',
    'Ancho de acceso (mm)',
  ),
  wallFixingCentres: n(
    'Abstand der Wandbefestigung (mm)',
    '墙面固定孔距（毫米）',
    'Wall-fixing centres (mm)',
    'Interasse fissaggi a parete (mm)',
    'Entraxe des fixations murales (mm)',
    'Distancia entre fijaciones murales (mm)',
  ),
}

/** What each measure's admin field explains, where its label alone leaves a doubt. */
export const measureHints: Partial<Readonly<Record<MeasureField, Named>>> = {
  drainX: n(
    'Mitte des Ablaufs, von der linken Außenkante, von vorn gesehen.',
    '排水口中心至左侧外沿的距离（正面视角）。',
    'Centre of the drain, from the left outer edge, seen from the front.',
    'Centro dello scarico, dal bordo esterno sinistro, visto di fronte.',
    'Centre de la bonde, depuis le bord extérieur gauche, vu de face.',
    'Centro del desagüe, desde el borde exterior izquierdo, visto de frente.',
  ),
  drainY: n(
    'Mitte des Ablaufs, von der Wandseite (Hinterkante).',
    '排水口中心至靠墙一侧（后沿）的距离。',
    'Centre of the drain, from the wall side (back edge).',
    'Centro dello scarico, dal lato parete (bordo posteriore).',
    'Centre de la bonde, depuis le côté mur (bord arrière).',
    'Centro del desagüe, desde el lado de la pared (borde trasero).',
  ),
  outletHeight: n(
    'Mitte des Abwasserabgangs über dem fertigen Fußboden.',
    '排污口中心距完成地面的高度。',
    'Centre of the waste outlet above the finished floor.',
    'Centro dello scarico sopra il pavimento finito.',
    'Centre de l’évacuation au-dessus du sol fini.',
    'Centro de la salida sobre el suelo terminado.',
  ),
  mountingHeight: n(
    'Oberkante über dem fertigen Fußboden (Waschbecken, Möbel); Höhe mit Füßen und Ablauf (Duschwannen).',
    '完成地面至上沿的高度（台盆、浴室柜）；含支脚和排水的安装高度（淋浴底盘）。',
    'Top edge above the finished floor (basins, furniture); height on its feet with the waste (shower trays).',
    'Bordo superiore sopra il pavimento finito (lavabi, mobili); altezza con piedini e scarico (piatti doccia).',
    'Bord supérieur au-dessus du sol fini (lavabos, meubles) ; hauteur sur pieds avec la bonde (receveurs).',
    'Borde superior sobre el suelo terminado (lavabos, muebles); altura con patas y desagüe (platos de ducha).',
  ),
  wallFixingCentres: n(
    'Abstand zwischen den Befestigungspunkten an der Wand, Mitte zu Mitte.',
    '墙面固定点之间的中心距。',
    'Distance between the fixing points on the wall, centre to centre.',
    'Distanza tra i punti di fissaggio a parete, da centro a centro.',
    'Distance entre les points de fixation au mur, d’axe en axe.',
    'Distancia entre los puntos de fijación en la pared, de centro a centro.',
  ),
}

/** UN/CEFACT common codes of the measures' units (schema.org `unitCode`). */
const unitCodes: Partial<Record<MeasureField, string>> = {
  drainDiameter: 'MMT',
  drainX: 'MMT',
  drainY: 'MMT',
  tapHoles: 'C62',
  tapHoleDiameter: 'MMT',
  outletHeight: 'MMT',
  boltSpacing: 'MMT',
  seatHeight: 'MMT',
  flowRate: 'L2',
  pressureMin: 'BAR',
  pressureMax: 'BAR',
  mountingHeight: 'MMT',
  entryWidth: 'MMT',
  wallFixingCentres: 'MMT',
}

/** A label without its unit in brackets: "Ablauf-Ø (mm)" → "Ablauf-Ø". */
const bare = (label: string) => label.replace(/\s*[（(][^()（）]*[)）]$/, '')

export type PropertyValue = {
  '@type': 'PropertyValue'
  propertyID: string
  name: string
  value: number | string | boolean
  unitCode?: string
}

/**
 * The measures as schema.org `additionalProperty` values, named in the page's language, with the
 * filled weight of a bath beside them; numbers keep their unit code, choices their value.
 */
export function measureProperties(
  specs: { measures?: Measures | null; weight?: number | null; capacity?: number | null },
  locale: Locale,
): PropertyValue[] {
  const out: PropertyValue[] = []
  for (const [key, value] of Object.entries(specs.measures ?? {}) as [MeasureField, unknown][]) {
    if (value === null || value === undefined || !(key in measureLabels)) continue
    const name = bare(measureLabels[key][locale])
    if (key === 'overflow') out.push({ '@type': 'PropertyValue', propertyID: key, name, value: value === 'yes' })
    else if (key === 'connection')
      out.push({
        '@type': 'PropertyValue',
        propertyID: key,
        name,
        value: connections[value as Connection] ?? String(value),
      })
    else if (typeof value === 'number')
      out.push({
        '@type': 'PropertyValue',
        propertyID: key,
        name,
        value,
        ...(unitCodes[key] ? { unitCode: unitCodes[key] } : {}),
      })
    else out.push({ '@type': 'PropertyValue', propertyID: key, name, value: String(value) })
  }
  const filled = filledWeight(specs)
  if (filled)
    out.push({
      '@type': 'PropertyValue',
      propertyID: 'filledWeight',
      name: filledWeightName[locale],
      value: filled,
      unitCode: 'KGM',
    })
  if (specs.capacity)
    out.push({
      '@type': 'PropertyValue',
      propertyID: 'capacity',
      name: capacityName[locale],
      value: specs.capacity,
      unitCode: 'LTR',
    })
  return out
}

const filledWeightName = n(
  'Gewicht befüllt',
  '满水重量',
  'Weight when filled',
  'Peso a pieno',
  'Poids rempli',
  'Peso lleno',
)
const capacityName = n('Füllmenge', '容量', 'Capacity', 'Capacità', 'Contenance', 'Capacidad')
