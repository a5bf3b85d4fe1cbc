'use client'

import { useId, useState } from 'react'

import { MAX_QUANTITY, readQuantity, withQuantity } from '@/lib/list/items'
import { saveList, useHydrated, useList } from '@/lib/list/store'
import { Icon } from '@/ui/Icon'

import styles from './List.module.css'
import { QuantityInput } from './QuantityInput'

export type ListQuantityLabels = {
  quantity: string
  add: string
  update: string
  /** "Auf Ihrer Merkliste: {quantity}" */
  onList: string
  view: string
  /** "Bitte eine Menge von 1 bis {max} eingeben." */
  invalid: string
}

type Props = {
  article: string
  labels: ListQuantityLabels
  /** the Merkliste's page */
  listHref: string
  /** without JavaScript: a list of this item alone */
  fallbackHref: string
}

/**
 * A product or variant page's "Auf die Merkliste": a quantity and a button that puts the item on
 * the device's list with it (or sets its quantity there). Without JavaScript, a link instead.
 */
export function ListQuantity({ article, labels, listHref, fallbackHref }: Props) {
  const hydrated = useHydrated()
  const list = useList()
  const id = useId()
  const row = list.find((i) => i.article === article)
  const [typed, setTyped] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  if (!hydrated)
    return (
      <a href={fallbackHref} rel="nofollow" className="button button--ghost" data-list-add={article}>
        <Icon name="bookmark" />
        {labels.add}
      </a>
    )
  const value = typed ?? String(row?.quantity ?? 1)
  const add = () => {
    const quantity = readQuantity(value)
    if (quantity === null) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setTyped(null)
    saveList(withQuantity(list, article, quantity))
  }
  return (
    <div className={styles.quantityAdd} data-list-add={article}>
      <label htmlFor={`${id}-q`} className={styles.quantityLabel}>
        {labels.quantity}
      </label>
      <QuantityInput id={`${id}-q`} value={value} invalid={invalid} onChange={setTyped} onEnter={add} />
      <button type="button" className="button button--ghost" onClick={add}>
        <Icon name="bookmark" className={row ? 'icon--filled' : undefined} />
        {row ? labels.update : labels.add}
      </button>
      {invalid && (
        <p id={`${id}-e`} className={styles.quantityError} role="alert">
          {labels.invalid.replace('{max}', String(MAX_QUANTITY))}
        </p>
      )}
      <p role="status" className={styles.quantityStatus}>
        {row && (
          <>
            {labels.onList.replace('{quantity}', String(row.quantity))} · <a href={listHref}>{labels.view}</a>
          </>
        )}
      </p>
    </div>
  )
}
