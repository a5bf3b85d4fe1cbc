import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq, type PayloadRequest } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bucketAnswers, bucketHas, s3ClientConfig } from '@/cms/storage/s3'
import type { S3Settings } from '@/env'
import { healthReport, withStorage } from '@/lib/cms/health'
import { mediaUrl } from '@/lib/media'
import type { Media } from '@/payload-types'

import { cmsOfFile } from './harness'
import { freePort } from '../../scripts/lib.mjs'

const BUCKET = 'site-media'
/** One context object for every operation, as the seed passes it: each upload must still reach the bucket. */
const ctx = { disableRevalidate: true }

let server: S3rver
let serverDir: string
let settings: S3Settings
let s3: S3Client
let png: Buffer

/** Every key in the bucket. */
async function keys(): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))
  return (listed.Contents ?? []).map((o) => o.Key!).sort()
}

/** Files under the local media directory (none may appear while media go to the bucket). */
function localFiles(): string[] {
  const dir = process.env.MEDIA_DIR!
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : []
}

/**
 * Payload's REST route for a stored file (`GET /api/media/file/:filename`) without a session, called
 * as the route would.
 */
async function getFile(filename: string, headers: Record<string, string> = {}): Promise<Response> {
  const endpoints = cms.payload.collections.media.config.endpoints
  const handler = Array.isArray(endpoints)
    ? endpoints.find((e) => e.method === 'get' && e.path === '/file/:filename')?.handler
    : undefined
  if (!handler) throw new Error('media has no file route')
  const req = await createLocalReq(
    {
      req: {
        payloadAPI: 'REST',
        routeParams: { collection: 'media', filename },
        headers: new Headers(headers),
      } as Partial<PayloadRequest>,
    },
    cms.payload,
  )
  try {
    return await handler(req)
  } catch (error) {
    return new Response(null, { status: (error as { status?: number }).status ?? 500 })
  }
}

// The storage server runs, and the environment names it, before the CMS starts.
const cms = cmsOfFile(async () => {
  serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-s3rver-'))
  const port = await freePort()
  server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await server.run()
  // s3rver's fixed credentials; it checks request signatures against them.
  settings = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  s3 = new S3Client(s3ClientConfig(settings))
  // The environment is read when the config is first imported, when the CMS starts.
  process.env.S3_BUCKET = settings.bucket
  process.env.S3_ENDPOINT = settings.endpoint
  process.env.S3_REGION = settings.region
  process.env.S3_ACCESS_KEY_ID = settings.accessKeyId
  process.env.S3_SECRET_ACCESS_KEY = settings.secretAccessKey
})

beforeAll(async () => {
  // Larger than every size of the collection, so all three are made.
  png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer()
})

afterAll(async () => {
  s3?.destroy()
  await server?.close()
  if (serverDir) fs.rmSync(serverDir, { recursive: true, force: true })
})

describe('the S3 test server', () => {
  it('stores, returns and deletes an object through the AWS SDK', async () => {
    await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'probe.txt', Body: 'hello bucket', ContentType: 'text/plain' }),
    )
    const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'probe.txt' }))
    expect(await got.Body!.transformToString()).toBe('hello bucket')
    expect(got.ContentType).toBe('text/plain')
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'probe.txt' }))
    expect(await keys()).toEqual([])
  })
})

