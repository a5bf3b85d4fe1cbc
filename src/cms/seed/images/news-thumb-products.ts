/** Product news pictures: collection still life, tap and counter close-ups, colour samples, rain shower. */
import { type BasinShape, mixerTap, vesselBasin, wallSpout } from './fixtures-basin'
import { showerSet } from './fixtures-furniture'
import { NH, NW, plinth } from './news-thumb-kit'
import { C, type Finish, finishes, metals, woods } from './palette'
import { pebbles, plant, towels, vase } from './props'
import { studio, tiles } from './room'
import { glow, marble } from './scene-art-kit'
import { circle, darken, type Doc, ellipse, f, g, lighten, line, path, prng, rect, rr, shadow } from './svg'

/** Stone-resin collection: three basins on plinths of different heights against an arch backdrop. */
export function collectionNews(doc: Doc, wallTint: string, floor: string, seedNo: number): string {
  const out = [studio(doc, { wall: wallTint, floor }, 600, seedNo % 2 ? 'disc' : 'arch', seedNo % 2 ? -1 : 1)]
  const set: readonly (readonly [number, number, number, BasinShape, Finish, string])[] = [
    [300, 470, 150, 'bowl', finishes.sand, '#E9E2D6'],
    [620, 410, 210, 'cylinder', finishes.stone, '#DCD4C7'],
    [930, 500, 120, 'oval', finishes.white, '#CFC4B3'],
  ]
  for (const [x, top, h, shape, fin, c] of set) {
    out.push(plinth(doc, x, top, 240, 660 - top + h * 0 + 30, c))
    out.push(vesselBasin(doc, { cx: x, base: top - 8, w: shape === 'cylinder' ? 200 : 220, h: shape === 'cylinder' ? 110 : 80, shape, finish: fin }))
  }
  out.push(plant(doc, 1100, 780, 300, 'grass', '#E7E1D8', seedNo), pebbles(doc, 90, 760, 160))
  return out.join('')
}

/** Close-up of a mixer tap over a basin rim with a running stream. */
export function tapNews(doc: Doc, metal: keyof typeof metals, wallTint: string, seedNo: number): string {
  const out = [rect(0, 0, NW, NH, doc.linear([[0, lighten(wallTint, 0.25)], [1, darken(wallTint, 0.08)]]))]
  out.push(tiles(doc, 0, 0, NW, 520, 200, 100, wallTint, true))
  out.push(rect(0, 520, NW, 60, doc.linear([[0, woods.oak[0]], [1, woods.oak[2]]])), rect(0, 580, NW, 220, doc.linear([[0, darken(woods.oak[2], 0.2)], [1, woods.oak[2]]])))
  out.push(vesselBasin(doc, { cx: 520, base: 700, w: 720, h: 200, shape: 'bowl', finish: finishes.white }))
  out.push(g(mixerTap(doc, { x: 960, base: 524, h: 430, reach: -330, style: seedNo % 2 ? 'square' : 'gooseneck', metal: metals[metal], water: 0.9 }), {}))
  out.push(glow(doc, 260, 140, 260, 0.5), plant(doc, 1110, 530, 220, 'leafy', C.clay, seedNo))
  return out.join('')
}

/** Stone counter close-up: wall spout, slim basin, soap bottle and towel, warm side light. */
export function counterNews(doc: Doc, seedNo: number): string {
  const out = [marble(doc, 0, 0, NW, 560, '#E8E4DE', seedNo, 10), rect(0, 0, NW, 560, doc.linear([[0, '#FFF6E2', 0.35], [1, '#FFF6E2', 0]], 0, 0, 1, 0))]
  out.push(rect(0, 540, NW, 44, doc.linear([[0, '#8A847B'], [1, '#5F5A53']])), rect(0, 584, NW, 216, doc.linear([[0, '#4A4744'], [1, '#6B665F']])))
  out.push(path(rr(180, 560, 840, 40, 8), doc.linear([[0, '#F1EEE9'], [1, '#C9C4BC']])))
  out.push(vesselBasin(doc, { cx: 600, base: 548, w: 520, h: 130, shape: 'square', finish: finishes.black }))
  out.push(wallSpout(doc, 600, 270, -0.0001, 18, metals.brass), rect(586, 236, 28, 40, metals.brass[1], { rx: 6 }), circle(760, 300, 22, metals.brass[1]), circle(760, 300, 10, metals.brass[2]))
  out.push(towels(doc, 900, 540, 200, [C.sand, '#EFEAE2']), vase(doc, 180, 540, 200, C.clay, true))
  out.push(rect(0, 0, NW, NH, doc.linear([[0, '#000000', 0], [0.7, '#000000', 0], [1, '#000000', 0.25]], 0, 0, 1, 0)))
  return out.join('')
}

