'use client'

import { useEffect, useId, useRef } from 'react'

import { Icon } from '@/ui/Icon'

import styles from './Consent.module.css'
import { ConsentSettings } from './ConsentSettings.client'
import type { ConsentLabels } from './types'

type Props = { labels: ConsentLabels; onClosed: () => void }

/**
 * The privacy settings as a modal <dialog>, opened from the footer on any page. Escape, the close
 * button and every choice close it; the browser returns focus to the footer link.
 */
export function ConsentDialog({ labels, onClosed }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  const close = () => ref.current?.close()

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClosed}
      // A click on the backdrop (the dialog element itself, outside its box) closes it.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className={styles.dialogBox}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {labels.title}
          </h2>
          <button type="button" className={styles.closeButton} onClick={close} aria-label={labels.close}>
            <Icon name="close" />
          </button>
        </div>
        <ConsentSettings labels={labels} onDone={close} />
        <p className={styles.policy}>
          <a href={labels.policy.href}>{labels.policy.label}</a>
        </p>
      </div>
    </dialog>
  )
}
