'use client'

import type React from 'react'

import { Img } from '@/components/ui/CmsImage'
import { Icon } from '@/components/ui/Icon'
import { reveal } from '@/components/ui/text'

import styles from './Gallery.module.css'
import type { GalleryItem, GalleryLabels, GalleryShape } from './types'
import { useLightbox } from './useLightbox'

type Props = {
  items: GalleryItem[]
  labels: GalleryLabels
  shape: GalleryShape
  /** `sizes` of the thumbnails, matching the grid's columns */
  sizes: string
}

function ItemText({ item, className }: { item: GalleryItem; className?: string }) {
  return (
    <span className={className}>
      {item.kicker && <span className={styles.kicker}>{item.kicker}</span>}
      <span className={styles.caption}>{item.caption}</span>
      {item.note && <span className={styles.note}>{item.note}</span>}
    </span>
  )
}

/** Columns on wide screens: the shape's usual count, or the other one when it fills every row (20 projects in fours). */
function columnsFor(count: number, shape: GalleryShape): number {
  const preferred = shape === 'landscape' ? [3, 4] : [4, 3]
  return preferred.find((c) => count % c === 0) ?? preferred[0]!
}

/**
 * A grid of thumbnails with their captions that open a lightbox. Without JavaScript the grid is
 * the complete content, only without enlargement.
 */
export function Gallery({ items, labels, shape, sizes }: Props) {
  const { index, open, close, step, dialogProps, swipeProps } = useLightbox(items.length)
  const current = index === null ? null : items[index]

  return (
    <>
      <ul className={`${styles.grid} ${styles[shape] ?? ''}`} style={{ '--columns': columnsFor(items.length, shape) } as React.CSSProperties}>
        {items.map((item, i) => (
          <li key={item.id} data-reveal style={reveal(i % 6)}>
            <button type="button" className={styles.thumb} aria-label={item.openLabel} onClick={(e) => open(i, e.currentTarget)}>
              <span className={styles.frame}>
                <Img image={item.thumb} sizes={sizes} className={styles.thumbImage} />
              </span>
              <ItemText item={item} className={styles.text} />
            </button>
          </li>
        ))}
      </ul>

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
              <Img key={current.id} image={current.large} sizes="(max-width: 900px) 100vw, 80vw" priority className={styles.large} />
            </div>
            <figcaption className={styles.figcaption} aria-live="polite">
              <span className={styles.counter}>
                {labels.counter.replace('{current}', String(index + 1)).replace('{total}', String(items.length))}
              </span>
              <ItemText item={current} className={styles.largeText} />
            </figcaption>
          </figure>
        )}
      </dialog>
    </>
  )
}
