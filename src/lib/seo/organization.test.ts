import { describe, expect, it } from 'vitest'

import { organizationJsonLd } from './organization'

describe('Organization structured data', () => {
  it('names the brand, its service phone, each office as a place with coordinates, and its profiles', () => {
    const data = organizationJsonLd({
      settings: {
        brandName: 'SANHAUS',
        social: [{ kind: 'youtube', label: 'YouTube', url: 'https://youtube.example/sanhaus' }],
      },
      contact: { phone: '400-826-9188', email: 'info@sanhaus.example' },
      offices: [
        {
          name: 'Hangzhou',
          city: 'Hangzhou',
          address: 'Qianjiang Road 1366',
          marker: { lat: 30.25, lng: 120.21 },
          contacts: [{ kind: 'tel', value: '+86 571 0000' }],
        },
        {
          name: 'Pujiang',
          city: 'Jinhua',
          address: 'Xianhua Avenue 88',
          marker: { lat: 29.45, lng: 119.89 },
          contacts: [],
        },
      ],
      siteUrl: 'https://www.sanhaus.example',
      homeUrl: 'https://www.sanhaus.example/de/home',
      logo: 'https://www.sanhaus.example/api/media/file/logo.svg',
      language: 'de',
    })
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'SANHAUS',
      url: 'https://www.sanhaus.example/de/home',
      sameAs: ['https://youtube.example/sanhaus'],
    })
    expect(data.contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: '400-826-9188', availableLanguage: 'de' },
    ])
    const places = data.location as { name: string; telephone?: string; geo: { latitude: number } }[]
    expect(places.map((p) => p.name)).toEqual(['Hangzhou', 'Pujiang'])
    expect(places[0]).toMatchObject({ telephone: '+86 571 0000', geo: { latitude: 30.25 } })
    expect(places[1]).not.toHaveProperty('telephone')
  })
})
