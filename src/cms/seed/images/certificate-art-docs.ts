/** Framed paper certificates of the `standard` and `more` groups. */
import { brandMark, type Mark, markArt } from './certificate-art-marks'
import { type InkName, inks, landscape, photographed, portrait, type Sheet } from './certificate-art-paper'
import { type BorderStyle, ceMark, guilloche, rosette, seal, signature, textLines } from './certificate-art-parts'
import { C } from './palette'
import { type Doc, g, lighten, line, path, pick, prng, rect, seed } from './svg'

type Header = 'band' | 'rules' | 'tall' | 'corner'
type SealAt = 'bl' | 'bc' | 'br' | 'tr'

type Spec = {
  readonly ink: InkName
  readonly border: BorderStyle
  readonly header: Header
  readonly seal: SealAt
  readonly mark: Mark
  readonly code?: string
  readonly land?: boolean
  readonly paper: string
  readonly ribbon?: InkName
  readonly ce?: boolean
}

const cream = '#FBF7EE'
const ivory = '#FFFDF8'
const cool = '#F6F7F6'

/** One row per certificate in content order, so each picture matches its caption. */
const specs: Readonly<Record<'standard' | 'more', readonly Spec[]>> = {
  standard: [
    {
      ink: 'teal',
      border: 'rope',
      header: 'band',
      seal: 'br',
      mark: 'ce',
      code: '14428',
      paper: ivory,
      ribbon: 'teal',
    },
    {
      ink: 'burgundy',
      border: 'loops',
      header: 'rules',
      seal: 'bc',
      mark: 'ce',
      code: '14688',
      land: true,
      paper: cream,
      ribbon: 'burgundy',
    },
    {
      ink: 'blue',
      border: 'chain',
      header: 'tall',
      seal: 'bl',
      mark: 'iso',
      code: '9001',
      paper: cool,
      ribbon: 'blue',
    },
    { ink: 'green', border: 'lattice', header: 'band', seal: 'br', mark: 'iso', code: '14001', paper: ivory },
    {
      ink: 'brass',
      border: 'rope',
      header: 'corner',
      seal: 'tr',
      mark: 'iso',
      code: '45001',
      paper: cream,
      ribbon: 'graphite',
    },
    {
      ink: 'graphite',
      border: 'lattice',
      header: 'rules',
      seal: 'bc',
      mark: 'en',
      code: '14527',
      paper: cool,
      ribbon: 'teal',
      ce: true,
    },
    {
      ink: 'teal',
      border: 'chain',
      header: 'band',
      seal: 'bl',
      mark: 'en',
      code: '14516',
      land: true,
      paper: ivory,
      ribbon: 'brass',
    },
    { ink: 'burgundy', border: 'loops', header: 'tall', seal: 'br', mark: 'en', code: '817', paper: cream, ce: true },
  ],
  more: [
    { ink: 'burgundy', border: 'rope', header: 'band', seal: 'br', mark: 'ccc', paper: ivory, ribbon: 'burgundy' },
    { ink: 'teal', border: 'chain', header: 'rules', seal: 'bl', mark: 'water', paper: cool },
    {
      ink: 'brass',
      border: 'lattice',
      header: 'corner',
      seal: 'bc',
      mark: 'sgs',
      land: true,
      paper: cream,
      ribbon: 'brass',
    },
    { ink: 'blue', border: 'rope', header: 'tall', seal: 'tr', mark: 'tuv', paper: cool },
    { ink: 'blue', border: 'loops', header: 'band', seal: 'bl', mark: 'dvgw', paper: ivory, ribbon: 'blue' },
    {
      ink: 'teal',
      border: 'chain',
      header: 'corner',
      seal: 'br',
      mark: 'wras',
      land: true,
      paper: cream,
      ribbon: 'teal',
    },
    { ink: 'green', border: 'lattice', header: 'rules', seal: 'bc', mark: 'ring', paper: ivory, ribbon: 'green' },
    {
      ink: 'burgundy',
      border: 'loops',
      header: 'tall',
      seal: 'tr',
      mark: 'hightech',
      paper: '#FFF9F2',
      ribbon: 'burgundy',
    },
  ],
}

