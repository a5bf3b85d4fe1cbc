/** Award pictures (group `honour`): a framed design award, a glass trophy, a walnut plaque and a rosette award. */
import { brand, brandWidth, CW, dropShadow, frame, glassSheen, signature, textBars, titleBars, wall } from './cert-art-kit'
import { laurel, rosette, star } from './cert-art-seal'
import { vesselBasin } from './fixtures-basin'
import { wordmark } from './glyphs'
import { C, finishes, woods } from './palette'
import { vase } from './props'
import { circle, type Doc, f, g, lighten, line, path, poly, rect, rr, shadow } from './svg'

/** Brass plate with bevel, screws and engraved bars. */
function brassPlate(doc: Doc, x: number, y: number, w: number, h: number, rows: number): string {
  const out = [rect(x + 3, y + 5, w, h, C.graphite, { opacity: 0.25, rx: 4 }), path(rr(x, y, w, h, 4), doc.linear([[0, '#F1DDB4'], [0.45, '#C9A66B'], [1, '#8E6E3C']], 0, 0, 1, 1))]
  out.push(path(rr(x + 6, y + 6, w - 12, h - 12, 3), 'none', { stroke: '#7A5E33', 'stroke-width': 1.2, opacity: 0.6 }))
  for (const [sx, sy] of [[x + 14, y + 14], [x + w - 14, y + 14], [x + 14, y + h - 14], [x + w - 14, y + h - 14]] as const) out.push(circle(sx, sy, 4, '#8E6E3C'), line(sx - 3, sy, sx + 3, sy, '#F1DDB4', 1))
  const gap = (h - 36) / rows
  for (let i = 0; i < rows; i++) {
    const bw = w * (i === 0 ? 0.6 : 0.42 + ((i * 37) % 20) / 100)
    out.push(rect(x + (w - bw) / 2, y + 22 + gap * i + gap * 0.3, bw, i === 0 ? 9 : 5, '#6F552E', { opacity: i === 0 ? 0.85 : 0.6, rx: 2 }))
  }
  return g(out.join(''))
}

/** Design award with a red disc emblem and a picture of the awarded basin. */
function designAward(doc: Doc): string {
  const fr = frame(doc, { x: 110, y: 120, w: 680, h: 940 }, 'black', 20, 50, '#F3F1ED')
  const P = fr.inner
  const out = [wall(doc, '#ECEAE6'), fr.svg, rect(P.x, P.y, P.w, P.h, '#FFFFFF')]
  const cx = P.x + P.w / 2
  out.push(circle(P.x + 100, P.y + 100, 58, doc.radial([[0, '#E3342F'], [1, '#B8201B']], 0.4, 0.35, 0.7)), rect(P.x + 180, P.y + 80, 200, 16, C.graphite, { rx: 4 }), rect(P.x + 180, P.y + 108, 140, 9, '#B5B1AA', { rx: 4 }))
  const ph = { x: P.x + 50, y: P.y + 200, w: P.w - 100, h: 330 }
  out.push(rect(ph.x, ph.y, ph.w, ph.h, doc.linear([[0, '#EFECE7'], [0.72, '#E4E0D9'], [0.721, '#D8D2C8'], [1, '#E6E1D9']])))
  out.push(rect(ph.x, ph.y + ph.h * 0.72, ph.w, ph.h * 0.28, doc.linear([[0, '#CFC6B8'], [1, '#E3DCD1']])))
  out.push(vesselBasin(doc, { cx, base: ph.y + ph.h * 0.74, w: 300, h: 120, shape: 'bowl', finish: finishes.white }))
  out.push(titleBars(cx, ph.y + ph.h + 50, P.w * 0.6, C.graphite), textBars(P.x + 70, ph.y + ph.h + 130, P.w - 140, 4, 22, 61, { align: 'center' }))
  out.push(signature(P.x + 60, P.y + P.h - 70, 170, '#2B3A55', 62), rect(P.x + P.w - 230, P.y + P.h - 84, 170, 40, '#E3342F', { rx: 4, opacity: 0.9 }), rect(P.x + P.w - 210, P.y + P.h - 68, 130, 8, '#FFFFFF', { rx: 4 }))
  out.push(glassSheen(doc, P))
  return out.join('')
}

