/** Place news pictures: project bathrooms, resort, residences, factory line, showroom and skylines. */
import { brand, brandWidth } from './cert-art-kit'
import { cityBand, moods, tree, water } from './case-art-city'
import { type Exterior, exterior } from './case-art-exterior'
import { type Landmark, landmark, reflectionOf } from './case-art-landmarks'
import { vesselBasin } from './fixtures-basin'
import { bathtub, wallToilet } from './fixtures-bath'
import { enclosure } from './fixtures-furniture'
import { NH, NW, plinth } from './news-thumb-kit'
import { C, finishes, metals } from './palette'
import { mirror, plant } from './props'
import { room } from './room'
import { type BathLook, bathRoom } from './scene-art-bath'
import { person, scaled, type Sky, skyBox, spotCone } from './scene-art-kit'
import { circle, darken, type Doc, lighten, line, path, poly, rect, rr } from './svg'

/** A furnished project bathroom drawn straight into the news frame. */
export const bathNews = (doc: Doc, look: BathLook, fx: number, side: 1 | -1, seedNo: number): string => bathRoom(doc, look, { W: NW, H: NH, fx, side, seedNo })

/** A project exterior (drawn for 1600×1200) scaled down and cropped to 3:2. */
export const exteriorNews = (doc: Doc, e: Exterior, sky: Sky, seedNo: number, dy = -50): string => scaled(exterior(doc, e, sky, seedNo), 0.75, 0, dy)

/** Skyline over a river with a landmark, for fair and city reports. */
export function skylineNews(doc: Doc, kind: Landmark, sky: Sky, lx: number, lh: number, body: string, accent: string, seedNo: number): string {
  const m = moods[sky]
  const gy = 560
  const out = [skyBox(doc, 0, 0, NW, gy + 10, sky, seedNo), cityBand(doc, -20, NW + 20, gy, 40, 180, m.far, undefined, seedNo + 1)]
  const lm = landmark(doc, kind, lx, gy, lh, body, accent)
  out.push(lm, cityBand(doc, -30, lx - lh * 0.2, gy, 40, 230, m.near, m, seedNo + 2), cityBand(doc, lx + lh * 0.2, NW + 30, gy, 40, 210, m.near, m, seedNo + 3))
  out.push(water(doc, 0, gy, NW, NH - gy, m, seedNo), reflectionOf(lm, gy), rect(0, gy - 3, NW, 6, darken(m.near, 0.2)))
  return out.join('')
}

/** Exhibition centre roof and flag poles in front of a skyline. */
export function fairGround(doc: Doc, sky: Sky): string {
  const m = moods[sky]
  const roof = lighten(m.near, 0.35)
  const out = [path(`M0 800V640Q300 560 600 600Q900 560 1200 630V800Z`, doc.linear([[0, roof], [1, darken(roof, 0.2)]]))]
  for (let x = 40; x < NW; x += 60) out.push(rect(x, 660, 36, 60, m.lit, { opacity: m.litAlpha * 0.7 }))
  const flags = [C.teal, C.brass, '#F3F0EA', C.teal, '#7A2E3A', C.brass]
  flags.forEach((c, i) => {
    const x = 120 + i * 190
    out.push(line(x, 780, x, 560, '#E9E4DC', 4), path(`M${x} 566q40 -10 70 6v70q-30 -16 -70 -6Z`, c))
  })
  return out.join('')
}

