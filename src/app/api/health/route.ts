import { NextResponse } from 'next/server'

import { bootState } from '@/cms/bootState'
import { bucketAnswers } from '@/cms/storage/s3'
import { env } from '@/env'
import { payloadClient } from '@/lib/cms/payload'
import { healthReport, withStorage } from '@/lib/health/report'

export const dynamic = 'force-dynamic'

/**
 * For load balancers and start-up checks: 200 once the CMS has booted, the database answers and
 * every migration of this build is applied (and the media bucket answers, when media are stored
 * in S3); 503 with `Retry-After` otherwise.
 */
export async function GET(): Promise<NextResponse> {
  const s3 = env.s3
  const report = await withStorage(await healthReport(payloadClient, bootState().ready, !env.isDev), s3 ? () => bucketAnswers(s3) : undefined)
  const ok = report.status === 'ok'
  return NextResponse.json(report, {
    status: ok ? 200 : 503,
    headers: ok ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store', 'Retry-After': '5' },
  })
}
