import type { NextRequest } from 'next/server'

import { env } from '@/env'
import { preflight, withCors } from '@/features/publicApi/respond'
import { defaultLocale, parseLocale } from '@/i18n/locales'
import { methodNotAllowed } from '@/lib/api/errors'
import { enquiryStore } from '@/lib/cms/enquiries'

import { handleJoin, type JoinTarget } from './handler'
import { challengeUses, enquiryLimiter } from './limiter'

type Context<P> = { params: Promise<P> }

/**
 * The route handlers of an endpoint that takes a visitor's submission with the enquiry's rules
 * and protections: `POST` (what `targetOf` makes of the route's parameters: the enquiry form's
 * own, or a showroom's appointment), `OPTIONS` for CORS, 405 for every other method.
 */
export function submissionRoute<P>(targetOf: (params: P) => JoinTarget = () => ({})) {
  async function POST(request: NextRequest, context?: Context<P>): Promise<Response> {
    // A route without parameters may be called without its context (the tests call it so).
    const target = targetOf((await context?.params) ?? ({} as P))
    const response = await handleJoin(
      request,
      {
        store: enquiryStore(),
        limiter: enquiryLimiter(),
        settings: env.enquiry,
        secret: env.payloadSecret,
        trustedProxies: env.trustedProxies,
        challenges: challengeUses(),
      },
      target,
    )
    return withCors(request, response)
  }
  const OPTIONS = (request: NextRequest): Response => preflight(request, ['POST'])
  const refuse = async (request: NextRequest): Promise<Response> =>
    withCors(
      request,
      await methodNotAllowed(parseLocale(request.nextUrl.searchParams.get('lang')) ?? defaultLocale, ['POST']),
    )
  return { POST, OPTIONS, GET: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
}
