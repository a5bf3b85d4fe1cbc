import { isLocale, locales, type Locale } from '@/i18n/locales'

/**
 * Accounts limited to some languages (the user's `languages`; none chosen means all): agencies
 * and colleagues who translate. Admins are never limited. Shared by the server's rules and the
 * admin's own components.
 */
export function userLanguages(user: unknown): Locale[] | null {
  const chosen = (user as { languages?: unknown } | null | undefined)?.languages
  const own = Array.isArray(chosen) ? chosen.filter(isLocale) : []
  const role = (user as { role?: unknown } | null | undefined)?.role
  return role === 'admin' || own.length === 0 || own.length === locales.length ? null : own
}
