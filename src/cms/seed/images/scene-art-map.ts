/** Export-coverage world map: continents as a dot grid, export regions highlighted, trade arcs from the two hubs. */
import { C } from './palette'
import { circle, Doc, f, g, lighten, path, rect } from './svg'

type Pt = readonly [lon: number, lat: number]

/** Coarse continent outlines (lon, lat); dots are kept where they fall inside one of them. */
const land: readonly (readonly Pt[])[] = [
  [
    [-168, 66],
    [-160, 71],
    [-140, 70],
    [-120, 72],
    [-95, 74],
    [-80, 73],
    [-65, 62],
    [-55, 52],
    [-66, 44],
    [-75, 35],
    [-81, 25],
    [-90, 29],
    [-97, 26],
    [-97, 18],
    [-88, 15],
    [-80, 8],
    [-84, 10],
    [-92, 15],
    [-105, 20],
    [-112, 29],
    [-117, 33],
    [-124, 40],
    [-124, 48],
    [-135, 58],
    [-150, 60],
    [-165, 60],
  ],
  [
    [-73, 78],
    [-60, 82],
    [-30, 83],
    [-20, 75],
    [-40, 65],
    [-50, 62],
    [-55, 68],
    [-70, 76],
  ],
  [
    [-80, 8],
    [-75, 11],
    [-62, 10],
    [-50, 0],
    [-35, -5],
    [-38, -13],
    [-41, -22],
    [-48, -26],
    [-53, -34],
    [-58, -38],
    [-65, -41],
    [-68, -50],
    [-70, -55],
    [-75, -50],
    [-73, -37],
    [-71, -18],
    [-76, -14],
    [-81, -5],
    [-80, 0],
    [-78, 6],
  ],
  [
    [-10, 36],
    [-9, 43],
    [-2, 43.5],
    [-4, 48],
    [2, 51],
    [5, 53],
    [8, 57],
    [11, 54],
    [20, 55],
    [22, 60],
    [18, 60],
    [16, 68],
    [22, 70],
    [30, 70],
    [40, 67],
    [45, 68],
    [60, 70],
    [60, 55],
    [50, 47],
    [40, 47],
    [36, 45],
    [28, 41],
    [22, 37],
    [20, 40],
    [14, 45],
    [12, 44],
    [16, 38],
    [8, 44],
    [3, 43],
    [0, 39],
    [-5, 36],
  ],
  [
    [-5, 50],
    [1, 51],
    [2, 53],
    [-1, 55],
    [-3, 58.5],
    [-6, 57],
    [-5, 54],
    [-3, 53],
  ],
  [
    [5, 58],
    [8, 63],
    [14, 66],
    [20, 70],
    [28, 71],
    [24, 65],
    [18, 60],
    [12, 56],
  ],
  [
    [-17, 21],
    [-16, 28],
    [-10, 30],
    [-6, 35],
    [10, 37],
    [11, 33],
    [20, 31],
    [32, 31],
    [34, 28],
    [38, 18],
    [43, 12],
    [51, 12],
    [45, 3],
    [40, -3],
    [40, -15],
    [35, -24],
    [32, -29],
    [26, -34],
    [19, -35],
    [17, -30],
    [12, -18],
    [13, -8],
    [9, -1],
    [10, 4],
    [5, 6],
    [-5, 5],
    [-8, 4],
    [-13, 8],
    [-17, 14],
  ],
  [
    [60, 70],
    [70, 73],
    [80, 73],
    [100, 78],
    [115, 74],
    [130, 72],
    [140, 72],
    [160, 70],
    [180, 68],
    [180, 64],
    [170, 60],
    [163, 58],
    [156, 51],
    [143, 59],
    [135, 54],
    [141, 46],
    [130, 42],
    [127, 38],
    [126, 34],
    [121, 31],
    [122, 28],
    [119, 25],
    [111, 21],
    [108, 22],
    [106, 18],
    [109, 12],
    [104, 9],
    [100, 13],
    [100, 6],
    [104, 1],
    [98, 8],
    [98, 16],
    [94, 18],
    [90, 22],
    [86, 20],
    [80, 15],
    [78, 8],
    [73, 18],
    [68, 24],
    [62, 25],
    [57, 26],
    [52, 28],
    [48, 30],
    [56, 24],
    [59, 22],
    [52, 16],
    [44, 13],
    [42, 17],
    [35, 28],
    [34, 32],
    [36, 36],
    [28, 37],
    [27, 41],
    [36, 42],
    [40, 41],
    [50, 47],
    [60, 55],
  ],
  [
    [130, 31],
    [135, 34],
    [140, 35],
    [142, 40],
    [141, 45],
    [145, 44],
    [142, 39],
    [140, 33],
  ],
  [
    [95, 5],
    [98, 4],
    [106, -6],
    [102, -4],
  ],
  [
    [109, 1],
    [115, 5],
    [119, 6],
    [118, 1],
    [116, -4],
    [110, -3],
  ],
  [
    [131, -1],
    [141, -3],
    [150, -10],
    [141, -9],
    [137, -5],
  ],
  [
    [114, -22],
    [122, -18],
    [130, -12],
    [137, -12],
    [136, -15],
    [141, -11],
    [145, -15],
    [153, -25],
    [151, -33],
    [147, -38],
    [140, -38],
    [135, -34],
    [129, -31],
    [115, -34],
  ],
  [
    [172, -34],
    [178, -38],
    [174, -41],
    [167, -46],
    [171, -44],
  ],
  [
    [44, -13],
    [50, -15],
    [47, -25],
    [43, -22],
  ],
]

