/** Event news pictures: trade-fair booth, fair hall, showroom opening, award night and product launch. */
import { brand, brandWidth } from './cert-art-kit'
import { mixerTap, vesselBasin } from './fixtures-basin'
import { bathtub } from './fixtures-bath'
import { vanity } from './fixtures-furniture'
import { audience, banner, confetti, drum, NH, NW, plinth, screen, trophy, truss } from './news-thumb-kit'
import { C, finishes, metals, woods } from './palette'
import { plant } from './props'
import { room } from './room'
import { person, slats, spotCone } from './scene-art-kit'
import { darken, type Doc, g, lighten, line, path, poly, prng, rect, rr } from './svg'

type Booth = { readonly wall: string; readonly side: string; readonly floor: string; readonly hall: string }

/** Trade-fair booth: branded back wall, slatted side wall, products and visitors. */
export function boothNews(doc: Doc, b: Booth, seedNo: number, flip: boolean): string {
  const out = [rect(0, 0, NW, NH, doc.linear([[0, darken(b.hall, 0.25)], [1, b.hall]]))]
  out.push(truss(-20, NW + 20, 40, 34, '#8A9095'))
  for (const x of [220, 600, 980]) out.push(spotCone(doc, x, 74, 620, 420, 0.18))
  const wx = flip ? 120 : 80
  out.push(rect(wx, 150, 1000, 460, doc.linear([[0, lighten(b.wall, 0.08)], [1, darken(b.wall, 0.1)]])))
  out.push(slats(doc, flip ? 860 : 80, 150, 220, 460, woods.oak, 10))
  const s = 56
  const bx = flip ? 300 : 560
  out.push(brand(bx - brandWidth(s) / 2 + 100, 230, s, '#FFFFFF'))
  out.push(path(poly([[0, 610], [NW, 610], [NW, NH], [0, NH]]), doc.linear([[0, darken(b.floor, 0.1)], [1, lighten(b.floor, 0.12)]])), rect(60, 606, 1080, 14, lighten(b.floor, 0.35)))
  const px = flip ? 760 : 420
  out.push(vanity(doc, { cx: px, top: 430, w: 260, h: 90, front: woods.walnut, counter: woods.walnut, drawers: 1, handle: 'grip', handleMetal: metals.brass, integrated: false, seedNo }))
  out.push(vesselBasin(doc, { cx: px - 10, base: 428, w: 130, h: 50, shape: 'bowl', finish: finishes.white }), mixerTap(doc, { x: px + 60, base: 420, h: 110, reach: -45, style: 'gooseneck', metal: metals.brass }))
  const tx = flip ? 330 : 870
  out.push(bathtub(doc, { cx: tx, base: 612, w: 300, h: 120, shape: 'oval', outer: flip ? finishes.black : finishes.white }))
  out.push(plinth(doc, flip ? 1060 : 150, 520, 120, 92, '#F1EEE9'), vesselBasin(doc, { cx: flip ? 1060 : 150, base: 508, w: 110, h: 44, shape: 'cylinder', finish: finishes.stone }))
  const rnd = prng(seedNo)
  const coats = ['#3C4B57', '#A78D6E', C.graphite, '#6E7F8A', '#8C5A4A', '#4E5B52', C.clay]
  for (let i = 0; i < 6; i++) out.push(person(doc, 80 + i * 200 + rnd() * 60, 740 + rnd() * 40, 230 + rnd() * 50, coats[(i + seedNo) % coats.length] ?? C.slate, seedNo * 10 + i))
  return out.join('')
}

