import type { Media } from '@/payload-types'

type Upload = number | string | Media | null | undefined

export type ImageSize = 'thumb' | 'card' | 'hero'

/** A populated upload, or null when the relation was not populated or is missing. */
export function asMedia(upload: Upload): Media | null {
  return upload && typeof upload === 'object' ? upload : null
}

/** Site-relative form of a media URL, so pages work on any host name and behind any proxy. */
function relative(url: string | null | undefined): string | null {
  if (!url) return null
  return url.replace(/^https?:\/\/[^/]+(?=\/)/, '')
}

/** URL of an upload (optionally one of its generated sizes, falling back to the original). */
export function mediaUrl(upload: Upload, size?: ImageSize): string | null {
  const media = asMedia(upload)
  if (!media) return null
  const sized = size ? media.sizes?.[size]?.url : null
  return relative(sized ?? media.url)
}

/** `srcset` from the sizes made at upload. */
export function mediaSrcSet(upload: Upload): string | undefined {
  const media = asMedia(upload)
  if (!media?.sizes) return undefined
  const entries = (['thumb', 'card', 'hero'] as const)
    .map((name) => media.sizes?.[name])
    .filter((s): s is NonNullable<typeof s> => Boolean(s?.url && s.width))
    .map((s) => `${relative(s.url)} ${s.width}w`)
  return entries.length ? entries.join(', ') : undefined
}

/**
 * What an <img> needs of a CMS image: sized URL, srcset, intrinsic size and alt text; and where
 * a frame that crops it keeps it (`object-position`, the focal point editors set) when that is
 * not the middle.
 */
export type ImageData = {
  src: string
  srcSet?: string
  width?: number
  height?: number
  alt: string
  position?: string
}

/** The focal point as `object-position`, or undefined for the middle (the browser's own). */
export function focalPosition(upload: Upload): string | undefined {
  const media = asMedia(upload)
  const x = media?.focalX ?? 50
  const y = media?.focalY ?? 50
  return Math.round(x) === 50 && Math.round(y) === 50 ? undefined : `${Math.round(x)}% ${Math.round(y)}%`
}

export function imageData(upload: Upload, size: ImageSize = 'card'): ImageData | null {
  const media = asMedia(upload)
  const src = mediaUrl(media, size)
  if (!media || !src) return null
  const sized = media.sizes?.[size]
  return {
    src,
    srcSet: mediaSrcSet(media),
    width: sized?.width ?? media.width ?? undefined,
    height: sized?.height ?? media.height ?? undefined,
    alt: media.alt ?? '',
    ...(focalPosition(media) ? { position: focalPosition(media) } : {}),
  }
}
