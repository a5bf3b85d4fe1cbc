/** Trade-fair stands (ISH Frankfurt, Salone del Bagno): hall, booth, products on show and visitors. */
import { brandMark } from './certificate-art-marks'
import { type BasinShape, vesselBasin } from './fixtures-basin'
import { bathtub, type TubShape } from './fixtures-bath'
import { enclosure, type EnclosureKind } from './fixtures-furniture'
import { type City, crowd, NH, NW, skyline, spot } from './news-art-kit'
import { C, type FinishName, finishes, metals } from './palette'
import { plant } from './props'
import { arch, circle, darken, type Doc, f, g, lighten, line, path, poly, prng, rect, seed, shadow } from './svg'

type Show = 'tub' | 'enclosure' | 'basins' | 'award' | 'panel'

export type FairSpec = {
  readonly fascia: string
  readonly wall: string
  readonly carpet: string
  readonly hall: 'dark' | 'light' | 'glass'
  readonly shift: number
  readonly show: readonly Show[]
  readonly people: number
  readonly warm: boolean
  readonly tub: TubShape
  readonly tubFinish: FinishName
  readonly encl: EnclosureKind
  readonly basin: BasinShape
  readonly city?: City
  /** camera: booth scale about the picture centre (below 1 shows the neighbouring stands) */
  readonly zoom: number
}

function hall(doc: Doc, o: FairSpec, rnd: () => number): string {
  const out: string[] = []
  if (o.hall === 'light') {
    out.push(
      rect(
        0,
        0,
        NW,
        560,
        doc.linear([
          [0, '#D9DCDD'],
          [1, '#EEEFEE'],
        ]),
      ),
    )
    for (let i = 0; i < 5; i++)
      out.push(
        path(
          poly([
            [120 + i * 240, 0],
            [220 + i * 240, 0],
            [200 + i * 240, 60],
            [140 + i * 240, 60],
          ]),
          '#FFFFFF',
          { opacity: 0.8 },
        ),
      )
  } else if (o.hall === 'glass') {
    out.push(
      rect(
        0,
        0,
        NW,
        560,
        doc.linear([
          [0, '#A9C0CC'],
          [1, '#E4E9E6'],
        ]),
      ),
    )
    out.push(skyline(rnd, 0, 470, NW, 260, '#8A98A0', o.city ?? 'frankfurt'))
    for (let x = 0; x <= NW; x += 150) out.push(rect(x - 4, 0, 8, 560, '#3E4246'))
    out.push(rect(0, 230, NW, 6, '#3E4246'))
  } else {
    out.push(
      rect(
        0,
        0,
        NW,
        560,
        doc.linear([
          [0, '#24262A'],
          [0.6, '#3C3F44'],
          [1, '#5A5D61'],
        ]),
      ),
    )
    for (let i = 0; i < 9; i++)
      out.push(rect(i * 140 + rnd() * 30, 330 + rnd() * 40, 90 + rnd() * 60, 230, pick3(i), { opacity: 0.55 }))
  }
  let d = ''
  for (let x = 0; x < NW; x += 40) d += `M${x} 40L${x + 20} 64L${x + 40} 40`
  out.push(
    path(`M0 40H${NW}M0 64H${NW}${d}`, 'none', {
      stroke: o.hall === 'dark' ? '#55585D' : '#6E7378',
      'stroke-width': 3,
    }),
  )
  return out.join('')
}

const pick3 = (i: number): string => ['#6E6A64', '#50606A', '#7A6F60', '#5D6B66'][i % 4] ?? C.slate

