/** Brand architecture (1600×1000): the atelier building and the factory façade panorama. */
import { moods, tree, windowRows } from './case-art-city'
import { vesselBasin } from './fixtures-basin'
import { C, finishes } from './palette'
import { person, skyBox } from './scene-art-kit'
import { darken, Doc, g, lighten, line, path, poly, prng, rect } from './svg'

/** The brand mark as an abstract tile: two arcs on teal, no lettering. */
const mark = (x: number, y: number, s: number): string =>
  g(
    [
      rect(x, y, s, s, C.teal),
      path(`M${x + s * 0.25} ${y + s * 0.3}A${s * 0.25} ${s * 0.2} 0 0 1 ${x + s * 0.75} ${y + s * 0.3}`, 'none', {
        stroke: C.white,
        'stroke-width': s * 0.08,
      }),
      path(`M${x + s * 0.25} ${y + s * 0.7}A${s * 0.25} ${s * 0.2} 0 0 0 ${x + s * 0.75} ${y + s * 0.7}`, 'none', {
        stroke: C.brass,
        'stroke-width': s * 0.08,
      }),
    ].join(''),
  )

export function aboutTeaser(): string {
  const doc = new Doc(1600, 1000)
  const gy = 820
  const m = moods.day
  const out = [
    skyBox(doc, 0, 0, 1600, gy, 'day', 41),
    rect(
      0,
      gy,
      1600,
      180,
      doc.linear([
        [0, '#E4DED4'],
        [1, '#CFC6B9'],
      ]),
    ),
  ]
  out.push(tree(doc, 150, gy + 20, 520, 'round', m.tree, 2), tree(doc, 1480, gy + 30, 560, 'round', m.tree, 3))
  out.push(
    rect(
      360,
      180,
      900,
      420,
      doc.linear([
        [0, '#F3EFE8'],
        [1, '#DCD4C7'],
      ]),
    ),
    rect(1260, 210, 120, 390, '#C9BFAF'),
  )
  for (let i = 0; i < 18; i++)
    out.push(
      rect(
        392 + i * 48,
        200,
        22,
        380,
        doc.linear(
          [
            [0, '#C8A877'],
            [1, C.brass],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    )
  out.push(rect(340, 160, 1060, 28, C.graphite), rect(300, 590, 1120, 22, C.graphite))
  const glass = doc.linear([
    [0, '#F6DDB0'],
    [1, '#C9965E'],
  ])
  out.push(rect(380, 612, 860, gy - 612, glass))
  for (let i = 0; i <= 8; i++) out.push(rect(380 + i * 107.5 - 3, 612, 6, gy - 612, C.graphite))
  ;[finishes.white, finishes.black, finishes.sand, finishes.stone].forEach((fin, i) =>
    out.push(
      rect(430 + i * 210, 760, 120, 60, '#EDE7DE'),
      vesselBasin(doc, { cx: 490 + i * 210, base: 758, w: 110, h: 42, shape: i % 2 ? 'square' : 'bowl', finish: fin }),
    ),
  )
  out.push(rect(1240, 612, 160, gy - 612, '#3A3C3F'), mark(1270, 640, 100))
  out.push(
    path(
      poly([
        [200, gy + 40],
        [1600, gy + 40],
        [1600, gy + 60],
        [160, gy + 60],
      ]),
      lighten(C.stone, 0.3),
    ),
  )
  out.push(
    person(doc, 700, gy + 130, 170, '#3C4B57', 1),
    person(doc, 760, gy + 140, 165, C.clay, 2),
    person(doc, 1120, gy + 150, 175, C.graphite, 3),
  )
  return doc.render(out.join(''))
}

export function aboutBanner(): string {
  const doc = new Doc(1600, 1000)
  const gy = 760
  const m = moods.dawn
  const out = [
    skyBox(doc, 0, 0, 1600, gy, 'dawn', 52),
    rect(
      0,
      gy,
      1600,
      240,
      doc.linear([
        [0, '#B7B8A0'],
        [1, '#9FA08A'],
      ]),
    ),
  ]
  for (let i = 0; i < 26; i++)
    out.push(tree(doc, i * 64 - 10, gy - 150 + (i % 3) * 8, 200, 'round', lighten(m.tree, 0.15), 60 + i))
  const bx = 520
  for (let i = 0; i < 9; i++) {
    const x = bx + i * 120
    out.push(
      path(
        poly([
          [x, 430],
          [x + 120, 360],
          [x + 120, 430],
        ]),
        '#D9D6D0',
      ),
      path(
        poly([
          [x + 4, 428],
          [x + 116, 364],
          [x + 116, 380],
          [x + 30, 428],
        ]),
        doc.linear([
          [0, '#EAF0F2'],
          [1, '#B9CBD1'],
        ]),
      ),
    )
  }
  out.push(
    rect(
      bx - 20,
      430,
      1120,
      gy - 430,
      doc.linear([
        [0, '#EFEBE4'],
        [1, '#D8D1C6'],
      ]),
    ),
    rect(bx - 20, 430, 1120, 14, C.graphite),
  )
  out.push(windowRows(bx + 20, 470, 1040, 80, '#9FB3BA', 0.9, prng(3), 40))
  out.push(rect(bx - 20, 580, 1120, 26, C.teal))
  for (let i = 0; i < 5; i++)
    out.push(
      rect(
        bx + 60 + i * 210,
        640,
        140,
        gy - 640,
        doc.linear([
          [0, '#B9BDBC'],
          [1, '#8F9493'],
        ]),
      ),
      line(bx + 60 + i * 210, 660, bx + 200 + i * 210, 660, '#7E8382', 2),
    )
  out.push(
    rect(
      80,
      380,
      440,
      gy - 380,
      doc.linear([
        [0, '#E4DED4'],
        [1, '#CBC2B4'],
      ]),
    ),
    rect(60, 366, 480, 18, C.graphite),
    rect(
      120,
      420,
      360,
      200,
      doc.linear([
        [0, '#DDE7E9'],
        [1, '#A9BCC2'],
      ]),
    ),
  )
  for (let i = 1; i < 6; i++) out.push(rect(120 + i * 60 - 3, 420, 6, 200, C.graphite))
  out.push(mark(380, 650, 80))
  out.push(
    rect(0, gy, 1600, 40, '#CFC9BE'),
    path(
      poly([
        [0, gy + 40],
        [1600, gy + 40],
        [1600, gy + 46],
        [0, gy + 46],
      ]),
      darken('#CFC9BE', 0.15),
    ),
  )
  for (let i = 0; i < 8; i++)
    out.push(tree(doc, 80 + i * 210, gy + 200, 300, i % 3 ? 'round' : 'conifer', m.tree, 80 + i))
  return doc.render(out.join(''))
}
