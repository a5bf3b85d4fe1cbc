/** Award plaques and trophies of the `honour` group, photographed in a calm interior. */
import { CH, CW, dropShadow } from './certificate-art-paper'
import { rosette, starPath, textLines, word } from './certificate-art-parts'
import { C, metals } from './palette'
import { circle, darken, type Doc, f, lighten, path, prng, rect, rr, seed, shadow } from './svg'

const brassV = (doc: Doc): string =>
  doc.linear(
    [
      [0, metals.brass[0]],
      [0.45, metals.brass[1]],
      [1, metals.brass[2]],
    ],
    0,
    0,
    1,
    1,
  )

/** Engraved brass name plate: bevelled edge, a title bar and two lines. */
function brassPlate(doc: Doc, x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, brassV(doc), { rx: 4 }) +
    rect(x + 5, y + 5, w - 10, h - 10, 'none', { stroke: lighten(C.brass, 0.5), 'stroke-width': 1.5, rx: 3 }) +
    rect(x + w * 0.2, y + h * 0.3, w * 0.6, h * 0.14, darken(C.brass, 0.35), { rx: 3 }) +
    rect(x + w * 0.28, y + h * 0.56, w * 0.44, h * 0.08, darken(C.brass, 0.25), { rx: 2 }) +
    rect(x + w * 0.34, y + h * 0.72, w * 0.32, h * 0.08, darken(C.brass, 0.25), { rx: 2 })
  )
}

function room(doc: Doc, wall: string, shelf: number | undefined, shelfTone: string): string {
  const out = [
    rect(
      0,
      0,
      CW,
      CH,
      doc.linear([
        [0, lighten(wall, 0.2)],
        [0.3, lighten(wall, 0.4)],
        [1, darken(wall, 0.05)],
      ]),
    ),
  ]
  if (shelf !== undefined) {
    out.push(
      rect(
        0,
        shelf,
        CW,
        CH - shelf,
        doc.linear([
          [0, shelfTone],
          [1, lighten(shelfTone, 0.2)],
        ]),
      ),
    )
    out.push(
      rect(0, shelf, CW, 3, lighten(shelfTone, 0.5)),
      rect(
        0,
        shelf + 3,
        CW,
        40,
        doc.linear([
          [0, C.graphite, 0.12],
          [1, C.graphite, 0],
        ]),
      ),
    )
  }
  return out.join('')
}

