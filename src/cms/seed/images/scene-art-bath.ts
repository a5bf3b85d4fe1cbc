/** A furnished bathroom in elevation, shared by banners, case pictures and project scenes. */
import { type BasinShape, mixerTap, vesselBasin, wallSpout } from './fixtures-basin'
import { bathtub, showerTray, type TubShape } from './fixtures-bath'
import { enclosure, niche, showerSet, vanity } from './fixtures-furniture'
import { C, type FinishName, finishes, type MetalName, metals, woods } from './palette'
import { bottle, type MirrorShape, mirror, pebbles, plant, type PlantKind, towels, vase } from './props'
import { lightPool, tiles, windowView } from './room'
import { glow, marble, planks, type Sky, slabs, slats, type Tone, veil } from './scene-art-kit'
import { darken, type Doc, f, lighten, line, path, pick, poly, rect, rr, shadow } from './svg'

export type BathKind = 'tub' | 'vanity' | 'double' | 'shower' | 'spa'
export type Feature = 'tiles' | 'slats' | 'marble' | 'slabs' | 'plain' | 'panel'

export type BathLook = {
  readonly kind: BathKind
  readonly wall: string
  readonly floor: string
  readonly feature: Feature
  readonly accent: string
  readonly metal: MetalName
  readonly finish: FinishName
  readonly wood: Tone
  readonly sky?: Sky
  readonly mirror?: MirrorShape
  readonly tub?: TubShape
  readonly basin?: BasinShape
  readonly plant?: PlantKind
  readonly night?: boolean
  readonly woodFloor?: boolean
}

export type BathFrame = {
  readonly W: number
  readonly H: number
  readonly fx: number
  readonly side: 1 | -1
  readonly seedNo: number
}

/** A box in the frame's units: left, top, right, bottom. */
export type Box = readonly [x0: number, y0: number, x1: number, y1: number]

/** A tap as a bathroom picture draws it. */
export type DrawnTap = 'tall-basin-mixer' | 'bath-filler' | 'shower-set' | 'hand-shower' | 'wall-spout'

/** One thing a bathroom picture shows that a product could be, with the box it fills in the frame. */
export type BathSpot =
  | { readonly what: 'basin'; readonly box: Box; readonly shape: BasinShape; readonly finish: FinishName }
  | { readonly what: 'tap'; readonly box: Box; readonly tap: DrawnTap; readonly metal: MetalName }
  | { readonly what: 'cabinet'; readonly box: Box; readonly places: 1 | 2; readonly front: Tone }
  | { readonly what: 'tub'; readonly box: Box; readonly shape: TubShape; readonly finish: FinishName }
  | { readonly what: 'tray'; readonly box: Box; readonly finish: FinishName }
  | { readonly what: 'enclosure'; readonly box: Box; readonly kind: 'walkin'; readonly metal: MetalName }
  | { readonly what: 'pool'; readonly box: Box }

/**
 * Where the room's products stand: one source for the drawing (`bathRoom`) and for the list of
 * what it shows where (`bathSpots`), so a product marked on the picture is where it is drawn.
 */
function layout(l: BathLook, fr: BathFrame) {
  const { H, fx, side } = fr
  const u = H / 1200
  const hz = H * 0.78
  const base = hz + 120 * u
  const fw = l.kind === 'double' ? 1700 * u : l.kind === 'shower' ? 900 * u : 1100 * u
  const tw = 980 * u
  const dbl = l.kind === 'double'
  const top = hz - 400 * u
  const vw = dbl ? 1400 * u : 820 * u
  const mx = dbl ? [fx - 340 * u, fx + 340 * u] : [fx]
  const x0 = fx - fw / 2
  const x1 = fx + fw / 2
  const pw = 1100 * u
  return {
    u,
    hz,
    base,
    fw,
    tub: { cx: fx, base, w: tw, h: 380 * u },
    filler: { x: fx + side * (tw / 2 + 80 * u), base: base - 6 * u, h: 520 * u, reach: -side * 150 * u },
    cabinet: { cx: fx, top, w: vw, h: 280 * u },
    /** each washing place: its basin and its mixer */
    places: mx.map((x) => ({
      x,
      basin: { cx: x - 20 * u, base: top - 20 * u, w: 400 * u, h: 140 * u },
      mixer: { x: x + 170 * u, base: top - 50 * u, h: 320 * u, reach: -150 * u },
    })),
    shower: {
      x0,
      x1,
      tray: { cx: fx, near: hz + 50 * u, far: hz - 20 * u, wNear: fw + 40 * u, wFar: fw, thick: 24 * u },
      set: { cx: fx + 60 * u, topY: 50 * u, floorY: hz, headR: 130 * u },
      screen: { x0: x0 + 20 * u, x1: x1 - 20 * u, floorY: hz + 4 * u, topY: 80 * u },
    },
    pool: { pw, far: hz + 30 * u, near: H - 70 * u },
    spout: { x: fx + side * 120 * u, y: hz - 560 * u, reach: -side * 220 * u, r: 34 * u },
  }
}

