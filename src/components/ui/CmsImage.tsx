import { asMedia, mediaSrcSet, mediaUrl, type ImageSize } from '@/lib/media'
import type { Media } from '@/payload-types'

type Props = {
  media: number | string | Media | null | undefined
  size?: ImageSize
  sizes?: string
  className?: string
  /** above the fold: load at once with high priority */
  priority?: boolean
  /** decorative images get an empty alt */
  decorative?: boolean
}

/** A CMS image in the sizes made at upload, with its intrinsic size (no layout shift) and alt text. */
export function CmsImage({ media, size = 'card', sizes = '100vw', className, priority = false, decorative = false }: Props) {
  const m = asMedia(media)
  const src = mediaUrl(m, size)
  if (!m || !src) return null
  const sized = m.sizes?.[size]
  const width = sized?.width ?? m.width ?? undefined
  const height = sized?.height ?? m.height ?? undefined
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sizes are generated at upload; no per-request optimisation
    <img
      src={src}
      srcSet={mediaSrcSet(m)}
      sizes={sizes}
      width={width}
      height={height}
      alt={decorative ? '' : (m.alt ?? '')}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
