import type { Locale } from '@/i18n/locales'
import { typesetMessages } from '@/lib/text/typography'

type Messages = Record<string, unknown>

/** Namespaces the client islands read; only these travel to the browser. */
const CLIENT_NAMESPACES = ['shell'] as const

/** A language's interface messages, typeset as its pages show text (French spacing, apostrophes). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { default: messages } = (await import(`../../messages/${locale}.json`)) as { default: Messages }
  return typesetMessages(messages, locale)
}

export async function clientMessages(locale: Locale): Promise<Messages> {
  const all = await loadMessages(locale)
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]]))
}
