'use client'

import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { enquiryFields, type EnquiryField, type FieldErrors } from '@/lib/enquiry/fields'
import { importOnce } from '@/lib/importOnce'
import { useList } from '@/lib/list/store'
import { demandTypes } from '@/lib/vocabularies'

import { clearDraft, hasTyping, newKey, parseDraft, readDraft, saveDraft, type Draft } from './draft'
import type { EnquirySender, Outcome } from './send'
import type { EnquiryTexts } from './texts'

export type Initial = { type?: string; job?: string; product?: string }

const subscribeNever = () => () => {}

/** The validation rules (and their library) load once a visitor starts on the form, not with the page. */
const loadRules = importOnce(() => import('@/lib/enquiry/schema'))

/** The sending code (proof of work, retries, time limits) loads with the rules: on the first touch. */
const loadSending = importOnce(() => import('./send'))

const empty = (initial: Initial): Draft => ({
  type: initial.type ?? '',
  name: '',
  tel: '',
  email: '',
  company: '',
  province: '',
  job: initial.job ?? '',
  requirement: '',
  product: initial.product ?? '',
  consent: false,
  key: '',
})

/** What the schema (and the server) reads: empty optional fields are left out. */
export function toSubmission(d: Draft): Record<string, unknown> {
  return {
    type: d.type || undefined,
    name: d.name,
    tel: d.tel,
    email: d.email,
    company: d.company || undefined,
    province: d.province,
    job: d.type === 'joinus' ? d.job || undefined : undefined,
    requirement: d.requirement,
    product: d.product || undefined,
    consent: d.consent,
  }
}

/** Where focus goes for a field's error: its control (the first radio for the type). */
export const controlId = (field: EnquiryField) => `enquiry-${field}`

export type Status =
  { phase: 'editing' | 'sending' } | { phase: 'done'; reference: string } | { phase: 'failed'; outcome: Outcome }

export function useEnquiryForm(texts: EnquiryTexts, locale: string, initial: Initial) {
  // What this tab typed before a reload or a failed send (read after hydration; none on the server).
  const stored = useSyncExternalStore(subscribeNever, readDraft, () => null)
  const base = useMemo(() => {
    const draft = parseDraft(stored)
    const start = empty(initial)
    return draft
      ? {
          ...start,
          ...draft,
          type: draft.type || start.type,
          job: draft.job || start.job,
          product: draft.product || start.product,
        }
      : start
  }, [stored, initial])
  const [edits, setEdits] = useState<Draft | null>(null)
  const values = edits ?? base
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>({ phase: 'editing' })
  const [summary, setSummary] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  // The device's Merkliste goes with the enquiry as its rows, unless the visitor says no (not with a job application).
  const list = useList()
  const [includeList, setIncludeList] = useState(true)
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({})
  const items = useMemo(() => (includeList && values.type !== 'joinus' ? list : []), [includeList, values.type, list])
  const [sentItems, setSentItems] = useState(0)
  const sender = useRef<EnquirySender | null>(null)
  const keyRef = useRef('')
  const ensureKey = useCallback(() => (keyRef.current ||= base.key || newKey()), [base.key])
  const restored = edits === null && hasTyping(base)

  const update = useCallback(
    (patch: Partial<Draft>) => {
      setEdits((previous) => {
        const next = { ...(previous ?? base), ...patch, key: ensureKey() }
        saveDraft(next)
        return next
      })
    },
    [base, ensureKey],
  )

  /** Checks one field against the shared schema and shows or clears its message. */
  const check = useCallback(
    (field: EnquiryField, draft: Draft) => {
      // Checks of one field resolve in the order they were asked for (one shared promise).
      loadRules().then(
        ({ validateField }) => {
          const message = validateField(texts.validation, field, toSubmission(draft))
          setErrors((e) => ({ ...e, [field]: message }))
        },
        () => {}, // without the rules, the server's answer shows the messages
      )
    },
    [texts.validation],
  )

  const prepare = useCallback(() => {
    loadSending().then(
      ({ EnquirySender }) => {
        sender.current ??= new EnquirySender()
        void sender.current.prepare(ensureKey())
      },
      () => {}, // tried again when the visitor sends
    )
    loadRules().catch(() => {})
  }, [ensureKey])

  /** Shows the messages with their summary and moves focus to the first field concerned. */
  const showErrors = useCallback((found: Record<string, string>) => {
    const rows = Object.fromEntries(Object.entries(found).filter(([key]) => key.startsWith('items')))
    setErrors(found as FieldErrors)
    setItemErrors(rows)
    setSummary(true)
    const first = enquiryFields.find((f) => found[f])
    if (first) document.getElementById(controlId(first))?.focus()
    else if (Object.keys(rows).length > 0) document.getElementById('enquiry-items')?.focus()
  }, [])

  const submit = useCallback(async () => {
    // Should the rules fail to load, the server checks the same rules and answers with the messages.
    const parsed = await loadRules().then(
      ({ parseEnquiry }) => parseEnquiry(texts.validation, toSubmission(values)),
      () => null,
    )
    if (parsed && !parsed.ok) {
      showErrors(parsed.errors)
      return
    }
    setSummary(false)
    setStatus({ phase: 'sending' })
    const code = await loadSending().catch(() => null)
    if (!code) {
      setStatus({ phase: 'failed', outcome: { kind: navigator.onLine === false ? 'offline' : 'unavailable' } })
      return
    }
    sender.current ??= new code.EnquirySender()
    const key = ensureKey()
    const rows = items.length ? { items: items.map((i) => ({ article: i.article, quantity: i.quantity })) } : {}
    const outcome = await sender.current.send({ ...toSubmission(values), ...rows, website: honeypot }, key, locale)
    if (outcome.kind === 'accepted') {
      clearDraft()
      setItemErrors({})
      setSentItems(items.length)
      setStatus({ phase: 'done', reference: outcome.reference })
      return
    }
    if (outcome.kind === 'invalid') {
      setStatus({ phase: 'editing' })
      showErrors(outcome.fields)
      return
    }
    setStatus({ phase: 'failed', outcome })
  }, [ensureKey, honeypot, items, locale, showErrors, texts.validation, values])

  const reset = useCallback(() => {
    clearDraft()
    keyRef.current = ''
    setEdits(empty({}))
    setErrors({})
    setItemErrors({})
    setSentItems(0)
    setStatus({ phase: 'editing' })
  }, [])

  return {
    values,
    errors,
    list,
    includeList,
    setIncludeList,
    itemErrors,
    sentItems,
    status,
    restored,
    summary,
    honeypot,
    setHoneypot,
    update,
    check,
    prepare,
    submit,
    reset,
    typeIndex: demandTypes.indexOf(values.type as never),
  }
}
