import { S3Client } from '@aws-sdk/client-s3'
import path from 'node:path'

import { s3ClientConfig } from '@/cms/storage/s3'
import { env } from '@/env'
import { type FeedStore, fileFeedStore, s3FeedStore } from '@/lib/trade/store'

let store: FeedStore | null = null

/**
 * Where the declarations' PDFs are kept: `declarations/` in the media directory (so every backup
 * holds them), or under `declarations/` in the media bucket when media are in S3.
 */
export function declarationStore(): FeedStore {
  store ??= env.s3
    ? s3FeedStore(env.s3, new S3Client(s3ClientConfig(env.s3)), 'declarations')
    : fileFeedStore(path.join(path.resolve(env.mediaDir), 'declarations'))
  return store
}