/** Colour samples fanned out on a table next to a basin in the new finish. */
export function swatchNews(doc: Doc, seedNo: number): string {
  const rnd = prng(seedNo)
  const out = [rect(0, 0, NW, NH, doc.linear([[0, '#E7E3DC'], [1, '#D2CCC2']]))]
  const chips = ['#F3F1ED', '#D9CBB3', '#B9A58A', '#9FA3A4', '#5B6166', '#2E2F31', '#1F5E5A', '#8C6A4F', '#C98F6E']
  chips.forEach((c, i) => {
    const a = -60 + i * 13
    const cx = 360
    const cy = 620
    out.push(g(path(rr(cx - 50, cy - 420, 100, 400, 14), doc.linear([[0, lighten(c, 0.1)], [1, darken(c, 0.08)]]), { stroke: '#FFFFFF', 'stroke-width': 3 }) + circle(cx, cy - 50, 12, '#FFFFFF', { opacity: 0.6 }), { transform: `rotate(${f(a)} ${f(cx)} ${f(cy - 40)})` }))
  })
  out.push(circle(360, 580, 18, metals.brass[1]))
  for (let i = 0; i < 5; i++) {
    const x = 760 + (i % 3) * 120 + rnd() * 20
    const y = 620 + Math.floor(i / 3) * 110
    const c = chips[(i * 2 + 1) % chips.length] ?? C.sand
    out.push(ellipse(x + 6, y + 48, 50, 12, C.graphite, { opacity: 0.15 }), path(rr(x - 48, y, 96, 44, 10), doc.linear([[0, lighten(c, 0.15)], [1, darken(c, 0.12)]])))
  }
  out.push(vesselBasin(doc, { cx: 900, base: 560, w: 300, h: 120, shape: 'cone', finish: finishes.teal }))
  out.push(line(620, 720, 720, 620, C.graphite, 6, { 'stroke-linecap': 'round' }), line(700, 640, 720, 620, C.brass, 6, { 'stroke-linecap': 'round' }))
  return out.join('')
}

/** Rain shower close-up: head, falling water and glass reflections on dark tiles. */
export function showerNews(doc: Doc, metal: keyof typeof metals, tile: string, seedNo: number): string {
  const rnd = prng(seedNo)
  const out = [tiles(doc, 0, 0, NW, NH, 120, 240, tile, false)]
  out.push(rect(0, 0, NW, NH, doc.radial([[0, '#FFFFFF', 0.25], [1, '#000000', 0.25]], 0.5, 0.3, 0.8)))
  out.push(showerSet(doc, 600, -60, 1000, metals[metal], true, true, 200))
  for (let i = 0; i < 120; i++) {
    const x = 400 + rnd() * 400
    const y = 200 + rnd() * 600
    out.push(line(x, y, x + (x - 600) * 0.02, y + 20 + rnd() * 30, '#FFFFFF', 1.6, { opacity: f(0.3 + rnd() * 0.4) }))
  }
  out.push(rect(0, 0, 200, NH, doc.linear([[0, '#D8E8E5', 0.3], [1, '#D8E8E5', 0.1]], 0, 0, 1, 0)), rect(196, 0, 8, NH, metals[metal][1]))
  out.push(shadow(doc, 600, 790, 300, 30, 0.25))
  return out.join('')
}
