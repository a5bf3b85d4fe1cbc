import type { ServiceContact } from '@/lib/serviceContact'
import type { Office, SiteSetting } from '@/payload-types'

type Input = {
  settings: Pick<SiteSetting, 'brandName' | 'social'>
  /** the service contact of the page's language (`serviceContact`) */
  contact: Pick<ServiceContact, 'phone' | 'email'>
  offices: Pick<Office, 'name' | 'city' | 'address' | 'marker' | 'contacts'>[]
  siteUrl: string
  homeUrl: string
  logo: string | null
  language: string
}

/** schema.org Organization of the brand, with its offices as places (address, coordinates, phone). */
export function organizationJsonLd({
  settings,
  contact: service,
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
    ...(service.email ? { email: service.email } : {}),
    contactPoint: service.phone
      ? [
          {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: service.phone,
            availableLanguage: language,
          },
        ]
      : [],
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
