/**
 * Where the trade feeds are kept: files in the data directory, or objects in the media bucket
 * when the site stores media in S3, so every instance serves the same file. A feed is written
 * whole before it replaces the previous one (a temporary file renamed over it; an S3 object is
 * replaced only when its upload completes): a request during a renewal gets the previous file.
 */
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { S3Settings } from '@/env'

export type StoredFeed = { body: Buffer; etag: string; modified: Date }

export type FeedStore = {
  write(name: string, body: string | Buffer): Promise<void>
  read(name: string): Promise<StoredFeed | null>
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`

/** Feeds as files in `<dir>`; their ETags computed once per version of a file. */
export function fileFeedStore(dir: string): FeedStore {
  const known = new Map<string, { version: string; feed: StoredFeed }>()
  return {
    async write(name, body) {
      await mkdir(dir, { recursive: true })
      const target = path.join(dir, name)
      const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.part`
      try {
        await writeFile(temporary, body)
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async read(name) {
      const file = path.join(dir, name)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      const version = `${info.mtimeMs}:${info.size}:${info.ino}`
      const cached = known.get(name)
      if (cached?.version === version) return cached.feed
      const body = await readFile(file)
      const feed = { body, etag: etagOf(body), modified: info.mtime }
      known.set(name, { version, feed })
      return feed
    },
  }
}

/** Feeds as objects under `<prefix>/` in the media bucket (`trade/` unless told). */
export function s3FeedStore(s3: S3Settings, client: S3Client, prefix = 'trade'): FeedStore {
  const key = (name: string) => `${prefix}/${name}`
  return {
    async write(name, body) {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key(name),
          Body: bytes,
          Metadata: { sha256: etagOf(bytes).slice(1, -1) },
        }),
      )
    },
    async read(name) {
      const answer = await client
        .send(new GetObjectCommand({ Bucket: s3.bucket, Key: key(name) }))
        .catch((error: { name?: string }) => {
          if (error?.name === 'NoSuchKey' || error?.name === 'NotFound') return null
          throw error
        })
      if (!answer?.Body) return null
      const body = Buffer.from(await answer.Body.transformToByteArray())
      const sha = answer.Metadata?.sha256
      return { body, etag: sha ? `"${sha}"` : etagOf(body), modified: answer.LastModified ?? new Date() }
    },
  }
}
