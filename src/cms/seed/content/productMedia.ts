/**
 * Six-language texts of a product's further pictures and its data sheet, built from the product's
 * own title and technical data so each alternative text says what that picture shows.
 */
import type { Locale } from '@/i18n/locales'
import { type Colour, colours } from '@/lib/catalogue/specs'
import type { Family } from '@/lib/vocabularies'

import type { L, ProductSeed } from './types'

const l = (de: string, zh: string, en: string, it: string, fr: string, es: string): L => ({ de, zh, en, it, fr, es })

/** What each family's close-up shows (see images/product-detail.ts). */
const closeUps: Readonly<Record<Family, L>> = {
  basin: l(
    'Nahaufnahme von Beckenrand, Mulde und Armatur',
    '盆沿、盆体与龙头局部特写',
    'close-up of the rim, the bowl and the tap',
    'dettaglio di bordo, vasca e rubinetto',
    'gros plan sur le rebord, la cuve et le robinet',
    'detalle del borde, la cubeta y el grifo',
  ),
  tap: l(
    'Nahaufnahme von Armaturenkörper, Hebel und Auslauf',
    '龙头主体、手柄与出水嘴局部特写',
    'close-up of the body, the lever and the spout',
    'dettaglio di corpo, leva e bocca di erogazione',
    'gros plan sur le corps, le levier et le bec',
    'detalle del cuerpo, la maneta y el caño',
  ),
  cabinet: l(
    'Nahaufnahme von Fronten, Griffen und Waschtisch',
    '柜门、拉手与台面局部特写',
    'close-up of the fronts, the handles and the washbasin',
    'dettaglio di frontali, maniglie e lavabo',
    'gros plan sur les façades, les poignées et le plan vasque',
    'detalle de los frentes, los tiradores y el lavabo',
  ),
  enclosure: l(
    'Nahaufnahme von Glas, Beschlägen und Duscharmatur',
    '玻璃、五金件与淋浴龙头局部特写',
    'close-up of the glass, the fittings and the shower mixer',
    'dettaglio di vetro, ferramenta e miscelatore doccia',
    'gros plan sur le verre, les ferrures et le mitigeur de douche',
    'detalle del vidrio, los herrajes y el grifo de ducha',
  ),
  tub: l(
    'Nahaufnahme von Wannenrand, Innenmulde und Armatur',
    '浴缸边沿、内胆与龙头局部特写',
    'close-up of the rim, the inner bowl and the filler',
    'dettaglio di bordo, vasca interna e rubinetto',
    'gros plan sur le rebord, la cuve et le robinet',
    'detalle del borde, la cubeta interior y el grifo',
  ),
  tray: l(
    'Nahaufnahme der rutschhemmenden Oberfläche und des Ablaufs',
    '防滑表面与地漏局部特写',
    'close-up of the slip-resistant surface and the drain',
    'dettaglio della superficie antiscivolo e dello scarico',
    'gros plan sur la surface antidérapante et la bonde',
    'detalle de la superficie antideslizante y el desagüe',
  ),
  toilet: l(
    'Nahaufnahme von Keramikkörper und Sitz in der Seitenansicht',
    '侧视陶瓷座体与盖板局部特写',
    'close-up of the bowl and the seat in side view',
    'dettaglio di vaso e sedile visti di lato',
    'gros plan de profil sur la cuvette et l’abattant',
    'detalle lateral de la taza y el asiento',
  ),
}

/** `Title: text`, with the colon each language writes. */
function titled(p: ProductSeed, text: L): L {
  const sep: Readonly<Record<Locale, string>> = { de: ': ', zh: '：', en: ': ', it: ': ', fr: ' : ', es: ': ' }
  return l(
    `${p.title.de}${sep.de}${text.de}`,
    `${p.title.zh}${sep.zh}${text.zh}`,
    `${p.title.en}${sep.en}${text.en}`,
    `${p.title.it}${sep.it}${text.it}`,
    `${p.title.fr}${sep.fr}${text.fr}`,
    `${p.title.es}${sep.es}${text.es}`,
  )
}

export function closeUpAlt(p: ProductSeed): L {
  return titled(p, closeUps[p.family])
}

/** A variant's picture: the product in that colour ("Wandwaschbecken Luna 60: in Schwarz"). */
export function variantAlt(p: ProductSeed, colour: Colour): L {
  const name = colours[colour]
  return titled(
    p,
    l(
      `in ${name.de}`,
      `${name.zh}款`,
      `in ${name.en.toLowerCase()}`,
      `in ${name.it.toLowerCase()}`,
      `en ${name.fr.toLowerCase()}`,
      `en ${name.es.toLowerCase()}`,
    ),
  )
}
