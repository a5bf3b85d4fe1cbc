import { recordAudit } from '@/cms/audit/record'
import { env } from '@/env'
import { processLimiter } from '@/features/enquiry/limiter'
import { clientAddress } from '@/lib/api/clientAddress'
import { payloadClient } from '@/lib/cms/payload'

import { guardSignIn, type SignInAction, type SignInGuard } from './throttle'

const actions: Record<string, SignInAction> = {
  '/api/users/login': 'login',
  '/api/users/forgot-password': 'forgot-password',
}

let guard: SignInGuard | null = null
const signInGuard = (): SignInGuard =>
  (guard ??= {
    settings: env.signIn,
    limiters: {
      client: processLimiter('signin-client'),
      account: processLimiter('signin-account'),
      reset: processLimiter('signin-reset'),
    },
    log: (line) => console.warn(line),
    recordFailure: async ({ account, client }) => {
      const payload = await payloadClient()
      await recordAudit(payload, {
        action: 'signInFailed',
        actor: 'anonymous',
        account: account || null,
        entity: { kind: 'collection', slug: 'users' },
        client,
      })
    },
  })

/** Payload's REST `POST`, with the staff sign-in and password reset behind their throttle. */
export function withSignInThrottle<A>(post: (request: Request, args: A) => Promise<Response>) {
  return (request: Request, args: A): Promise<Response> => {
    const action = actions[new URL(request.url).pathname.replace(/\/$/, '')]
    if (!action) return post(request, args)
    const client = clientAddress(request.headers, env.trustedProxies)
    return guardSignIn(signInGuard(), action, request, client, () => post(request, args))
  }
}
