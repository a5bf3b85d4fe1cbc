import { getTranslations } from 'next-intl/server'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { clientAddress } from '@/lib/api/clientAddress'
import { type ListItem, MAX_LIST, parseShared } from '@/lib/list/items'

import { DOCUMENT_LIMIT, documentLimiter } from './limiter'
import { messageResponse } from './responses'

/**
 * The rows of a Merkliste document's `?items=`, or the answer that refuses it: at most
 * DOCUMENT_LIMIT documents a minute per address (429 with Retry-After and `tooMany`, the
 * document's own words), a list of more than MAX_LIST rows (400: refused rather than cut short,
 * as a list silently lacking rows would be taken for the whole) or of none (400).
 */
export async function listRequest(
  request: Request,
  locale: Locale,
  tooMany: string,
): Promise<{ items: ListItem[]; refusal?: undefined } | { refusal: Response }> {
  const address = clientAddress(request.headers, env.trustedProxies)
  const allowed = await documentLimiter().hit(`list:${address}`, DOCUMENT_LIMIT.requests, DOCUMENT_LIMIT.windowMs)
  if (!allowed.ok)
    return { refusal: messageResponse(429, tooMany, locale, { 'Retry-After': String(allowed.retryAfterSeconds) }) }
  const t = await getTranslations({ locale, namespace: 'pdf' })
  const shared = parseShared(new URL(request.url).searchParams.get('items'))
  if (shared.dropped > 0) return { refusal: messageResponse(400, t('listTooLong', { max: MAX_LIST }), locale) }
  if (!shared.items.length) return { refusal: messageResponse(400, t('listEmpty'), locale) }
  return { items: shared.items }
}
