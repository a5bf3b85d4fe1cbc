/** Interiors for project and showroom news: showroom opening, resort villa, hotel, spa, apartment. */
import { brandMark } from './certificate-art-marks'
import { mixerTap, vesselBasin } from './fixtures-basin'
import { bathtub, showerTray } from './fixtures-bath'
import { enclosure, showerSet, vanity } from './fixtures-furniture'
import { crowd, NH, NW, ribbon, skyline, slab } from './news-art-kit'
import { C, finishes, metals, woods } from './palette'
import { mirror, pendant, plant, towels } from './props'
import { room, skyFill, tiles } from './room'
import { darken, type Doc, ellipse, f, g, path, prng, rect, rr, seed } from './svg'

/** Munich showroom opening: furnished bath vignettes, guests, and the ribbon about to be cut. */
export function showroomOpening(doc: Doc): string {
  const rnd = prng(seed('showroom'))
  const back = { x: 250, y: 150, w: 700, h: 360 }
  const out = [
    room(doc, back, { back: '#EFEBE4', left: '#E2DBD0', right: '#D9D3C9', floor: '#CDC4B6', ceiling: '#F4F1EC' }, 8),
  ]
  out.push(rect(back.x + 40, back.y + 30, 290, 330, '#D9CBB3'), rect(back.x + 370, back.y + 30, 290, 330, '#5B6166'))
  out.push(mirror(doc, back.x + 185, back.y + 120, 130, 130, 'round', C.brass, '#D9CBB3'))
  out.push(
    vanity(doc, {
      cx: back.x + 185,
      top: back.y + 230,
      w: 240,
      h: 90,
      front: woods.walnut,
      counter: woods.ash,
      drawers: 1,
      handle: 'grip',
      handleMetal: metals.brass,
      integrated: false,
      seedNo: 2,
    }),
  )
  out.push(
    vesselBasin(doc, { cx: back.x + 185, base: back.y + 222, w: 110, h: 40, shape: 'bowl', finish: finishes.white }),
  )
  out.push(bathtub(doc, { cx: back.x + 515, base: back.y + 350, w: 250, h: 95, shape: 'oval', outer: finishes.white }))
  out.push(brandMark(445, back.y - 48, 28, C.graphite))
  for (const x of [400, 600, 800]) out.push(pendant(doc, x, 0, 90, 40, C.graphite, true))
  out.push(plant(doc, 140, 700, 300, 'olive', C.graphite, 3), plant(doc, 1080, 720, 320, 'leafy', C.clay, 4))
  out.push(crowd(rnd, 60, 1140, 560, 640, 170, 230, 7, 2))
  out.push(
    rect(150, 560, 12, 240, C.brass),
    rect(1038, 560, 12, 240, C.brass),
    ellipse(156, 560, 14, 8, C.brass),
    ellipse(1044, 560, 14, 8, C.brass),
  )
  out.push(ribbon(doc, 600, '#B0343A'))
  return out.join('')
}

function palm(x: number, base: number, h: number, color: string): string {
  const top = base - h
  const out = [
    path(`M${f(x)} ${f(base)}Q${f(x + h * 0.08)} ${f(base - h * 0.5)} ${f(x + h * 0.03)} ${f(top)}`, 'none', {
      stroke: darken(color, 0.3),
      'stroke-width': h * 0.035,
    }),
  ]
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI + (i / 6) * Math.PI
    const ex = x + h * 0.03 + Math.cos(a) * h * 0.38
    const ey = top + Math.sin(a) * h * 0.16 + h * 0.12
    out.push(
      path(
        `M${f(x + h * 0.03)} ${f(top)}Q${f((x + ex) / 2)} ${f(top - h * 0.14)} ${f(ex)} ${f(ey)}Q${f((x + ex) / 2)} ${f(top - h * 0.04)} ${f(x + h * 0.03)} ${f(top)}Z`,
        color,
      ),
    )
  }
  return out.join('')
}

/** Sanya resort villa: a freestanding tub facing a tropical garden through a wall of glass. */
export function resortVilla(doc: Doc): string {
  const out = [rect(0, 0, NW, NH, '#D8C7AE')]
  out.push(rect(140, 60, 920, 520, skyFill(doc, 'dusk')))
  out.push(path('M140 470Q500 400 1060 450V580H140Z', '#4F6B52'), rect(140, 500, 920, 80, '#3E5A45'))
  out.push(
    palm(320, 560, 420, '#3F5F48'),
    palm(820, 570, 480, '#35523E'),
    palm(620, 560, 300, '#4F7356'),
    palm(980, 560, 260, '#4A6A50'),
  )
  for (let x = 140; x <= 1060; x += 230) out.push(rect(x - 6, 60, 12, 520, '#6E513B'))
  out.push(rect(120, 40, 960, 22, '#6E513B'), rect(120, 576, 960, 14, '#6E513B'))
  out.push(
    rect(
      0,
      590,
      NW,
      210,
      doc.linear([
        [0, '#A98D67'],
        [1, '#C7AB83'],
      ]),
    ),
  )
  for (let y = 610; y < NH; y += 34) out.push(rect(0, y, NW, 2, '#8C6A4F', { opacity: 0.35 }))
  out.push(path('M300 800L480 590H720L900 800Z', '#FFE8C4', { opacity: 0.18 }))
  out.push(bathtub(doc, { cx: 600, base: 700, w: 560, h: 200, shape: 'slipper', outer: finishes.white }))
  out.push(mixerTap(doc, { x: 920, base: 700, h: 330, reach: -110, style: 'gooseneck', metal: metals.brass }))
  out.push(plant(doc, 120, 760, 360, 'monstera', '#E9E4DC', 9), towels(doc, 1000, 780, 170, [C.white, C.sand]))
  return out.join('')
}

