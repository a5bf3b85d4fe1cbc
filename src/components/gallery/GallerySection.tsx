import Link from 'next/link'

import { Gallery } from './Gallery.client'
import { SectionHead } from './SectionHead'
import styles from './Sections.module.css'
import type { GalleryItem, GalleryLabels, GalleryShape } from './types'

const thumbSizes: Record<GalleryShape, string> = {
  landscape: '(max-width: 639px) calc(100vw - 32px), (max-width: 1023px) 46vw, 400px',
  portrait: '(max-width: 639px) 44vw, (max-width: 1023px) 30vw, 280px',
}

type Props = {
  id: string
  index: number
  heading: string
  text?: string | null
  items: GalleryItem[]
  labels: GalleryLabels
  shape: GalleryShape
  stone?: boolean
  /** a link under the heading to the documents behind this section (the declarations behind the CE marking) */
  more?: { href: string; label: string }
}

/** A page section with its heading and a lightbox gallery. */
export function GallerySection({ id, index, heading, text, items, labels, shape, stone = false, more }: Props) {
  if (items.length === 0) return null
  return (
    <section id={id} className={stone ? 'section section--stone' : 'section'} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHead id={`${id}-heading`} index={index} heading={heading} text={text} />
        {more && (
          <p className={styles.more}>
            <Link href={more.href}>{more.label}</Link>
          </p>
        )}
        <Gallery items={items} labels={labels} shape={shape} sizes={thumbSizes[shape]} first={index === 1} />
      </div>
    </section>
  )
}
