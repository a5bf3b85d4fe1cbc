/** The admin's languages. */
export const ADMIN_LANGUAGES = ['de', 'zh', 'en', 'it', 'fr', 'es'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

const isAdminLanguage = (code: string | undefined): code is AdminLanguage =>
  !!code && (ADMIN_LANGUAGES as readonly string[]).includes(code)

/**
 * The language of a request to the admin's API, as Payload picks it: the `payload-lng` cookie
 * (the admin's language switch), else the first of Accept-Language the admin speaks, else English.
 */
export function adminLanguageOf(headers: Headers): AdminLanguage {
  const cookie = /(?:^|;\s*)payload-lng=([a-z]{2})/.exec(headers.get('cookie') ?? '')?.[1]
  if (isAdminLanguage(cookie)) return cookie
  for (const part of (headers.get('accept-language') ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase()
    if (isAdminLanguage(code)) return code
  }
  return 'en'
}
