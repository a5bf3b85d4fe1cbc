import type { Locale } from './locales'
import type messages from '../../messages/de.json'

/**
 * next-intl knows the site's languages and its messages: a key that is missing from
 * messages/de.json, or misspelled, is a type error (a test keeps the six files' keys identical).
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}
