/** Behind the scenes for service news: the storage hall with racks, packed goods and the delivery van. */
import { brandMark } from './certificate-art-marks'
import { bathtub } from './fixtures-bath'
import { NW, person } from './news-art-kit'
import { C, finishes } from './palette'
import { skyFill } from './room'
import { darken, type Doc, lighten, line, path, poly, prng, rect, rr, seed, shadow } from './svg'

const kraft = ['#C9A878', '#BF9C6A', '#D2B486'] as const

/** A shipping carton, bottom at `base`, with tape and the brand label. */
function carton(doc: Doc, x: number, base: number, w: number, h: number, tone: string, label: boolean): string {
  const out = [
    rect(
      x,
      base - h,
      w,
      h,
      doc.linear([
        [0, lighten(tone, 0.08)],
        [1, darken(tone, 0.08)],
      ]),
    ),
  ]
  out.push(
    rect(x + w / 2 - 5, base - h, 10, h * 0.32, darken(tone, 0.16)),
    rect(x, base - h, w, 3, darken(tone, 0.2), { opacity: 0.5 }),
  )
  if (label && w > 70 && h > 50)
    out.push(
      rect(x + 10, base - h * 0.52, w * 0.5, h * 0.3, '#F7F4EE'),
      brandMark(x + 14, base - h * 0.48, Math.min(14, h * 0.2), C.graphite),
    )
  return out.join('')
}

/** A flat crate for a glass shower screen: pale wood, the glass edge showing, a red fragile mark. */
function glassCrate(x: number, base: number, w: number, h: number): string {
  return (
    rect(x, base - h, w, h, '#E3D2B0') +
    rect(x + 6, base - h - 8, w - 12, 10, '#CFE0E3', { opacity: 0.9 }) +
    [0.25, 0.5, 0.75].map((k) => rect(x, base - h * k - 4, w, 8, '#CDB88F')).join('') +
    path(
      poly([
        [x + w - 40, base - h + 16],
        [x + w - 18, base - h + 16],
        [x + w - 24, base - h + 34],
        [x + w - 34, base - h + 34],
      ]),
      '#B0343A',
    )
  )
}

/** Pallet of planks seen from the front. */
function pallet(doc: Doc, x: number, base: number, w: number): string {
  const out = [
    shadow(doc, x + w / 2, base, w * 0.58, 16, 0.35),
    rect(x, base - 30, w, 10, '#B08F66'),
    rect(x, base - 10, w, 10, '#9C7A52'),
  ]
  for (const k of [0, 0.5, 1]) out.push(rect(x + k * (w - 34), base - 22, 34, 14, '#8C6A4F'))
  return out.join('')
}

