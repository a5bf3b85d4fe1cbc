import type { Metadata } from 'next'

import { localeTags, locales, type Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/cms/site'
import { imageData } from '@/lib/media'
import type { Media } from '@/payload-types'

/** The editors' override of what search engines and shared links show (the `seo` field group). */
export type SeoOverride =
  { title?: string | null; description?: string | null; image?: number | Media | null } | null | undefined

type Sharing = {
  /** The page's own picture, used when the editors chose none for sharing. */
  image?: number | Media | null
  seo?: SeoOverride
  /** Open Graph fields beyond the common ones (an article's dates). */
  openGraph?: { type: 'article'; publishedTime?: string; modifiedTime?: string }
}

const ogLocale = (l: Locale) => localeTags[l].replace('-', '_')

/** A shareable picture: the card size made at upload (960 px wide), or the original. */
function picture(upload: number | Media | null | undefined, alt: string) {
  const image = imageData(upload, 'card')
  return image ? { url: image.src, width: image.width, height: image.height, alt: image.alt || alt } : null
}

/**
 * A page's metadata with what shared links and search results show: the editors' title,
 * description and picture where they set them, else the page's own; Open Graph (with the
 * site name, language and canonical address) and a Twitter card to match.
 */
export async function withSharing(locale: Locale, meta: Metadata, sharing: Sharing = {}): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  const seo = sharing.seo ?? {}
  const ownTitle =
    typeof meta.title === 'string'
      ? meta.title
      : meta.title && 'absolute' in meta.title
        ? meta.title.absolute
        : undefined
  const title = seo.title?.trim() || ownTitle || settings.brandName
  const description = seo.description?.trim() || (typeof meta.description === 'string' ? meta.description : undefined)
  const image =
    picture(seo.image, title) ??
    picture(sharing.image, title) ??
    picture(settings.logo as number | Media | null, settings.brandName)
  const url = meta.alternates?.canonical ? String(meta.alternates.canonical) : undefined
  const languages = Object.keys(meta.alternates?.languages ?? {})
  return {
    ...meta,
    ...(seo.title?.trim() ? { title: seo.title.trim() } : {}),
    description,
    openGraph: {
      type: 'website',
      siteName: settings.brandName,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((l) => l !== locale && languages.includes(l)).map(ogLocale),
      title,
      description,
      url,
      images: image ? [image] : undefined,
      ...sharing.openGraph,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [image.url] : undefined,
    },
  }
}
