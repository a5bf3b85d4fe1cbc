/** Orthographic line art of the nine patented products: a main view and a secondary view each. */
import { word } from './certificate-art-parts'
import { circle, type Doc, ellipse, f, g, line, path, rr } from './svg'

type P = { readonly x: number; readonly y: number }

/** Dimension line with extension lines, arrowheads and the measure drawn as glyphs. */
function dim(x1: number, y1: number, x2: number, y2: number, off: number, label: string, ink: string): string {
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1)
  const [ax, ay, bx, by] = vertical ? [x1 + off, y1, x1 + off, y2] : [x1, y1 + off, x2, y1 + off]
  const ext = vertical
    ? `M${f(x1 + Math.sign(off) * 6)} ${f(y1)}H${f(ax + Math.sign(off) * 8)}M${f(x2 + Math.sign(off) * 6)} ${f(y2)}H${f(bx + Math.sign(off) * 8)}`
    : `M${f(x1)} ${f(y1 + Math.sign(off) * 6)}V${f(ay + Math.sign(off) * 8)}M${f(x2)} ${f(y2 + Math.sign(off) * 6)}V${f(by + Math.sign(off) * 8)}`
  const len = Math.hypot(bx - ax, by - ay)
  const ux = (bx - ax) / len
  const uy = (by - ay) / len
  const head = (px: number, py: number, d: number): string =>
    `M${f(px)} ${f(py)}L${f(px + d * (ux * 12 - uy * 4))} ${f(py + d * (uy * 12 + ux * 4))}L${f(px + d * (ux * 12 + uy * 4))} ${f(py + d * (uy * 12 - ux * 4))}Z`
  const mx = (ax + bx) / 2
  const my = (ay + by) / 2
  const text = vertical
    ? g(word(label, 0, -16, 14, ink, 0.11, true), { transform: `translate(${f(mx - 4)} ${f(my)}) rotate(-90)` })
    : word(label, mx, my - 22, 14, ink, 0.11, true)
  return (
    path(ext, 'none', { stroke: ink, 'stroke-width': 0.9 }) +
    line(ax, ay, bx, by, ink, 1) +
    path(head(ax, ay, 1) + head(bx, by, -1), ink) +
    text
  )
}

