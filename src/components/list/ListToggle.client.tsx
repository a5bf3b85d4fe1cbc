'use client'

import { useState } from 'react'

import { withQuantity } from '@/lib/list/items'
import { useHydrated, useList, saveList } from '@/lib/list/store'
import { Icon } from '@/ui/Icon'

export type ListToggleLabels = {
  /** the button's text ("Merken") */
  save: string
  /** announced after adding ("Auf die Merkliste gesetzt ({count})") */
  added: string
  /** announced after removing */
  removed: string
}

type Props = {
  article: string
  /** the product's name, for screen readers (the button's text is the same on every tile) */
  name: string
  lang?: string
  labels: ListToggleLabels
  /** without JavaScript, the link opens a list of this item alone */
  fallbackHref: string
  className?: string
}

/**
 * "Merken" on a tile or a comparison's column: a toggle button (pressed while the item is on the
 * device's list). Before hydration, and without JavaScript, a link to a list of this one item.
 */
export function ListToggle({ article, name, lang, labels, fallbackHref, className }: Props) {
  const hydrated = useHydrated()
  const list = useList()
  const [said, setSaid] = useState('')
  const onList = list.some((i) => i.article === article)
  const text = (
    <>
      <Icon name="bookmark" className={onList ? 'icon--filled' : undefined} />
      <span>
        {labels.save}
        <span className="visually-hidden" lang={lang}>
          {' '}
          {name}
        </span>
      </span>
    </>
  )
  if (!hydrated)
    return (
      <a href={fallbackHref} rel="nofollow" className={className} data-list-toggle={article}>
        {text}
      </a>
    )
  const toggle = () => {
    const next = withQuantity(list, article, onList ? 0 : 1)
    saveList(next)
    setSaid((onList ? labels.removed : labels.added).replace('{count}', String(next.length)))
  }
  return (
    <>
      <button type="button" className={className} aria-pressed={onList} onClick={toggle} data-list-toggle={article}>
        {text}
      </button>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </>
  )
}
