import type { Office, SiteSetting } from '@/payload-types'

type Input = {
  settings: Pick<SiteSetting, 'brandName' | 'onlinePhone' | 'email' | 'social'>
  offices: Pick<Office, 'name' | 'city' | 'address' | 'marker' | 'contacts'>[]
  siteUrl: string
  homeUrl: string
  logo: string | null
  language: string
}

/** schema.org Organization of the brand, with its offices as places (address, coordinates, phone). */
export function organizationJsonLd({
  settings,
  offices,
  siteUrl,
  homeUrl,
  logo,
  language,
}: Input): Record<string, unknown> {
  const contact = (o: Input['offices'][number], kind: 'tel' | 'email') =>
    o.contacts?.find((c) => c.kind === kind)?.value
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: settings.brandName,
    url: homeUrl,
    ...(logo ? { logo } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: settings.onlinePhone,
        availableLanguage: language,
      },
    ],
    location: offices.map((o) => ({
      '@type': 'Place',
      name: o.name,
      address: { '@type': 'PostalAddress', streetAddress: o.address, addressLocality: o.city },
      geo: { '@type': 'GeoCoordinates', latitude: o.marker.lat, longitude: o.marker.lng },
      ...(contact(o, 'tel') ? { telephone: contact(o, 'tel') } : {}),
      ...(contact(o, 'email') ? { email: contact(o, 'email') } : {}),
    })),
    sameAs: (settings.social ?? []).map((s) => s.url),
  }
}
