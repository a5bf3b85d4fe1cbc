import type { NextRequest } from 'next/server'

import { env } from '@/env'
import { issueChallenge } from '@/features/enquiry/challenge'
import { defaultLocale, parseLocale } from '@/i18n/locales'
import { methodNotAllowed, noStore } from '@/lib/api/errors'

export const dynamic = 'force-dynamic'

/**
 * `GET /api/join/challenge`: a signed, short-lived challenge for the form's proof of work
 * (`{ data: { challenge, bits, minFillMs, expiresAt } }`). Stateless: nothing is stored.
 */
export function GET(): Response {
  return Response.json(
    { data: issueChallenge(env.payloadSecret, env.enquiry.powBits, env.enquiry.minFillMs) },
    { headers: noStore },
  )
}

function refuse(request: NextRequest): Promise<Response> {
  return methodNotAllowed(parseLocale(request.nextUrl.searchParams.get('lang')) ?? defaultLocale, ['GET'])
}

export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE }
