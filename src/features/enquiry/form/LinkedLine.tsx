import { Icon } from '@/ui/Icon'

import styles from './EnquiryForm.module.css'
import { fill, type EnquiryTexts } from './texts'
import type { Linked } from './useEnquiryForm'

/**
 * What the link to the form named (a product, one of its variants, a series): its rows go with
 * the enquiry, each with quantity 1, unless the visitor removes them.
 */
export function LinkedLine({ texts, linked, onRemove }: { texts: EnquiryTexts; linked: Linked; onRemove: () => void }) {
  const what = linked.kind === 'series' ? texts.series : texts.product
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.product} data-product={linked.product} data-linked={linked.key} data-kind={linked.kind}>
        <span>
          {fill(texts.linkedAs, { what })}
          <strong>{linked.label}</strong>
          {linked.kind === 'product' ? (
            linked.items.map((i) => ` · ${i.article}`)
          ) : (
            <span className={styles.linkedRows}>
              {linked.items.map((i) => (
                <span key={i.article} data-item={i.article}>
                  {i.label} · {i.article}
                </span>
              ))}
            </span>
          )}
        </span>
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={`${what}: ${linked.label} ×`}>
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>
  )
}
