'use client'

import { useEffect, useRef, useState } from 'react'

import { saveList } from '@/lib/list/store'
import { Icon } from '@/ui/Icon'

import { DetailsFields, type Option } from './DetailsFields'
import styles from './EnquiryForm.module.css'
import { ListItems } from './ListItems'
import { Outcome } from './Outcome'
import { fill, type EnquiryTexts } from './texts'
import { TypeChooser } from './TypeChooser'
import { type Initial, useEnquiryForm } from './useEnquiryForm'

export type { Option }

type Props = {
  locale: string
  texts: EnquiryTexts
  provinces: Option[]
  jobs: Option[]
  /** the product a "request a quote" link named, with its title */
  product?: Option
  initial: Initial
  privacyHref: string
  /** the Merkliste's page, where its rows are edited */
  listHref: string
}

/** The cooperation and job enquiry form (spec sections 3-5): validated as typed, sent safely. */
export function EnquiryForm({ locale, texts, provinces, jobs, product, initial, privacyHref, listHref }: Props) {
  const form = useEnquiryForm(texts, locale, initial)
  const { values, errors, update, check, status } = form
  const [listCleared, setListCleared] = useState(false)
  const doneHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (status.phase === 'done') doneHeading.current?.focus()
  }, [status.phase])

  if (status.phase === 'done') {
    return (
      <div className={styles.done} role="status">
        <Icon name="check" size={32} className={styles.doneIcon} />
        <h2 ref={doneHeading} tabIndex={-1}>
          {texts.successTitle}
        </h2>
        <p>{fill(texts.successText, { reference: status.reference })}</p>
        {form.sentItems > 0 &&
          (listCleared ? (
            <p>{texts.listCleared}</p>
          ) : (
            <p className={styles.listKept}>
              {texts.listKept}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  saveList([])
                  setListCleared(true)
                }}
              >
                {texts.listClear}
              </button>
            </p>
          ))}
        <button type="button" className="button button--ghost" onClick={form.reset}>
          {texts.again}
        </button>
      </div>
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
          <Icon name="alert" size={20} />
          {texts.errorSummary}
        </p>
      )}
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
      <DetailsFields
        texts={texts}
        values={values}
        errors={errors}
        provinces={provinces}
        jobs={jobs}
        product={product}
        privacyHref={privacyHref}
        update={update}
        check={check}
      />
      {form.list.length > 0 && values.type !== 'joinus' && (
        <ListItems
          texts={texts}
          items={form.list}
          include={form.includeList}
          onInclude={form.setIncludeList}
          errors={form.itemErrors}
          listHref={listHref}
        />
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
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  )
}
