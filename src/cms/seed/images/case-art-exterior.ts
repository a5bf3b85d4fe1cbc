/** Building exteriors for the project pictures, drawn in a 1600×1200 space. */
import { bridge, cityBand, hills, type Mood, moods, tree, type TreeKind, water, windowRows } from './case-art-city'
import { type Landmark, landmark, reflectionOf } from './case-art-landmarks'
import { C } from './palette'
import { person, type Sky, skyBox } from './scene-art-kit'
import { circle, darken, type Doc, f, g, lighten, line, mix, path, poly, prng, rect, rr } from './svg'

export type Fore = 'water' | 'park' | 'wall' | 'bridge' | 'lake'

export type Exterior =
  | {
      readonly kind: 'skyline'
      readonly landmark: Landmark
      readonly lx: number
      readonly lh: number
      readonly body: string
      readonly accent: string
      readonly fore: Fore
      readonly hills?: boolean
    }
  | { readonly kind: 'tower'; readonly facade: string; readonly twin: boolean }
  | { readonly kind: 'villa'; readonly facade: string; readonly backdrop: 'mountains' | 'sea' | 'forest' }
  | { readonly kind: 'block'; readonly facade: string; readonly rail: string }
  | { readonly kind: 'resort'; readonly facade: string }
  | { readonly kind: 'courtyard' }

const W = 1600
const H = 1200

/** The ground of a city view below the horizon `gy`, darkening towards the viewer. */
export function ground(doc: Doc, gy: number, m: Mood): string {
  return rect(
    0,
    gy,
    W,
    H - gy,
    doc.linear([
      [0, m.ground],
      [1, darken(m.ground, 0.12)],
    ]),
  )
}

function skyline(doc: Doc, o: Extract<Exterior, { kind: 'skyline' }>, sky: Sky, s: number): string {
  const m = moods[sky]
  const gy = o.fore === 'park' || o.fore === 'wall' ? 900 : 800
  const out = [skyBox(doc, 0, 0, W, gy + 10, sky, s)]
  if (o.hills) out.push(hills(doc, -40, gy - 40, W + 80, 260, mix(m.far, '#7F9484', 0.35), s, 4))
  out.push(cityBand(doc, -30, W + 30, gy, 60, 240, m.far, undefined, s + 1))
  const lm = landmark(doc, o.landmark, o.lx, gy, o.lh, o.body, o.accent)
  out.push(lm)
  out.push(
    cityBand(doc, -40, o.lx - o.lh * 0.22, gy, 50, 300, m.near, m, s + 2),
    cityBand(doc, o.lx + o.lh * 0.22, W + 40, gy, 50, 280, m.near, m, s + 3),
  )
  if (o.fore === 'water' || o.fore === 'bridge' || o.fore === 'lake') {
    out.push(water(doc, 0, gy, W, H - gy, m, s), reflectionOf(lm, gy), rect(0, gy - 4, W, 8, darken(m.near, 0.2)))
    if (o.fore === 'bridge') out.push(bridge(-20, W + 20, gy + 120, 300, darken(m.near, 0.25)))
    if (o.fore === 'lake')
      out.push(
        tree(doc, 140, H + 40, 700, 'willow', m.tree, s),
        path(`M900 1010q70 22 160 0l-20 24h-120z`, darken(m.near, 0.2)),
      )
  } else {
    out.push(ground(doc, gy, m))
    if (o.fore === 'wall') {
      const wc = mix(m.near, '#8A7560', 0.5)
      out.push(
        rect(
          0,
          gy - 120,
          W,
          140,
          doc.linear([
            [0, lighten(wc, 0.1)],
            [1, darken(wc, 0.1)],
          ]),
        ),
      )
      for (let x = 0; x < W; x += 48) out.push(rect(x, gy - 148, 30, 30, wc))
      out.push(
        rect(640, gy - 230, 320, 110, darken(wc, 0.1)),
        path(
          poly([
            [610, gy - 230],
            [990, gy - 230],
            [930, gy - 290],
            [670, gy - 290],
          ]),
          darken(wc, 0.45),
        ),
      )
    }
    const rnd = prng(s + 9)
    for (let i = 0; i < 8; i++)
      out.push(
        tree(
          doc,
          40 + i * 220 + rnd() * 80,
          gy + 170 + rnd() * 120,
          200 + rnd() * 160,
          rnd() > 0.6 ? 'conifer' : 'round',
          m.tree,
          s + i,
        ),
      )
  }
  return out.join('')
}

