import { localeIndex, type Locale } from '@/i18n/locales'
import { LOCALE_COOKIE } from '@/i18n/routing'

/** Browser keys of the remembered language, as the original site stored them (spec section 4). */
export const storageKeys = { code: 'lang', flagIndex: 'flagIdx', languageIndex: 'langIdx' } as const

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * Remembers the visitor's choice: code, flag index and language index in local storage, and
 * the code in a first-party cookie so the server can send `/home` to the right language.
 */
export function rememberLanguage(locale: Locale): void {
  const index = String(localeIndex(locale))
  try {
    window.localStorage.setItem(storageKeys.code, locale)
    window.localStorage.setItem(storageKeys.flagIndex, index)
    window.localStorage.setItem(storageKeys.languageIndex, index)
  } catch (error) {
    // Storage can be disabled (private mode, policies); the cookie below still remembers the choice.
    console.warn('Language choice not stored locally:', error)
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`
}