/** Exhibition hall aisle in perspective, booths on both sides and a crowd. */
export function hallNews(doc: Doc, seedNo: number): string {
  const back = { x: 430, y: 230, w: 340, h: 200 }
  const out = [room(doc, back, { back: '#DCD8D2', left: '#CFC9C0', right: '#CBC5BC', floor: '#9AA0A3', ceiling: '#2E3134' }, 0)]
  for (let i = 0; i < 5; i++) out.push(line(0, 40 + i * 40, NW, 40 + i * 40, '#50555A', 2, { opacity: 0.6 }))
  const colors = [C.teal, '#E8E3DA', '#7A2E3A', C.brass, '#2D4A7A', '#F3F0EA']
  for (let i = 0; i < 3; i++) {
    const t = i / 3
    const lx0 = 430 * t
    const lx1 = 430 * (t + 0.3)
    const ly0 = 230 * t + 120 * (1 - t)
    const ly1 = 230 * (t + 0.3) + 120 * (0.7 - t)
    const c = colors[(i + seedNo) % colors.length] ?? C.teal
    out.push(path(poly([[lx0, ly0], [lx1, ly1], [lx1, 430 + 370 * (1 - t - 0.3)], [lx0, 430 + 370 * (1 - t)]]), doc.linear([[0, lighten(c, 0.1)], [1, darken(c, 0.1)]], 0, 0, 1, 0)))
    const c2 = colors[(i + seedNo + 3) % colors.length] ?? C.brass
    out.push(path(poly([[NW - lx0, ly0], [NW - lx1, ly1], [NW - lx1, 430 + 370 * (1 - t - 0.3)], [NW - lx0, 430 + 370 * (1 - t)]]), doc.linear([[0, darken(c2, 0.1)], [1, lighten(c2, 0.1)]], 0, 0, 1, 0)))
  }
  out.push(banner(doc, 600, 120, 220, 70, C.teal), banner(doc, 300, 60, 160, 56, C.brass), banner(doc, 920, 80, 160, 56, C.graphite))
  const rnd = prng(seedNo)
  const coats = ['#3C4B57', '#A78D6E', C.graphite, '#6E7F8A', '#8C5A4A', '#4E5B52', C.clay, '#B9A58A']
  for (let r = 0; r < 3; r++) {
    const y = 470 + r * 110
    const hgt = 140 + r * 70
    for (let i = 0; i < 6 + r; i++) out.push(person(doc, 300 + (i / (5 + r)) * 600 + (rnd() - 0.5) * 70 + (r - 1) * (i % 2 ? 120 : -120), y + rnd() * 20, hgt, coats[(i * 3 + r) % coats.length] ?? C.slate, seedNo + r * 20 + i))
  }
  return out.join('')
}

/** Showroom opening: glass shopfront, brand fascia, a ribbon with a bow and guests either side. */
export function openingNews(doc: Doc, seedNo: number): string {
  const out = [rect(0, 0, NW, 640, doc.linear([[0, '#E9E4DB'], [1, '#D9D1C4']])), rect(0, 640, NW, 160, doc.linear([[0, '#B9B2A8'], [1, '#D6D0C6']]))]
  for (let x = 0; x < NW; x += 80) out.push(line(x, 640, x - 40, NH, '#A9A298', 1.5, { opacity: 0.5 }))
  out.push(rect(140, 70, 920, 120, C.graphite), brand(600 - brandWidth(60) / 2, 130, 60, C.brass, '#FFFFFF'))
  out.push(rect(140, 190, 920, 450, doc.linear([[0, '#B7C8C6'], [1, '#8DA3A1']])))
  out.push(g([vanity(doc, { cx: 380, top: 420, w: 240, h: 90, front: woods.oak, counter: woods.oak, drawers: 1, handle: 'bar', handleMetal: metals.black, integrated: true, seedNo }), bathtub(doc, { cx: 830, base: 600, w: 280, h: 110, shape: 'slipper', outer: finishes.white })].join(''), { opacity: 0.55 }))
  for (const x of [140, 370, 600, 830, 1060]) out.push(rect(x - 6, 190, 12, 450, C.graphite))
  out.push(path(poly([[300, 190], [420, 190], [220, 640], [160, 640]]), '#FFFFFF', { opacity: 0.18 }), path(poly([[760, 190], [820, 190], [640, 640], [600, 640]]), '#FFFFFF', { opacity: 0.14 }))
  out.push(plant(doc, 110, 700, 280, 'olive', C.graphite, 4), plant(doc, 1090, 700, 280, 'olive', C.graphite, 5))
  const red = '#B3263A'
  out.push(path(`M60 470Q330 500 600 470Q870 500 1140 470`, 'none', { stroke: red, 'stroke-width': 16 }))
  out.push(path(`M600 470c-60 -50 -110 -20 -90 20c20 30 70 0 90 -20c20 20 70 50 90 20c20 -40 -30 -70 -90 -20Z`, lighten(red, 0.05)), path(`M592 480L560 560L585 550L598 575L602 482ZM608 480L640 560L615 550L602 575Z`, darken(red, 0.1)), rect(588, 458, 24, 24, darken(red, 0.15), { rx: 6 }))
  const coats = ['#2E2F31', '#A78D6E', '#3C4B57', C.teal, '#6E7F8A', '#8C5A4A']
  ;[[320, 780, 300], [420, 790, 310], [230, 770, 280], [790, 785, 305], [900, 775, 300], [980, 790, 290]].forEach(([x, y, h], i) => out.push(person(doc, x ?? 0, y ?? 0, h ?? 0, coats[i] ?? C.slate, seedNo + i)))
  out.push(confetti(0, 0, NW, 400, 70, seedNo))
  return out.join('')
}

