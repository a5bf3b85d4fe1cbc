/** Wide hero banners (2400×1000): the left part stays quiet for the headline, the product sits on the right. */
import { C, woods } from './palette'
import { type BathLook, bathRoom } from './scene-art-bath'
import { lamp, type Sky } from './scene-art-kit'
import { Doc, darken, lighten, path, pick, poly, rect } from './svg'

const BW = 2400
const BH = 1000

/** Three base looks; later indices recolour them so repeated banners do not look identical. */
const looks: readonly BathLook[] = [
  {
    kind: 'tub',
    wall: '#EFEAE3',
    floor: '#DCD3C6',
    feature: 'panel',
    accent: '#E2D8CA',
    metal: 'brass',
    finish: 'stone',
    wood: woods.oak,
    sky: 'day',
    tub: 'oval',
    plant: 'olive',
    woodFloor: true,
  },
  {
    kind: 'vanity',
    wall: '#F1EDE7',
    floor: '#D9D0C3',
    feature: 'slats',
    accent: '#C9AE88',
    metal: 'black',
    finish: 'sand',
    wood: woods.oak,
    mirror: 'round',
    basin: 'bowl',
    plant: 'leafy',
  },
  {
    kind: 'shower',
    wall: '#EEECE8',
    floor: '#CFCBC5',
    feature: 'tiles',
    accent: '#666C71',
    metal: 'black',
    finish: 'concrete',
    wood: woods.walnut,
    plant: 'monstera',
  },
]

const tints: readonly { wall: string; metal: BathLook['metal']; sky: Sky }[] = [
  { wall: '#EFEAE3', metal: 'brass', sky: 'day' },
  { wall: '#E8ECEA', metal: 'chrome', sky: 'dawn' },
  { wall: '#F0E6DA', metal: 'gunmetal', sky: 'overcast' },
]

/** Daylight falling onto the empty left wall, with soft mullion shadows. */
function wallLight(doc: Doc, seedNo: number): string {
  const fill = doc.linear(
    [
      [0, '#FFFFFF', 0.55],
      [1, '#FFFFFF', 0],
    ],
    0,
    0,
    1,
    1,
  )
  const x = 140 + (seedNo % 3) * 60
  const pane = (a: number, b: number): string =>
    path(
      poly([
        [x + a, 40],
        [x + b, 40],
        [x + b + 360, 760],
        [x + a + 360, 760],
      ]),
      fill,
    )
  const out = [pane(0, 150), pane(175, 325), pane(350, 500)]
  out.push(
    rect(
      0,
      0,
      BW,
      BH,
      doc.linear(
        [
          [0, C.white, 0.35],
          [0.45, C.white, 0],
          [1, C.white, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  return out.join('')
}

/**
 * Banner picture for slot `index`: 0 a freestanding tub by a tall window, 1 a basin on a wooden
 * vanity with a round mirror, 2 a walk-in shower with a slate wall; higher indices recolour these.
 */
export function bannerSvg(index: number): string {
  const i = Math.max(0, Math.floor(index))
  const round = Math.floor(i / 3)
  const base = pick(looks, i)
  const t = pick(tints, round)
  const look: BathLook =
    round === 0
      ? base
      : {
          ...base,
          wall: base.kind === 'shower' ? lighten(t.wall, 0.2) : t.wall,
          accent:
            base.kind === 'shower'
              ? darken(base.accent, round % 2 ? 0.15 : -0.1)
              : darken(t.wall, 0.08 + (round % 2) * 0.1),
          metal: t.metal,
          sky: base.sky ? t.sky : undefined,
          finish: pick(['white', 'sand', 'stone'] as const, round + i),
        }
  const doc = new Doc(BW, BH)
  const fx = base.kind === 'tub' ? 1720 : base.kind === 'vanity' ? 1680 : 1640
  const out = [bathRoom(doc, look, { W: BW, H: BH, fx, side: 1, seedNo: i + 3 })]
  out.push(wallLight(doc, i))
  if (base.kind === 'vanity')
    out.push(lamp(doc, 2230, 0, 300, 90, C.graphite), lamp(doc, 1130, 0, 220, 70, look.accent))
  if (base.kind === 'shower')
    out.push(
      rect(
        2160,
        0,
        240,
        780,
        doc.linear(
          [
            [0, '#FFFFFF', 0],
            [1, '#FFFFFF', 0.25],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    )
  return doc.render(out.join(''))
}
