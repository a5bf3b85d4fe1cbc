import type { Payload } from 'payload'

import { isLocale } from '@/i18n/locales'

/** The markets' names the settings give them, by key, in a language (German where it is none of the six). */
export async function marketNames(
  payload: Payload,
  language: string | undefined,
): Promise<ReadonlyMap<string, string>> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    locale: isLocale(language) ? language : 'de',
    depth: 0,
    overrideAccess: true,
  })
  return new Map((settings.markets ?? []).map((m) => [m.key, m.name]))
}
