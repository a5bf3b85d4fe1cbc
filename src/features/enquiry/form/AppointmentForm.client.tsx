'use client'

import { useMemo } from 'react'

import { appointmentMode } from './appointmentMode'
import { Consent } from './Consent'
import { EnquiryForm, type EnquiryFormProps, type FormState, type Initial, type Option } from './EnquiryForm.client'
import { fill, type EnquiryTexts } from './texts'
import { VisitFields } from './VisitFields'

type Props = {
  locale: string
  texts: EnquiryTexts
  countries: Option[]
  provinces: Option[]
  initial: Initial & { appointment: NonNullable<Initial['appointment']> }
  privacyHref: string
  listHref: string
  icons: EnquiryFormProps['icons']
}

/**
 * A showroom's appointment request: the enquiry form's details and rules, without the type, with
 * the visit's questions, an optional message and, at another business's showroom, the consent to
 * pass the details on to it; its own draft and endpoint. Only showroom pages load this part.
 */
export function AppointmentForm({ locale, texts, countries, provinces, initial, privacyHref, listHref, icons }: Props) {
  const { appointment } = initial
  const mode = useMemo(() => appointmentMode(appointment.showroom), [appointment.showroom])
  const a = texts.appointment
  const extra = ({ values, errors, update, check }: FormState) => ({
    questions: (
      <VisitFields
        texts={texts}
        appointment={appointment}
        values={values}
        errors={errors}
        update={update}
        check={check}
      />
    ),
    consents: appointment.independent && (
      <Consent
        id="shareConsent"
        text={fill(a.shareConsent, { showroom: appointment.name })}
        href={privacyHref}
        value={values.shareConsent}
        error={errors.shareConsent}
        change={(field, value) => {
          update({ [field]: value })
          check(field, { ...values, [field]: value })
        }}
      />
    ),
    message: { label: a.message, hint: a.messageHint },
  })
  return (
    <EnquiryForm
      locale={locale}
      texts={texts}
      countries={countries}
      provinces={provinces}
      jobs={[]}
      initial={initial}
      privacyHref={privacyHref}
      listHref={listHref}
      icons={icons}
      mode={mode}
      extra={extra}
      submitLabel={a.submit}
    />
  )
}