/** One bay row of high racks: uprights, orange beams and mixed goods on three levels and the floor. */
function racks(doc: Doc, rnd: () => number): string {
  const out: string[] = []
  const posts = [30, 300, 570, 840]
  const beams = [200, 330, 460]
  for (const [i, x0] of posts.slice(0, -1).entries()) {
    const x1 = posts[i + 1] ?? x0
    for (const [level, base] of [...beams, 560].entries()) {
      let x = x0 + 22
      while (x < x1 - 60) {
        const kind = rnd()
        const w = Math.min(x1 - 14 - x, 60 + rnd() * 70)
        if (w < 50) break
        if (kind < 0.2 && level < 3) out.push(glassCrate(x, base, w, 90 + rnd() * 20))
        else out.push(carton(doc, x, base, w, 60 + rnd() * 45, kraft[Math.floor(rnd() * 3)] ?? C.sand, rnd() < 0.6))
        x += w + 6 + rnd() * 10
      }
    }
  }
  for (const x of posts)
    out.push(
      rect(
        x,
        80,
        14,
        480,
        doc.linear(
          [
            [0, '#2F4452'],
            [0.5, '#4E6878'],
            [1, '#2F4452'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    )
  for (const y of beams)
    out.push(
      rect(
        posts[0] ?? 0,
        y,
        (posts.at(-1) ?? 0) - (posts[0] ?? 0) + 14,
        12,
        doc.linear([
          [0, '#E08E2B'],
          [1, '#B56C18'],
        ]),
      ),
    )
  return out.join('')
}

/** Loading door with daylight outside and the back of a SANHAUS delivery van. */
function dock(doc: Doc): string {
  const out = [rect(900, 230, 250, 330, '#3E4246'), rect(912, 240, 226, 320, skyFill(doc, 'day'))]
  out.push(rect(912, 470, 226, 90, '#A9B2B4'))
  out.push(
    path(
      rr(948, 300, 156, 250, 12, 4),
      doc.linear(
        [
          [0, '#FFFFFF'],
          [1, '#DADBD8'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  out.push(line(1026, 306, 1026, 540, '#B9BBB8', 3), rect(962, 316, 128, 60, '#4A5257', { rx: 6 }))
  out.push(
    rect(952, 470, 14, 34, '#C8352F', { rx: 3 }),
    rect(1086, 470, 14, 34, '#C8352F', { rx: 3 }),
    rect(944, 540, 164, 16, '#3A3F43', { rx: 4 }),
  )
  out.push(brandMark(968, 420, 22, C.teal))
  out.push(rect(900, 230, 250, 26, '#8A9095'), rect(900, 256, 250, 4, '#5B6166'))
  return out.join('')
}

/** The storage hall: racks of packed goods, a wrapped bathtub on a pallet, a worker and the van at the dock. */
export function storageHall(doc: Doc): string {
  const rnd = prng(seed('storage'))
  const out = [
    rect(
      0,
      0,
      NW,
      560,
      doc.linear([
        [0, '#E4E7E6'],
        [1, '#D0D4D3'],
      ]),
    ),
  ]
  for (let x = 0; x < NW; x += 240) out.push(rect(x + 30, 0, 180, 34, '#F8FAF9'), rect(x + 30, 34, 180, 6, '#B7BCBB'))
  out.push(racks(doc, rnd), dock(doc))
  out.push(
    rect(
      0,
      560,
      NW,
      240,
      doc.linear([
        [0, '#B3B7B6'],
        [1, '#D5D8D7'],
      ]),
    ),
  )
  out.push(
    path(
      poly([
        [0, 640],
        [NW, 610],
        [NW, 622],
        [0, 652],
      ]),
      '#E6C34A',
      { opacity: 0.8 },
    ),
  )
  out.push(
    path(
      poly([
        [860, 560],
        [900, 560],
        [1020, 800],
        [960, 800],
      ]),
      '#E6C34A',
      { opacity: 0.6 },
    ),
  )
  // A freestanding bathtub ready to ship: on its pallet, in stretch film with corner guards.
  out.push(pallet(doc, 130, 760, 420))
  out.push(bathtub(doc, { cx: 340, base: 730, w: 380, h: 150, shape: 'oval', outer: finishes.white }))
  out.push(path(rr(140, 560, 400, 176, 40, 8), '#FFFFFF', { opacity: 0.28, stroke: '#FFFFFF', 'stroke-width': 3 }))
  for (let i = 0; i < 6; i++) out.push(line(150 + i * 64, 570, 200 + i * 64, 728, '#FFFFFF', 2, { opacity: 0.45 }))
  for (const x of [140, 516]) out.push(rect(x, 590, 24, 140, '#5B6166', { rx: 3 }))
  // A second pallet of cartons, stacked three high.
  out.push(pallet(doc, 700, 790, 300))
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 2; col++)
      out.push(carton(doc, 712 + col * 140, 760 - row * 84, 134, 80, kraft[(row + col) % 3] ?? C.sand, row === 0))
  out.push(person(620, 780, 330, 5))
  out.push(
    rect(
      0,
      0,
      NW,
      800,
      doc.linear([
        [0, '#FFFFFF', 0.1],
        [0.5, '#FFFFFF', 0],
        [1, C.graphite, 0.06],
      ]),
    ),
  )
  return out.join('')
}
