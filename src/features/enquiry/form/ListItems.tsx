'use client'

import type { ListItem } from '@/lib/list/items'
import { Icon } from '@/ui/Icon'

import styles from './EnquiryForm.module.css'
import type { EnquiryTexts } from './texts'

type Props = {
  texts: EnquiryTexts
  items: ListItem[]
  include: boolean
  onInclude: (include: boolean) => void
  /** the server's messages for the rows: `items.2.quantity`, or `items` for the whole list */
  errors: Record<string, string>
  listHref: string
}

/** The rows of the device's Merkliste, sent with the enquiry unless the visitor says no. */
export function ListItems({ texts, items, include, onInclude, errors, listHref }: Props) {
  const rowErrors = (n: number) => [errors[`items.${n}.article`], errors[`items.${n}.quantity`]].filter(Boolean)
  return (
    <fieldset id="enquiry-items" tabIndex={-1} className={styles.items} data-enquiry-items>
      <legend className={styles.itemsLegend}>
        <Icon name="bookmark" size={18} />
        {texts.listTitle} ({items.length})
      </legend>
      <ul className={styles.itemRows}>
        {items.map((item, n) => (
          <li key={item.article} data-item={item.article}>
            <span className={styles.itemArticle}>{item.article}</span>
            <span aria-hidden="true"> × </span>
            <span className="visually-hidden">, {texts.listQuantity}: </span>
            <span className={styles.itemQuantity}>{item.quantity}</span>
            {rowErrors(n).map((message) => (
              <span key={message} className={styles.itemError} role="alert">
                <Icon name="alert" size={14} /> {message}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {errors.items && (
        <p className={styles.itemError} role="alert">
          <Icon name="alert" size={14} /> {errors.items}
        </p>
      )}
      <div className={styles.itemTools}>
        <label className={styles.itemInclude}>
          <input type="checkbox" checked={include} onChange={(e) => onInclude(e.target.checked)} />
          {texts.listInclude}
        </label>
        <a href={listHref}>{texts.listEdit}</a>
      </div>
    </fieldset>
  )
}