function headerArt(
  doc: Doc,
  o: Spec,
  ink: string,
  x: number,
  y: number,
  w: number,
  big: number,
): { art: string; bottom: number } {
  const cx = x + w / 2
  if (o.header === 'band') {
    const h = big * 0.55
    return {
      art:
        rect(
          x,
          y,
          w,
          h,
          doc.linear(
            [
              [0, ink],
              [1, lighten(ink, 0.2)],
            ],
            0,
            0,
            1,
            0,
          ),
        ) +
        rosette(x + w - h * 0.55, y + h / 2, h * 0.42, lighten(ink, 0.4), 8, 3) +
        brandMark(x + 24, y + h * 0.3, h * 0.4, '#FFFFFF'),
      bottom: y + h + 40,
    }
  }
  if (o.header === 'tall') {
    const h = big
    return {
      art:
        rect(x, y, w, h, lighten(ink, 0.86)) +
        rosette(cx, y + h / 2, h * 0.8, lighten(ink, 0.55), 16, 6, 0.8) +
        rect(x, y + h - 6, w, 6, ink) +
        brandMark(cx - h * 0.45, y + 22, h * 0.17, ink),
      bottom: y + h + 36,
    }
  }
  if (o.header === 'rules') {
    return {
      art:
        line(x + 20, y + 10, x + w - 20, y + 10, ink, 3) +
        line(x + 20, y + 18, x + w - 20, y + 18, ink, 1) +
        brandMark(cx - 80, y + 36, 30, ink) +
        line(x + 20, y + 86, x + w - 20, y + 86, ink, 1),
      bottom: y + 110,
    }
  }
  return {
    art:
      path(`M${x} ${y}h${big * 0.9}L${x} ${y + big * 0.9}Z`, lighten(ink, 0.75)) +
      path(`M${x} ${y}h${big * 0.5}L${x} ${y + big * 0.5}Z`, ink) +
      brandMark(x + w - 190, y + 20, 28, ink),
    bottom: y + 70,
  }
}