/** Glass trophy with an etched star on a walnut base, standing on a stone shelf. */
function glassTrophy(doc: Doc): string {
  const out = [wall(doc, '#E8E3DB'), rect(0, 860, CW, 340, doc.linear([[0, '#CFC6B8'], [1, '#E9E3D9']])), rect(0, 850, CW, 14, '#BFB4A3')]
  out.push(circle(450, 480, 380, doc.radial([[0, '#FFFFFF', 0.7], [1, '#FFFFFF', 0]])))
  out.push(shadow(doc, 460, 862, 260, 26, 0.4))
  const bx = 250
  const bw = 400
  out.push(path(poly([[bx - 20, 780], [bx + bw + 20, 780], [bx + bw + 30, 860], [bx - 30, 860]]), doc.linear([[0, woods.walnut[0]], [0.5, woods.walnut[1]], [1, woods.walnut[2]]], 0, 0, 1, 0)))
  out.push(rect(bx - 20, 774, bw + 40, 10, lighten(woods.walnut[0], 0.2)), brassPlate(doc, bx + 90, 796, bw - 180, 52, 2))
  const gl = path(poly([[bx + 50, 770], [bx + bw - 50, 770], [bx + bw - 70, 170], [bx + 130, 130]]), doc.linear([[0, '#E6F1EF', 0.85], [0.5, '#C9DEDB', 0.6], [1, '#A9C7C3', 0.85]], 0, 0, 1, 1), { stroke: '#FFFFFF', 'stroke-width': 3 })
  out.push(gl, path(poly([[bx + 50, 770], [bx + 80, 770], [bx + 150, 138], [bx + 130, 130]]), '#FFFFFF', { opacity: 0.5 }), path(poly([[bx + bw - 80, 770], [bx + bw - 50, 770], [bx + bw - 70, 170], [bx + bw - 96, 172]]), '#7FA7A2', { opacity: 0.35 }))
  const cx = bx + bw / 2 + 10
  out.push(g(star(cx, 360, 90, 38) + laurel(cx, 370, 130, '#FFFFFF'), { fill: '#FFFFFF', stroke: '#FFFFFF', opacity: 0.75 }))
  out.push(rect(cx - 90, 540, 180, 10, '#FFFFFF', { opacity: 0.7, rx: 5 }), rect(cx - 60, 566, 120, 7, '#FFFFFF', { opacity: 0.55, rx: 3 }), rect(cx - 70, 600, 140, 7, '#FFFFFF', { opacity: 0.55, rx: 3 }))
  out.push(path(poly([[bx + 170, 160], [bx + 210, 150], [bx + 120, 760], [bx + 90, 760]]), '#FFFFFF', { opacity: 0.3 }))
  out.push(vase(doc, 770, 858, 130, C.sand, true))
  return out.join('')
}

/** Wall-hung walnut plaque with a burgundy inlay and an engraved brass plate. */
function walnutPlaque(doc: Doc): string {
  const out = [wall(doc, '#EFEBE4')]
  const x = 150
  const y = 170
  const w = 600
  const h = 820
  out.push(dropShadow({ x, y, w, h }, 30))
  out.push(path(rr(x, y, w, h, 16), doc.linear([[0, woods.walnut[0]], [0.5, woods.walnut[1]], [1, woods.walnut[2]]], 0, 0, 1, 1)))
  for (let i = 0; i < 30; i++) out.push(path(`M${f(x + 20)} ${f(y + 30 + i * 26)}q${f(w * 0.3)} ${f((i % 3) * 4 - 4)} ${f(w - 40)} ${f((i % 2) * 6 - 3)}`, 'none', { stroke: woods.walnut[2], 'stroke-width': 1.4, opacity: 0.35 }))
  out.push(path(rr(x + 10, y + 10, w - 20, h - 20, 12), 'none', { stroke: lighten(woods.walnut[0], 0.25), 'stroke-width': 2, opacity: 0.6 }))
  const ix = x + 60
  const iy = y + 60
  const iw = w - 120
  const ih = h - 120
  out.push(path(rr(ix, iy, iw, ih, 8), doc.linear([[0, '#8A3440'], [1, '#5C1F28']], 0, 0, 1, 1)), path(rr(ix + 8, iy + 8, iw - 16, ih - 16, 6), 'none', { stroke: C.brass, 'stroke-width': 3 }))
  out.push(g(laurel(x + w / 2, iy + 160, 110, '#D9B877') + path(star(x + w / 2, iy + 150, 46, 19), '#E9CF95'), {}))
  const wm = wordmark('SANHAUS', 0, 0, 22, '#E9CF95', 0.6, 0.12)
  out.push(g(wordmark('SANHAUS', x + w / 2 - wm.width / 2, iy + 290, 22, '#E9CF95', 0.6, 0.12).svg))
  out.push(brassPlate(doc, ix + 50, iy + 360, iw - 100, 300, 5))
  out.push(rect(ix + iw / 2 - 90, iy + ih - 60, 180, 8, '#D9B877', { opacity: 0.7, rx: 4 }))
  return out.join('')
}

/** Framed award in landscape with a large rosette and a teal mat. */
function rosetteAward(doc: Doc): string {
  const fr = frame(doc, { x: 60, y: 260, w: 780, h: 640 }, 'brass', 26, 44, '#2C6A65')
  const P = fr.inner
  const out = [wall(doc, '#F2EEE7'), fr.svg, rect(P.x, P.y, P.w, P.h, doc.linear([[0, '#FFFDF7'], [1, '#F4EEE1']]))]
  out.push(path(rr(P.x + 16, P.y + 16, P.w - 32, P.h - 32, 0), 'none', { stroke: C.brass, 'stroke-width': 3 }), path(rr(P.x + 24, P.y + 24, P.w - 48, P.h - 48, 0), 'none', { stroke: C.brass, 'stroke-width': 1 }))
  const cx = P.x + P.w / 2
  const s = 34
  out.push(brand(cx - brandWidth(s) / 2, P.y + 64, s, C.teal, C.graphite))
  out.push(titleBars(cx, P.y + 110, P.w * 0.6, '#6F552E'), textBars(P.x + 90, P.y + 190, P.w - 180, 3, 20, 81, { align: 'center' }))
  out.push(rosette(doc, cx, P.y + P.h - 170, 70, C.teal, 'gold', true, 'laurel'))
  out.push(signature(P.x + 60, P.y + P.h - 90, 150, '#2B3A55', 82), signature(P.x + P.w - 210, P.y + P.h - 90, 150, '#2B2F33', 83))
  for (let i = 0; i < 5; i++) out.push(path(star(cx - 80 + i * 40, P.y + 270, 12, 5), C.brass))
  out.push(glassSheen(doc, P))
  return out.join('')
}

export const honours: readonly ((doc: Doc) => string)[] = [designAward, glassTrophy, walnutPlaque, rosetteAward]
