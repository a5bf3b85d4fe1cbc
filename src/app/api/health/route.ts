import { NextResponse } from 'next/server'

import { bucketAnswers } from '@/cms/storage/s3'
import { env } from '@/env'
import { bootState } from '@/lib/cms/bootState'
import { redisAnswers, siteHealth, withStorage, type DependencyChecks } from '@/lib/cms/health'
import { resilientRedis } from '@/lib/redis/connection.mjs'

export const dynamic = 'force-dynamic'

const holder = globalThis as typeof globalThis & { __healthRedis?: ReturnType<typeof resilientRedis> }

function dependencyChecks(): DependencyChecks {
  if (!env.redisUrl) return {}
  holder.__healthRedis ??= resilientRedis(env.redisUrl, 'health')
  const redis = holder.__healthRedis
  return { redis: () => redisAnswers(redis) }
}

/**
 * For load balancers and start-up checks: 200 once the CMS has booted, the database answers,
 * every migration of this build is applied, (with REDIS_URL) Redis answers and (when media are
 * stored in S3) the media bucket answers; 503 with `Retry-After` otherwise.
 */
export async function GET(): Promise<NextResponse> {
  const s3 = env.s3
  const report = await withStorage(
    await siteHealth(bootState().ready, !env.isDev, dependencyChecks()),
    s3 ? () => bucketAnswers(s3) : undefined,
  )
  const ok = report.status === 'ok'
  return NextResponse.json(report, {
    status: ok ? 200 : 503,
    headers: ok ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store', 'Retry-After': '5' },
  })
}
