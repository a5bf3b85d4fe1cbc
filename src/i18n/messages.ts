import type { Locale } from '@/i18n/locales'

type Messages = Record<string, unknown>

/** Namespaces the client islands read; only these travel to the browser. */
const CLIENT_NAMESPACES = ['shell'] as const

export async function loadMessages(locale: Locale): Promise<Messages> {
  return ((await import(`../../messages/${locale}.json`)) as { default: Messages }).default
}

export async function clientMessages(locale: Locale): Promise<Messages> {
  const all = await loadMessages(locale)
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]]))
}