/** A glass curtain-wall tower with a side face for depth. */
function glassTower(
  doc: Doc,
  x: number,
  top: number,
  w: number,
  gy: number,
  facade: string,
  sky: Sky,
  s: number,
): string {
  const m = moods[sky]
  const side = w * 0.22
  const front = doc.linear(
    [
      [0, lighten(facade, 0.35)],
      [0.5, facade],
      [1, darken(facade, 0.25)],
    ],
    0,
    0,
    1,
    1,
  )
  const out = [
    path(
      poly([
        [x + w, top],
        [x + w + side, top + 30],
        [x + w + side, gy],
        [x + w, gy],
      ]),
      darken(facade, 0.3),
    ),
    rect(x, top, w, gy - top, front),
  ]
  for (let i = 1; i < 10; i++)
    out.push(line(x + (w * i) / 10, top, x + (w * i) / 10, gy, darken(facade, 0.35), 2, { opacity: 0.55 }))
  out.push(
    windowRows(
      x,
      top,
      w,
      gy - top,
      sky === 'night' || sky === 'dusk' ? m.lit : '#FFFFFF',
      m.litAlpha * 0.6,
      prng(s),
      26,
    ),
  )
  out.push(
    path(
      poly([
        [x, top + 200],
        [x + w * 0.5, top],
        [x + w * 0.75, top],
        [x, top + 420],
      ]),
      '#FFFFFF',
      { opacity: 0.15 },
    ),
  )
  out.push(
    rect(x - 10, top - 40, w + 20 + side, 40, darken(facade, 0.4)),
    rect(x + w * 0.3, top - 90, w * 0.4, 50, darken(facade, 0.3)),
  )
  return g(out.join(''))
}

function towers(doc: Doc, o: Extract<Exterior, { kind: 'tower' }>, sky: Sky, s: number): string {
  const m = moods[sky]
  const gy = 1000
  const out = [skyBox(doc, 0, 0, W, gy, sky, s), cityBand(doc, -20, W + 20, gy - 60, 80, 360, m.far, undefined, s)]
  if (o.twin)
    out.push(
      glassTower(doc, 420, 220, 300, gy - 120, darken(o.facade, 0.08), sky, s + 1),
      glassTower(doc, 880, 110, 320, gy - 120, o.facade, sky, s + 2),
    )
  else out.push(glassTower(doc, 600, 90, 400, gy - 120, o.facade, sky, s))
  out.push(
    rect(
      260,
      gy - 150,
      1080,
      150,
      doc.linear([
        [0, lighten(C.sand, 0.2)],
        [1, C.clay],
      ]),
    ),
    rect(260, gy - 160, 1080, 16, C.graphite),
  )
  out.push(
    rect(
      340,
      gy - 120,
      920,
      120,
      doc.linear([
        [0, mix(m.lit, '#3F4A52', 0.4)],
        [1, '#2F383F'],
      ]),
    ),
  )
  for (let i = 1; i < 12; i++) out.push(line(340 + i * 77, gy - 120, 340 + i * 77, gy, C.graphite, 4))
  out.push(
    rect(660, gy - 190, 280, 26, C.graphite),
    rect(
      0,
      gy,
      W,
      H - gy,
      doc.linear([
        [0, lighten(m.ground, 0.15)],
        [1, m.ground],
      ]),
    ),
  )
  for (let i = 0; i < 8; i++)
    out.push(tree(doc, 80 + i * 210 + (i > 3 ? 60 : 0), gy + 150, 300, 'round', m.tree, s + i))
  for (let i = 0; i < 6; i++) out.push(person(doc, 250 + i * 230, gy + 170 - (i % 2) * 20, 90, pick6(i), s + i))
  return out.join('')
}

