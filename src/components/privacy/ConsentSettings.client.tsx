'use client'

import { useId, useState } from 'react'

import { CONSENT_CATEGORIES, setConsents, useConsentRecord, type ConsentCategory } from '@/lib/consent'

import styles from './Consent.module.css'
import type { ConsentLabels } from './types'

type Choices = Record<ConsentCategory, boolean>

const all = (value: boolean) => Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, value])) as Choices

type Props = {
  labels: ConsentLabels
  /** called after a choice is stored (the dialog closes then) */
  onDone?: () => void
}

/**
 * The visitor's choice per category: nothing ticked until they tick it, and three equal buttons:
 * reject all, save the ticked ones, accept all. Stored in the browser only (lib/consent), so
 * every map of the page follows at once.
 */
export function ConsentSettings({ labels, onDone }: Props) {
  const record = useConsentRecord()
  const stored: Choices = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, record[c] === true])) as Choices
  const [draft, setDraft] = useState<Choices>(stored)
  // A choice made elsewhere (a map's own button, another tab) shows here too.
  const [seen, setSeen] = useState(record)
  if (seen !== record) {
    setSeen(record)
    setDraft(stored)
  }
  const [status, setStatus] = useState('')
  const id = useId()

  function commit(choices: Choices) {
    setConsents(choices)
    setStatus(labels.saved)
    onDone?.()
  }

  return (
    <form
      className={styles.settings}
      onSubmit={(event) => {
        event.preventDefault()
        commit(draft)
      }}
    >
      <p className={styles.intro}>{labels.intro}</p>
      <ul className={styles.categories}>
        <li className={styles.category}>
          <span className={`${styles.categoryText} ${styles.wide}`}>
            <span className={styles.titleRow}>
              <strong>{labels.necessaryTitle}</strong>
              <span className={styles.always}>{labels.alwaysOn}</span>
            </span>
            <span>{labels.necessaryText}</span>
          </span>
        </li>
        {labels.categories.map((category) => (
          <li key={category.id} className={styles.category}>
            <input
              id={`${id}-${category.id}`}
              type="checkbox"
              className={styles.check}
              checked={draft[category.id]}
              aria-describedby={`${id}-${category.id}-text`}
              onChange={(event) => {
                const checked = event.currentTarget.checked
                setDraft((d) => ({ ...d, [category.id]: checked }))
                setStatus('')
              }}
            />
            <span className={styles.categoryText}>
              <label htmlFor={`${id}-${category.id}`}>
                <strong>{category.title}</strong>
              </label>
              <span id={`${id}-${category.id}-text`}>{category.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={`button button--ghost ${styles.action}`} onClick={() => commit(all(false))}>
          {labels.rejectAll}
        </button>
        <button type="submit" className={`button button--ghost ${styles.action}`}>
          {labels.save}
        </button>
        <button type="button" className={`button button--ghost ${styles.action}`} onClick={() => commit(all(true))}>
          {labels.acceptAll}
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </form>
  )
}
