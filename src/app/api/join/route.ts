import type { NextRequest } from 'next/server'

import { env } from '@/env'
import { handleJoin } from '@/features/enquiry/handler'
import { challengeUses, enquiryLimiter } from '@/features/enquiry/limiter'
import { preflight, withCors } from '@/features/publicApi/respond'
import { defaultLocale, parseLocale } from '@/i18n/locales'
import { methodNotAllowed } from '@/lib/api/errors'
import { enquiryStore } from '@/lib/cms/enquiries'

export const dynamic = 'force-dynamic'

/** `POST /api/join`: the cooperation and job enquiry form (spec section 7). */
export async function POST(request: NextRequest): Promise<Response> {
  const response = await handleJoin(request, {
    store: enquiryStore(),
    limiter: enquiryLimiter(),
    settings: env.enquiry,
    secret: env.payloadSecret,
    trustedProxies: env.trustedProxies,
    challenges: challengeUses(),
  })
  return withCors(request, response)
}

export function OPTIONS(request: NextRequest): Response {
  return preflight(request, ['POST'])
}

async function refuse(request: NextRequest): Promise<Response> {
  return withCors(
    request,
    await methodNotAllowed(parseLocale(request.nextUrl.searchParams.get('lang')) ?? defaultLocale, ['POST']),
  )
}

export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE }
