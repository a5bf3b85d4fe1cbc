import type { FieldErrors } from '@/lib/enquiry/fields'

import type { Controls, Option } from './controls'
import { Field } from './Field'
import type { EnquiryTexts } from './texts'

type Props = {
  texts: EnquiryTexts
  china: boolean
  errors: FieldErrors
  provinces: Option[]
  input: Controls['input']
  choice: Controls['choice']
}

/** Where the visitor is: China's province (required, spec section 5), or elsewhere region, postcode and city (optional). */
export function AddressFields({ texts, china, errors: e, provinces, input, choice }: Props) {
  if (china)
    return (
      <Field id="enquiry-province" label={texts.province} icon="address" marker={texts.required} error={e.province}>
        {choice('province', provinces, 'address-level1')}
      </Field>
    )
  const optional = { 'aria-required': undefined }
  return (
    <>
      <Field id="enquiry-region" label={texts.region} icon="address" marker={texts.optional} error={e.region}>
        {input('region', 'address-level1', optional)}
      </Field>
      <Field id="enquiry-postcode" label={texts.postcode} icon="address" marker={texts.optional} error={e.postcode}>
        {input('postcode', 'postal-code', optional)}
      </Field>
      <Field id="enquiry-city" label={texts.city} icon="address" marker={texts.optional} error={e.city}>
        {input('city', 'address-level2', optional)}
      </Field>
    </>
  )
}
