/**
 * What a press of "send" does: checks the form with the shared rules, sends it with its
 * idempotency key, and shows the outcome. Loaded on the first touch of the form, never with the
 * page (the page's first load stays small).
 */
import type { Dispatch, MutableRefObject, SetStateAction } from 'react'

import { enquiryFields, type FieldErrors } from '@/lib/enquiry/fields'

import { clearDraft, type Draft } from './draft'
import type * as Rules from './rules'
import type * as Sending from './send'
import type { EnquiryTexts } from './texts'
import type { FormMode, Initial, Status } from './useEnquiryForm'

type Set<T> = Dispatch<SetStateAction<T>>

export type SubmitContext = {
  texts: EnquiryTexts
  locale: string
  initial: Initial
  values: Draft
  items: readonly { article: string; quantity: number }[]
  honeypot: string
  mode: FormMode
  sender: MutableRefObject<Sending.EnquirySender | null>
  key: string
  /** how many rows of the device's Merkliste go with it */
  sentItems: number
  set: {
    errors: Set<FieldErrors>
    itemErrors: Set<Record<string, string>>
    summary: Set<boolean>
    status: Set<Status>
    sentItems: Set<number>
  }
  loadRules: () => Promise<typeof Rules>
  loadSending: () => Promise<typeof Sending>
}

/** Shows the messages with their summary and moves focus to the first field concerned. */
export function showErrors(found: Record<string, string>, set: SubmitContext['set']): void {
  const rows = Object.fromEntries(Object.entries(found).filter(([key]) => key.startsWith('items')))
  set.errors(found as FieldErrors)
  set.itemErrors(rows)
  set.summary(true)
  const first = enquiryFields.find((f) => found[f])
  // Each field's control has the id `enquiry-<field>` (the first radio for the type).
  if (first) document.getElementById(`enquiry-${first}`)?.focus()
  else if (Object.keys(rows).length > 0) document.getElementById('enquiry-items')?.focus()
}

export async function submitEnquiry(c: SubmitContext): Promise<void> {
  const { appointment, linked } = c.initial
  // Should the rules fail to load, the server checks the same rules and answers with the messages.
  const parsed = await c.loadRules().then(
    ({ parseEnquiry, toSubmission, ruleOptions }) =>
      parseEnquiry(c.texts.validation, toSubmission(c.values, linked, appointment), ruleOptions(appointment)),
    () => null,
  )
  if (parsed && !parsed.ok) {
    showErrors(parsed.errors, c.set)
    return
  }
  c.set.summary(false)
  c.set.status({ phase: 'sending' })
  const code = await c.loadSending().catch(() => null)
  if (!code) {
    c.set.status({ phase: 'failed', outcome: { kind: navigator.onLine === false ? 'offline' : 'unavailable' } })
    return
  }
  c.sender.current ??= new code.EnquirySender()
  const rows = c.items.length ? { items: c.items.map((i) => ({ article: i.article, quantity: i.quantity })) } : {}
  const outcome = await c.sender.current.send(
    { ...code.toSubmission(c.values, linked, appointment), ...rows, website: c.honeypot },
    c.key,
    c.locale,
    c.mode.endpoint,
  )
  if (outcome.kind === 'accepted') {
    clearDraft(c.mode.draftKey)
    c.set.itemErrors({})
    c.set.sentItems(c.sentItems)
    c.set.status({ phase: 'done', reference: outcome.reference })
    return
  }
  if (outcome.kind === 'invalid') {
    c.set.status({ phase: 'editing' })
    showErrors(outcome.fields, c.set)
    return
  }
  c.set.status({ phase: 'failed', outcome })
}