const pick6 = (i: number): string =>
  ['#3C4B57', '#8A6F5A', '#2E2F31', '#6B7A72', '#A78D6E', '#55606B'][i % 6] ?? C.slate

function villa(doc: Doc, o: Extract<Exterior, { kind: 'villa' }>, sky: Sky, s: number): string {
  const m = moods[sky]
  const gy = 860
  const out = [skyBox(doc, 0, 0, W, gy, sky, s)]
  if (o.backdrop === 'mountains')
    out.push(
      hills(doc, -60, 640, W + 120, 380, '#8C9AA5', s, 4, true),
      water(doc, 0, 640, W, 90, m, s),
      hills(doc, -40, gy, W + 80, 140, mix(m.tree, m.ground, 0.4), s + 1, 3),
    )
  else if (o.backdrop === 'sea')
    out.push(water(doc, 0, 600, W, gy - 600, m, s), hills(doc, 1000, 620, 700, 90, mix(m.far, m.tree, 0.4), s + 2, 2))
  else
    for (let i = 0; i < 22; i++)
      out.push(
        tree(doc, i * 78 - 20, gy - 20 + (i % 3) * 10, 360 + (i % 4) * 60, 'conifer', darken(m.tree, 0.1), s + i),
      )
  out.push(
    rect(
      0,
      gy,
      W,
      H - gy,
      doc.linear([
        [0, mix(m.ground, '#8FA57E', 0.5)],
        [1, darken(m.ground, 0.1)],
      ]),
    ),
  )
  const warm = doc.linear([
    [0, '#F7DDB0'],
    [1, '#C9965E'],
  ])
  out.push(rect(360, 640, 880, 220, warm))
  for (let i = 0; i <= 8; i++) out.push(rect(360 + i * 110 - 4, 640, 8, 220, C.graphite))
  out.push(rect(320, 630, 960, 16, C.graphite), rect(1240, 640, 120, 220, darken(o.facade, 0.15)))
  out.push(
    rect(
      520,
      470,
      880,
      160,
      doc.linear([
        [0, lighten(o.facade, 0.2)],
        [1, darken(o.facade, 0.05)],
      ]),
    ),
    rect(500, 456, 920, 18, C.graphite),
  )
  out.push(
    rect(
      600,
      500,
      420,
      100,
      doc.linear([
        [0, mix(m.water[0], '#FFFFFF', 0.3)],
        [1, m.water[1]],
      ]),
    ),
    rect(600, 500, 420, 100, 'none', { stroke: C.graphite, 'stroke-width': 6 }),
  )
  for (let i = 0; i < 12; i++) out.push(rect(1060 + i * 26, 490, 12, 124, C.clay))
  out.push(
    path(
      poly([
        [300, 900],
        [1100, 900],
        [1160, 1000],
        [240, 1000],
      ]),
      lighten(C.stone, 0.2),
    ),
    path(
      poly([
        [330, 910],
        [1080, 910],
        [1130, 985],
        [280, 985],
      ]),
      doc.linear([
        [0, '#6FB3AE'],
        [1, '#2F7A74'],
      ]),
    ),
  )
  out.push(
    line(360, 940, 1000, 940, '#FFFFFF', 3, { opacity: 0.35 }),
    line(420, 965, 1060, 965, '#FFFFFF', 2, { opacity: 0.25 }),
  )
  const kinds: readonly TreeKind[] = o.backdrop === 'sea' ? ['palm', 'palm'] : ['round', 'conifer']
  out.push(
    tree(doc, 180, 900, 420, kinds[0] ?? 'round', m.tree, s),
    tree(doc, 1460, 920, 480, kinds[1] ?? 'round', m.tree, s + 1),
    tree(doc, 1300, 1160, 300, 'round', m.tree, s + 2),
  )
  return out.join('')
}

