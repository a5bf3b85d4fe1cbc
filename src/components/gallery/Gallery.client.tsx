'use client'

import type React from 'react'

import { Img } from '@/ui/CmsImage'
import { reveal } from '@/ui/text'

import styles from './Gallery.module.css'
import { LazyLightboxDialog } from './LazyLightbox'
import type { GalleryItem, GalleryLabels, GalleryShape } from './types'
import { useLightbox } from './useLightbox'

type Props = {
  items: GalleryItem[]
  labels: GalleryLabels
  shape: GalleryShape
  /** `sizes` of the thumbnails, matching the grid's columns */
  sizes: string
  /**
   * The page's first gallery: its first row loads at once and its first picture first (on a
   * phone the page's largest picture, what Lighthouse's LCP waits for), not when lazily reached.
   */
  first?: boolean
}

function ItemText({ item, className }: { item: GalleryItem; className?: string }) {
  return (
    <span className={className}>
      {/* The spaces keep the parts apart as words for assistive technology (the layout is a flex column). */}
      {item.kicker && <span className={styles.kicker}>{item.kicker}</span>}{' '}
      <span className={styles.caption} lang={item.captionLang}>
        {item.caption}
      </span>{' '}
      {item.note && <span className={styles.note}>{item.note}</span>}
    </span>
  )
}

/**
 * Columns on wide screens: the shape's usual count, or the other one when it fills every row (20
 * projects in fours).
 */
function columnsFor(count: number, shape: GalleryShape): number {
  const preferred = shape === 'landscape' ? [3, 4] : [4, 3]
  return preferred.find((c) => count % c === 0) ?? preferred[0]!
}

/**
 * A grid of thumbnails with their captions that open a lightbox. Without JavaScript the grid is
 * the complete content, only without enlargement.
 */
export function Gallery({ items, labels, shape, sizes, first = false }: Props) {
  const box = useLightbox(items.length)
  const { index, open } = box
  const current = index === null ? null : items[index]
  const columns = columnsFor(items.length, shape)

  return (
    <>
      <ul className={`${styles.grid} ${styles[shape] ?? ''}`} style={{ '--columns': columns } as React.CSSProperties}>
        {items.map((item, i) => (
          <li key={item.id} data-reveal style={reveal(i % 6)}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={item.openLabel}
              onClick={(e) => open(i, e.currentTarget)}
            >
              <span className={styles.frame}>
                <Img
                  image={item.thumb}
                  sizes={sizes}
                  className={styles.thumbImage}
                  priority={first && i === 0}
                  eager={first && i < columns}
                />
              </span>
              <ItemText item={item} className={styles.text} />
            </button>
            {item.document && (
              <a
                href={item.document.href}
                className={styles.document}
                target="_blank"
                rel="noopener"
                aria-label={item.document.name}
                data-document
              >
                {item.document.label}
              </a>
            )}
          </li>
        ))}
      </ul>

      {box.mounted && (
        <LazyLightboxDialog
          box={box}
          count={items.length}
          labels={labels}
          shape={shape}
          current={
            current
              ? { id: current.id, image: current.large, text: <ItemText item={current} className={styles.largeText} /> }
              : null
          }
        />
      )}
    </>
  )
}
