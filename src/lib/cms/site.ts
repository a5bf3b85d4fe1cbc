import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { Navigation, SiteSetting } from '@/payload-types'

import { cached } from './cache'
import { payloadClient } from './payload'
import { readScope } from './preview'

const media = cacheTags.collection('media')

export const getSiteSettings = cached(
  'site-settings',
  [cacheTags.global('site-settings'), media],
  async (locale: Locale): Promise<SiteSetting> => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'site-settings', locale, depth: 1, ...readScope() })
  },
)

export const getNavigation = cached(
  'navigation',
  [cacheTags.global('navigation')],
  async (locale: Locale): Promise<Navigation> => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'navigation', locale, depth: 0, ...readScope() })
  },
)
