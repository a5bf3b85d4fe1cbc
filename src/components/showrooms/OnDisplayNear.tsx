import { formatTags, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { getShowroomPins } from '@/lib/cms/showrooms'
import { hrefForSlug } from '@/lib/paths'

import { NearbyShowrooms, type NearbyTexts } from './NearbyShowrooms.client'
import { SEARCH_SLUG } from './ShowroomFinder'

/**
 * "On display near you" for a series, or a product (its own showrooms and its series'): the
 * showrooms that show it, measured in the browser from the place the visitor last searched from.
 */
export async function OnDisplayNear({
  locale,
  series,
  product,
}: {
  locale: Locale
  series?: string
  product?: string
}) {
  const [list, messages] = await Promise.all([getShowroomPins(locale), loadMessages(locale)])
  const showing = list.filter(
    (s) =>
      (series !== undefined && s.series.includes(series)) || (product !== undefined && s.products.includes(product)),
  )
  const filter = series ? `series=${encodeURIComponent(series)}` : ''
  return (
    <NearbyShowrooms
      showrooms={showing.map((s) => ({
        slug: s.slug,
        name: s.name,
        href: hrefForSlug(locale, 'showrooms', s.slug),
        lat: s.position.lat,
        lng: s.position.lng,
      }))}
      texts={(messages.showrooms as { nearby: NearbyTexts }).nearby}
      searchHref={`${hrefForSlug(locale, 'showrooms', SEARCH_SLUG)}?${filter}`}
      numberLocale={formatTags[locale]}
    />
  )
}
