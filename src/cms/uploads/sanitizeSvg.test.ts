import { describe, expect, it } from 'vitest'

import { detectType } from './fileType'
import { sanitizeSvg } from './sanitizeSvg'

const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/x.css); .a{fill:red}</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>
  <path id="p" d="M4 4h16v16H4z" fill="url(#g)" onclick="alert(3)"/>
  <use href="#p" x="2"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <rect width="2" height="2" style="fill: url(https://evil.example/pixel)"/>
  <a href="javascript:alert(4)"><circle r="3"/></a>
  <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(5)"/></body></foreignObject>
</svg>`

describe('SVG sanitising on upload', () => {
  const clean = sanitizeSvg(hostile)

  it('removes scripts, event handlers and embedded documents', () => {
    expect(clean).not.toMatch(/<script|alert|onload|onclick|onerror|foreignObject|javascript:/i)
  })

  it('removes every reference outside the file', () => {
    expect(clean).not.toContain('evil.example')
    expect(clean).not.toMatch(/<image|@import/i)
  })

  it('keeps the drawing and references inside the file', () => {
    expect(clean).toMatch(/^<svg[^>]*viewBox="0 0 24 24"/)
    expect(clean).toContain('d="M4 4h16v16H4z"')
    expect(clean).toContain('fill="url(#g)"')
    expect(clean).toMatch(/<use href="#p"/)
    expect(clean).toContain('<linearGradient id="g">')
  })
})

describe('upload type by content', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077' + '53de', 'hex')
  it('recognises pictures, PDFs and SVGs by their bytes', async () => {
    expect(await detectType(png)).toBe('image/png')
    expect(await detectType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toBe('application/pdf')
    expect(await detectType(Buffer.from(hostile))).toBe('image/svg+xml')
    expect(await detectType(Buffer.from('\uFEFF<!-- icon --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'image/svg+xml',
    )
  })
  it('refuses what is none of them, whatever its name says', async () => {
    expect(await detectType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull()
    expect(await detectType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull()
    expect(await detectType(Buffer.from('just text'))).toBeNull()
    // A ZIP (an office document, say) is not an allowed type even though it is recognised.
    expect(await detectType(Buffer.from('504b0304140000000800', 'hex'))).toBeNull()
  })
})
