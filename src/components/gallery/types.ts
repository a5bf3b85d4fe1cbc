import type { ImageData } from '@/lib/media'

/** One picture of a gallery, as plain data for the client island. */
export type GalleryItem = {
  id: string
  thumb: ImageData
  /** the enlarged picture; loaded only when the lightbox shows it */
  large: ImageData
  caption: string
  /** the caption's language where it came from another language than the page's (`fallbackLang`) */
  captionLang?: string
  /** a short line above the caption (a project's city) */
  kicker?: string
  /** a line below the caption (a certificate's or patent's number) */
  note?: string
  /** the document as a PDF (a certificate as issued), linked under the picture */
  document?: { href: string; label: string; name: string }
  /** accessible name of the thumbnail button ("Enlarge image: …") */
  openLabel: string
}

/** Interface texts of the lightbox; `counter` keeps its `{current}` and `{total}` placeholders. */
export type GalleryLabels = {
  dialog: string
  close: string
  previous: string
  next: string
  counter: string
}

/** Landscape for project photographs, portrait (framed) for certificates and patent sheets. */
export type GalleryShape = 'landscape' | 'portrait'
