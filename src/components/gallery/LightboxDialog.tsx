'use client'

import type React from 'react'

import { Img } from '@/components/ui/CmsImage'
import { Icon } from '@/components/ui/Icon'
import type { ImageData } from '@/lib/media'

import styles from './Gallery.module.css'
import type { GalleryLabels, GalleryShape } from './types'
import type { useLightbox } from './useLightbox'

type Props = {
  box: ReturnType<typeof useLightbox>
  count: number
  labels: GalleryLabels
  shape: GalleryShape
  /** the picture shown and its text, or null while closed */
  current: { id: string; image: ImageData; text: React.ReactNode } | null
}

/** The modal of a lightbox: close, previous and next controls, the enlarged picture, counter and text. */
export function LightboxDialog({ box, count, labels, shape, current }: Props) {
  const { index, close, step, dialogProps, swipeProps } = box
  return (
    <dialog {...dialogProps} className={`${styles.dialog} ${styles[shape] ?? ''}`} aria-label={labels.dialog}>
      <button type="button" className={`${styles.control} ${styles.close}`} onClick={close} aria-label={labels.close}>
        <Icon name="close" size={22} />
      </button>
      <button type="button" className={`${styles.control} ${styles.previous}`} onClick={() => step(-1)} aria-label={labels.previous}>
        <Icon name="arrow" size={22} />
      </button>
      <button type="button" className={`${styles.control} ${styles.next}`} onClick={() => step(1)} aria-label={labels.next}>
        <Icon name="arrow" size={22} />
      </button>
      {current && index !== null && (
        <figure className={styles.stage} data-backdrop {...swipeProps}>
          <div className={styles.picture} data-backdrop>
            <Img key={current.id} image={current.image} sizes="(max-width: 900px) 100vw, 80vw" priority className={styles.large} />
          </div>
          <figcaption className={styles.figcaption} aria-live="polite">
            <span className={styles.counter}>{labels.counter.replace('{current}', String(index + 1)).replace('{total}', String(count))}</span>
            {current.text}
          </figcaption>
        </figure>
      )}
    </dialog>
  )
}
