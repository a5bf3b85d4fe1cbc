'use client'

import { Button, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useCallback, useEffect, useId, useState } from 'react'

import { reviewLabels as L, reviewStateLabels, type ReviewState } from '@/cms/review/labels'
import { localeNames, type Locale } from '@/i18n/locales'

import { say } from '../translation/text'

type Person = { id: number | string; name: string } | null
type Language = {
  locale: Locale
  state: ReviewState
  changedBy: Person[]
  changedByMe: boolean
  requestedBy: Person
  requestedAt: string | null
  reviewer: Person
  decidedAt: string | null
  comment: string | null
  canAsk: boolean
  canDecide: boolean
  diff: string | null
}
type Round = { needed: false } | { needed: true; languages: Language[]; missing: Locale[]; canEmergency: boolean }

/**
 * Beside a document whose kind needs approval: each language changed since the last publish, who
 * changed it, whether review was asked for, approved or sent back (with the comment), a link to
 * the changes in that language; the buttons the reader may use (ask, approve, send back, and for
 * an administrator the emergency publish). The server checks every action again.
 */
export function ReviewPanel() {
  const { id, collectionSlug, globalSlug, data } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const language = i18n.language
  const [round, setRound] = useState<Round | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [returning, setReturning] = useState<Locale | null>(null)
  const [comment, setComment] = useState('')
  const headingId = useId()
  const entity = collectionSlug ?? globalSlug
  const api = `${config.serverURL ?? ''}${config.routes.api}/reviews`
  const saved = (data as { updatedAt?: string } | undefined)?.updatedAt

  const load = useCallback(
    (signal?: AbortSignal) => {
      if (!entity || (collectionSlug && id === undefined)) return
      const query = new URLSearchParams({ entity })
      if (collectionSlug) query.set('id', String(id))
      fetch(`${api}/round?${query}`, { credentials: 'include', signal })
        .then((response) => (response.ok ? response.json() : { needed: false }))
        .then((body: Round) => setRound(body))
        .catch(() => {})
    },
    [api, collectionSlug, entity, id],
  )
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal)
    return () => controller.abort()
  }, [load, saved])

  if (!round || !round.needed) return null

  const act = async (action: string, extra: Record<string, unknown> = {}) => {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`${api}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ entity, id, ...extra }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
        setError(body.errors?.[0]?.message ?? String(response.status))
        return
      }
      if (action === 'emergency') {
        window.location.reload()
        return
      }
      setReturning(null)
      setComment('')
      load()
    } finally {
      setBusy(false)
    }
  }
  const when = (date: string | null) =>
    date ? formatDate({ date, i18n, pattern: config.admin.dateFormat ?? 'yyyy-MM-dd HH:mm' }) : ''
  const names = (people: Person[]) => people.map((p) => p?.name ?? '').join(', ')

  return (
    <section className="review-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-panel__heading">
        {say(L.panelTitle, language)}
      </h3>
      {round.languages.length === 0 ? (
        <p className="review-panel__none">{say(L.nothingChanged, language)}</p>
      ) : (
        <ul className="review-panel__list">
          {round.languages.map((l) => (
            <li key={l.locale} data-locale={l.locale} data-state={l.state}>
              <strong lang={l.locale}>{localeNames[l.locale]}</strong>{' '}
              <span className={`review-panel__state review-panel__state--${l.state}`}>
                {say(reviewStateLabels[l.state], language)}
              </span>
              {l.changedBy.length > 0 && (
                <div className="review-panel__meta">
                  {say(L.changedBy, language)}: {names(l.changedBy)}
                </div>
              )}
              {l.requestedBy && l.state === 'requested' && (
                <div className="review-panel__meta">
                  {say(L.requestedBy, language)}: {l.requestedBy.name} · {when(l.requestedAt)}
                </div>
              )}
              {l.reviewer && (l.state === 'approved' || l.state === 'returned') && (
                <div className="review-panel__meta">
                  {say(L.reviewer, language)}: {l.reviewer.name} · {when(l.decidedAt)}
                </div>
              )}
              {l.comment && <blockquote className="review-panel__comment">{l.comment}</blockquote>}
              <div className="review-panel__actions">
                {l.diff && <a href={l.diff}>{say(L.diff, language)}</a>}
                {l.canAsk && (
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    disabled={busy}
                    onClick={() => act('ask', { locales: [l.locale] })}
                  >
                    {say(L.ask, language)}
                  </Button>
                )}
                {l.canDecide && l.state !== 'approved' && (
                  <>
                    <Button
                      buttonStyle="primary"
                      size="small"
                      disabled={busy}
                      onClick={() => act('approve', { locale: l.locale })}
                    >
                      {say(L.approve, language)}
                    </Button>
                    <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => setReturning(l.locale)}>
                      {say(L.sendBack, language)}
                    </Button>
                  </>
                )}
              </div>
              {returning === l.locale && (
                <form
                  className="review-panel__return"
                  onSubmit={(event) => {
                    event.preventDefault()
                    void act('send-back', { locale: l.locale, comment })
                  }}
                >
                  <label htmlFor={`${headingId}-comment-${l.locale}`}>{say(L.commentPrompt, language)}</label>
                  <textarea
                    id={`${headingId}-comment-${l.locale}`}
                    value={comment}
                    required
                    rows={3}
                    onChange={(event) => setComment(event.target.value)}
                  />
                  <Button type="submit" buttonStyle="primary" size="small" disabled={busy || comment.trim() === ''}>
                    {say(L.sendBack, language)}
                  </Button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="review-panel__error">
          {error}
        </p>
      )}
      {round.canEmergency && round.missing.length > 0 && (
        <Button
          buttonStyle="error"
          size="small"
          disabled={busy}
          onClick={() => {
            if (window.confirm(say(L.emergencyConfirm, language))) void act('emergency')
          }}
        >
          {say(L.emergency, language)}
        </Button>
      )}
    </section>
  )
}
