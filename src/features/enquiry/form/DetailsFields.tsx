import { limits, type EnquiryField, type FieldErrors } from '@/lib/enquiry/fields'
import { Icon } from '@/ui/Icon'

import type { Draft } from './draft'
import styles from './EnquiryForm.module.css'
import { controlProps, Field, FieldError } from './Field'
import type { EnquiryTexts } from './texts'

export type Option = { value: string; label: string }

type Props = {
  texts: EnquiryTexts
  values: Draft
  errors: FieldErrors
  provinces: Option[]
  jobs: Option[]
  product?: Option
  privacyHref: string
  update: (patch: Partial<Draft>) => void
  check: (field: EnquiryField, values: Draft) => void
}

/**
 * The visitor's details (spec section 5): text fields are checked when left, choices when made;
 * a field with a message is re-checked while it is corrected.
 */
export function DetailsFields({
  texts,
  values: v,
  errors: e,
  provinces,
  jobs,
  product,
  privacyHref,
  update,
  check,
}: Props) {
  const req = texts.required
  const change = (field: EnquiryField & keyof Draft, value: string | boolean, now = false) => {
    update({ [field]: value })
    if (now || e[field]) check(field, { ...v, [field]: value })
  }
  const text = (
    field: 'name' | 'tel' | 'email' | 'company',
    type: string,
    autoComplete: string,
    extra: object = {},
  ) => (
    <input
      {...controlProps(`enquiry-${field}`, {
        error: e[field],
        hint: field === 'tel' ? texts.telHint : undefined,
        required: field !== 'company',
      })}
      {...extra}
      type={type}
      name={field}
      autoComplete={autoComplete}
      maxLength={limits[field]}
      value={v[field]}
      onChange={(ev) => change(field, ev.target.value)}
      onBlur={() => field !== 'company' && check(field, v)}
    />
  )
  const choice = (field: 'province' | 'job', options: Option[], autoComplete?: string) => (
    <select
      {...controlProps(`enquiry-${field}`, { error: e[field], required: true })}
      name={field}
      autoComplete={autoComplete}
      value={v[field]}
      onChange={(ev) => change(field, ev.target.value, true)}
    >
      <option value="">{texts.choose}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
  const [before, linkText, after] = texts.consent.split(/<link>|<\/link>/)
  return (
    <fieldset className={styles.details}>
      <legend className={styles.legend}>{texts.detailsLegend}</legend>
      <Field id="enquiry-name" label={texts.name} icon="user" marker={req} error={e.name}>
        {text('name', 'text', 'name')}
      </Field>
      <Field id="enquiry-tel" label={texts.tel} icon="phone" marker={req} error={e.tel} hint={texts.telHint}>
        {/* `tel-national` (the number without +86) belongs to text inputs; the keypad stays numeric. */}
        {text('tel', 'text', 'tel-national', { inputMode: 'numeric' })}
      </Field>
      <Field id="enquiry-email" label={texts.email} icon="mail" marker={req} error={e.email}>
        {text('email', 'email', 'email')}
      </Field>
      <Field id="enquiry-company" label={texts.company} icon="company" marker={texts.optional}>
        {text('company', 'text', 'organization')}
      </Field>
      <Field id="enquiry-country" label={texts.country} icon="web" marker="">
        <input
          id="enquiry-country"
          type="text"
          name="country"
          value={texts.countryValue}
          readOnly
          className={styles.fixed}
        />
      </Field>
      <Field id="enquiry-province" label={texts.province} icon="address" marker={req} error={e.province}>
        {choice('province', provinces, 'address-level1')}
      </Field>
      {v.type === 'joinus' && (
        <Field id="enquiry-job" label={texts.job} icon="job" marker={req} error={e.job} wide>
          {choice('job', jobs)}
        </Field>
      )}
      {product && v.product === product.value && (
        <div className={`${styles.field} ${styles.wide}`}>
          <p className={styles.product} data-product={product.value}>
            <span>
              {texts.product}: <strong>{product.label}</strong>
            </span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => update({ product: '' })}
              aria-label={`${texts.product}: ${product.label} ×`}
            >
              <Icon name="close" size={16} />
            </button>
          </p>
        </div>
      )}
      <Field
        id="enquiry-requirement"
        label={texts.requirement}
        icon="message"
        marker={req}
        error={e.requirement}
        hint={texts.requirementHint}
        wide
      >
        <textarea
          {...controlProps('enquiry-requirement', {
            error: e.requirement,
            hint: texts.requirementHint,
            required: true,
          })}
          name="requirement"
          rows={6}
          maxLength={limits.requirement}
          value={v.requirement}
          onChange={(ev) => change('requirement', ev.target.value)}
          onBlur={() => check('requirement', v)}
        />
      </Field>
      <div className={`${styles.field} ${styles.wide} ${e.consent ? styles.invalid : ''}`}>
        <label className={styles.consent}>
          <input
            type="checkbox"
            {...controlProps('enquiry-consent', { error: e.consent, required: true })}
            name="consent"
            checked={v.consent}
            onChange={(ev) => change('consent', ev.target.checked, true)}
          />
          <span>
            {before}
            <a href={privacyHref} target="_blank" rel="noopener">
              {linkText}
            </a>
            {after}
          </span>
        </label>
        <FieldError id="enquiry-consent" error={e.consent} />
      </div>
    </fieldset>
  )
}