/** A framed certificate for the `standard` and `more` groups. */
export function docCertificate(doc: Doc, group: 'standard' | 'more', index: number): string {
  const o = pick(specs[group], index)
  const rnd = prng(seed('cert', group, index))
  const s: Sheet = o.land ? landscape : portrait
  const ink = inks[o.ink]
  const m = o.land ? 22 : 30
  const band = o.land ? 20 : 26
  const ix = s.x + m + band + 14
  const iy = s.y + m + band + 14
  const iw = s.w - (m + band + 14) * 2
  const ih = s.h - (m + band + 14) * 2
  const cx = ix + iw / 2
  const out: string[] = [guilloche(s.x + m, s.y + m, s.w - m * 2, s.h - m * 2, band, ink, o.border)]
  out.push(rosette(cx, iy + ih * 0.55, Math.min(iw, ih) * 0.36, lighten(ink, 0.88), 14, 6, 1.2))
  const hd = headerArt(doc, o, ink, ix, iy, iw, o.land ? 110 : 170)
  out.push(hd.art)
  let y = hd.bottom
  const markS = o.land ? 110 : 150
  const sideMark = o.land || o.header === 'corner'
  if (sideMark) {
    out.push(markArt(doc, o.mark, ix + markS * 0.6, y + markS * 0.55, markS, ink, o.code))
    out.push(rect(ix + markS * 1.35, y + 6, iw * 0.5, o.land ? 16 : 20, C.graphite, { rx: 4 }))
    out.push(rect(ix + markS * 1.35, y + 38, iw * 0.34, 10, ink, { rx: 5 }))
    out.push(textLines(rnd, ix + markS * 1.35, y + 64, iw - markS * 1.4, 3, 20))
    y += markS * 1.15
  } else {
    out.push(rect(cx - iw * 0.3, y, iw * 0.6, 22, C.graphite, { rx: 5 }))
    out.push(rect(cx - iw * 0.2, y + 36, iw * 0.4, 10, ink, { rx: 5 }))
    y += 80
    out.push(markArt(doc, o.mark, cx, y + markS * 0.5, markS, ink, o.code))
    y += markS * 1.1
  }
  const lines = o.land ? 4 : 6 + Math.floor(rnd() * 3)
  out.push(textLines(rnd, ix + iw * 0.08, y, iw * 0.84, lines, o.land ? 20 : 24, '#CFCBC4', 7, true))
  y += lines * (o.land ? 20 : 24) + 10
  if (!o.land) {
    out.push(rect(cx - iw * 0.28, y, iw * 0.56, 14, ink, { rx: 7, opacity: 0.85 }))
    out.push(textLines(rnd, ix + iw * 0.18, y + 36, iw * 0.64, 2, 22, '#D6D2CB', 6, true))
  }
  const foot = iy + ih - (o.land ? 24 : 40)
  const free = foot - 150 - y
  if (free > 120) {
    // A details table (number, scope, validity) fills what would otherwise be an empty band.
    const rows = Math.min(4, Math.floor((free - 40) / 34))
    const tx = o.seal === 'tr' ? ix + iw * 0.06 : cx - iw * 0.34
    const tw = o.seal === 'tr' ? iw * 0.56 : iw * 0.68
    const ty = y + (free - rows * 34) / 2 - 10
    for (let r = 0; r <= rows; r++) out.push(line(tx, ty + r * 34, tx + tw, ty + r * 34, lighten(ink, 0.55), 1))
    for (let r = 0; r < rows; r++) {
      out.push(rect(tx + 8, ty + r * 34 + 13, tw * (0.18 + rnd() * 0.08), 8, lighten(ink, 0.35), { rx: 4 }))
      out.push(rect(tx + tw * 0.4, ty + r * 34 + 13, tw * (0.3 + rnd() * 0.25), 8, '#BDB9B2', { rx: 4 }))
    }
  }
  if (o.ce) out.push(ceMark(ix + iw - 50, hd.bottom + 22, 44, C.graphite))
  const sealR = o.land ? 52 : 66
  const at = o.seal
  const sealX = at === 'bl' ? ix + sealR + 10 : at === 'bc' ? cx : ix + iw - sealR - 10
  const sealY = at === 'tr' ? foot - sealR * 3.2 : foot - sealR * 0.9
  const sigSlots =
    at === 'bl'
      ? [ix + iw * 0.4, ix + iw * 0.72]
      : at === 'bc'
        ? [ix + iw * 0.02, ix + iw * 0.72]
        : [ix + iw * 0.02, ix + iw * 0.36]
  for (const sx of sigSlots) {
    const sw = iw * 0.26
    out.push(signature(rnd, sx + 8, foot - 34, sw - 16, '#2B3A55'))
    out.push(
      line(sx, foot, sx + sw, foot, C.slate, 1.2),
      rect(sx + sw * 0.15, foot + 10, sw * 0.7, 6, '#D2CEC7', { rx: 3 }),
    )
  }
  out.push(
    seal(
      doc,
      sealX,
      sealY,
      sealR,
      o.ink === 'brass' || o.ink === 'graphite' ? C.brass : pick(['#C9A45C', C.brass, '#BF9B5F'], index),
      o.ribbon ? inks[o.ribbon] : undefined,
      group === 'more',
    ),
  )
  out.push(rect(ix, iy + ih - 8, iw * 0.25, 5, '#D8D4CD', { rx: 2 }))
  return photographed(doc, s, o.paper, g(out.join('')), (rnd() - 0.5) * 1.6, o.land ? '#EEE8DF' : undefined)
}
