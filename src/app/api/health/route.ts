import { NextResponse } from 'next/server'

import { bootState } from '@/cms/bootState'
import { payloadClient } from '@/lib/cms/payload'

export const dynamic = 'force-dynamic'

/** For load balancers and start-up checks: 200 once the CMS has booted and the database answers. */
export async function GET(): Promise<NextResponse> {
  if (!bootState().ready) {
    return NextResponse.json({ status: 'starting' }, { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } })
  }
  try {
    const payload = await payloadClient()
    await payload.count({ collection: 'users', overrideAccess: true })
    return NextResponse.json({ status: 'ok', database: 'up' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('[health] database check failed:', error)
    return NextResponse.json({ status: 'error', database: 'down' }, { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } })
  }
}
