import type React from 'react'

import { limits, type EnquiryField, type FieldErrors } from '@/lib/enquiry/fields'

import type { Draft } from './draft'
import { controlProps } from './Field'
import type { EnquiryTexts } from './texts'

export type Option = { value: string; label: string }

type TextField = 'name' | 'tel' | 'email' | 'company' | 'region' | 'postcode' | 'city'
type ChoiceField = 'country' | 'province' | 'job'

type Context = {
  texts: EnquiryTexts
  values: Draft
  errors: FieldErrors
  change: (field: EnquiryField & keyof Draft, value: string | boolean, now?: boolean) => void
  check: (field: EnquiryField, values: Draft) => void
  /** the phone follows the spec's 11 digits (China, a mainland province or none chosen yet) */
  mainland: boolean
}

export type Controls = {
  /** a text input, checked when left */
  input: (field: TextField, autoComplete: string, extra?: Record<string, unknown>) => React.ReactElement
  /** a native select, checked when changed */
  choice: (field: ChoiceField, options: Option[], autoComplete?: string) => React.ReactElement
  /** what makes an input optional (no `aria-required`) */
  optional: Record<string, unknown>
}

/** The form's controls with their labels' ids, messages, limits and checks. */
export function formControls({ texts, values: v, errors: e, change, check, mainland }: Context): Controls {
  return {
    input: (field, autoComplete, extra = {}) => (
      <input
        {...controlProps(`enquiry-${field}`, { error: e[field], hinted: field === 'tel', required: true })}
        // The e-mail is a text field with the e-mail keyboard: `type="email"` hands over an address in
        // another script in punycode (`kunde@xn--bcher-kva.de`), never as the visitor wrote it.
        type={field === 'tel' && !mainland ? 'tel' : 'text'}
        {...(field === 'email' ? { inputMode: 'email' as const, spellCheck: false, autoCapitalize: 'off' } : {})}
        name={field}
        autoComplete={autoComplete}
        maxLength={field === 'tel' ? (mainland ? limits.tel : limits.telInternational) : limits[field]}
        value={v[field]}
        onChange={(ev) => change(field, ev.target.value)}
        onBlur={() => check(field, v)}
        {...extra}
      />
    ),
    choice: (field, options, autoComplete) => (
      <select
        {...controlProps(`enquiry-${field}`, { error: e[field], hinted: field === 'country', required: true })}
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
    ),
    optional: { 'aria-required': undefined },
  }
}