/** Export regions as lon/lat boxes. */
const regions: readonly (readonly [number, number, number, number])[] = [
  [-11, 35, 32, 71],
  [34, 12, 60, 40],
  [95, -11, 126, 22],
  [112, -40, 155, -10],
  [-100, 25, -65, 50],
  [126, 32, 146, 46],
]

const inside = (p: Pt, poly: readonly Pt[]): boolean => {
  let hit = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]
    const b = poly[j]
    if (!a || !b) continue
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) hit = !hit
  }
  return hit
}

const X = (lon: number): number => 50 + ((lon + 170) / 360) * 1500
const Y = (lat: number): number => 90 + ((80 - lat) / 140) * 840

const chinaHub: Pt = [120, 30]
const germanyHub: Pt = [9, 50]
const routes: readonly (readonly [Pt, Pt])[] = [
  [chinaHub, [55, 25]],
  [chinaHub, [104, 1]],
  [chinaHub, [151, -34]],
  [chinaHub, [-118, 34]],
  [chinaHub, [139, 36]],
  [chinaHub, germanyHub],
  [germanyHub, [-74, 41]],
  [germanyHub, [55, 25]],
  [germanyHub, [-4, 40]],
  [germanyHub, [18, 59]],
  [germanyHub, [2, 49]],
]

export function tradeMap(): string {
  const doc = new Doc(1600, 1000)
  const out = [
    rect(
      0,
      0,
      1600,
      1000,
      doc.linear([
        [0, lighten(C.stone, 0.4)],
        [1, C.stone],
      ]),
    ),
    circle(
      1100,
      380,
      700,
      doc.radial([
        [0, '#FFFFFF', 0.6],
        [1, '#FFFFFF', 0],
      ]),
    ),
  ]
  const step = 2.6
  const dots: string[] = []
  const hot: string[] = []
  for (let lat = 80; lat > -56; lat -= step) {
    for (let lon = -168; lon < 190; lon += step) {
      const p: Pt = [lon > 180 ? lon - 360 : lon, lat]
      if (!land.some((poly) => inside(p, poly))) continue
      const isHot = regions.some(([a, b, c, d]) => p[0] >= a && p[0] <= c && p[1] >= b && p[1] <= d)
      ;(isHot ? hot : dots).push(`M${f(X(lon))} ${f(Y(lat))}h0`)
    }
  }
  out.push(path(dots.join(''), 'none', { stroke: '#CDBDA2', 'stroke-width': 9.5, 'stroke-linecap': 'round' }))
  out.push(path(hot.join(''), 'none', { stroke: C.teal, 'stroke-width': 9.5, 'stroke-linecap': 'round' }))
  const arcs: string[] = []
  for (const [a, b] of routes) {
    const x1 = X(a[0])
    const y1 = Y(a[1])
    const x2 = X(b[0])
    const y2 = Y(b[1])
    const lift = Math.hypot(x2 - x1, y2 - y1) * 0.3
    arcs.push(
      path(`M${f(x1)} ${f(y1)}Q${f((x1 + x2) / 2)} ${f((y1 + y2) / 2 - lift)} ${f(x2)} ${f(y2)}`, 'none', {
        stroke: a === chinaHub ? C.brass : C.graphite,
        'stroke-width': 3.5,
        opacity: 0.85,
        'stroke-dasharray': a === chinaHub ? undefined : '8 6',
      }),
    )
    arcs.push(circle(x2, y2, 7, '#FFFFFF', { stroke: C.teal, 'stroke-width': 3 }))
  }
  out.push(g(arcs.join('')))
  for (const h of [chinaHub, germanyHub]) {
    const x = X(h[0])
    const y = Y(h[1])
    out.push(
      circle(
        x,
        y,
        46,
        doc.radial([
          [0, C.brass, 0.45],
          [1, C.brass, 0],
        ]),
      ),
      circle(x, y, 22, 'none', { stroke: C.brass, 'stroke-width': 2.5 }),
      circle(x, y, 11, C.brass),
    )
  }
  return doc.render(out.join(''))
}
