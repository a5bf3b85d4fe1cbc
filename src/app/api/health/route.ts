import { NextResponse } from 'next/server'

import { bootState } from '@/cms/bootState'
import { env } from '@/env'
import { payloadClient } from '@/lib/cms/payload'
import { healthReport, redisAnswers, type DependencyChecks } from '@/lib/health/report'
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
 * every migration of this build is applied and (with REDIS_URL) Redis answers; 503 with
 * `Retry-After` otherwise.
 */
export async function GET(): Promise<NextResponse> {
  const report = await healthReport(payloadClient, bootState().ready, !env.isDev, dependencyChecks())
  const ok = report.status === 'ok'
  return NextResponse.json(report, {
    status: ok ? 200 : 503,
    headers: ok ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store', 'Retry-After': '5' },
  })
}
