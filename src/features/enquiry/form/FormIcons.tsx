'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** The icons the form shows: each field's row icon, the alert of a message (small, large), the type card's check. */
export const formIconNames = [
  'web',
  'user',
  'phone',
  'mail',
  'company',
  'address',
  'job',
  'message',
  'clock',
  'alert',
  'alertLarge',
  'check',
] as const
export type FormIconName = (typeof formIconNames)[number]

/**
 * The icons drawn by the server (`iconsDrawn.tsx`), handed to the form: its first load then carries
 * no drawing code of its own (the site's icon set stays out of the page's JavaScript).
 */
export const FormIcons = createContext<Partial<Record<FormIconName, ReactNode>>>({})

export function FormIcon({ name }: { name: FormIconName }) {
  return useContext(FormIcons)[name] ?? null
}
