'use client'

import { PasswordField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import type { ComponentProps } from 'react'

/**
 * "Current password", shown in one's own account once a new password is being typed (Payload's
 * "Change password"); the server checks it (src/cms/auth/currentPassword.ts).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const changing = useFormFields(([fields]) => Boolean(fields.password?.value))
  if (!changing) return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, required: true } as unknown as ComponentProps<typeof PasswordField>['field']}
      path={path ?? 'currentPassword'}
      validate={() => true}
    />
  )
}
