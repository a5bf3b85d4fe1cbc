import type React from 'react'

import type { Media } from '@/payload-types'
import { CmsImage } from '@/ui/CmsImage'

/** Stagger of the scroll reveal (see Reveal.client.tsx). */
export const reveal = (index: number) => ({ '--reveal-index': index }) as React.CSSProperties

/** Paragraphs of a CMS text (blank lines separate them), already finished by the CMS readers. */
export function Paragraphs({
  text,
  className,
  lang,
}: {
  text?: string | null
  className?: string
  /** The text's language where it is not the page's (a fallback, `fallbackLang`). */
  lang?: string
}) {
  if (!text) return null
  return (
    <>
      {text.split(/\n{2,}/).map((p) => (
        <p key={p.slice(0, 48)} className={className} lang={lang}>
          {p}
        </p>
      ))}
    </>
  )
}

/** One item of an icon list (service guarantees, features, reasons): icon, title and text. */
export function IconItem({
  icon,
  title,
  text,
  index,
  heading: Heading = 'h3',
  iconClassName,
  lang,
}: {
  icon: number | Media | null | undefined
  title: string
  text?: string | null
  index: number
  heading?: 'h2' | 'h3'
  iconClassName?: string
  /** The language of a title or text that came from another language than the page's (`fallbackLang`). */
  lang?: { title?: string; text?: string }
}) {
  return (
    <li data-reveal style={reveal(index)}>
      <CmsImage media={icon} decorative className={iconClassName} />
      <Heading lang={lang?.title}>{title}</Heading>
      {text && <p lang={lang?.text}>{text}</p>}
    </li>
  )
}