/** Clear acrylic award block with bevels, an etched dot emblem, on a stone plinth. */
function glassBlock(doc: Doc): string {
  const floor = 900
  const out = [room(doc, '#E7E3DD', floor, '#CFC6B8')]
  out.push(shadow(doc, 470, floor + 10, 300, 40, 0.35))
  out.push(
    rect(
      260,
      floor - 90,
      380,
      90,
      doc.linear(
        [
          [0, '#5C5F62'],
          [1, '#3C3E41'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    rect(260, floor - 90, 380, 6, '#777A7D'),
  )
  const gx = 300
  const gy = 250
  const gw = 300
  const gh = 560
  const glass = doc.linear(
    [
      [0, '#E9F1F0', 0.9],
      [0.5, '#D3E2E0', 0.7],
      [1, '#BFD3D0', 0.85],
    ],
    0,
    0,
    1,
    1,
  )
  out.push(rect(gx + 30, gy + 30, gw, gh, '#9FB4B1', { opacity: 0.35 }))
  out.push(rect(gx, gy, gw, gh, glass, { stroke: '#F7FBFA', 'stroke-width': 3 }))
  out.push(path(`M${gx} ${gy}L${gx + 30} ${gy + 30}H${gx + gw + 30}L${gx + gw} ${gy}Z`, '#F4F9F8', { opacity: 0.8 }))
  out.push(
    path(`M${gx + gw} ${gy}L${gx + gw + 30} ${gy + 30}V${gy + gh + 30}L${gx + gw} ${gy + gh}Z`, '#A9C1BE', {
      opacity: 0.75,
    }),
  )
  out.push(
    circle(gx + gw / 2, gy + 170, 62, '#C8352F'),
    circle(gx + gw / 2 - 18, gy + 150, 14, '#E0625A', { opacity: 0.6 }),
  )
  out.push(
    rect(gx + 60, gy + 290, gw - 120, 12, '#7E8E8C', { rx: 6, opacity: 0.6 }),
    rect(gx + 80, gy + 320, gw - 160, 8, '#8FA09E', { rx: 4, opacity: 0.5 }),
  )
  out.push(word('2019', gx + gw / 2, gy + 360, 22, '#6F8482', 0.1, true))
  out.push(
    path(`M${gx + 40} ${gy + gh - 20}L${gx + 150} ${gy + 20}H${gx + 190}L${gx + 80} ${gy + gh - 20}Z`, '#FFFFFF', {
      opacity: 0.25,
    }),
  )
  return out.join('')
}

/** Dark walnut wall plaque with an inlaid brass plate and a rosette emblem. */
function woodPlaque(doc: Doc): string {
  const out = [room(doc, '#DCD8D2', undefined, '')]
  const x = 120
  const y = 250
  const w = 660
  const h = 700
  out.push(dropShadow({ x, y, w, h }, 2, 8))
  out.push(
    path(
      rr(x, y, w, h, 10),
      doc.linear(
        [
          [0, '#6E513B'],
          [0.5, '#5A4230'],
          [1, '#4A3527'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  const rnd = prng(seed('walnut'))
  for (let i = 0; i < 26; i++) {
    const yy = y + 20 + rnd() * (h - 40)
    out.push(
      path(
        `M${x + 10} ${f(yy)}C${x + 200} ${f(yy + (rnd() - 0.5) * 30)} ${x + 420} ${f(yy + (rnd() - 0.5) * 30)} ${x + w - 10} ${f(yy)}`,
        'none',
        { stroke: '#3E2C20', 'stroke-width': 1.2, opacity: 0.35 },
      ),
    )
  }
  out.push(path(rr(x + 12, y + 12, w - 24, h - 24, 6), 'none', { stroke: '#8C6A4F', 'stroke-width': 2 }))
  out.push(circle(x + w / 2, y + 190, 96, C.graphite), rosette(x + w / 2, y + 190, 80, metals.brass[0], 12, 5, 1.4))
  out.push(path(starPath(x + w / 2, y + 190, 26, 4, 0.35), metals.brass[0]))
  out.push(brassPlate(doc, x + 90, y + 340, w - 180, 260))
  for (const sx of [x + 30, x + w - 30]) for (const sy of [y + 30, y + h - 30]) out.push(circle(sx, sy, 7, brassV(doc)))
  return out.join('')
}

/** Red lacquered honour plaque with a gold border, in the style of Chinese provincial awards. */
function redPlaque(doc: Doc): string {
  const out = [room(doc, '#ECE7DF', undefined, '')]
  const x = 150
  const y = 170
  const w = 600
  const h = 820
  out.push(dropShadow({ x, y, w, h }, 2, 4))
  out.push(
    rect(
      x,
      y,
      w,
      h,
      doc.linear(
        [
          [0, '#9A2F2C'],
          [1, '#6E1F1D'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  out.push(rect(x + 22, y + 22, w - 44, h - 44, 'none', { stroke: brassV(doc), 'stroke-width': 10 }))
  out.push(rect(x + 42, y + 42, w - 84, h - 84, 'none', { stroke: '#D8B56E', 'stroke-width': 2 }))
  for (const [cx, cy] of [
    [x + 42, y + 42],
    [x + w - 42, y + 42],
    [x + 42, y + h - 42],
    [x + w - 42, y + h - 42],
  ] as const)
    out.push(path(starPath(cx, cy, 22, 4, 0.3), '#D8B56E'))
  out.push(
    circle(
      x + w / 2,
      y + 230,
      110,
      doc.radial([
        [0, '#F3D88F'],
        [1, '#B8893C'],
      ]),
    ),
    circle(x + w / 2, y + 230, 88, '#8E2A27'),
  )
  out.push(path(starPath(x + w / 2, y + 230, 64, 5), '#F0CF7E'))
  out.push(
    rect(x + 110, y + 400, w - 220, 44, '#E8C677', { rx: 6 }),
    rect(x + 150, y + 470, w - 300, 22, '#D6B065', { rx: 6 }),
  )
  out.push(brassPlate(doc, x + 140, y + 560, w - 280, 150))
  out.push(word('2017', x + w / 2, y + 728, 26, '#E8C677', 0.11, true))
  return out.join('')
}

/** Frosted glass plaque with an arched top, set in a brass foot on a sideboard. */
function archPlaque(doc: Doc): string {
  const floor = 930
  const out = [room(doc, '#DDE4E1', floor, '#B59B78')]
  out.push(shadow(doc, 470, floor + 6, 320, 36, 0.35))
  const x = 230
  const w = 440
  const top = 190
  const base = floor - 70
  const archD = `M${x} ${base}V${top + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${top + w / 2}V${base}Z`
  out.push(
    path(
      archD,
      doc.linear(
        [
          [0, '#F4F8F7', 0.95],
          [1, '#CFDEDB', 0.9],
        ],
        0,
        0,
        1,
        1,
      ),
      { stroke: '#FFFFFF', 'stroke-width': 4 },
    ),
  )
  out.push(
    path(
      `M${x + 30} ${base - 20}V${top + w / 2}A${w / 2 - 30} ${w / 2 - 30} 0 0 1 ${x + w - 30} ${top + w / 2}V${base - 20}Z`,
      'none',
      { stroke: C.teal, 'stroke-width': 3, opacity: 0.7 },
    ),
  )
  out.push(circle(x + w / 2, top + 190, 74, 'none', { stroke: C.teal, 'stroke-width': 6 }))
  out.push(
    path(
      `M${x + w / 2 - 40} ${top + 215}V${top + 170}L${x + w / 2} ${top + 140}L${x + w / 2 + 40} ${top + 170}V${top + 215}Z`,
      C.teal,
    ),
  )
  out.push(rect(x + w / 2 - 12, top + 185, 24, 30, '#F4F8F7'))
  out.push(rect(x + 80, top + 320, w - 160, 20, C.graphite, { rx: 6, opacity: 0.8 }))
  out.push(textLines(prng(7), x + 100, top + 360, w - 200, 3, 26, '#8FA3A0', 8, true))
  out.push(word('2019', x + w / 2, top + 470, 26, C.teal, 0.11, true))
  out.push(
    path(`M${x + 40} ${base - 10}L${x + 170} ${top + 40}H${x + 220}L${x + 90} ${base - 10}Z`, '#FFFFFF', {
      opacity: 0.3,
    }),
  )
  out.push(
    rect(
      x - 30,
      base - 8,
      w + 60,
      78,
      doc.linear([
        [0, metals.brass[0]],
        [0.4, metals.brass[1]],
        [1, metals.brass[2]],
      ]),
    ),
  )
  out.push(rect(x - 30, base - 8, w + 60, 6, '#F6E7C6'))
  return out.join('')
}

/** Honour `index`: glass block, walnut plaque, red provincial plaque or arched glass award. */
export function honourArt(doc: Doc, index: number): string {
  const makers = [glassBlock, woodPlaque, redPlaque, archPlaque]
  const make = makers[((index % 4) + 4) % 4] ?? glassBlock
  return make(doc)
}
