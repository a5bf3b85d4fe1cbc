/** Work places (1600×1000): the design studio, the made-to-measure drawing table and the team office. */
import { vesselBasin } from './fixtures-basin'
import { C, finishes, woods } from './palette'
import { pendant, plant, vase } from './props'
import { windowView } from './room'
import { person, seated, slats } from './scene-art-kit'
import { circle, darken, Doc, ellipse, f, g, line, path, pick, poly, prng, rect, rr, shadow } from './svg'

/** A sheet of paper with a pencil sketch of a basin or tap. */
function sketch(doc: Doc, x: number, y: number, w: number, h: number, kind: number, tilt: number): string {
  const ink = { stroke: '#6B6F73', 'stroke-width': 2, fill: 'none', 'stroke-linecap': 'round' } as const
  const cx = x + w / 2
  const out = [
    rect(x + 4, y + 6, w, h, C.graphite, { opacity: 0.12 }),
    rect(x, y, w, h, '#FFFFFF'),
    circle(cx, y + 10, 6, pick([C.teal, C.brass, '#C0392B'], kind)),
  ]
  if (kind % 3 === 0)
    out.push(
      ellipse(cx, y + h * 0.45, w * 0.32, h * 0.07, 'none', ink),
      path(
        `M${f(cx - w * 0.32)} ${f(y + h * 0.45)}Q${f(cx - w * 0.3)} ${f(y + h * 0.75)} ${f(cx)} ${f(y + h * 0.75)}Q${f(cx + w * 0.3)} ${f(y + h * 0.75)} ${f(cx + w * 0.32)} ${f(y + h * 0.45)}`,
        'none',
        ink,
      ),
    )
  else if (kind % 3 === 1)
    out.push(
      path(
        `M${f(cx + w * 0.1)} ${f(y + h * 0.85)}V${f(y + h * 0.3)}Q${f(cx + w * 0.1)} ${f(y + h * 0.2)} ${f(cx)} ${f(y + h * 0.2)}H${f(cx - w * 0.25)}V${f(y + h * 0.3)}`,
        'none',
        ink,
      ),
      line(x + w * 0.2, y + h * 0.85, x + w * 0.8, y + h * 0.85, '#6B6F73', 2),
    )
  else
    out.push(
      path(rr(x + w * 0.15, y + h * 0.35, w * 0.7, h * 0.4, 10), 'none', ink),
      line(x + w * 0.15, y + h * 0.55, x + w * 0.85, y + h * 0.55, '#6B6F73', 1.5),
    )
  for (let i = 0; i < 3; i++)
    out.push(
      line(x + w * 0.12, y + h * (0.88 + i * 0.03), x + w * (0.5 + i * 0.1), y + h * (0.88 + i * 0.03), '#B4B7BA', 1.5),
    )
  return g(out.join(''), { transform: `rotate(${f(tilt)} ${f(cx)} ${f(y + h / 2)})` })
}

export function aboutIntro(): string {
  const doc = new Doc(1600, 1000)
  const deskY = 700
  const out = [
    rect(
      0,
      0,
      1600,
      1000,
      doc.linear([
        [0, '#F6F3EE'],
        [1, '#E7E1D8'],
      ]),
    ),
  ]
  out.push(windowView(doc, 1160, 90, 360, 470, 'day', C.graphite, 2, 8))
  out.push(
    rect(120, 110, 900, 430, '#D9CBB3'),
    rect(
      130,
      120,
      880,
      410,
      doc.linear([
        [0, '#E6DAC6'],
        [1, '#D6C7AE'],
      ]),
    ),
  )
  for (let i = 0; i < 6; i++)
    out.push(
      sketch(
        doc,
        160 + (i % 3) * 280,
        150 + Math.floor(i / 3) * 190,
        200 + (i % 2) * 30,
        160,
        i,
        (i % 2 ? 1 : -1) * (1 + (i % 3)),
      ),
    )
  const swatch = [C.teal, C.sand, C.graphite, C.clay, '#F3F0EA', C.brass]
  swatch.forEach((c, i) =>
    out.push(
      rect(880 + (i % 2) * 60, 150 + Math.floor(i / 2) * 60, 50, 50, c, { stroke: '#FFFFFF', 'stroke-width': 3 }),
    ),
  )
  out.push(
    rect(
      0,
      deskY,
      1600,
      40,
      doc.linear([
        [0, woods.oak[0]],
        [1, woods.oak[2]],
      ]),
    ),
    rect(
      0,
      deskY + 40,
      1600,
      260,
      doc.linear([
        [0, '#C9C0B3'],
        [1, '#E4DED5'],
      ]),
    ),
  )
  out.push(rect(200, deskY + 40, 30, 260, C.graphite), rect(1370, deskY + 40, 30, 260, C.graphite))
  out.push(
    path(
      poly([
        [250, deskY - 6],
        [760, deskY - 6],
        [790, deskY + 10],
        [220, deskY + 10],
      ]),
      '#FFFFFF',
    ),
    line(300, deskY, 700, deskY, C.slate, 1.5, { opacity: 0.5 }),
  )
  out.push(
    path(rr(820, deskY - 250, 340, 220, 10), '#2E2F31'),
    rect(
      834,
      deskY - 236,
      312,
      192,
      doc.linear([
        [0, '#DDE7E4'],
        [1, '#A8C2BE'],
      ]),
    ),
    rect(960, deskY - 30, 60, 26, C.slate),
    rect(920, deskY - 8, 140, 8, C.graphite),
  )
  out.push(
    ellipse(990, deskY - 150, 80, 18, 'none', { stroke: '#FFFFFF', 'stroke-width': 3 }),
    path('M910 550Q920 610 990 610Q1060 610 1070 550', 'none', { stroke: '#FFFFFF', 'stroke-width': 3 }),
  )
  out.push(vesselBasin(doc, { cx: 1330, base: deskY - 4, w: 240, h: 90, shape: 'bowl', finish: finishes.stone }))
  out.push(
    line(120, deskY - 6, 160, deskY - 280, C.graphite, 8),
    line(160, deskY - 280, 300, deskY - 360, C.graphite, 8),
    path('M270 320L360 300L380 370Z', C.graphite),
    glow2(doc, 330, 380),
  )
  ;[C.teal, C.sand, C.graphite].forEach((c, i) =>
    out.push(rect(560 + i * 70, deskY - 60 + i * 2, 60, 60 - i * 2, c, { rx: 4 })),
  )
  out.push(
    vase(doc, 1500, deskY, 110, C.sand),
    circle(470, deskY - 20, 28, '#FFFFFF'),
    ellipse(470, deskY - 44, 28, 8, '#6F513B'),
  )
  return doc.render(out.join(''))
}