/** Hotel guest bathroom: stone-resin basin on a vanity, walk-in shower, the city outside. */
export function hotelBath(doc: Doc, city: 'munich' | 'barcelona', tray: boolean): string {
  const rnd = prng(seed('hotel', city))
  const wallTone = city === 'munich' ? '#E9E6E1' : '#F1EADF'
  const out = [
    tiles(
      doc,
      0,
      0,
      NW,
      620,
      city === 'munich' ? 150 : 100,
      city === 'munich' ? 300 : 100,
      wallTone,
      city === 'barcelona',
    ),
  ]
  out.push(
    rect(
      0,
      620,
      NW,
      180,
      doc.linear([
        [0, darken(wallTone, 0.14)],
        [1, darken(wallTone, 0.04)],
      ]),
    ),
  )
  const wx = city === 'munich' ? 40 : 770
  out.push(
    rect(wx - 10, 70, 360, 330, '#3E4246'),
    rect(wx, 80, 340, 310, skyFill(doc, city === 'munich' ? 'day' : 'dawn')),
  )
  out.push(
    g(skyline(rnd, wx, 390, 340, 150, city === 'munich' ? '#8C98A0' : '#B59C88', city), {
      'clip-path': doc.clip(rect(wx, 80, 340, 310, '#000')),
    }),
  )
  if (city === 'barcelona') out.push(rect(wx, 370, 340, 20, '#7FA7B5'))
  out.push(rect(wx + 165, 80, 10, 310, '#3E4246'), rect(wx - 20, 400, 380, 14, '#CFC8BC'))
  const ex0 = city === 'munich' ? 720 : 90
  if (tray)
    out.push(
      showerTray(doc, {
        cx: ex0 + 230,
        near: 740,
        far: 640,
        wNear: 480,
        wFar: 400,
        thick: 24,
        c: finishes.sand,
        drain: 'linear',
        metal: metals.chrome,
        texture: true,
        seedNo: 4,
      }),
    )
  out.push(showerSet(doc, ex0 + 230, 60, 630, metals.black, false, !tray, 60))
  out.push(
    enclosure(doc, {
      x0: ex0,
      x1: ex0 + 460,
      floorY: 650,
      topY: 90,
      kind: city === 'munich' ? 'walkin' : 'hinged',
      metal: metals.black,
      wall: wallTone,
    }),
  )
  const vx = city === 'munich' ? 540 : 820
  if (city === 'munich') {
    out.push(mirror(doc, vx, 300, 220, 240, 'pill', C.brass, wallTone))
    out.push(slab(doc, vx - 170, vx + 170, 480, 30, 40, woods.walnut))
    out.push(vesselBasin(doc, { cx: vx, base: 470, w: 220, h: 70, shape: 'bowl', finish: finishes.stone }))
    out.push(mixerTap(doc, { x: vx + 110, base: 460, h: 190, reach: -80, style: 'square', metal: metals.black }))
    out.push(towels(doc, vx - 160, 620, 120, [C.white, C.white]), plant(doc, 250, 730, 240, 'leafy', C.clay, 5))
  } else {
    out.push(
      plant(doc, vx + 120, 700, 260, 'grass', '#E7E1D8', 6),
      towels(doc, vx - 100, 700, 160, [C.sand, C.white, C.clay]),
    )
  }
  return out.join('')
}

/** Lyon thermal spa: two island tubs before a wall of natural stone, under arches. */
export function spaHall(doc: Doc): string {
  const rnd = prng(seed('spa'))
  const out = [rect(0, 0, NW, 560, '#B8AC9C')]
  for (let y = 0; y < 560; y += 46) {
    for (let x = -rnd() * 60; x < NW;) {
      const w = 60 + rnd() * 90
      const tone = ['#A89A86', '#B9AC98', '#9C8E7A', '#C4B8A5'][Math.floor(rnd() * 4)] ?? '#B0A38F'
      out.push(path(rr(x + 3, y + 3, w - 6, 40, 10), tone))
      x += w
    }
  }
  out.push(
    rect(
      0,
      0,
      NW,
      560,
      doc.linear([
        [0, '#2E2F31', 0.35],
        [0.5, '#2E2F31', 0],
        [1, '#2E2F31', 0.15],
      ]),
    ),
  )
  for (const x of [0, 600]) out.push(path(`M${x} 0H${x + 600}V160A300 120 0 0 0 ${x} 160Z`, '#EFEAE2'))
  out.push(
    rect(
      0,
      560,
      NW,
      240,
      doc.linear([
        [0, '#8E9B9A'],
        [1, '#C5CFCD'],
      ]),
    ),
  )
  out.push(rect(0, 620, NW, 70, '#6E9C99', { opacity: 0.35 }), rect(0, 640, NW, 4, '#FFFFFF', { opacity: 0.4 }))
  out.push(bathtub(doc, { cx: 330, base: 640, w: 420, h: 150, shape: 'oval', outer: finishes.white }))
  out.push(bathtub(doc, { cx: 860, base: 650, w: 440, h: 150, shape: 'oval', outer: finishes.white }))
  for (const x of [300, 900]) out.push(pendant(doc, x, 0, 220, 60, '#D9CBB3', true))
  out.push(plant(doc, 600, 700, 300, 'olive', C.white, 12))
  return out.join('')
}
