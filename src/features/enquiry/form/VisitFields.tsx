'use client'

import { useSyncExternalStore } from 'react'

import type { EnquiryField, FieldErrors } from '@/lib/enquiry/fields'
import { openDayparts, visitWindow } from '@/lib/showrooms/visit'
import { visitTimes, type VisitTime } from '@/lib/vocabularies'

import type { Draft } from './draft'
import styles from './EnquiryForm.module.css'
import { controlProps, Field, FieldError } from './Field'
import type { Appointment } from './submission'
import type { EnquiryTexts } from './texts'

const subscribeNever = () => () => {}

type Props = {
  texts: EnquiryTexts
  appointment: Appointment
  values: Draft
  errors: FieldErrors
  update: (patch: Partial<Draft>) => void
  check: (field: EnquiryField, values: Draft) => void
}

/**
 * An appointment's own questions: the series to see (those on display there), a day and a part of
 * the day. The date field offers the days from tomorrow in the showroom's time zone (known only in
 * the browser, so set after the page loads); the parts of the day follow the hours of the day chosen.
 */
export function VisitFields({ texts, appointment, values: v, errors: e, update, check }: Props) {
  const a = texts.appointment
  // `first/last`, read in the browser only (the page is built once, the days move on).
  const bounds = useSyncExternalStore(
    subscribeNever,
    () => Object.values(visitWindow(Date.now(), appointment.timeZone)).join('/'),
    () => '',
  )
  const [first, last] = bounds ? bounds.split('/') : []
  const open = v.visitDate ? openDayparts(v.visitDate, appointment) : []
  const times: readonly VisitTime[] = open.length ? open : visitTimes
  const change = (patch: Partial<Draft>, field: EnquiryField) => {
    const next = { ...v, ...patch }
    update(patch)
    check(field, next)
  }
  return (
    <fieldset className={`${styles.visit} ${styles.wide}`}>
      <legend className={styles.visitLegend}>{a.legend}</legend>
      {appointment.series.length > 0 && (
        <fieldset className={`${styles.field} ${styles.wide} ${e.series ? styles.invalid : ''}`}>
          <legend className={styles.label}>
            <span>{a.series}</span>
            <span className={styles.marker}>{texts.optional}</span>
          </legend>
          <ul className={styles.choices}>
            {appointment.series.map((s, index) => (
              <li key={s.value}>
                <label className={styles.consent}>
                  <input
                    type="checkbox"
                    {...(index === 0 ? controlProps('enquiry-series', { error: e.series }) : {})}
                    name="series"
                    value={s.value}
                    checked={v.series.includes(s.value)}
                    onChange={(ev) =>
                      change(
                        {
                          series: ev.target.checked
                            ? [...v.series, s.value]
                            : v.series.filter((slug) => slug !== s.value),
                        },
                        'series',
                      )
                    }
                  />
                  <span>{s.label}</span>
                </label>
              </li>
            ))}
          </ul>
          <FieldError id="enquiry-series" error={e.series} />
        </fieldset>
      )}
      <Field
        id="enquiry-visitDate"
        label={a.date}
        icon="clock"
        marker={texts.optional}
        error={e.visitDate}
        hint={a.dateHint}
      >
        <input
          {...controlProps('enquiry-visitDate', { error: e.visitDate, hinted: true })}
          type="date"
          name="visitDate"
          min={first}
          max={last}
          value={v.visitDate}
          onChange={(ev) => {
            const visitDate = ev.target.value
            // A part of the day the new day does not open in is dropped, not refused.
            const still =
              !v.visitTime || !visitDate || openDayparts(visitDate, appointment).includes(v.visitTime as VisitTime)
            change({ visitDate, ...(still ? {} : { visitTime: '' }) }, 'visitDate')
          }}
        />
      </Field>
      <Field id="enquiry-visitTime" label={a.time} icon="clock" marker={texts.optional} error={e.visitTime}>
        <select
          {...controlProps('enquiry-visitTime', { error: e.visitTime })}
          name="visitTime"
          value={v.visitTime}
          onChange={(ev) => change({ visitTime: ev.target.value }, 'visitTime')}
        >
          <option value="">{a.times.any}</option>
          {times.map((time) => (
            <option key={time} value={time}>
              {a.times[time]}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  )
}
