import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

import { s3ClientConfig } from '@/cms/storage/s3'
import { env, type S3Settings } from '@/env'
import { RASTER_TYPES } from '@/lib/downloads/kinds'
import type { ImageSize } from '@/lib/media'
import type { Media } from '@/payload-types'

let client: S3Client | null = null
/** One client of the media bucket per process: a list's pictures are read over its kept connections. */
const bucket = (s3: S3Settings): S3Client => (client ??= new S3Client(s3ClientConfig(s3)))

/** The stored bytes of an upload (one of its sizes, else the original), from the bucket or the disk. */
async function readStored(media: Media, size: ImageSize): Promise<Buffer | null> {
  const filename = media.sizes?.[size]?.filename ?? media.filename
  if (!filename || filename.includes('/') || filename.includes('\\')) return null
  if (env.s3) {
    const object = await bucket(env.s3).send(new GetObjectCommand({ Bucket: env.s3.bucket, Key: filename }))
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  }
  return fs.readFile(path.join(path.resolve(env.mediaDir), filename))
}

/**
 * A CMS picture as a small JPEG for a document (PDF readers take JPEG and PNG, the uploads' sizes
 * are WebP): the thumbnail, at most `width` pixels wide, on white. Null for a file that is not a
 * raster picture or cannot be read; a document is still made without it.
 */
export async function pictureForDocument(media: Media | null, width: number): Promise<Buffer | null> {
  if (!media?.mimeType || !(RASTER_TYPES as readonly string[]).includes(media.mimeType)) return null
  try {
    const stored = await readStored(media, 'thumb')
    if (!stored) return null
    return await sharp(stored)
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer()
  } catch (error) {
    console.warn(`[pdf] picture ${media.filename ?? media.id} left out: ${(error as Error).message}`)
    return null
  }
}