/** Draws product `index`'s main view around `a` and its secondary view around `b`. */
export function patentViews(_doc: Doc, index: number, a: P, b: P, ink: string, tint: string): string {
  const ol = (d: string, fill = tint): string =>
    path(d, fill, { stroke: ink, 'stroke-width': 2.4, 'stroke-linejoin': 'round' })
  const thin = (d: string): string => path(d, 'none', { stroke: ink, 'stroke-width': 1.2 })
  const hid = (d: string): string => path(d, 'none', { stroke: ink, 'stroke-width': 1.2, 'stroke-dasharray': '8 5' })
  const cl = (x1: number, y1: number, x2: number, y2: number): string =>
    line(x1, y1, x2, y2, ink, 0.9, { 'stroke-dasharray': '22 4 3 4' })
  const hatch = (x: number, y0: number, y1: number, side: -1 | 1): string => {
    let d = `M${f(x)} ${f(y0)}V${f(y1)}`
    for (let y = y0 + 6; y < y1; y += 14) d += `M${f(x)} ${f(y)}l${f(side * 12)} ${f(-10)}`
    return path(d, 'none', { stroke: ink, 'stroke-width': 1.4 })
  }
  const floor = (x0: number, x1: number, y: number): string => {
    let d = `M${f(x0)} ${f(y)}H${f(x1)}`
    for (let x = x0 + 8; x < x1; x += 16) d += `M${f(x)} ${f(y)}l-10 12`
    return path(d, 'none', { stroke: ink, 'stroke-width': 1.2 })
  }
  const { x, y } = a
  const out: string[] = []
  switch (index % 9) {
    case 0: {
      const t = y - 70
      out.push(
        ol(
          `M${x - 190} ${t}H${x + 190}C${x + 190} ${t + 110} ${x + 90} ${t + 150} ${x + 60} ${t + 150}H${x - 60}C${x - 90} ${t + 150} ${x - 190} ${t + 110} ${x - 190} ${t}Z`,
        ),
      )
      out.push(
        thin(`M${x - 184} ${t + 9}H${x + 184}`),
        hid(
          `M${x - 176} ${t + 9}C${x - 170} ${t + 100} ${x - 80} ${t + 128} ${x} ${t + 130}C${x + 80} ${t + 128} ${x + 170} ${t + 100} ${x + 176} ${t + 9}`,
        ),
      )
      out.push(floor(x - 250, x + 250, t + 150), cl(x, t - 30, x, t + 175))
      out.push(dim(x - 190, t, x + 190, t, -44, '420', ink), dim(x + 190, t, x + 190, t + 150, 70, '150', ink))
      out.push(
        circle(b.x, b.y, 95, tint, { stroke: ink, 'stroke-width': 2.4 }),
        circle(b.x, b.y, 84, 'none', { stroke: ink, 'stroke-width': 1.2 }),
        circle(b.x, b.y, 9, 'none', { stroke: ink, 'stroke-width': 1.6 }),
      )
      out.push(cl(b.x - 120, b.y, b.x + 120, b.y), cl(b.x, b.y - 120, b.x, b.y + 120))
      break
    }
    case 1: {
      const t = y - 60
      out.push(ol(rr(x - 210, t, 420, 130, 6, 56)), thin(`M${x - 200} ${t + 16}H${x + 200}`))
      out.push(
        hid(`M${x - 170} ${t + 16}C${x - 160} ${t + 110} ${x + 160} ${t + 110} ${x + 170} ${t + 16}`),
        hid(`M${x - 14} ${t + 130}V${t + 190}H${x + 14}V${t + 130}`),
      )
      out.push(circle(x, t + 8, 7, 'none', { stroke: ink, 'stroke-width': 1.6 }), cl(x, t - 30, x, t + 210))
      out.push(dim(x - 210, t, x + 210, t, -44, '500', ink), dim(x + 210, t, x + 210, t + 130, 60, '140', ink))
      const wx = b.x - 110
      out.push(hatch(wx, b.y - 110, b.y + 110, -1))
      out.push(
        ol(
          `M${wx} ${b.y - 60}H${wx + 210}V${b.y - 40}C${wx + 200} ${b.y + 40} ${wx + 120} ${b.y + 60} ${wx + 40} ${b.y + 60}H${wx}Z`,
        ),
      )
      out.push(dim(wx, b.y - 60, wx + 210, b.y - 60, -30, '450', ink))
      break
    }
    case 2: {
      const t = y - 130
      out.push(
        ol(
          `M${x - 180} ${t}H${x + 180}C${x + 180} ${t + 70} ${x + 110} ${t + 100} ${x + 60} ${t + 100}H${x - 60}C${x - 110} ${t + 100} ${x - 180} ${t + 70} ${x - 180} ${t}Z`,
        ),
      )
      out.push(
        ol(`M${x - 52} ${t + 100}L${x - 66} ${t + 290}H${x + 66}L${x + 52} ${t + 100}Z`),
        thin(`M${x - 176} ${t + 10}H${x + 176}`),
      )
      out.push(floor(x - 230, x + 230, t + 290), cl(x, t - 24, x, t + 300))
      out.push(dim(x - 180, t, x + 180, t, -40, '560', ink), dim(x + 180, t, x + 180, t + 290, 60, '850', ink))
      out.push(
        path(rr(b.x - 110, b.y - 80, 220, 160, 36), tint, { stroke: ink, 'stroke-width': 2.4 }),
        ellipse(b.x, b.y + 6, 84, 56, 'none', { stroke: ink, 'stroke-width': 1.2 }),
      )
      out.push(
        circle(b.x, b.y + 6, 7, 'none', { stroke: ink, 'stroke-width': 1.6 }),
        cl(b.x - 130, b.y + 6, b.x + 130, b.y + 6),
      )
      break
    }
    case 3: {
      const t = y - 110
      out.push(
        ol(`M${x - 230} ${t}H${x + 230}V${t + 22}H${x - 230}Z`),
        ol(`M${x - 220} ${t + 22}H${x + 220}V${t + 240}H${x - 220}Z`),
      )
      out.push(
        thin(`M${x - 220} ${t + 130}H${x + 220}M${x - 60} ${t + 40}H${x + 60}M${x - 60} ${t + 148}H${x + 60}`),
        hid(`M${x - 130} ${t + 4}C${x - 120} ${t + 90} ${x + 120} ${t + 90} ${x + 130} ${t + 4}`),
      )
      out.push(
        cl(x, t - 24, x, t + 262),
        dim(x - 230, t, x + 230, t, -40, '800', ink),
        dim(x + 230, t, x + 230, t + 240, 56, '500', ink),
      )
      const wx = b.x - 90
      out.push(
        hatch(wx, b.y - 120, b.y + 120, -1),
        ol(`M${wx} ${b.y - 100}H${wx + 170}V${b.y - 84}H${wx}Z`),
        ol(`M${wx} ${b.y - 84}H${wx + 160}V${b.y + 96}H${wx}Z`),
      )
      out.push(
        thin(`M${wx + 160} ${b.y + 6}H${wx}M${wx + 150} ${b.y - 70}V${b.y - 50}`),
        dim(wx, b.y - 100, wx + 170, b.y - 100, -30, '460', ink),
      )
      break
    }
    case 4: {
      const t = y - 170
      const glass = 'rgba(170,205,205,0.25)'
      out.push(
        ol(`M${x - 190} ${t}H${x + 190}V${t + 330}H${x - 190}Z`, glass),
        ol(`M${x - 190} ${t}H${x + 190}V${t + 12}H${x - 190}Z`),
      )
      out.push(
        thin(`M${x - 10} ${t + 12}V${t + 330}M${x + 6} ${t + 12}V${t + 330}`),
        ol(rr(x + 24, t + 130, 10, 90, 5)),
        floor(x - 240, x + 240, t + 330),
      )
      out.push(thin(`M${x - 150} ${t + 300}L${x - 40} ${t + 60}M${x - 120} ${t + 300}L${x - 30} ${t + 110}`))
      out.push(dim(x - 190, t, x + 190, t, -40, '1200', ink), dim(x + 190, t, x + 190, t + 330, 56, '2000', ink))
      out.push(
        hatch(b.x - 110, b.y - 90, b.y + 90, -1),
        path(`M${b.x - 110} ${b.y + 80}H${b.x + 20}`, 'none', { stroke: ink, 'stroke-width': 5 }),
      )
      out.push(
        path(`M${b.x + 24} ${b.y + 80}L${b.x + 120} ${b.y + 4}`, 'none', { stroke: ink, 'stroke-width': 5 }),
        hid(`M${b.x + 140} ${b.y + 80}A116 116 0 0 0 ${b.x + 110} ${b.y + 2}`),
      )
      out.push(
        path(`M${b.x - 110} ${b.y - 90}H${b.x + 140}V${b.y + 80}`, 'none', {
          stroke: ink,
          'stroke-width': 1.2,
          'stroke-dasharray': '3 4',
        }),
      )
      break
    }
    case 5: {
      const t = y - 115
      out.push(ol(rr(x - 230, t, 460, 230, 10)), ol(rr(x + 170, t + 24, 22, 182, 4), '#FFFFFF'))
      for (let i = 0; i < 8; i++) out.push(line(x + 176, t + 36 + i * 22, x + 186, t + 36 + i * 22, ink, 1.2))
      for (let i = 0; i < 5; i++)
        out.push(
          thin(
            `M${x - 210} ${t + 40 + i * 38}C${x - 120} ${t + 26 + i * 38} ${x - 20} ${t + 56 + i * 38} ${x + 140} ${t + 36 + i * 38}`,
          ),
        )
      out.push(dim(x - 230, t, x + 230, t, -40, '1400', ink), dim(x + 230, t, x + 230, t + 230, 56, '800', ink))
      out.push(
        ol(rr(b.x - 170, b.y - 14, 340, 28, 4)),
        hid(`M${b.x + 120} ${b.y + 14}V${b.y + 56}H${b.x + 146}V${b.y + 14}`),
        floor(b.x - 200, b.x + 200, b.y + 14),
      )
      out.push(dim(b.x - 170, b.y - 14, b.x + 170, b.y - 14, -30, '30', ink))
      break
    }
    case 6: {
      const t = y - 80
      out.push(
        ol(
          `M${x - 240} ${t}H${x + 240}C${x + 236} ${t + 90} ${x + 190} ${t + 170} ${x + 150} ${t + 170}H${x - 150}C${x - 190} ${t + 170} ${x - 236} ${t + 90} ${x - 240} ${t}Z`,
        ),
      )
      out.push(
        thin(`M${x - 236} ${t + 12}H${x + 236}`),
        hid(
          `M${x - 218} ${t + 12}C${x - 200} ${t + 140} ${x - 150} ${t + 150} ${x} ${t + 152}C${x + 150} ${t + 150} ${x + 200} ${t + 140} ${x + 218} ${t + 12}`,
        ),
      )
      out.push(floor(x - 280, x + 280, t + 170), cl(x, t - 24, x, t + 190))
      out.push(dim(x - 240, t, x + 240, t, -40, '1700', ink), dim(x + 240, t, x + 240, t + 170, 60, '580', ink))
      out.push(
        ellipse(b.x, b.y, 170, 84, tint, { stroke: ink, 'stroke-width': 2.4 }),
        ellipse(b.x, b.y, 154, 68, 'none', { stroke: ink, 'stroke-width': 1.2 }),
      )
      out.push(
        circle(b.x + 110, b.y, 8, 'none', { stroke: ink, 'stroke-width': 1.6 }),
        cl(b.x - 190, b.y, b.x + 190, b.y),
      )
      break
    }
    case 7: {
      const base = y + 140
      out.push(
        ol(`M${x - 80} ${base}H${x + 0}V${base - 220}H${x - 80}Z`),
        ol(`M${x - 90} ${base}H${x + 10}V${base - 14}H${x - 90}Z`),
      )
      out.push(
        ol(
          `M${x} ${base - 210}H${x + 110}C${x + 160} ${base - 210} ${x + 176} ${base - 180} ${x + 176} ${base - 140}V${base - 118}H${x + 156}V${base - 140}C${x + 156} ${base - 172} ${x + 140} ${base - 186} ${x + 110} ${base - 186}H${x}Z`,
        ),
      )
      out.push(
        ol(`M${x - 70} ${base - 220}L${x - 40} ${base - 300}L${x - 24} ${base - 294}L${x - 44} ${base - 220}Z`),
        floor(x - 200, x + 230, base),
      )
      out.push(
        cl(x - 40, base - 320, x - 40, base + 20),
        dim(x - 80, base, x - 80, base - 300, -60, '310', ink),
        dim(x - 40, base - 300, x + 176, base - 300, -28, '160', ink),
      )
      out.push(
        circle(b.x - 60, b.y, 40, tint, { stroke: ink, 'stroke-width': 2.4 }),
        ol(rr(b.x - 20, b.y - 12, 160, 24, 12)),
        ol(rr(b.x - 140, b.y - 8, 90, 16, 8)),
      )
      out.push(cl(b.x - 120, b.y, b.x + 160, b.y), cl(b.x - 60, b.y - 60, b.x - 60, b.y + 60))
      break
    }
    default: {
      const wx = x - 200
      out.push(
        hatch(wx, y - 190, y + 170, -1),
        ol(rr(wx, y - 180, 16, 110, 2), '#FFFFFF'),
        ol(rr(wx + 16, y - 150, 10, 60, 3)),
      )
      out.push(
        ol(
          `M${wx} ${y - 10}H${wx + 380}C${wx + 400} ${y - 10} ${wx + 404} ${y + 14} ${wx + 392} ${y + 30}C${wx + 360} ${y + 90} ${wx + 270} ${y + 130} ${wx + 150} ${y + 130}H${wx}Z`,
        ),
      )
      out.push(
        thin(`M${wx} ${y + 8}H${wx + 392}M${wx} ${y - 22}H${wx + 384}`),
        hid(`M${wx + 120} ${y + 8}C${wx + 150} ${y + 80} ${wx + 260} ${y + 80} ${wx + 330} ${y + 8}`),
      )
      out.push(
        dim(wx, y - 22, wx + 400, y - 22, -50, '540', ink),
        dim(wx + 400, y - 22, wx + 400, y + 130, 40, '350', ink),
      )
      out.push(
        ol(`M${b.x - 95} ${b.y - 70}H${b.x + 95}V${b.y - 50}H${b.x - 95}Z`),
        ol(
          `M${b.x - 92} ${b.y - 50}H${b.x + 92}C${b.x + 90} ${b.y + 20} ${b.x + 50} ${b.y + 70} ${b.x} ${b.y + 70}C${b.x - 50} ${b.y + 70} ${b.x - 90} ${b.y + 20} ${b.x - 92} ${b.y - 50}Z`,
        ),
      )
      out.push(cl(b.x, b.y - 90, b.x, b.y + 90))
    }
  }
  return out.join('')
}