describe('media in an S3 bucket (S3_BUCKET set)', () => {
  let doc: Media

  it('stores the original and every generated size in the bucket, nothing on the local disk', async () => {
    doc = await cms.payload.create({
      collection: 'media',
      data: { alt: 'Blue' },
      file: { data: png, name: 'blue.png', mimetype: 'image/png', size: png.length },
      context: ctx,
    })
    const sizes = doc.sizes!
    expect([sizes.thumb?.width, sizes.card?.width, sizes.hero?.width]).toEqual([480, 960, 1920])
    expect(sizes.hero?.mimeType).toBe('image/webp')
    const expected = [doc.filename, sizes.thumb?.filename, sizes.card?.filename, sizes.hero?.filename]
      .map(String)
      .sort()
    expect(new Set(expected).size).toBe(4)
    expect(await keys()).toEqual(expected)
    expect(localFiles()).toEqual([])
  })

  it('keeps the files at the site’s own addresses', () => {
    expect(mediaUrl(doc)).toBe('/api/media/file/blue.png')
    expect(mediaUrl(doc, 'card')).toBe(`/api/media/file/${doc.sizes!.card!.filename}`)
  })

  it('gives a data sheet its picture from the bucket, as a small JPEG', async () => {
    const { pictureForDocument } = await import('@/lib/cms/mediaFile')
    const jpeg = await pictureForDocument(doc, 400)
    expect(jpeg).not.toBeNull()
    const meta = await sharp(jpeg!).metadata()
    expect([meta.format, meta.width]).toEqual(['jpeg', 400])
  })

  it('serves the original and a size through Payload’s file route, read from the bucket', async () => {
    // Visitors get the files a published page shows.
    await cms.payload.create({
      collection: 'banners',
      data: { title: 'Blau', image: doc.id, _status: 'published' },
      context: ctx,
    })
    const original = await getFile('blue.png')
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await original.arrayBuffer())).toEqual(png)
    // A browser's copy is revalidated by the object's ETag instead of read again.
    const etag = original.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await getFile('blue.png', { 'if-none-match': etag! })).status).toBe(304)

    const card = await getFile(doc.sizes!.card!.filename!)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 480])
  })

  it('stores an SVG sanitised, checked by its content as on the local disk', async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>'
    const svg = await cms.payload.create({
      collection: 'media',
      data: { alt: 'Mark' },
      file: { data: Buffer.from(hostile), name: 'mark.svg', mimetype: 'image/svg+xml', size: hostile.length },
      context: ctx,
    })
    const stored = await (
      await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: svg.filename! }))
    ).Body!.transformToString()
    expect(stored).toContain('<rect')
    expect(stored).not.toMatch(/script|alert|onload/i)
    await expect(
      cms.payload.create({
        collection: 'media',
        data: { alt: 'Fake' },
        file: { data: Buffer.from('MZ not a picture'), name: 'fake.png', mimetype: 'image/png', size: 16 },
        context: ctx,
      }),
    ).rejects.toMatchObject({ status: 400 })
    expect(await keys()).not.toContain('fake.png')
    await cms.payload.delete({ collection: 'media', id: svg.id, context: ctx })
    expect(localFiles()).toEqual([])
  })

  it('tells the content health board which stored files are in the bucket', async () => {
    const has = bucketHas(settings)
    expect(await has(doc.filename!)).toBe(true)
    expect(await has('nicht-da.png')).toBe(false)
  })

  it('removes the original and every size from the bucket when the document is deleted', async () => {
    await cms.payload.delete({ collection: 'media', id: doc.id, context: ctx })
    expect(await keys()).toEqual([])
    expect((await getFile('blue.png')).status).toBe(403)
  })
})

describe('health report with the bucket', () => {
  it('adds the bucket as up when it answers', async () => {
    const report = await withStorage(await healthReport(cms.payload, true, true), () => bucketAnswers(settings))
    expect(report).toEqual({ status: 'ok', database: 'up', migrations: 'current', storage: 'up' })
  })

  it('is an error, within the time limit, when the bucket does not answer', async () => {
    const started = Date.now()
    const missing = await withStorage(await healthReport(cms.payload, true, true), () =>
      bucketAnswers({ ...settings, bucket: 'no-such-bucket' }, 1500),
    )
    expect(missing).toEqual({ status: 'error', database: 'up', migrations: 'current', storage: 'down' })
    const nobody = { ...settings, endpoint: `http://127.0.0.1:${await freePort()}` }
    expect(await bucketAnswers(nobody, 1500)).toBe(false)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('leaves storage out when media stay on the local disk', async () => {
    expect(await withStorage(await healthReport(cms.payload, true, true))).toEqual({
      status: 'ok',
      database: 'up',
      migrations: 'current',
    })
  })
})
