import type { Locale } from '@/i18n/locales'
import { typesetMessages } from '@/lib/text/typography'

type Messages = Record<string, unknown>

/** A language's interface messages, typeset as its pages show text (French spacing, apostrophes). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { default: messages } = (await import(`../../messages/${locale}.json`)) as { default: Messages }
  return typesetMessages(messages, locale)
}