/** The box of a standing mixer or filler (`mixerTap`): its column and its spout. */
function tapBox(t: { x: number; base: number; h: number; reach: number }): Box {
  const r = Math.max(6, t.h * 0.055)
  return [Math.min(t.x, t.x + t.reach) - r, t.base - t.h, Math.max(t.x, t.x + t.reach) + r, t.base]
}

/**
 * What `bathRoom` draws that a product could be, each with its box in the frame's units: the
 * places a reference project may mark its products on (tests hold the marks to these).
 */
export function bathSpots(l: BathLook, fr: BathFrame): BathSpot[] {
  const at = layout(l, fr)
  if (l.kind === 'tub') {
    const t = at.tub
    return [
      {
        what: 'tub',
        box: [t.cx - t.w / 2, t.base - t.h - t.w * 0.085, t.cx + t.w / 2, t.base],
        shape: l.tub ?? 'oval',
        finish: l.finish,
      },
      { what: 'tap', box: tapBox(at.filler), tap: 'bath-filler', metal: l.metal },
    ]
  }
  if (l.kind === 'vanity' || l.kind === 'double') {
    const c = at.cabinet
    return [
      {
        what: 'cabinet',
        box: [c.cx - c.w / 2 - 8, c.top - c.w * 0.11, c.cx + c.w / 2 + 8, c.top + c.w * 0.04 + c.h],
        places: l.kind === 'double' ? 2 : 1,
        front: l.wood,
      },
      ...at.places.flatMap(({ basin: b, mixer }): BathSpot[] => [
        {
          what: 'basin',
          box: [b.cx - b.w / 2, b.base - b.h - b.w * 0.11, b.cx + b.w / 2, b.base],
          shape: l.basin ?? 'bowl',
          finish: l.finish,
        },
        { what: 'tap', box: tapBox(mixer), tap: 'tall-basin-mixer', metal: l.metal },
      ]),
    ]
  }
  if (l.kind === 'shower') {
    const { tray: t, set: s, screen: e } = at.shower
    const k = s.headR / 130
    const my = s.topY + (s.floorY - s.topY) * 0.55
    const rx = s.cx + s.headR * 1.4
    const ew = e.x1 - e.x0
    return [
      { what: 'tray', box: [t.cx - t.wNear / 2, t.far, t.cx + t.wNear / 2, t.near + t.thick], finish: l.finish },
      { what: 'tap', box: [s.cx - s.headR, s.topY, rx + 40 * k, my + 150 * k], tap: 'shower-set', metal: l.metal },
      { what: 'tap', box: [rx - 40 * k, my - 260 * k, rx + 40 * k, my + 150 * k], tap: 'hand-shower', metal: l.metal },
      { what: 'enclosure', box: [e.x0 + ew * 0.38, e.topY, e.x1 + 6, e.floorY], kind: 'walkin', metal: l.metal },
    ]
  }
  const { pw, far, near } = at.pool
  const sp = at.spout
  return [
    { what: 'pool', box: [fr.fx - pw / 2 - 110 * at.u, far, fr.fx + pw / 2 + 110 * at.u, near] },
    {
      what: 'tap',
      box: [
        Math.min(sp.x, sp.x + sp.reach) - sp.r * 0.55,
        sp.y - sp.r * 1.2,
        Math.max(sp.x, sp.x + sp.reach) + sp.r * 0.55,
        sp.y + sp.r * 3.2,
      ],
      tap: 'wall-spout',
      metal: l.metal,
    },
  ]
}