/** A trade-fair stand; everything is placed relative to the booth's back wall. */
export function fairScene(doc: Doc, o: FairSpec, n: number): string {
  const rnd = prng(seed('fair', n))
  const bx0 = 170 + o.shift
  const bx1 = 1030 + o.shift
  const top = 150
  const floorY = 520
  const scene: string[] = [hall(doc, o, rnd)]
  scene.push(
    rect(
      0,
      560,
      NW,
      NH - 560,
      doc.linear([
        [0, darken(o.carpet, 0.1)],
        [1, lighten(o.carpet, 0.1)],
      ]),
    ),
  )
  scene.push(
    rect(
      0,
      540,
      NW,
      40,
      doc.linear([
        [0, '#5A5D61'],
        [1, o.carpet],
      ]),
    ),
  )
  const z = o.zoom
  // Wide shots scale about the floor line, close-ups about the fascia so the brand stays in frame.
  const oy = z < 1 ? 560 : 60
  if (z < 1) {
    // Neighbouring stands fill the sides when the camera pulls back.
    const nt = oy - (oy - top) * z
    for (const [x, c] of [
      [-330, '#8E8A84'],
      [1030, '#A4AAA8'],
    ] as const) {
      scene.push(
        rect(x, nt, 500, 560 - nt, lighten(c, 0.45)),
        rect(x, nt - 70 * z, 500, 70 * z, c),
        rect(x + 140, nt - 45 * z, 220, 18 * z, lighten(c, 0.6), { rx: 6 }),
      )
    }
  }
  const out: string[] = []
  // Side wall in perspective, then the back wall and its fascia.
  out.push(
    path(
      poly([
        [bx0, top],
        [bx0 - 130, top - 40],
        [bx0 - 130, floorY + 110],
        [bx0, floorY],
      ]),
      darken(o.wall, 0.1),
    ),
  )
  out.push(
    rect(
      bx0,
      top,
      bx1 - bx0,
      floorY - top,
      doc.linear([
        [0, lighten(o.wall, 0.1)],
        [1, darken(o.wall, 0.04)],
      ]),
    ),
  )
  out.push(
    rect(bx0 - 130, top - 80, bx1 - bx0 + 130, 80, o.fascia),
    rect(bx0 - 130, top - 8, bx1 - bx0 + 130, 8, darken(o.fascia, 0.25)),
  )
  out.push(brandMark((bx0 + bx1) / 2 - 170, top - 62, 44, '#FFFFFF'))
  out.push(
    path(
      poly([
        [bx0 - 130, top - 80],
        [bx0 - 130, top],
        [bx0 - 150, top - 10],
        [bx0 - 150, top - 90],
      ]),
      darken(o.fascia, 0.3),
    ),
  )
  // Platform.
  out.push(
    path(
      poly([
        [bx0, floorY],
        [bx1, floorY],
        [bx1 + 90, floorY + 100],
        [bx0 - 130, floorY + 110],
      ]),
      doc.linear([
        [0, '#D8D2C8'],
        [1, '#EEE9E1'],
      ]),
    ),
  )
  out.push(
    path(
      poly([
        [bx0 - 130, floorY + 110],
        [bx1 + 90, floorY + 100],
        [bx1 + 90, floorY + 116],
        [bx0 - 130, floorY + 126],
      ]),
      '#9C968D',
    ),
  )
  for (let i = 0; i < 6; i++) {
    const x = bx0 + 60 + i * ((bx1 - bx0 - 120) / 5)
    out.push(spot(doc, x, top + 6, x + (i - 2.5) * 12, floorY + 60, 70, o.warm))
  }
  const slots = o.show.length
  o.show.forEach((s, i) => {
    const cx = bx0 + ((i + 0.5) / slots) * (bx1 - bx0)
    const w = (bx1 - bx0) / slots
    const base = floorY + 70
    if (s === 'tub')
      out.push(
        bathtub(doc, { cx, base, w: Math.min(400, w * 0.95), h: 150, shape: o.tub, outer: finishes[o.tubFinish] }),
      )
    else if (s === 'enclosure') {
      out.push(rect(cx - w * 0.42, floorY + 38, w * 0.84, 14, '#CFC8BD'))
      out.push(
        enclosure(doc, {
          x0: cx - w * 0.4,
          x1: cx + w * 0.4,
          floorY: floorY + 40,
          topY: top + 50,
          kind: o.encl,
          metal: metals.black,
          wall: o.wall,
        }),
      )
    } else if (s === 'basins') {
      for (const k of [-1, 1]) {
        const px = cx + k * w * 0.22
        out.push(
          shadow(doc, px, base, 60, 10, 0.3),
          rect(
            px - 46,
            base - 170,
            92,
            170,
            doc.linear(
              [
                [0, '#F4F1EC'],
                [1, '#D9D3C9'],
              ],
              0,
              0,
              1,
              0,
            ),
          ),
        )
        out.push(
          vesselBasin(doc, {
            cx: px,
            base: base - 170,
            w: 130,
            h: 52,
            shape: o.basin,
            finish: k < 0 ? finishes.white : finishes.sand,
          }),
        )
      }
    } else if (s === 'award') {
      out.push(
        shadow(doc, cx, base, 70, 12, 0.35),
        rect(
          cx - 55,
          base - 190,
          110,
          190,
          doc.linear(
            [
              [0, '#3A3C3F'],
              [1, '#242528'],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      )
      out.push(
        rect(cx - 34, base - 330, 68, 140, '#DDEBEA', { opacity: 0.85, stroke: '#FFFFFF', 'stroke-width': 2 }),
        circle(cx, base - 280, 18, '#C8352F'),
      )
      out.push(
        circle(
          cx,
          base - 260,
          120,
          doc.radial([
            [0, '#FFF3D6', 0.35],
            [1, '#FFF3D6', 0],
          ]),
        ),
      )
    } else {
      out.push(
        rect(cx - w * 0.38, top + 40, w * 0.76, 230, '#FFFFFF'),
        path(
          arch(cx - w * 0.2, top + 60, w * 0.4, 200),
          doc.linear([
            [0, C.sand],
            [1, C.clay],
          ]),
        ),
      )
      out.push(
        rect(cx - w * 0.38, top + 290, w * 0.5, 10, C.slate, { rx: 4 }),
        rect(cx - w * 0.38, top + 310, w * 0.34, 8, '#A6A9AC', { rx: 4 }),
      )
    }
  })
  out.push(plant(doc, bx1 - 30, floorY + 90, 220, 'olive', C.graphite, n))
  out.push(line(bx0 - 130, floorY + 110, bx0 - 130, top - 80, darken(o.wall, 0.3), 2))
  const booth = g(out.join(''), { transform: `translate(${f(600 - 600 * z)} ${f(oy - oy * z)}) scale(${f(z)})` })
  const ppl = crowd(rnd, -40, NW + 40, 600 + 40 * z, 800, 170 * z + 30, 330, o.people, n)
  return scene.join('') + booth + ppl
}
