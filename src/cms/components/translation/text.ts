import type { AdminLabel } from '@/lib/translation/status'

/** A six-language admin text in the admin's language, its `{placeholders}` filled. */
export function say(text: AdminLabel, language: string, values: Record<string, string | number> = {}): string {
  let out = typeof text === 'string' ? text : (text[language] ?? text.en ?? '')
  for (const [key, value] of Object.entries(values)) out = out.replace(`{${key}}`, String(value))
  return out
}
