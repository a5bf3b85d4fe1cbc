import { imageData, type ImageData, type ImageSize } from '@/lib/media'
import type { Media } from '@/payload-types'

type Common = {
  sizes?: string
  className?: string
  /** above the fold: load at once with high priority */
  priority?: boolean
  /** likely above the fold: load at once, at the browser's usual priority */
  eager?: boolean
  /** decorative images get an empty alt */
  decorative?: boolean
}

/** An image already resolved to its URLs (for client islands, which get plain data). */
export function Img({
  image,
  sizes = '100vw',
  className,
  priority = false,
  eager = false,
  decorative = false,
}: Common & { image: ImageData | null }) {
  if (!image) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sizes are generated at upload; no per-request optimisation
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      className={className}
      // Where a frame crops the picture, the part the editors chose stays in view.
      style={image.position ? { objectPosition: image.position } : undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The first screen's picture is painted in the frame it arrives in (decoded off the main
      // thread, an image can miss that frame and the next ones while scripts run); the others
      // never hold a frame for their decoding.
      decoding={priority ? undefined : 'async'}
    />
  )
}

/** A CMS image in the sizes made at upload, with its intrinsic size (no layout shift) and alt text. */
export function CmsImage({
  media,
  size = 'card',
  ...rest
}: Common & { media: number | string | Media | null | undefined; size?: ImageSize }) {
  return <Img image={imageData(media, size)} {...rest} />
}
