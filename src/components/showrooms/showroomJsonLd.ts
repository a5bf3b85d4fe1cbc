import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import type { ShowroomEntry } from '@/lib/cms/showrooms'
import { mediaUrl } from '@/lib/media'
import { hrefForSlug } from '@/lib/paths'
import { weekdays } from '@/lib/vocabularies'

const schemaDays = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const

/** schema.org `LocalBusiness` of a showroom: address, position, hours, contact, picture. */
export function showroomJsonLd(showroom: ShowroomEntry, locale: Locale): Record<string, unknown> {
  const url = `${env.siteUrl}${hrefForSlug(locale, 'showrooms', showroom.slug)}`
  const image = showroom.images[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: showroom.name,
    url,
    ...(showroom.intro ? { description: showroom.intro } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: showroom.street,
      ...(showroom.postcode ? { postalCode: showroom.postcode } : {}),
      addressLocality: showroom.city,
      ...(showroom.region ? { addressRegion: showroom.region } : {}),
      addressCountry: showroom.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: showroom.position.lat, longitude: showroom.position.lng },
    ...(showroom.phone ? { telephone: showroom.phone } : {}),
    ...(showroom.email ? { email: showroom.email } : {}),
    ...(showroom.website ? { sameAs: [showroom.website] } : {}),
    ...(image ? { image: new URL(mediaUrl(image, 'card') ?? image.url ?? '', env.siteUrl).href } : {}),
    openingHoursSpecification: [
      ...showroom.hours.map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: weekdays.filter((d) => h.days.includes(d)).map((d) => `https://schema.org/${schemaDays[d]}`),
        opens: h.opens,
        closes: h.closes,
      })),
      // A day it keeps closed: opens and closes at midnight, valid on that date.
      ...showroom.exceptions.map((e) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: e.date,
        validThrough: e.date,
        opens: e.closed ? '00:00' : e.opens,
        closes: e.closed ? '00:00' : e.closes,
      })),
    ],
    ...(showroom.languages.length ? { knowsLanguage: showroom.languages } : {}),
  }
}
