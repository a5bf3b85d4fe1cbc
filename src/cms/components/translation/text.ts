import { fill } from '@/lib/template'
import type { AdminLabel } from '@/lib/translation/status'

/** A six-language admin text in the admin's language, its `{placeholders}` filled. */
export function say(text: AdminLabel, language: string, values: Record<string, string | number> = {}): string {
  return fill(typeof text === 'string' ? text : (text[language] ?? text.en ?? ''), values)
}