function blocks(doc: Doc, o: Extract<Exterior, { kind: 'block' }>, sky: Sky, s: number): string {
  const m = moods[sky]
  const gy = 1000
  const out = [skyBox(doc, 0, 0, W, gy, sky, s), cityBand(doc, -20, W + 20, gy - 80, 80, 300, m.far, undefined, s)]
  const block = (x: number, top: number, w: number, c: string): string => {
    const r = [
      rect(
        x,
        top,
        w,
        gy - top,
        doc.linear(
          [
            [0, lighten(c, 0.12)],
            [1, darken(c, 0.06)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      rect(x + w, top + 20, 60, gy - top - 20, darken(c, 0.25)),
    ]
    const rnd = prng(s + x)
    for (let y = top + 30; y < gy - 90; y += 78) {
      r.push(
        rect(
          x + 24,
          y,
          w - 48,
          46,
          doc.linear([
            [0, mix(m.lit, '#566470', 0.5)],
            [1, '#3E4850'],
          ]),
          { opacity: 0.85 },
        ),
      )
      for (let k = 1; k < 6; k++) r.push(rect(x + 24 + ((w - 48) * k) / 6 - 3, y, 6, 46, lighten(c, 0.1)))
      r.push(
        rect(x + 10, y + 46, w - 20, 10, lighten(c, 0.25)),
        rect(x + 10, y + 24, w - 20, 24, o.rail, { opacity: 0.35 }),
      )
      if (rnd() > 0.55) r.push(circle(x + 40 + rnd() * (w - 80), y + 18, 14, m.tree))
    }
    return g(r.join(''))
  }
  out.push(block(160, 250, 560, o.facade), block(860, 360, 560, darken(o.facade, 0.06)))
  out.push(
    rect(
      0,
      gy,
      W,
      H - gy,
      doc.linear([
        [0, lighten(m.ground, 0.1)],
        [1, m.ground],
      ]),
    ),
    path(
      poly([
        [700, gy],
        [900, gy],
        [1100, H],
        [500, H],
      ]),
      lighten(m.ground, 0.3),
    ),
  )
  for (let i = 0; i < 7; i++) out.push(tree(doc, 90 + i * 240, gy + 110 + (i % 2) * 40, 360, 'round', m.tree, s + i))
  return out.join('')
}

function resort(doc: Doc, o: Extract<Exterior, { kind: 'resort' }>, sky: Sky, s: number): string {
  const m = moods[sky]
  const out = [
    skyBox(doc, 0, 0, W, 560, sky, s),
    water(doc, 0, 560, W, 300, m, s),
    hills(doc, -40, 566, 700, 120, mix(m.far, m.tree, 0.5), s, 3),
  ]
  out.push(
    path(
      `M0 820Q800 760 1600 840V1200H0Z`,
      doc.linear([
        [0, '#E8D8BC'],
        [1, '#CDB692'],
      ]),
    ),
  )
  for (let t = 0; t < 4; t++) {
    const x = 620 + t * 90
    const top = 520 + t * 70
    const w = 1000 - t * 90
    out.push(
      rect(
        x,
        top,
        w,
        80,
        doc.linear([
          [0, lighten(o.facade, 0.2)],
          [1, darken(o.facade, 0.05)],
        ]),
      ),
      rect(
        x + 20,
        top + 16,
        w - 40,
        50,
        doc.linear([
          [0, mix(m.lit, '#4A565E', 0.35)],
          [1, '#3A444B'],
        ]),
      ),
    )
    for (let k = 1; k < 10; k++)
      out.push(rect(x + 20 + ((w - 40) * k) / 10 - 3, top + 16, 6, 50, lighten(o.facade, 0.1)))
    out.push(rect(x - 14, top + 62, w + 28, 14, lighten(o.facade, 0.3)))
  }
  out.push(
    path(
      rr(500, 960, 900, 120, 60),
      doc.linear([
        [0, '#7CC2BC'],
        [1, '#2F7A74'],
      ]),
    ),
    path(rr(500, 960, 900, 120, 60), 'none', { stroke: lighten(C.stone, 0.2), 'stroke-width': 14 }),
  )
  for (let i = 0; i < 6; i++)
    out.push(tree(doc, 80 + i * 290 + (i % 2) * 40, 900 + (i % 3) * 90, 420 + (i % 2) * 120, 'palm', m.tree, s + i))
  return out.join('')
}

function courtyard(doc: Doc, sky: Sky, s: number): string {
  const m = moods[sky]
  const gy = 820
  const out = [
    skyBox(doc, 0, 0, W, gy, sky, s),
    landmark(doc, 'pagoda', 260, gy - 150, 420, mix(m.far, '#8A7A6A', 0.4), darken(m.near, 0.2)),
  ]
  out.push(hills(doc, -40, gy - 140, W + 80, 160, mix(m.far, m.tree, 0.5), s, 4))
  const roof = '#3A3D42'
  out.push(
    rect(760, 470, 600, 260, '#F3F0EA'),
    path(`M720 480L820 380H1300L1400 480Q1410 470 1420 455L1410 492H700L690 455Q700 470 720 480Z`, roof),
  )
  for (let i = 0; i < 4; i++)
    out.push(rect(820 + i * 140, 560, 90, 130, darken('#6E5A48', 0.1)), rect(830 + i * 140, 570, 70, 110, '#8A705A'))
  out.push(
    rect(
      0,
      600,
      W,
      gy - 600,
      doc.linear([
        [0, '#FBFAF7'],
        [1, '#E6E1D8'],
      ]),
    ),
    path(`M0 600L-10 585Q20 590 40 578H1560Q1580 590 1610 585L1600 600Z`, roof),
    rect(0, 596, W, 14, darken(roof, 0.2)),
  )
  out.push(
    circle(520, 720, 100, '#D9D5CD'),
    circle(
      520,
      720,
      88,
      doc.linear([
        [0, mix(m.tree, '#9FB39A', 0.4)],
        [1, darken(m.tree, 0.2)],
      ]),
    ),
    rect(430, gy - 10, 180, 14, '#D9D5CD'),
  )
  out.push(water(doc, 0, gy, W, H - gy, m, s), rect(0, gy - 6, W, 10, '#8E8A82'))
  out.push(g(out.slice(2, 6).join(''), { transform: `translate(0 ${f(gy * 2)}) scale(1 -1)`, opacity: 0.18 }))
  out.push(
    path(`M1180 ${gy + 40}q40 -120 90 -60q30 -80 70 10q40 20 10 70z`, '#8F918E'),
    path(`M1220 ${gy + 10}q20 -50 40 -10z`, '#6F716E'),
  )
  out.push(tree(doc, 120, H + 60, 760, 'willow', m.tree, s + 4))
  return out.join('')
}

/** Draws an exterior of the given kind under `sky`. */
export function exterior(doc: Doc, e: Exterior, sky: Sky, seedNo: number): string {
  switch (e.kind) {
    case 'skyline':
      return skyline(doc, e, sky, seedNo)
    case 'tower':
      return towers(doc, e, sky, seedNo)
    case 'villa':
      return villa(doc, e, sky, seedNo)
    case 'block':
      return blocks(doc, e, sky, seedNo)
    case 'resort':
      return resort(doc, e, sky, seedNo)
    case 'courtyard':
      return courtyard(doc, sky, seedNo)
  }
}
