import { demandTypes, type DemandType } from '@/lib/vocabularies'

import styles from './EnquiryForm.module.css'
import { FieldError } from './Field'
import { FormIcon } from './FormIcons'
import { fill, type EnquiryTexts } from './texts'

type Props = {
  texts: EnquiryTexts
  value: string
  error?: string
  onChange: (type: DemandType) => void
}

/**
 * The cooperation type, chosen first (spec section 4): five radio cards. The choice is recorded
 * as index and title, and read out to screen readers.
 */
export function TypeChooser({ texts, value, error, onChange }: Props) {
  const selectedIndex = demandTypes.indexOf(value as DemandType)
  const title = selectedIndex >= 0 ? texts.types[demandTypes[selectedIndex]!] : ''
  return (
    <fieldset
      className={styles.types}
      data-selected-index={selectedIndex}
      aria-describedby={`enquiry-type-hint${error ? ' enquiry-type-error' : ''}`}
      aria-invalid={Boolean(error)}
    >
      <legend className={styles.legend}>{texts.typeLegend}</legend>
      <p id="enquiry-type-hint" className={styles.hint}>
        {texts.typeHint}
      </p>
      <div className={styles.typeGrid}>
        {demandTypes.map((type, index) => (
          <label key={type} className={styles.typeCard}>
            <input
              type="radio"
              name="type"
              value={type}
              id={index === 0 ? 'enquiry-type' : undefined}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <FormIcon name="check" />
            <span className={styles.typeTitle}>{texts.types[type]}</span>
            <span className={styles.typeNote}>{texts.typeNotes[type]}</span>
          </label>
        ))}
      </div>
      <p className={styles.selected} aria-live="polite">
        {title && fill(texts.selected, { title })}
      </p>
      <FieldError id="enquiry-type" error={error} />
    </fieldset>
  )
}
