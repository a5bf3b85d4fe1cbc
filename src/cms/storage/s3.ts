import { HeadBucketCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeOperationHook, Plugin } from 'payload'

import type { S3Settings } from '@/env'

/**
 * The S3 client of the media bucket. A service other than AWS (its own endpoint) gets checksums
 * only where an operation requires them: many S3-compatible services predate the SDK's default
 * checksums on every request and refuse or mis-store such uploads.
 */
export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint
      ? {
          endpoint: s3.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  }
}

/**
 * Media in the bucket when `s3` is set, on the local disk otherwise. The plugin is registered
 * either way with its fields always inserted, so the schema, the migrations and the admin's import
 * map are the same with and without a bucket. Files keep their address (`/api/media/file/<name>`):
 * Payload's own route reads them from the bucket, with the collection's read access, so the
 * bucket stays private and pages load pictures from the site itself.
 */
export function mediaStorage(s3: S3Settings | null): Plugin {
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    // Payload's access control stays on (the plugin's default): files are read through its route.
    collections: { media: true },
    // Without a bucket the plugin only adds its fields; the name is never used.
    bucket: s3?.bucket ?? 'media',
    config: s3 ? s3ClientConfig(s3) : {},
  })
}

/** Whether the bucket answers a HeadBucket within `timeoutMs`, for the health check. */
export async function bucketAnswers(s3: S3Settings, timeoutMs = 2000): Promise<boolean> {
  const client = new S3Client({
    ...s3ClientConfig(s3),
    maxAttempts: 1,
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
  })
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch (error) {
    console.error(`[health] bucket "${s3.bucket}" does not answer:`, error instanceof Error ? error.message : error)
    return false
  } finally {
    client.destroy()
  }
}

/**
 * Whether the bucket holds a file of the media library (its key is the file's name), for the
 * content health board: one client for the checks of one look at the board.
 */
export function bucketHas(s3: S3Settings): (filename: string) => Promise<boolean> {
  const client = new S3Client(s3ClientConfig(s3))
  return async (filename) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: filename }))
      return true
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
      if (status === 404 || (error as { name?: string }).name === 'NotFound') return false
      throw error
    }
  }
}

/**
 * The storage plugin keeps its state in the request context (`skipCloudStorage` while it saves
 * its own metadata, `_payloadCloudStorage` with the incoming file) and leaves both behind on a
 * context object the caller passes to several operations (the seed does): the next upload with
 * that object would then be skipped and stored nowhere. A new file starts with a clean slate; the
 * plugin's own nested update carries no file and keeps its state.
 */
export const resetStorageContext: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (!req.file || (operation !== 'create' && operation !== 'update')) return
  delete req.context.skipCloudStorage
  delete req.context._payloadCloudStorage
}
