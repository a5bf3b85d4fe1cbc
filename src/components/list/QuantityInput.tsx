import { MAX_QUANTITY } from '@/lib/list/items'

import styles from './List.module.css'

type Props = {
  id: string
  value: string
  invalid: boolean
  onChange: (value: string) => void
  onEnter?: () => void
}

/** A quantity of the Merkliste (1 to MAX_QUANTITY), its message tied to it by `${id}-e` when wrong. */
export function QuantityInput({ id, value, invalid, onChange, onEnter }: Props) {
  return (
    <input
      id={id}
      className={styles.quantityInput}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_QUANTITY}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-e` : undefined}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onEnter?.()
      }}
    />
  )
}
