import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { imageData } from '@/lib/media'
import type { Media } from '@/payload-types'

import type { GalleryItem, GalleryLabels } from './types'

/** The lightbox's interface texts in one language, and the thumbnails' accessible names. */
export async function galleryTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'gallery' })
  const labels: GalleryLabels = {
    dialog: t('dialog'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    // The island fills in the figures as the visitor steps through the pictures.
    counter: t.raw('counter') as string,
  }
  return { labels, openLabel: (caption: string) => t('open', { caption }), t }
}

type Source = {
  id: number | string
  image: number | Media
  caption: string
  captionLang?: string
  kicker?: string | null
  note?: string | null
  /** the address of the document as a PDF */
  document?: string | null
}

/** Gallery entries of CMS documents; a document whose image is missing is left out. */
export function galleryItems(
  docs: Source[],
  openLabel: (caption: string) => string,
  documentLabel?: string,
): GalleryItem[] {
  return docs.flatMap((doc) => {
    const thumb = imageData(doc.image, 'thumb')
    const large = imageData(doc.image, 'hero')
    if (!thumb || !large) return []
    return [
      {
        id: String(doc.id),
        thumb,
        large,
        caption: doc.caption,
        ...(doc.captionLang ? { captionLang: doc.captionLang } : {}),
        ...(doc.kicker ? { kicker: doc.kicker } : {}),
        ...(doc.note ? { note: doc.note } : {}),
        ...(doc.document && documentLabel
          ? { document: { href: doc.document, label: documentLabel, name: `${documentLabel}: ${doc.caption}` } }
          : {}),
        // The button's name holds all of its visible text (WCAG 2.5.3, label in name).
        openLabel: openLabel([doc.kicker, doc.caption, doc.note].filter(Boolean).join(' ')),
      },
    ]
  })
}
