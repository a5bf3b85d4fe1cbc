import { lazy, Suspense, type ReactNode } from 'react'

import { limits, type EnquiryField, type FieldErrors } from '@/lib/enquiry/fields'

import { AddressFields } from './AddressFields'
import { Consent } from './Consent'
import { formControls, type Option } from './controls'
import type { Draft } from './draft'
import styles from './EnquiryForm.module.css'
import { controlProps, Field } from './Field'
import type { EnquiryTexts } from './texts'
import type { Linked } from './useEnquiryForm'

export type { Option }

type Props = {
  texts: EnquiryTexts
  values: Draft
  errors: FieldErrors
  countries: Option[]
  /** the site takes enquiries from China only: the country is shown, not chosen */
  chinaOnly: boolean
  provinces: Option[]
  jobs: Option[]
  linked?: Linked
  /** another form's own parts (the appointment's): its questions before the message, its consents after the others */
  extra?: FormExtra
  privacyHref: string
  update: (patch: Partial<Draft>) => void
  check: (field: EnquiryField, values: Draft) => void
}

/** Only a link to the form names products: the line that shows them loads with such a link. */
const LinkedLine = lazy(() => import('./LinkedLine').then((m) => ({ default: m.LinkedLine })))

/** What another form of the same rules adds to the details (the appointment form's, `AppointmentForm`). */
export type FormExtra = {
  questions: ReactNode
  consents: ReactNode
  /** the message field's label and hint; optional there */
  message: { label: string; hint: string }
}

/** China's provinces with numbering plans of their own (their numbers are written internationally). */
const ownNumbering = ['香港', '澳门', '台湾']

/**
 * The visitor's details: the country first, then what that country asks for (China: the spec's
 * 11-digit phone, the province and the consent to the transfer to Germany; any other: an
 * international phone and an optional address). Text fields are checked when left, choices when
 * made; a field with a message is re-checked while it is corrected.
 */
export function DetailsFields(props: Props) {
  const {
    texts,
    values: v,
    errors: e,
    countries,
    chinaOnly,
    provinces,
    jobs,
    linked,
    extra,
    privacyHref,
    update,
    check,
  } = props
  const req = texts.required
  const china = v.country === 'CN'
  const mainland = china && !ownNumbering.includes(v.province)
  const change = (field: EnquiryField & keyof Draft, value: string | boolean, now = false) => {
    const next = { ...v, [field]: value }
    update({ [field]: value })
    if (now || e[field]) check(field, next)
    // The phone's rule follows the country (and China's province): a number typed is judged again.
    if ((field === 'country' || field === 'province') && v.tel) check('tel', next)
  }
  const { input, choice, optional } = formControls({ texts, values: v, errors: e, change, check, mainland })
  const telHint = !v.country ? texts.telHintFirst : mainland ? texts.telHint : texts.telHintIntl
  return (
    <fieldset className={styles.details}>
      <legend className={styles.legend}>{texts.detailsLegend}</legend>
      {chinaOnly ? (
        <Field id="enquiry-country" label={texts.country} icon="web" marker="">
          <input id="enquiry-country" type="text" value={texts.countryValue} readOnly className={styles.fixed} />
        </Field>
      ) : (
        <Field
          id="enquiry-country"
          label={texts.country}
          icon="web"
          marker={req}
          error={e.country}
          hint={texts.countryHint}
        >
          {choice('country', countries, 'country')}
        </Field>
      )}
      <Field id="enquiry-name" label={texts.name} icon="user" marker={req} error={e.name}>
        {input('name', 'name')}
      </Field>
      {/* The phone is there from the start; its rule (and hint) follow the country once chosen. */}
      <Field id="enquiry-tel" label={texts.tel} icon="phone" marker={req} error={e.tel} hint={telHint}>
        {/* `tel-national` (China's number without +86) belongs to text inputs; the keypad stays numeric. */}
        {input('tel', mainland ? 'tel-national' : 'tel', { inputMode: mainland ? 'numeric' : 'tel' })}
      </Field>
      <Field id="enquiry-email" label={texts.email} icon="mail" marker={req} error={e.email}>
        {input('email', 'email')}
      </Field>
      <Field id="enquiry-company" label={texts.company} icon="company" marker={texts.optional}>
        {input('company', 'organization', { ...optional, onBlur: undefined })}
      </Field>
      {v.country && (
        <AddressFields texts={texts} china={china} errors={e} provinces={provinces} input={input} choice={choice} />
      )}
      {v.type === 'joinus' && (
        <Field id="enquiry-job" label={texts.job} icon="job" marker={req} error={e.job} wide>
          {choice('job', jobs)}
        </Field>
      )}
      {linked && v.product === linked.key && v.type !== 'joinus' && (
        <Suspense fallback={null}>
          <LinkedLine texts={texts} linked={linked} onRemove={() => update({ product: `-${linked.key}` })} />
        </Suspense>
      )}
      {extra?.questions}
      <Field
        id="enquiry-requirement"
        label={extra ? extra.message.label : texts.requirement}
        icon="message"
        marker={extra ? texts.optional : req}
        error={e.requirement}
        hint={extra ? extra.message.hint : texts.requirementHint}
        wide
      >
        <textarea
          {...controlProps('enquiry-requirement', { error: e.requirement, hinted: true, required: !extra })}
          name="requirement"
          rows={6}
          maxLength={limits.requirement}
          value={v.requirement}
          onChange={(ev) => change('requirement', ev.target.value)}
          onBlur={() => check('requirement', v)}
        />
      </Field>
      <Consent
        id="consent"
        text={texts.consent}
        href={privacyHref}
        value={v.consent}
        error={e.consent}
        change={change}
      />
      {extra?.consents}
      {china && (
        <Consent
          id="transferConsent"
          text={texts.transferConsent}
          href={privacyHref}
          value={v.transferConsent}
          error={e.transferConsent}
          change={change}
        />
      )}
    </fieldset>
  )
}