/** Award evening: a trophy on a drum pedestal under a spotlight, dark stage. */
export function awardNews(doc: Doc, seedNo: number, tone: string): string {
  const out = [rect(0, 0, NW, NH, doc.linear([[0, darken(tone, 0.55)], [1, darken(tone, 0.3)]]))]
  for (let i = 0; i < 9; i++) out.push(rect(i * 140 - 20, 0, 70, 620, lighten(tone, 0.05), { opacity: 0.25 }))
  out.push(rect(0, 620, NW, 180, doc.linear([[0, darken(tone, 0.45)], [1, darken(tone, 0.6)]])))
  out.push(spotCone(doc, 600, -10, 640, 620, 0.3), path(`M300 640A300 44 0 0 0 900 640A300 44 0 0 0 300 640Z`, '#FFF6E2', { opacity: 0.12 }))
  out.push(drum(doc, 600, 480, 150, 170, '#E9E4DC'), trophy(doc, 600, 470, 300))
  out.push(confetti(0, 40, NW, 560, 110, seedNo, [C.brass, '#F1DDB4', '#FFFFFF', '#E3C38B']))
  out.push(rect(0, 0, NW, NH, doc.radial([[0, '#000000', 0], [1, '#000000', 0.35]], 0.5, 0.45, 0.8)))
  return out.join('')
}

/** Product launch: stage with a big screen showing a basin, presenter, audience in front. */
export function launchNews(doc: Doc, seedNo: number): string {
  const out = [rect(0, 0, NW, NH, doc.linear([[0, '#1B2226'], [1, '#2A3236']])), rect(0, 560, NW, 240, '#161B1E'), path(poly([[120, 560], [1080, 560], [1160, 620], [40, 620]]), doc.linear([[0, '#3A4348'], [1, '#262D31']]))]
  const scr = [rect(300, 90, 600, 340, doc.linear([[0, '#EFE9E1'], [0.7, '#E2DAD0'], [0.701, '#CDBFA9'], [1, '#DDD2C2']])), rect(300, 328, 600, 102, doc.linear([[0, '#C7B9A3'], [1, '#DCD1C1']])), vesselBasin(doc, { cx: 600, base: 340, w: 300, h: 110, shape: 'oval', finish: finishes.sand }), rect(340, 120, 180, 14, C.graphite, { rx: 4 }), rect(340, 146, 120, 8, C.teal, { rx: 4 })]
  out.push(screen(doc, 300, 90, 600, 340, scr.join('')))
  out.push(spotCone(doc, 250, 0, 600, 300, 0.22), spotCone(doc, 950, 0, 600, 300, 0.22))
  out.push(person(doc, 960, 590, 200, C.teal, seedNo), rect(180, 500, 70, 90, doc.linear([[0, '#4A5358'], [1, '#2C3236']])), line(215, 500, 240, 470, '#8A9095', 3))
  out.push(audience(doc, 720, 9, seedNo, '#0F1315'), audience(doc, 790, 8, seedNo + 1, '#080A0B'))
  out.push(rect(0, 0, NW, 6, C.brass), path(rr(1040, 30, 120, 36, 18), C.teal), rect(1062, 44, 76, 8, '#FFFFFF', { rx: 4, opacity: 0.8 }))
  return out.join('')
}
