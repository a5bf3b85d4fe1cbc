import type React from 'react'

import styles from './EnquiryForm.module.css'
import { FormIcon, type FormIconName } from './FormIcons'

/** The accessibility attributes of a field's control: its id, invalid state, hint and message. */
export function controlProps(
  id: string,
  { error, hinted, required }: { error?: string; hinted?: boolean; required?: boolean },
) {
  const describedBy = [hinted ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
    ...(required ? { 'aria-required': true } : {}),
  }
}

/** A field's message, read out when it appears; the icon makes it visible without colour too. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={`${id}-error`} className={styles.error} aria-live="polite">
      {error && (
        <>
          <FormIcon name="alert" />
          {error}
        </>
      )}
    </p>
  )
}

type Props = {
  id: string
  label: string
  icon: FormIconName
  error?: string
  hint?: string
  /** "required" or "optional", shown beside the label */
  marker: string
  wide?: boolean
  children: React.ReactNode
}

/** One row of the form: label with its 20 px icon (spec section 9), control, hint and message. */
export function Field({ id, label, icon, error, hint, marker, wide, children }: Props) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        <FormIcon name={icon} />
        <span>{label}</span>
        {marker && <span className={styles.marker}>{marker}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  )
}
