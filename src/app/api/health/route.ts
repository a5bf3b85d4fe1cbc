import { NextResponse } from 'next/server'

import { bootState } from '@/cms/bootState'
import { env } from '@/env'
import { payloadClient } from '@/lib/cms/payload'
import { healthReport } from '@/lib/health/report'

export const dynamic = 'force-dynamic'

/**
 * For load balancers and start-up checks: 200 once the CMS has booted, the database answers and
 * every migration of this build is applied; 503 with `Retry-After` otherwise.
 */
export async function GET(): Promise<NextResponse> {
  const report = await healthReport(payloadClient, bootState().ready, !env.isDev)
  const ok = report.status === 'ok'
  return NextResponse.json(report, {
    status: ok ? 200 : 503,
    headers: ok ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store', 'Retry-After': '5' },
  })
}
