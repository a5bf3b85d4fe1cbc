import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

import { pictureWork, seedCacheDir } from '../sizeCache'

/** Intrinsic width of an SVG document, read from its root element. */
function svgWidth(svg: string): number {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
  const w = /\swidth="([\d.]+)"/.exec(root)?.[1]
  if (w) return Number(w)
  const vb = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)/.exec(root)?.[1]
  if (vb) return Number(vb)
  throw new Error('rasterize: SVG has neither width nor viewBox')
}

/**
 * Renders an SVG to exactly `width` pixels wide (aspect kept) and encodes it.
 * The density is chosen so librsvg draws at the target size directly (crisp,
 * no resampling pass). Pictures without transparency lose the alpha channel
 * before encoding, which makes WebP encoding faster and the files smaller;
 * icons and logos keep theirs.
 */
export async function rasterize(svg: string, width: number, format: 'webp' | 'png' | 'jpeg' = 'webp'): Promise<Buffer> {
  // The drawings are the same on every seed: each is rendered once per machine and then read
  // back from a cache in the temporary folder (keyed by drawing, size, format and sharp's version).
  const key = crypto.createHash('sha256').update(`${sharp.versions.vips}\0${width}\0${format}\0${svg}`).digest('hex')
  const cached = path.join(seedCacheDir(), `${key}.${format}`)
  try {
    const kept = await fs.promises.readFile(cached)
    pictureWork.reused++
    return kept
  } catch {
    // Not rendered yet on this machine.
  }
  const t0 = performance.now()
  const out = await render(svg, width, format)
  pictureWork.drawn++
  pictureWork.drawnMs += performance.now() - t0
  try {
    await fs.promises.mkdir(path.dirname(cached), { recursive: true })
    const partial = `${cached}.${process.pid}.${crypto.randomUUID()}`
    await fs.promises.writeFile(partial, out)
    await fs.promises.rename(partial, cached)
  } catch {
    // A cache that cannot be written only costs time.
  }
  return out
}

async function render(svg: string, width: number, format: 'webp' | 'png' | 'jpeg'): Promise<Buffer> {
  const density = (72 * width) / svgWidth(svg)
  const { data, info } = await sharp(Buffer.from(svg), { density })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let opaque = true
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] !== 255) {
      opaque = false
      break
    }
  }
  let img = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
  if (info.width !== width) img = img.resize({ width })
  if (opaque) img = img.removeAlpha()
  if (format === 'png') return img.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer()
  // Baseline JPEG: what a PDF embeds as it is (DCTDecode).
  if (format === 'jpeg')
    return img.flatten({ background: '#FFFFFF' }).jpeg({ quality: 86, progressive: false }).toBuffer()
  return img.webp({ quality: 82, effort: 1 }).toBuffer()
}