const glow2 = (doc: Doc, x: number, y: number): string =>
  circle(
    x,
    y,
    160,
    doc.radial([
      [0, '#FFF1D2', 0.6],
      [1, '#FFF1D2', 0],
    ]),
  )

/** Seen from above: a technical drawing, a fan of colour swatches, a ruler and a finished basin. */
export function tailorism(): string {
  const doc = new Doc(1600, 1000)
  const out = [
    rect(
      0,
      0,
      1600,
      1000,
      doc.linear(
        [
          [0, woods.walnut[0]],
          [1, woods.walnut[2]],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  ]
  const rnd = prng(5)
  for (let i = 0; i < 30; i++)
    out.push(line(0, rnd() * 1000, 1600, rnd() * 1000, woods.walnut[2], 1.5, { opacity: 0.35 }))
  out.push(
    rect(130, 90, 900, 720, C.graphite, { opacity: 0.25, transform: 'translate(10 14)' }),
    rect(130, 90, 900, 720, '#F8F7F3'),
  )
  const ink = { fill: 'none', stroke: '#3E5F70', 'stroke-width': 2.5 } as const
  const thin = { fill: 'none', stroke: '#7E98A4', 'stroke-width': 1.2 } as const
  for (let x = 150; x < 1030; x += 40) out.push(line(x, 90, x, 810, '#E3E7E8', 1))
  for (let y = 110; y < 810; y += 40) out.push(line(130, y, 1030, y, '#E3E7E8', 1))
  out.push(
    ellipse(380, 330, 170, 120, 'none', ink),
    ellipse(380, 330, 140, 95, 'none', thin),
    circle(380, 345, 12, 'none', ink),
  )
  out.push(
    path('M210 600H550L530 700Q380 720 230 700Z', 'none', ink),
    line(380, 440, 380, 760, '#7E98A4', 1, { 'stroke-dasharray': '12 6 3 6' }),
    line(170, 330, 590, 330, '#7E98A4', 1, { 'stroke-dasharray': '12 6 3 6' }),
  )
  const dim = (x1: number, y1: number, x2: number, y2: number): string =>
    g(
      [
        line(x1, y1, x2, y2, '#3E5F70', 1.5),
        circle(x1, y1, 4, '#3E5F70'),
        circle(x2, y2, 4, '#3E5F70'),
        rect((x1 + x2) / 2 - 20, (y1 + y2) / 2 - 12, 40, 8, '#9FB3BC'),
      ].join(''),
    )
  out.push(dim(210, 180, 550, 180), dim(610, 210, 610, 450), dim(210, 760, 550, 760), dim(580, 600, 580, 700))
  out.push(
    path(rr(680, 230, 280, 200, 30), 'none', ink),
    path(rr(700, 250, 240, 160, 24), 'none', thin),
    circle(820, 330, 10, 'none', ink),
  )
  out.push(
    rect(800, 700, 210, 90, 'none', { stroke: '#3E5F70', 'stroke-width': 2 }),
    line(800, 730, 1010, 730, '#3E5F70', 1.5),
    line(900, 700, 900, 790, '#3E5F70', 1.5),
  )
  const fan = [C.teal, '#2F6E69', C.slate, C.graphite, C.clay, C.sand, '#E9E4DC', C.brass]
  fan.forEach((c, i) =>
    out.push(
      path(rr(1230, 500, 70, 380, 10), c, {
        transform: `rotate(${f(-70 + i * 11)} 1265 860)`,
        stroke: '#FFFFFF',
        'stroke-width': 3,
      }),
    ),
  )
  out.push(circle(1265, 860, 12, C.brass))
  out.push(
    g(
      [
        rect(1080, 120, 60, 640, '#EDE6D6'),
        ...Array.from({ length: 32 }, (_, i) =>
          line(1080, 130 + i * 20, 1080 + (i % 5 === 0 ? 26 : 14), 130 + i * 20, C.graphite, 1.5),
        ),
      ].join(''),
      { transform: 'rotate(8 1110 440)' },
    ),
  )
  out.push(
    g(
      [
        rect(560, 860, 420, 18, '#2E2F31'),
        path('M980 860L1010 869L980 878Z', '#D9B88A'),
        rect(560, 860, 40, 18, C.brass),
      ].join(''),
      { transform: 'rotate(-6 770 869)' },
    ),
  )
  out.push(
    shadow(doc, 1395, 250, 200, 170, 0.45),
    ellipse(
      1380,
      230,
      170,
      150,
      doc.radial([
        [0, finishes.white.lo],
        [0.8, finishes.white.base],
        [1, finishes.white.hi],
      ]),
    ),
    ellipse(
      1380,
      230,
      140,
      122,
      doc.radial(
        [
          [0, finishes.white.base],
          [0.7, finishes.white.lo],
          [1, darken(finishes.white.lo, 0.1)],
        ],
        0.45,
        0.4,
        0.6,
      ),
    ),
    circle(1380, 245, 12, finishes.white.edge),
  )
  out.push(
    rect(
      1450,
      620,
      110,
      110,
      doc.linear([
        [0, '#D5D2CC'],
        [1, '#A8A49C'],
      ]),
      { rx: 6 },
    ),
    rect(
      1330,
      720,
      110,
      110,
      doc.linear([
        [0, woods.oak[0]],
        [1, woods.oak[2]],
      ]),
      { rx: 6 },
    ),
  )
  return doc.render(out.join(''))
}

export function recruit(): string {
  const doc = new Doc(1600, 1000)
  const hz = 640
  const out = [
    rect(
      0,
      0,
      1600,
      hz,
      doc.linear([
        [0, '#FBFAF8'],
        [1, '#EEEAE4'],
      ]),
    ),
    rect(
      0,
      hz,
      1600,
      360,
      doc.linear([
        [0, '#D8D1C6'],
        [1, '#EDE8E1'],
      ]),
    ),
  ]
  out.push(windowView(doc, 80, 80, 900, 440, 'day', C.graphite, 4, 12))
  out.push(slats(doc, 1100, 0, 500, hz, woods.ash, 14), rect(1100, 0, 500, hz, C.white, { opacity: 0.2 }))
  for (const x of [300, 760, 1240]) out.push(pendant(doc, x, 0, 170, 70, C.graphite))
  const colors = ['#3C4B57', '#A78D6E', C.teal, '#6B7A72', '#8A6F5A', C.graphite]
  const desk = (x: number, y: number, w: number, n: number, s: number): void => {
    for (let i = 0; i < n; i++) out.push(seated(doc, x + (w * (i + 0.5)) / n, y, 150, pick(colors, s + i), s + i))
    for (let i = 0; i < n; i++) {
      const mx = x + (w * (i + 0.5)) / n + 50
      out.push(
        rect(mx - 70, y - 150, 140, 95, C.graphite, { rx: 6 }),
        rect(
          mx - 62,
          y - 142,
          124,
          79,
          doc.linear([
            [0, '#DDE7E4'],
            [1, '#9FB9B5'],
          ]),
        ),
        rect(mx - 6, y - 55, 12, 55, C.slate),
      )
    }
    out.push(
      rect(
        x - 20,
        y,
        w + 40,
        18,
        doc.linear([
          [0, woods.oak[0]],
          [1, woods.oak[2]],
        ]),
      ),
      rect(x, y + 18, 14, 150, C.graphite),
      rect(x + w - 14, y + 18, 14, 150, C.graphite),
    )
  }
  desk(120, 720, 560, 3, 1)
  desk(860, 760, 560, 3, 5)
  out.push(person(doc, 760, 990, 330, '#55606B', 31), person(doc, 830, 1000, 310, C.sand, 32))
  out.push(
    plant(doc, 60, 990, 480, 'monstera', C.clay, 2),
    plant(doc, 1540, 990, 440, 'olive', '#E7E1D8', 3),
    plant(doc, 1020, 700, 200, 'leafy', C.white, 4),
  )
  out.push(
    rect(
      0,
      0,
      1600,
      1000,
      doc.linear(
        [
          [0, '#FFFFFF', 0.2],
          [1, '#FFFFFF', 0],
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
