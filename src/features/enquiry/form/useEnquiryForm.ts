'use client'

import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import type { EnquiryField, FieldErrors } from '@/lib/enquiry/fields'
import { importOnce } from '@/lib/importOnce'
import { useList } from '@/lib/list/store'
import { demandTypes } from '@/lib/vocabularies'

import {
  clearDraft,
  ENQUIRY_DRAFT,
  hasTyping,
  newKey,
  parseDraft,
  readDraft,
  rememberCountry,
  rememberedCountry,
  saveDraft,
  type Draft,
} from './draft'
import type { EnquirySender, Outcome } from './send'
import type { Appointment } from './submission'
import type { EnquiryTexts } from './texts'

/** Products a link named (a product, one of its variants, a series), sent as the enquiry's first rows. */
export type Linked = {
  /** what the link named, to tell links apart (`product:luna-60`, `article:SH100103`, `series:luna`) */
  key: string
  /** the product's slug, stored with the enquiry (not for a series) */
  product?: string
  /** "Produkt" or "Serie": what the line says it is */
  kind: 'product' | 'series'
  label: string
  items: { article: string; label: string }[]
}

export type Initial = {
  type?: string
  job?: string
  /** the country the page starts with: China on /zh and while the site takes enquiries from China only */
  country?: string
  /** the country to start with when neither the page nor the device names one (a showroom's own) */
  defaultCountry?: string
  /** the site takes enquiries from China only: the country cannot be changed */
  chinaOnly?: boolean
  linked?: Linked
  /** the form asks a showroom for an appointment (its page's form), not for a cooperation */
  appointment?: Appointment
}

export type { Appointment }

const subscribeNever = () => () => {}

/** The validation rules (and their libraries) load once a visitor starts on the form, not with the page. */
const loadRules = importOnce(() => import('./rules'))

/** The sending code (proof of work, retries, time limits) loads with the rules: on the first touch. */
const loadSending = importOnce(() => import('./send'))

/** What a press of "send" does (check, send, show the outcome): loaded on the first touch too. */
const loadSubmit = importOnce(() => import('./submit'))

const empty = (initial: Initial, country = ''): Draft => ({
  type: initial.type ?? '',
  country: initial.country || country || initial.defaultCountry || '',
  name: '',
  tel: '',
  email: '',
  company: '',
  province: '',
  region: '',
  postcode: '',
  city: '',
  job: initial.job ?? '',
  requirement: '',
  product: initial.linked?.key ?? '',
  consent: false,
  transferConsent: false,
  shareConsent: false,
  showroom: initial.appointment?.showroom ?? '',
  series: [],
  visitDate: '',
  visitTime: '',
  key: '',
})

/**
 * What another form of the same rules changes in this one (the appointment form of a showroom's
 * page brings its own, `appointmentMode`, so the enquiry page loads none of it): where the tab
 * keeps its draft, what of a stored draft it takes over, and where it sends.
 */
export type FormMode = {
  draftKey: string
  adopt: (draft: Partial<Draft>) => Partial<Draft>
  endpoint: string
}

const enquiryMode: FormMode = { draftKey: ENQUIRY_DRAFT, adopt: (draft) => draft, endpoint: '/api/join' }

export type Status =
  { phase: 'editing' | 'sending' } | { phase: 'done'; reference: string } | { phase: 'failed'; outcome: Outcome }

export function useEnquiryForm(texts: EnquiryTexts, locale: string, initial: Initial, mode = enquiryMode) {
  const appointment = initial.appointment
  const { draftKey, adopt } = mode
  // What this tab typed before a reload or a failed send, and the country chosen last on this
  // device (read after hydration; none on the server).
  const stored = useSyncExternalStore(
    subscribeNever,
    () => readDraft(draftKey),
    () => null,
  )
  const remembered = useSyncExternalStore(subscribeNever, rememberedCountry, () => '')
  const base = useMemo(() => {
    const parsed = parseDraft(stored)
    const draft = parsed && adopt(parsed)
    const start = empty(initial, remembered)
    if (!draft) return start
    return {
      ...start,
      ...draft,
      type: draft.type || start.type,
      job: draft.job || start.job,
      country: initial.chinaOnly ? start.country : draft.country || start.country,
      // The link of this page, unless the visitor removed it before the reload (`-<key>`).
      product: draft.product === `-${start.product}` ? draft.product : start.product,
      showroom: start.showroom,
      series: Array.isArray(draft.series) ? draft.series.filter((s) => typeof s === 'string') : [],
    }
  }, [stored, remembered, initial, adopt])
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
  const items = useMemo(() => {
    if (values.type === 'joinus' || appointment) return []
    const rows = includeList ? [...list] : []
    // The rows of the link, unless removed or already on the Merkliste (a row is sent once).
    if (initial.linked && values.product === initial.linked.key)
      for (const { article } of initial.linked.items)
        if (!rows.some((r) => r.article === article)) rows.push({ article, quantity: 1 })
    return rows
  }, [includeList, values.type, values.product, list, initial.linked, appointment])
  const [sentItems, setSentItems] = useState(0)
  const sender = useRef<EnquirySender | null>(null)
  const keyRef = useRef('')
  const ensureKey = useCallback(() => (keyRef.current ||= base.key || newKey()), [base.key])
  const restored = edits === null && hasTyping(base)

  const update = useCallback(
    (patch: Partial<Draft>) => {
      setEdits((previous) => {
        const next = { ...(previous ?? base), ...patch, key: ensureKey() }
        saveDraft(draftKey, next)
        if (patch.country) rememberCountry(patch.country)
        return next
      })
    },
    [base, ensureKey, draftKey],
  )

  /** Checks one field against the shared schema and shows or clears its message. */
  const check = useCallback(
    (field: EnquiryField, draft: Draft) => {
      // Checks of one field resolve in the order they were asked for (one shared promise).
      loadRules().then(
        ({ validateField, toSubmission, ruleOptions }) => {
          const message = validateField(
            texts.validation,
            field,
            toSubmission(draft, initial.linked, appointment),
            ruleOptions(appointment),
          )
          setErrors((e) => ({ ...e, [field]: message }))
        },
        () => {}, // without the rules, the server's answer shows the messages
      )
    },
    [texts.validation, initial.linked, appointment],
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
    loadSubmit().catch(() => {})
  }, [ensureKey])

  const submit = useCallback(async () => {
    // The sending part loads with the rules and the sender (on the first touch, see `prepare`).
    const sending = await loadSubmit().catch(() => null)
    if (!sending) {
      setStatus({ phase: 'failed', outcome: { kind: navigator.onLine === false ? 'offline' : 'unavailable' } })
      return
    }
    await sending.submitEnquiry({
      texts,
      locale,
      initial,
      values,
      items,
      honeypot,
      mode,
      sender,
      key: ensureKey(),
      sentItems: values.type !== 'joinus' && includeList ? list.length : 0,
      set: {
        errors: setErrors,
        itemErrors: setItemErrors,
        summary: setSummary,
        status: setStatus,
        sentItems: setSentItems,
      },
      loadRules,
      loadSending,
    })
  }, [ensureKey, honeypot, includeList, initial, items, list.length, locale, mode, texts, values])

  const reset = useCallback(() => {
    clearDraft(draftKey)
    keyRef.current = ''
    setEdits(empty({ country: initial.country, chinaOnly: initial.chinaOnly, appointment }, values.country))
    setErrors({})
    setItemErrors({})
    setSentItems(0)
    setStatus({ phase: 'editing' })
  }, [draftKey, initial.country, initial.chinaOnly, appointment, values.country])

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