/** Assembly and inspection line: basins on a belt, inspectors, boxed goods with the brand mark. */
export function lineNews(doc: Doc, seedNo: number): string {
  const out = [rect(0, 0, NW, 520, doc.linear([[0, '#DDE1E0'], [1, '#C4CAC9']])), rect(0, 520, NW, 280, doc.linear([[0, '#8F9694'], [1, '#B6BCBA']]))]
  for (let x = 0; x < NW; x += 150) out.push(rect(x, 40, 110, 180, doc.linear([[0, '#F6FAFA'], [1, '#CFDCDD']])), rect(x + 53, 40, 4, 180, '#9AA1A7'))
  out.push(rect(0, 230, NW, 10, C.slate), rect(0, 500, NW, 8, '#E6C34A', { opacity: 0.7 }))
  for (let x = 60; x < NW; x += 240) out.push(rect(x - 50, 240, 100, 20, '#2E3235'), path(poly([[x - 45, 260], [x + 45, 260], [x + 180, 560], [x - 180, 560]]), '#FFF9E8', { opacity: 0.07 }))
  const belt = 560
  out.push(path(poly([[0, belt], [NW, belt - 60], [NW, belt - 28], [0, belt + 36]]), doc.linear([[0, '#3E4347'], [1, '#2E3235']])), path(poly([[0, belt], [NW, belt - 60], [NW, belt - 66], [0, belt - 8]]), '#8A9095'))
  for (let i = 0; i < 7; i++) {
    const x = 70 + i * 180
    const base = belt - 4 - (x / NW) * 60
    const fin = [finishes.white, finishes.sand, finishes.white, finishes.stone, finishes.white, finishes.concrete, finishes.white][i] ?? finishes.white
    out.push(vesselBasin(doc, { cx: x, base, w: 130 - i * 6, h: 52 - i * 2, shape: i % 3 === 1 ? 'square' : 'bowl', finish: fin }))
  }
  out.push(person(doc, 420, 760, 300, C.teal, seedNo), person(doc, 820, 730, 270, C.teal, seedNo + 1), rect(520, 600, 200, 14, '#5B6166'), rect(530, 614, 10, 130, '#5B6166'), rect(700, 614, 10, 130, '#5B6166'))
  out.push(path(rr(560, 540, 120, 60, 6), '#26323A'), rect(570, 548, 100, 44, doc.linear([[0, '#4F9790'], [1, C.teal]])), path('M600 574l12 10l24 -22', 'none', { stroke: '#FFFFFF', 'stroke-width': 5 }))
  for (let k = 0; k < 3; k++) for (let j = 0; j < 3 - k; j++) {
    const x = 960 + j * 84 + k * 42
    const y = 720 - (k + 1) * 70
    out.push(path(rr(x, y, 80, 66, 3), doc.linear([[0, '#D9C39E'], [1, '#B9A07A']])), circle(x + 40, y + 33, 10, '#9C7F56', { opacity: 0.6 }))
  }
  return out.join('')
}

/** Showroom interior in perspective: branded back wall, products on plinths, visitors. */
export function showroomNews(doc: Doc, seedNo: number): string {
  const back = { x: 250, y: 140, w: 700, h: 380 }
  const out = [room(doc, back, { back: '#EDE8E0', left: '#E1D9CE', right: '#2F6B66', floor: '#CFC6B9', ceiling: '#F6F3EE' }, 6)]
  out.push(rect(back.x, back.y, back.w, 70, '#2E2F31'), brand(600 - brandWidth(44) / 2, back.y + 35, 44, C.brass, '#FFFFFF'))
  for (const x of [330, 600, 870]) out.push(spotCone(doc, x, 0, 560, 300, 0.2))
  out.push(mirror(doc, 420, 330, 120, 170, 'arch', C.brass, '#EDE8E0'), enclosure(doc, { x0: 700, x1: 900, floorY: 520, topY: 250, kind: 'hinged', metal: metals.black, wall: '#EDE8E0' }))
  out.push(wallToilet(doc, 560, 400, 110, 'round', finishes.white, finishes.white, metals.chrome, 520))
  out.push(plinth(doc, 260, 600, 240, 120, '#E9E4DC'), vesselBasin(doc, { cx: 260, base: 588, w: 190, h: 72, shape: 'bowl', finish: finishes.stone }))
  out.push(bathtub(doc, { cx: 880, base: 720, w: 400, h: 160, shape: 'pedestal', outer: finishes.white }))
  out.push(person(doc, 520, 760, 260, '#3C4B57', seedNo), person(doc, 600, 770, 250, '#A78D6E', seedNo + 1), plant(doc, 1120, 790, 320, 'monstera', C.clay, seedNo))
  return out.join('')
}

/** Night harbour skyline with lanterns of a waterfront promenade. */
export function harbourNews(doc: Doc, seedNo: number): string {
  const out = [skylineNews(doc, 'pearl', 'night', 760, 520, '#6B7C92', '#E7B9C4', seedNo)]
  out.push(rect(0, 700, NW, 100, '#111922'), line(0, 700, NW, 700, '#2A3644', 3))
  for (let x = 60; x < NW; x += 160) out.push(line(x, 700, x, 630, '#2A3644', 4), circle(x, 626, 8, '#F6D9A0'), circle(x, 626, 26, '#F6D9A0', { opacity: 0.18 }))
  out.push(tree(doc, 1100, 720, 260, 'palm', '#15201E', seedNo))
  return out.join('')
}