/** The wall feature behind the product, from the ceiling down to the floor line. */
function feature(doc: Doc, l: BathLook, x: number, w: number, hz: number, u: number, seedNo: number): string {
  switch (l.feature) {
    case 'tiles':
      return tiles(doc, x, 0, w, hz, 150 * u, 300 * u, l.accent, seedNo % 2 === 0)
    case 'slats':
      return slats(
        doc,
        x,
        0,
        w,
        hz,
        [lighten(l.accent, 0.15), l.accent, darken(l.accent, 0.15)],
        Math.round(w / (46 * u)),
      )
    case 'marble':
      return marble(doc, x, 0, w, hz, l.accent, seedNo, 9)
    case 'slabs':
      return slabs(doc, x, 0, w, hz, l.accent, 3, 4, seedNo)
    case 'panel':
      return rect(
        x,
        0,
        w,
        hz,
        doc.linear(
          [
            [0, lighten(l.accent, 0.1)],
            [1, darken(l.accent, 0.06)],
          ],
          0,
          0,
          1,
          0,
        ),
      )
    case 'plain':
      return ''
  }
}

/** Draws the whole room into a W×H frame; the product group is centred on `fx`. */
export function bathRoom(doc: Doc, l: BathLook, fr: BathFrame): string {
  const { W, H, fx, side, seedNo } = fr
  const at = layout(l, fr)
  const { u, hz, fw } = at
  const metal = metals[l.metal]
  const fin = finishes[l.finish]
  const out = [
    rect(
      0,
      0,
      W,
      hz,
      doc.linear([
        [0, lighten(l.wall, 0.3)],
        [1, darken(l.wall, 0.03)],
      ]),
    ),
  ]
  if (l.woodFloor) out.push(planks(doc, 0, hz, W, H - hz, woods.oak, fx, 16))
  else
    out.push(
      rect(
        0,
        hz,
        W,
        H - hz,
        doc.linear([
          [0, darken(l.floor, 0.05)],
          [1, lighten(l.floor, 0.18)],
        ]),
      ),
    )
  const fxl = l.kind === 'tub' ? fx - fw / 2 + side * 220 * u : fx - fw / 2
  out.push(feature(doc, l, fxl, fw, hz, u, seedNo))
  if (l.feature !== 'plain')
    out.push(rect(side > 0 ? fxl - 10 * u : fxl + fw, 0, 10 * u, hz, C.graphite, { opacity: 0.12 }))
  out.push(
    rect(
      0,
      hz,
      W,
      40 * u,
      doc.linear([
        [0, C.graphite, 0.14],
        [1, C.graphite, 0],
      ]),
    ),
  )
  const base = at.base
  if (l.kind === 'tub') {
    const tw = at.tub.w
    if (l.sky) {
      const wx = fx - side * 380 * u - 280 * u
      out.push(windowView(doc, wx, 70 * u, 560 * u, hz - 170 * u, l.sky, C.graphite, 3, seedNo))
      out.push(
        lightPool(
          doc,
          [
            [wx, hz],
            [wx + 520 * u, hz],
            [wx + 820 * u, H],
            [wx + 200 * u, H],
          ],
          0.3,
        ),
      )
    }
    out.push(bathtub(doc, { ...at.tub, shape: l.tub ?? 'oval', outer: fin }))
    out.push(mixerTap(doc, { ...at.filler, style: 'gooseneck', metal }))
    out.push(plant(doc, fx - side * (tw / 2 + 170 * u), base + 40 * u, 460 * u, l.plant ?? 'leafy', C.clay, seedNo))
    out.push(
      towels(doc, fx + side * (tw / 2 + 180 * u) - 100 * u, base + 30 * u, 200 * u, [C.white, C.sand, '#E7E1D8']),
    )
  } else if (l.kind === 'vanity' || l.kind === 'double') {
    const dbl = l.kind === 'double'
    const { top, w: vw } = at.cabinet
    const mx = at.places.map((p) => p.x)
    if (l.sky)
      out.push(
        windowView(
          doc,
          fx + side * (vw / 2 + 220 * u) - 200 * u,
          140 * u,
          400 * u,
          560 * u,
          l.sky,
          C.graphite,
          2,
          seedNo,
        ),
      )
    for (const x of mx) {
      const shape = l.mirror ?? 'round'
      out.push(
        mirror(
          doc,
          x,
          top - 270 * u,
          shape === 'rect' ? 460 * u : 380 * u,
          400 * u,
          shape,
          shape === 'round' ? C.brass : C.graphite,
          l.feature === 'plain' ? l.wall : l.accent,
        ),
      )
    }
    if (!dbl)
      for (const s of [-1, 1])
        out.push(
          glow(doc, fx + s * 330 * u, top - 300 * u, 120 * u, 0.5),
          path(rr(fx + s * 330 * u - 14 * u, top - 380 * u, 28 * u, 160 * u, 14 * u), '#FFF6E4', {
            stroke: pick([C.brass, C.graphite], seedNo),
            'stroke-width': 4 * u,
          }),
        )
    out.push(
      vanity(doc, {
        ...at.cabinet,
        front: l.wood,
        counter: dbl ? ['#EDEBE7', '#D8D5CF', '#B4B0A8'] : l.wood,
        drawers: dbl ? 2 : 1,
        handle: dbl ? 'bar' : 'grip',
        handleMetal: metal,
        integrated: false,
        grain: true,
        seedNo,
      }),
    )
    for (const p of at.places) {
      out.push(mixerTap(doc, { ...p.mixer, style: seedNo % 2 ? 'square' : 'gooseneck', metal }))
      out.push(vesselBasin(doc, { ...p.basin, shape: l.basin ?? 'bowl', finish: fin }))
    }
    out.push(vase(doc, fx + side * (vw / 2 - 70 * u), top - 20 * u, 110 * u, C.sand))
    if (!dbl) out.push(bottle(doc, fx - side * (vw / 2 - 60 * u), top - 20 * u, 100 * u, C.graphite))
    out.push(plant(doc, fx - side * (vw / 2 + 200 * u), base + 40 * u, 520 * u, l.plant ?? 'olive', C.clay, seedNo))
  } else if (l.kind === 'shower') {
    const { x0, tray, set, screen } = at.shower
    out.push(niche(doc, x0 + 80 * u, hz - 560 * u, 220 * u, 120 * u, l.accent))
    out.push(
      bottle(doc, x0 + 140 * u, hz - 440 * u, 80 * u, C.clay),
      bottle(doc, x0 + 210 * u, hz - 440 * u, 64 * u, C.white),
    )
    out.push(showerSet(doc, set.cx, set.topY, set.floorY, metal, seedNo % 2 === 0, true, set.headR))
    out.push(
      showerTray(doc, {
        ...tray,
        c: fin,
        drain: 'linear',
        metal,
        texture: false,
        seedNo,
      }),
    )
    out.push(
      enclosure(doc, {
        ...screen,
        kind: 'walkin',
        metal,
        wall: l.accent,
      }),
    )
    out.push(plant(doc, fx + side * (fw / 2 + 220 * u), base + 60 * u, 480 * u, l.plant ?? 'monstera', C.clay, seedNo))
    out.push(towelRail(doc, fx - side * (fw / 2 + 200 * u), hz - 620 * u, u, metal))
  } else {
    out.push(...spa(doc, l, fr, at))
  }
  if (l.night) out.push(veil(W, H, '#1B2430', 0.28), glow(doc, fx, hz - 500 * u, 700 * u, 0.25))
  return out.join('')
}

