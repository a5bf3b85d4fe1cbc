import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { Navigation, SiteSetting } from '@/payload-types'

import { cached } from './cache'
import { globalInChain } from './fallback'
import { payloadClient } from './payload'
import { readScope } from './preview'

const media = cacheTags.collection('media')

export const getSiteSettings = cached(
  'site-settings',
  [cacheTags.global('site-settings'), media],
  async (locale: Locale): Promise<SiteSetting> => {
    const payload = await payloadClient()
    return globalInChain(payload, 'site-settings', locale, (l) =>
      payload.findGlobal({ slug: 'site-settings', locale: l, fallbackLocale: false, depth: 1, ...readScope() }),
    )
  },
)

export const getNavigation = cached(
  'navigation',
  [cacheTags.global('navigation')],
  async (locale: Locale): Promise<Navigation> => {
    const payload = await payloadClient()
    return globalInChain(payload, 'navigation', locale, (l) =>
      payload.findGlobal({ slug: 'navigation', locale: l, fallbackLocale: false, depth: 0, ...readScope() }),
    )
  },
)
