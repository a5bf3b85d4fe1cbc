import type { SignInSettings } from '@/env'
import type { RateLimiter } from '@/features/enquiry/rateLimit'
import { adminLanguageOf, type AdminLanguage } from '@/lib/api/adminLanguage'
import { readRestWrite } from '@/lib/api/restWrite'

const tooMany: Record<AdminLanguage, (minutes: number) => string> = {
  de: (m) => `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${m} Minuten erneut.`,
  zh: (m) => `登录尝试次数过多。请在 ${m} 分钟后重试。`,
  en: (m) => `Too many sign-in attempts. Please try again in ${m} minutes.`,
  it: (m) => `Troppi tentativi di accesso. Riprovi tra ${m} minuti.`,
  fr: (m) => `Trop de tentatives de connexion. Veuillez réessayer dans ${m} minutes.`,
  es: (m) => `Demasiados intentos de inicio de sesión. Vuelva a intentarlo dentro de ${m} minutos.`,
}

/** The account a sign-in or reset request names (`email` of its JSON or of the admin form's `_payload`), lower-cased. */
export async function accountOf(request: Request): Promise<string> {
  const { data } = await readRestWrite(request)
  const email = (data as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''
}

export type SignInAction = 'login' | 'forgot-password'

export type SignInGuard = {
  settings: SignInSettings
  /** the limiter of refused sign-ins per client, of refused sign-ins per account and client, of resets per client */
  limiters: { client: RateLimiter; account: RateLimiter; reset: RateLimiter }
  log: (line: string) => void
  /** keeps a refused sign-in that reached the password check (the audit record); throttled ones are log lines only */
  recordFailure?: (failure: { account: string; client: string; status: number }) => Promise<void>
}

function refusal(language: AdminLanguage, retryAfterSeconds: number): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return Response.json(
    { errors: [{ message: tooMany[language](minutes) }] },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    },
  )
}

/**
 * The staff sign-in (`POST /api/users/login`) and password reset (`/api/users/forgot-password`)
 * behind their throttle. A sign-in counts only when it is refused: from one client address
 * `failuresPerClient` refusals, whatever accounts they name, and for one account from one address
 * `failuresPerAccount`, then that client (or that pair) waits until the window has passed. So a
 * stranger's wrong passwords hold back the stranger, never the account's owner elsewhere, and
 * an address that is no account is throttled exactly like one that is (nothing tells staff
 * addresses apart). Reset requests count each. Every refused attempt is one log line.
 */
export async function guardSignIn(
  guard: SignInGuard,
  action: SignInAction,
  request: Request,
  client: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  const { settings, limiters, log } = guard
  const windowMs = settings.windowSeconds * 1000
  const language = adminLanguageOf(request.headers)
  const account = await accountOf(request)
  const named = account || '(none)'
  if (action === 'forgot-password') {
    const hit = await limiters.reset.hit(client, settings.resetsPerClient, windowMs)
    if (!hit.ok) {
      log(`[sign-in] password reset refused: too many from ${client} (account ${named})`)
      return refusal(language, hit.retryAfterSeconds)
    }
    return handle()
  }
  const byClient = await limiters.client.hit(client, settings.failuresPerClient, windowMs)
  if (!byClient.ok) {
    log(`[sign-in] refused: too many failures from ${client} (account ${named})`)
    return refusal(language, byClient.retryAfterSeconds)
  }
  const byAccount = await limiters.account.hit(`${client} ${account}`, settings.failuresPerAccount, windowMs)
  if (!byAccount.ok) {
    log(`[sign-in] refused: too many failures for account ${named} from ${client}`)
    return refusal(language, byAccount.retryAfterSeconds)
  }
  const response = await handle()
  if (response.ok) {
    // A sign-in that succeeded is no failure: neither count keeps it.
    await Promise.all([byClient.release(), byAccount.release()])
  } else {
    log(`[sign-in] refused: ${response.status} for account ${named} from ${client}`)
    await guard.recordFailure?.({ account, client, status: response.status }).catch((error: unknown) => {
      log(`[sign-in] the audit record did not take the refusal: ${String(error)}`)
    })
  }
  return response
}
