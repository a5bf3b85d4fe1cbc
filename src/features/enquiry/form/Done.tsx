'use client'

import { useEffect, useRef, useState } from 'react'

import { saveList } from '@/lib/list/store'
import { Icon } from '@/ui/Icon'

import styles from './EnquiryForm.module.css'
import type { Appointment } from './submission'
import { fill, type EnquiryTexts } from './texts'

type Props = {
  texts: EnquiryTexts
  reference: string
  /** how many rows of the device's Merkliste went with the enquiry */
  sentItems: number
  onAgain: () => void
  /** an appointment arrived: its showroom confirms it */
  appointment?: Appointment
}

/** The enquiry arrived: its reference, announced and focused, and what becomes of the Merkliste. */
export function Done({ texts, reference, sentItems, onAgain, appointment }: Props) {
  const [listCleared, setListCleared] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.done} role="status">
      <Icon name="check" size={32} className={styles.doneIcon} />
      <h2 ref={heading} tabIndex={-1}>
        {appointment ? texts.appointment.successTitle : texts.successTitle}
      </h2>
      <p>
        {appointment
          ? fill(texts.appointment.successText, { reference, showroom: appointment.name })
          : fill(texts.successText, { reference })}
      </p>
      {sentItems > 0 &&
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
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {appointment ? texts.appointment.again : texts.again}
      </button>
    </div>
  )
}
