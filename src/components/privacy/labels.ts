import { getTranslations } from 'next-intl/server'

import { tileHost } from '@/components/contact/tileHost'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'

import type { ConsentLabels } from './types'

/** The consent dialog's texts in one language, with the map server's host as configured. */
export async function consentLabels(locale: Locale): Promise<ConsentLabels> {
  const t = await getTranslations({ locale, namespace: 'consent' })
  return {
    title: t('title'),
    intro: t('intro'),
    necessaryTitle: t('necessaryTitle'),
    necessaryText: t('necessaryText'),
    alwaysOn: t('alwaysOn'),
    categories: [{ id: 'maps', title: t('mapsTitle'), text: t('mapsText', { host: tileHost(env.mapTiles.url) }) }],
    acceptAll: t('acceptAll'),
    rejectAll: t('rejectAll'),
    save: t('save'),
    saved: t('saved'),
    close: t('close'),
    policy: { href: hrefFor(locale, 'privacy'), label: t('policy') },
  }
}
