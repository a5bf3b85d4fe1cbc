import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { cmsOfFile } from './harness'

const cms = cmsOfFile()
let png: Buffer
const ctx = { disableRevalidate: true }

const hostileSvg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)">
  <script>alert(2)</script>
  <path d="M4 4h16v16H4z" onclick="alert(3)"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <rect width="2" height="2" style="fill: url(https://evil.example/pixel)"/>
</svg>`

function upload(data: Buffer, name: string, mimetype: string) {
  return cms.payload.create({
    collection: 'media',
    data: { alt: 'Test' },
    file: { data, name, mimetype, size: data.length },
    context: ctx,
  })
}

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } })
    .png()
    .toBuffer()
})

describe('uploads to the media library', () => {
  it('takes a picture whose content is what its name says', async () => {
    const doc = await upload(png, 'tile.png', 'image/png')
    expect(doc.mimeType).toBe('image/png')
  })

  it('refuses content that does not match its name, or is no picture or PDF at all', async () => {
    await expect(upload(png, 'sheet.pdf', 'application/pdf')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/PNG.*JPEG.*WebP.*AVIF.*SVG.*PDF/),
    })
    await expect(
      upload(Buffer.from('<html><script>alert(1)</script></html>'), 'icon.svg', 'image/svg+xml'),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      upload(Buffer.from('MZ\x90\x00\x03\x00\x00\x00 not a picture'), 'photo.jpg', 'image/jpeg'),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('refuses files above 20 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)])
    await expect(upload(big, 'big.png', 'image/png')).rejects.toMatchObject({ status: 413 })
  })

  it('stores a picture under the extension of its detected type, whatever its name says', async () => {
    const svg = await upload(Buffer.from(hostileSvg), 'x.html', 'image/svg+xml')
    expect(svg.filename).toMatch(/^x(-\d+)?\.svg$/)
    expect(svg.mimeType).toBe('image/svg+xml')
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, svg.filename!))).toBe(true)
    const renamed = await upload(png, 'tile.PNG.htm', 'image/png')
    expect(renamed.filename).toMatch(/^tile\.PNG(-\d+)?\.png$/)
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer()
    expect((await upload(jpeg, 'foto.jpeg', 'image/jpeg')).filename).toMatch(/^foto(-\d+)?\.jpeg$/)
    expect((await upload(jpeg, 'foto', 'image/jpeg')).filename).toMatch(/^foto(-\d+)?\.jpg$/)
  })

  it('stores an SVG without scripts, event handlers or outside references', async () => {
    const doc = await upload(Buffer.from(hostileSvg), 'icon.svg', 'image/svg+xml')
    const stored = fs.readFileSync(path.join(process.env.MEDIA_DIR!, doc.filename!), 'utf8')
    expect(stored).toContain('d="M4 4h16v16H4z"')
    expect(stored).not.toMatch(/script|alert|onload|onclick|evil\.example|<image/i)
    expect(doc.filesize).toBe(Buffer.byteLength(stored))
  })
})

describe('SVG only where icons and the logo need it', () => {
  let svgId: number
  let pngId: number

  beforeAll(async () => {
    svgId = (
      await upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>'),
        'mark.svg',
        'image/svg+xml',
      )
    ).id
    pngId = (await upload(png, 'photo.png', 'image/png')).id
  })

  it('a banner picture must not be an SVG', async () => {
    await expect(
      cms.payload.create({ collection: 'banners', data: { title: 'Test', image: svgId, order: 90 }, context: ctx }),
    ).rejects.toMatchObject({ status: 400 })
    const ok = await cms.payload.create({
      collection: 'banners',
      data: { title: 'Test', image: pngId, order: 91 },
      context: ctx,
    })
    expect(ok.id).toBeTruthy()
  })

  it('a service icon must be an SVG', async () => {
    await expect(
      cms.payload.create({ collection: 'service-guarantees', data: { title: 'Test', icon: pngId }, context: ctx }),
    ).rejects.toMatchObject({ status: 400 })
    const icon = await cms.payload.create({
      collection: 'service-guarantees',
      data: { title: 'Test', icon: svgId },
      context: ctx,
    })
    expect(icon.id).toBeTruthy()
  })
})
