/** Showroom and factory interiors (1600×1000). */
import { mixerTap, vesselBasin } from './fixtures-basin'
import { bathtub, wallToilet } from './fixtures-bath'
import { glassPane, vanity } from './fixtures-furniture'
import { C, finishes, metals, woods } from './palette'
import { mirror, plant } from './props'
import { room } from './room'
import { glow, person, slats, spotCone } from './scene-art-kit'
import { arch, circle, darken, Doc, g, lighten, line, path, poly, rect, rr, shadow } from './svg'

/** Box plinth seen slightly from above. */
function plinth(doc: Doc, cx: number, top: number, w: number, h: number, c: string): string {
  const d = w * 0.14
  return g(
    [
      shadow(doc, cx, top + h, w * 0.7, w * 0.06, 0.35),
      path(
        poly([
          [cx - w / 2 + d * 0.4, top - d],
          [cx + w / 2 - d * 0.4, top - d],
          [cx + w / 2, top],
          [cx - w / 2, top],
        ]),
        lighten(c, 0.25),
      ),
      rect(
        cx - w / 2,
        top,
        w,
        h,
        doc.linear(
          [
            [0, c],
            [1, darken(c, 0.12)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    ].join(''),
  )
}

export function showroom(): string {
  const doc = new Doc(1600, 1000)
  const back = { x: 330, y: 170, w: 940, h: 470 }
  const out = [
    room(doc, back, { back: '#EFEAE3', left: '#E4DDD3', right: '#DDD5CA', floor: '#CFC6B9', ceiling: '#F6F3EE' }, 8),
  ]
  out.push(
    slats(doc, 330, 170, 300, 470, woods.oak, 12),
    rect(
      980,
      170,
      290,
      470,
      doc.linear([
        [0, '#2F6B66'],
        [1, C.teal],
      ]),
    ),
  )
  out.push(mirror(doc, 800, 330, 180, 220, 'arch', C.brass, '#EFEAE3'))
  out.push(
    vanity(doc, {
      cx: 800,
      top: 470,
      w: 300,
      h: 110,
      front: woods.walnut,
      counter: woods.walnut,
      drawers: 1,
      handle: 'grip',
      handleMetal: metals.brass,
      integrated: false,
      grain: false,
      seedNo: 2,
    }),
  )
  out.push(vesselBasin(doc, { cx: 790, base: 466, w: 150, h: 55, shape: 'bowl', finish: finishes.white }))
  out.push(wallToilet(doc, 1125, 520, 130, 'round', finishes.white, finishes.white, metals.chrome, 640))
  out.push(rect(150, 60, 1300, 10, C.graphite, { opacity: 0.8 }))
  const spots: readonly (readonly [number, number, number])[] = [
    [330, 720, 360],
    [800, 820, 520],
    [1270, 720, 360],
  ]
  for (const [x, y, w] of spots) out.push(spotCone(doc, x, 70, y, w, 0.25))
  out.push(plinth(doc, 330, 640, 300, 200, '#E9E4DC'), plinth(doc, 1270, 640, 300, 200, '#3A3C3F'))
  out.push(
    mixerTap(doc, { x: 400, base: 620, h: 160, reach: -70, style: 'gooseneck', metal: metals.black }),
    vesselBasin(doc, { cx: 320, base: 630, w: 210, h: 80, shape: 'cylinder', finish: finishes.stone }),
  )
  out.push(
    mixerTap(doc, { x: 1345, base: 620, h: 150, reach: -70, style: 'square', metal: metals.brass }),
    vesselBasin(doc, { cx: 1260, base: 630, w: 220, h: 75, shape: 'bowl', finish: finishes.sand }),
  )
  out.push(
    path(
      rr(520, 810, 560, 50, 8),
      doc.linear([
        [0, '#ECE7E0'],
        [1, '#CFC8BD'],
      ]),
    ),
    path(
      poly([
        [540, 790],
        [1060, 790],
        [1080, 810],
        [520, 810],
      ]),
      '#F6F3EE',
    ),
  )
  out.push(bathtub(doc, { cx: 800, base: 800, w: 480, h: 190, shape: 'oval', outer: finishes.black }))
  out.push(plant(doc, 90, 980, 420, 'olive', C.graphite, 4), plant(doc, 1520, 990, 360, 'leafy', C.clay, 5))
  out.push(person(doc, 1060, 930, 250, '#55606B', 3), person(doc, 1130, 940, 240, C.clay, 8))
  return doc.render(out.join(''))
}

export function aboutShowroom(): string {
  const doc = new Doc(1600, 1000)
  const hz = 760
  const out = [
    rect(
      0,
      0,
      1600,
      hz,
      doc.linear([
        [0, '#F7F4EF'],
        [1, '#E9E3DA'],
      ]),
    ),
    rect(
      0,
      hz,
      1600,
      240,
      doc.linear([
        [0, '#BDB3A5'],
        [1, '#E4DDD2'],
      ]),
    ),
  ]
  const bays = [
    { x: 60, c: '#E2D8CA' },
    { x: 440, c: '#2F6B66' },
    { x: 820, c: '#D6D9D8' },
    { x: 1200, c: '#C7B08E' },
  ]
  for (const b of bays)
    out.push(
      path(
        arch(b.x, 110, 340, hz - 110),
        doc.linear([
          [0, lighten(b.c, 0.1)],
          [1, darken(b.c, 0.1)],
        ]),
      ),
      glow(doc, b.x + 170, 260, 200, 0.35),
    )
  const bx = (i: number): number => (bays[i]?.x ?? 0) + 170
  out.push(
    vanity(doc, {
      cx: bx(0),
      top: 520,
      w: 260,
      h: 110,
      front: woods.oak,
      counter: woods.oak,
      drawers: 1,
      handle: 'grip',
      handleMetal: metals.black,
      integrated: false,
      grain: true,
      seedNo: 1,
    }),
  )
  out.push(
    mirror(doc, bx(0), 380, 170, 170, 'round', C.graphite, '#E2D8CA'),
    vesselBasin(doc, { cx: bx(0) - 10, base: 518, w: 150, h: 60, shape: 'bowl', finish: finishes.white }),
    mixerTap(doc, { x: bx(0) + 60, base: 505, h: 130, reach: -55, style: 'gooseneck', metal: metals.black }),
  )
  out.push(
    bathtub(doc, { cx: bx(1), base: hz + 10, w: 300, h: 130, shape: 'slipper', outer: finishes.white }),
    mixerTap(doc, { x: bx(1) + 150, base: hz, h: 230, reach: -60, style: 'gooseneck', metal: metals.brass }),
  )
  out.push(
    rect(
      bx(2) - 120,
      230,
      240,
      hz - 230,
      doc.linear([
        [0, '#C8CCCB'],
        [1, '#B3B8B7'],
      ]),
    ),
  )
  for (let y = 290; y < hz; y += 60) out.push(line(bx(2) - 120, y, bx(2) + 120, y, '#A3A8A7', 1.5))
  out.push(
    circle(bx(2), 290, 44, metals.chrome[1]),
    rect(bx(2) - 4, 230, 8, 60, metals.chrome[2]),
    glassPane(
      doc,
      [
        [bx(2) + 20, 220],
        [bx(2) + 150, 220],
        [bx(2) + 150, hz],
        [bx(2) + 20, hz],
      ],
      '#D6D9D8',
    ),
  )
  out.push(wallToilet(doc, bx(3), 560, 170, 'square', finishes.white, finishes.black, metals.brass, hz))
  out.push(
    rect(
      0,
      hz,
      1600,
      60,
      doc.linear([
        [0, '#FFFFFF', 0.35],
        [1, '#FFFFFF', 0],
      ]),
    ),
  )
  out.push(
    person(doc, 400, 960, 300, '#3C4B57', 11),
    person(doc, 470, 965, 290, '#A78D6E', 12),
    person(doc, 1180, 975, 310, '#2E2F31', 14),
  )
  out.push(plant(doc, 1530, 990, 420, 'monstera', C.clay, 3))
  return doc.render(out.join(''))
}

/** Production hall with a casting line: basins travel on a conveyor past robot arms. */
export function factory(): string {
  const doc = new Doc(1600, 1000)
  return doc.render(factoryHall(doc))
}

/** The production hall drawn in 1600×1000 units into any document (a news picture shows a crop of it). */
export function factoryHall(doc: Doc): string {
  const hz = 700
  const out = [
    rect(
      0,
      0,
      1600,
      hz,
      doc.linear([
        [0, '#E3E5E4'],
        [1, '#CDD1D0'],
      ]),
    ),
    rect(
      0,
      hz,
      1600,
      300,
      doc.linear([
        [0, '#A9ADAC'],
        [1, '#C9CCCB'],
      ]),
    ),
  ]
  for (let i = 0; i < 6; i++) {
    const x = i * 300 - 40
    out.push(
      path(
        poly([
          [x, 120],
          [x + 300, 20],
          [x + 300, 120],
        ]),
        darken('#D9DCDB', 0.05),
      ),
      path(
        poly([
          [x, 120],
          [x + 300, 20],
          [x + 300, 40],
          [x + 30, 120],
        ]),
        doc.linear([
          [0, '#FFFFFF', 0.9],
          [1, '#E8F0F2'],
        ]),
      ),
    )
  }
  out.push(rect(0, 118, 1600, 14, C.slate))
  for (let x = 100; x < 1600; x += 300)
    out.push(
      rect(
        x - 12,
        130,
        24,
        hz - 130,
        doc.linear(
          [
            [0, '#6E757B'],
            [0.5, '#9AA1A7'],
            [1, '#5B6166'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    )
  for (let x = 0; x < 1600; x += 60)
    out.push(
      line(x, 132, x + 60, 200, C.slate, 2, { opacity: 0.4 }),
      line(x + 60, 132, x, 200, C.slate, 2, { opacity: 0.4 }),
    )
  out.push(rect(0, 200, 1600, 8, C.slate, { opacity: 0.6 }))
  out.push(
    path(
      poly([
        [0, 720],
        [1600, 720],
        [1600, 736],
        [0, 736],
      ]),
      '#E6C34A',
      { opacity: 0.7 },
    ),
  )
  out.push(
    rect(
      180,
      330,
      380,
      300,
      doc.linear([
        [0, '#E8EBEA'],
        [1, '#BFC5C4'],
      ]),
    ),
    rect(180, 330, 380, 50, C.teal),
    rect(220, 410, 120, 80, '#263238'),
    rect(
      232,
      422,
      96,
      56,
      doc.linear([
        [0, '#4F9790'],
        [1, '#1F5E5A'],
      ]),
    ),
    circle(460, 450, 26, '#C9CED2', { stroke: C.slate, 'stroke-width': 4 }),
  )
  const beltY = 600
  out.push(
    rect(
      0,
      beltY,
      1600,
      34,
      doc.linear([
        [0, '#4A4F53'],
        [1, '#2E3235'],
      ]),
    ),
    rect(0, beltY - 6, 1600, 8, '#8A9095'),
  )
  for (let x = 30; x < 1600; x += 200)
    out.push(rect(x, beltY + 34, 14, hz - beltY - 20, C.slate), rect(x - 10, hz + 10, 34, 8, C.graphite))
  for (let x = 10; x < 1600; x += 40) out.push(circle(x, beltY + 17, 9, '#6E757B'))
  const fins = [finishes.white, finishes.stone, finishes.white, finishes.sand, finishes.white, finishes.concrete]
  fins.forEach((fin, i) =>
    out.push(
      vesselBasin(doc, {
        cx: 90 + i * 260,
        base: beltY - 6,
        w: 170,
        h: 70,
        shape: i % 2 ? 'oval' : 'bowl',
        finish: fin,
      }),
    ),
  )
  for (const [bx, dir] of [
    [740, 1],
    [1280, -1],
  ] as const) {
    const arm = doc.linear([
      [0, '#F2A541'],
      [1, '#C97A1E'],
    ])
    out.push(rect(bx - 40, 380, 80, 220 - 10, '#3A3F43'), circle(bx, 380, 34, arm))
    out.push(
      line(bx, 380, bx + dir * 140, 280, '#E08E2B', 36, { 'stroke-linecap': 'round' }),
      circle(bx + dir * 140, 280, 24, '#3A3F43'),
      line(bx + dir * 140, 280, bx + dir * 210, 470, '#E08E2B', 26, { 'stroke-linecap': 'round' }),
    )
    out.push(
      rect(bx + dir * 210 - 30, 470, 60, 20, C.graphite),
      line(bx + dir * 210 - 22, 490, bx + dir * 210 - 22, 520, C.graphite, 6),
      line(bx + dir * 210 + 22, 490, bx + dir * 210 + 22, 520, C.graphite, 6),
    )
  }
  for (let k = 0; k < 3; k++)
    for (let j = 0; j < 2; j++)
      out.push(
        path(
          rr(60 + j * 130, 880 - (k + 1) * 70, 120, 66, 4),
          doc.linear([
            [0, '#D9C39E'],
            [1, '#B9A07A'],
          ]),
        ),
        line(60 + j * 130, 880 - (k + 1) * 70 + 33, 180 + j * 130, 880 - (k + 1) * 70 + 33, '#9C7F56', 3),
      )
  out.push(rect(50, 880, 270, 20, '#8C6A4F'))
  out.push(person(doc, 980, 940, 280, C.teal, 21), person(doc, 1440, 900, 250, C.teal, 22))
  out.push(
    rect(
      0,
      0,
      1600,
      1000,
      doc.linear([
        [0, '#FFFFFF', 0.12],
        [0.4, '#FFFFFF', 0],
        [1, C.graphite, 0.06],
      ]),
    ),
  )
  return out.join('')
}
