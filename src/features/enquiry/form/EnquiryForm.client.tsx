'use client'

import { lazy, Suspense, type ReactNode } from 'react'

import type { EnquiryField, FieldErrors } from '@/lib/enquiry/fields'

import { DetailsFields, type FormExtra, type Option } from './DetailsFields'
import type { Draft } from './draft'
import styles from './EnquiryForm.module.css'
import { FormIcon, FormIcons, type FormIconName } from './FormIcons'
import { Outcome } from './Outcome'
import type { EnquiryTexts } from './texts'
import { TypeChooser } from './TypeChooser'
import { type FormMode, type Initial, useEnquiryForm } from './useEnquiryForm'

export type { Option }

// Parts a first visit does not show load when they are needed: the rows of the device's
// Merkliste (once it has any) and the confirmation (once the enquiry arrived).
const ListItems = lazy(() => import('./ListItems').then((m) => ({ default: m.ListItems })))
const Done = lazy(() => import('./Done').then((m) => ({ default: m.Done })))
export type { Initial, Linked } from './useEnquiryForm'

export type EnquiryFormProps = Props

type Props = {
  locale: string
  texts: EnquiryTexts
  /** every country, named in the page's language and sorted for it */
  countries: Option[]
  provinces: Option[]
  jobs: Option[]
  initial: Initial
  privacyHref: string
  /** the Merkliste's page, where its rows are edited */
  listHref: string
  /** the form's icons, drawn by the server (`iconsDrawn.tsx`) */
  icons: Record<FormIconName, ReactNode>
  /** another form of the same rules (the appointment's): its draft and endpoint, its own parts, its button */
  mode?: FormMode
  extra?: (form: FormState) => FormExtra
  submitLabel?: string
}

/** What another form's own parts read and change of the form's state. */
export type FormState = {
  values: Draft
  errors: FieldErrors
  update: (patch: Partial<Draft>) => void
  check: (field: EnquiryField, values: Draft) => void
}

/**
 * The cooperation and job enquiry form (spec sections 3-5): validated as typed, sent safely. A
 * showroom's appointment form is this form with its own mode and parts (`AppointmentForm`).
 */
export function EnquiryForm(props: Props) {
  return (
    <FormIcons value={props.icons}>
      <Form {...props} />
    </FormIcons>
  )
}

function Form(props: Props) {
  const { locale, texts, countries, provinces, jobs, initial, privacyHref, listHref, mode, extra, submitLabel } = props
  const form = useEnquiryForm(texts, locale, initial, mode)
  const { values, errors, update, check, status } = form

  if (status.phase === 'done') {
    return (
      <Suspense fallback={null}>
        <Done
          texts={texts}
          reference={status.reference}
          sentItems={form.sentItems}
          onAgain={form.reset}
          appointment={initial.appointment}
        />
      </Suspense>
    )
  }

  const sending = status.phase === 'sending'
  return (
    <form
      className={styles.form}
      noValidate
      onFocus={form.prepare}
      onSubmit={(ev) => {
        ev.preventDefault()
        if (!sending) void form.submit()
      }}
      aria-busy={sending}
    >
      {form.restored && <p className={styles.restored}>{texts.restored}</p>}
      {form.summary && [...Object.values(errors), ...Object.values(form.itemErrors)].some(Boolean) && (
        <p className={styles.summary} role="alert">
          <FormIcon name="alertLarge" />
          {texts.errorSummary}
        </p>
      )}
      {!extra && (
        <TypeChooser
          texts={texts}
          value={values.type}
          error={errors.type}
          onChange={(type) => {
            update({ type })
            check('type', { ...values, type })
            if (type !== 'joinus' && errors.job) check('job', { ...values, type })
          }}
        />
      )}
      <DetailsFields
        texts={texts}
        values={values}
        errors={errors}
        countries={countries}
        chinaOnly={Boolean(initial.chinaOnly)}
        provinces={provinces}
        jobs={jobs}
        linked={initial.linked}
        extra={extra?.({ values, errors, update, check })}
        privacyHref={privacyHref}
        update={update}
        check={check}
      />
      {form.list.length > 0 && values.type !== 'joinus' && !initial.appointment && (
        <Suspense fallback={null}>
          <ListItems
            texts={texts}
            items={form.list}
            include={form.includeList}
            onInclude={form.setIncludeList}
            errors={form.itemErrors}
            listHref={listHref}
          />
        </Suspense>
      )}
      {/* Only robots fill this in: it is off-screen, unlabelled for people and out of the tab order. */}
      <div className={styles.hp} aria-hidden="true">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.honeypot}
            onChange={(ev) => form.setHoneypot(ev.target.value)}
          />
        </label>
      </div>
      {status.phase === 'failed' && <Outcome texts={texts} outcome={status.outcome} />}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending}>
          {sending ? texts.sending : (submitLabel ?? texts.submit)}
        </button>
      </div>
    </form>
  )
}
