import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { cachingSharp, SEED_WEBP_EFFORT, withSizeCache } from './sizeCache'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-cache-'))
  process.env.SEED_CACHE_DIR = dir
})
afterEach(() => {
  delete process.env.SEED_CACHE_DIR
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A sharp that counts how often it encodes. */
function countingSharp() {
  let encoded = 0
  const make = (): Record<string, unknown> => {
    const instance: Record<string, unknown> = {
      rotate: () => instance,
      resize: () => instance,
      toFormat: () => instance,
      clone: () => make(),
      metadata: async () => ({ width: 8, height: 8 }),
      toBuffer: async () => {
        encoded++
        return { data: Buffer.from(`encoded ${encoded}`), info: { width: 4, height: 4 } }
      },
    }
    return instance
  }
  const fake = Object.assign(() => make(), { versions: { vips: 'test' } }) as unknown as typeof sharp
  return { sharp: cachingSharp(fake), encoded: () => encoded }
}

const resized = (s: typeof sharp, input: Buffer, width: number) =>
  s(input).rotate().clone().resize({ width }).toFormat('webp', { quality: 80 }).toBuffer({ resolveWithObject: true })

describe('picture sizes kept while the demo content is written', () => {
  it('encodes a size once per machine: the same picture resized the same way is read back', async () => {
    const counting = countingSharp()
    const input = Buffer.from('drawing')
    const first = await withSizeCache(() => resized(counting.sharp, input, 480))
    const again = await withSizeCache(() => resized(counting.sharp, input, 480))
    expect(counting.encoded()).toBe(1)
    expect(again.data.equals(first.data)).toBe(true)
    expect(again.info).toEqual(first.info)
    // Another width, or another picture, is encoded.
    await withSizeCache(() => resized(counting.sharp, input, 960))
    await withSizeCache(() => resized(counting.sharp, Buffer.from('other drawing'), 480))
    expect(counting.encoded()).toBe(3)
  })

  it('keeps nothing outside the seed: an editor’s upload is always encoded', async () => {
    const counting = countingSharp()
    const input = Buffer.from('upload')
    await resized(counting.sharp, input, 480)
    await resized(counting.sharp, input, 480)
    expect(counting.encoded()).toBe(2)
    expect(fs.existsSync(path.join(dir, 'sizes'))).toBe(false)
  })

  it('gives the bytes sharp itself gives', async () => {
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer()
    const wrapped = cachingSharp(sharp)
    // What the seed asks of sharp: its sizes at the seed's WebP effort.
    const direct = await sharp(png)
      .rotate()
      .clone()
      .resize({ width: 16 })
      .toFormat('webp', { quality: 80, effort: SEED_WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true })
    const made = await withSizeCache(() => resized(wrapped, png, 16))
    const readBack = await withSizeCache(() => resized(wrapped, png, 16))
    expect(made.data.equals(direct.data)).toBe(true)
    expect(readBack.data.equals(direct.data)).toBe(true)
    expect(readBack.info).toMatchObject({ width: 16, height: 8, format: 'webp' })
  })

  it('encodes the demo content’s sizes at the seed’s WebP effort, an editor’s upload at sharp’s own', async () => {
    const asked: unknown[] = []
    const make = (): Record<string, unknown> => {
      const instance: Record<string, unknown> = {
        resize: () => instance,
        toFormat: (format: unknown, options: unknown) => {
          asked.push([format, options])
          return instance
        },
        toBuffer: async () => Buffer.from('encoded'),
      }
      return instance
    }
    const recording = cachingSharp(
      Object.assign(() => make(), { versions: { vips: 'test' } }) as unknown as typeof sharp,
    )
    const encode = (format: string) =>
      recording(Buffer.from(format))
        .resize({ width: 8 })
        .toFormat(format as 'webp', { quality: 80 })
        .toBuffer()
    await withSizeCache(() => encode('webp'))
    await withSizeCache(() => encode('png'))
    await encode('webp')
    expect(asked).toEqual([
      ['webp', { quality: 80, effort: SEED_WEBP_EFFORT }],
      ['png', { quality: 80 }],
      ['webp', { quality: 80 }],
    ])
    expect(SEED_WEBP_EFFORT).toBeLessThan(4)
  })
})
