'use client'

import { useState } from 'react'

import { LazyLightboxDialog } from '@/components/gallery/LazyLightbox'
import type { GalleryLabels } from '@/components/gallery/types'
import { useLightbox } from '@/components/gallery/useLightbox'
import type { ImageData } from '@/lib/media'
import { Img } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'

import styles from './Product.module.css'

export type ProductImage = { id: string; main: ImageData; thumb: ImageData; large: ImageData }

type Props = {
  images: ProductImage[]
  labels: GalleryLabels & { region: string; showImage: string; enlarge: string }
}

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), template)

/**
 * The product's pictures: a large one, thumbnails to choose it, and a lightbox to enlarge.
 * Without JavaScript the thumbnails link to the full pictures.
 */
export function ProductGallery({ images, labels }: Props) {
  const [selected, setSelected] = useState(0)
  const box = useLightbox(images.length)
  const shown = images[selected] ?? images[0]
  if (!shown) return null
  const open = box.index === null ? null : images[box.index]
  return (
    <section className={styles.gallery} aria-label={labels.region}>
      <button
        type="button"
        className={styles.stage}
        onClick={(e) => box.open(selected, e.currentTarget)}
        aria-label={fill(labels.enlarge, { alt: shown.main.alt })}
      >
        <Img
          key={shown.id}
          image={shown.main}
          sizes="(max-width: 900px) 100vw, 56vw"
          priority={selected === 0}
          className={styles.stageImage}
        />
        <span className={styles.enlarge} aria-hidden="true">
          <Icon name="fullscreen" size={20} />
        </span>
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.id}>
              <a
                href={image.large.src}
                className={styles.thumb}
                aria-current={i === selected ? 'true' : undefined}
                aria-label={fill(labels.showImage, { n: i + 1, total: images.length })}
                onClick={(e) => {
                  e.preventDefault()
                  setSelected(i)
                }}
              >
                <Img image={image.thumb} sizes="96px" decorative />
              </a>
            </li>
          ))}
        </ul>
      )}
      {box.mounted && (
        <LazyLightboxDialog
          box={box}
          count={images.length}
          labels={labels}
          shape="landscape"
          current={open ? { id: open.id, image: open.large, text: <span>{open.large.alt}</span> } : null}
        />
      )}
    </section>
  )
}
