import type { EnquiryField } from '@/lib/enquiry/fields'

import styles from './EnquiryForm.module.css'
import { controlProps, FieldError } from './Field'

type Props = {
  id: 'consent' | 'transferConsent' | 'shareConsent'
  /** the label, with the privacy policy's link as `<link>…</link>` */
  text: string
  href: string
  value: boolean
  error?: string
  change: (field: EnquiryField & ('consent' | 'transferConsent' | 'shareConsent'), value: boolean, now: boolean) => void
}

/** A consent the visitor gives by ticking it (never ticked beforehand), with a link to the privacy policy. */
export function Consent({ id, text, href, value, error, change }: Props) {
  const [before, linkText, after] = text.split(/<link>|<\/link>/)
  return (
    <div className={`${styles.field} ${styles.wide} ${error ? styles.invalid : ''}`}>
      <label className={styles.consent}>
        <input
          type="checkbox"
          {...controlProps(`enquiry-${id}`, { error, required: true })}
          name={id}
          checked={value}
          onChange={(ev) => change(id, ev.target.checked, true)}
        />
        <span>
          {before}
          <a href={href} target="_blank" rel="noopener">
            {linkText}
          </a>
          {after}
        </span>
      </label>
      <FieldError id={`enquiry-${id}`} error={error} />
    </div>
  )
}