/** Towel ladder leaning against the wall with two hanging towels. */
function towelRail(doc: Doc, x: number, top: number, u: number, metal: readonly [string, string, string]): string {
  const h = 620 * u + 160 * u
  const out = [shadow(doc, x, top + h, 140 * u, 14 * u, 0.25)]
  for (const s of [-1, 1])
    out.push(line(x + s * 70 * u, top, x + s * 90 * u, top + h, metal[1], 8 * u, { 'stroke-linecap': 'round' }))
  for (let i = 0; i < 4; i++)
    out.push(line(x - 72 * u, top + (i + 0.5) * h * 0.2, x + 72 * u, top + (i + 0.5) * h * 0.2, metal[2], 6 * u))
  out.push(
    path(
      rr(x - 60 * u, top + 0.1 * h, 120 * u, 260 * u, 12 * u),
      doc.linear([
        [0, C.sand],
        [1, darken(C.sand, 0.1)],
      ]),
    ),
  )
  out.push(
    path(
      rr(x - 50 * u, top + 0.5 * h, 100 * u, 180 * u, 10 * u),
      doc.linear([
        [0, C.white],
        [1, '#E3DDD3'],
      ]),
    ),
  )
  return out.join('')
}

/** Stone bathing pool with a wall cascade, pebbles and candles. */
function spa(doc: Doc, l: BathLook, fr: BathFrame, at: ReturnType<typeof layout>): string[] {
  const { W, H, fx, side, seedNo } = fr
  const { u, hz } = at
  const { pw, far, near } = at.pool
  const metal = metals[l.metal]
  const out: string[] = []
  out.push(
    path(
      poly([
        [fx - pw / 2 - 40 * u, far - 14 * u],
        [fx + pw / 2 + 40 * u, far - 14 * u],
        [fx + pw / 2 + 160 * u, near + 24 * u],
        [fx - pw / 2 - 160 * u, near + 24 * u],
      ]),
      doc.linear([
        [0, lighten(l.floor, 0.1)],
        [1, darken(l.floor, 0.1)],
      ]),
    ),
  )
  const water = doc.linear([
    [0, '#2F6F69'],
    [0.5, '#4F9790'],
    [1, '#8CC3BB'],
  ])
  out.push(
    path(
      poly([
        [fx - pw / 2, far],
        [fx + pw / 2, far],
        [fx + pw / 2 + 110 * u, near],
        [fx - pw / 2 - 110 * u, near],
      ]),
      water,
    ),
  )
  for (let i = 1; i < 7; i++) {
    const y = far + ((near - far) * i) / 7
    const k = (y - far) / (near - far)
    out.push(
      path(
        `M${f(fx - pw / 2 - 60 * u * k)} ${f(y)}q${f(pw * 0.25)} ${f(-8 * u)} ${f(pw * 0.5)} 0t${f(pw * 0.5)} 0`,
        'none',
        { stroke: '#FFFFFF', 'stroke-width': 2 * u, opacity: 0.25 },
      ),
    )
  }
  out.push(wallSpout(doc, at.spout.x, at.spout.y, at.spout.reach, at.spout.r, metal))
  out.push(
    rect(
      fx + side * 120 * u - side * 200 * u - 30 * u,
      hz - 540 * u,
      60 * u,
      540 * u + (far - hz) + 10 * u,
      doc.linear([
        [0, '#FFFFFF', 0.75],
        [1, '#D7E6E4', 0.2],
      ]),
      { rx: 20 * u },
    ),
  )
  out.push(pebbles(doc, fx - side * (pw / 2 + 120 * u) - 60 * u, hz + 40 * u, 240 * u))
  for (let i = 0; i < 3; i++) {
    const cx = fx + side * (pw / 2 + 120 * u + i * 70 * u)
    const ch = (90 - i * 20) * u
    out.push(
      glow(doc, cx, hz + 20 * u - ch, 80 * u, 0.55),
      rect(
        cx - 22 * u,
        hz + 30 * u - ch,
        44 * u,
        ch,
        doc.linear(
          [
            [0, '#FBF6EC'],
            [1, '#E3D9C8'],
          ],
          0,
          0,
          1,
          0,
        ),
        { rx: 6 * u },
      ),
      rect(cx - 2 * u, hz + 14 * u - ch, 4 * u, 16 * u, '#FFD89A'),
    )
  }
  out.push(
    plant(doc, fx - side * (pw / 2 + 300 * u), hz + 200 * u, 560 * u, l.plant ?? 'grass', '#6E6A64', seedNo),
    rect(0, H - 8 * u, W, 8 * u, C.graphite, { opacity: 0.05 }),
  )
  return out
}
