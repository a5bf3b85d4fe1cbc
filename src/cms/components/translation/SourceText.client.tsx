'use client'

import { useConfig, useDocumentInfo, useLocale, usePreferences, useTranslation } from '@payloadcms/ui'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { translationLabels as T } from '@/cms/translation/labels'
import { isLocale, localeNames, type Locale } from '@/i18n/locales'
import { plainText } from '@/lib/translation/status'
import { valueAt } from '@/lib/valueAt'

import { MemoryMatches } from './MemoryMatches.client'
import { say } from './text'

/** The languages a translator may take as the source: German (the default) or Chinese. */
const SOURCES: readonly Locale[] = ['de', 'zh']
const PREFERENCE = 'translation-source'

/** The chosen source, shared by every field of the form and kept in the user's preferences. */
let chosen: Locale = 'de'
let loaded = false
const listeners = new Set<() => void>()
const choose = (source: Locale) => {
  chosen = source
  listeners.forEach((listener) => listener())
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** One request per document and source language, however many fields show it. */
const documents = new Map<string, Promise<unknown>>()
function sourceDocument(url: string): Promise<unknown> {
  let found = documents.get(url)
  if (!found) {
    found = fetch(url, { credentials: 'include' }).then((answer) => (answer.ok ? answer.json() : null))
    documents.set(url, found)
    // Kept briefly only: a source changed meanwhile shows when the form is opened again.
    setTimeout(() => documents.delete(url), 60_000)
  }
  return found
}

/** A rich text as its paragraphs' words; a plain text as its lines. */
function paragraphs(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\n+/).filter((line) => line.trim())
  const root = (value as { root?: { children?: unknown[] } } | null)?.root
  return (root?.children ?? []).map(plainText).filter((line) => line.trim())
}

/**
 * Under each localized text field while another language is edited: the source language's text
 * of that field (its latest draft), German unless the user chose Chinese, for plain, long and
 * rich text alike. Translators see what to translate instead of an empty field. Nothing shows
 * while the source language itself is edited.
 */
export function SourceText({ path }: { path?: string }) {
  const { code } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { getPreference, setPreference } = usePreferences()
  const source = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => 'de' as Locale,
  )
  const [value, setValue] = useState<unknown>(undefined)

  useEffect(() => {
    if (loaded) return
    loaded = true
    void getPreference<Locale>(PREFERENCE).then((saved) => {
      if (saved && SOURCES.includes(saved)) choose(saved)
    })
  }, [getPreference])

  const base = collectionSlug
    ? id === undefined
      ? null
      : `/${collectionSlug}/${id}`
    : globalSlug
      ? `/globals/${globalSlug}`
      : null
  const url = base
    ? `${config.serverURL}${config.routes.api}${base}?locale=${source}&draft=true&depth=0&fallback-locale=null`
    : null
  useEffect(() => {
    if (!url || !path || code === source) return
    let live = true
    void sourceDocument(url).then((doc) => {
      if (live) setValue(valueAt(doc, path))
    })
    return () => {
      live = false
    }
  }, [url, path, code, source])

  if (!url || !path || code === source) return null
  const lines = paragraphs(value)
  const language = i18n.language
  return (
    <div
      data-source-text={source}
      style={{
        marginTop: 'calc(var(--base) / 2)',
        padding: 'calc(var(--base) / 2) calc(var(--base) * 0.75)',
        borderInlineStart: '3px solid var(--theme-elevation-300)',
        background: 'var(--theme-elevation-50)',
        color: 'var(--theme-elevation-800)',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.25rem 0.75rem',
          alignItems: 'baseline',
          fontSize: '0.85em',
        }}
      >
        <strong>{say(T.source, language)}</strong>
        <span role="group" aria-label={say(T.sourceChoice, language)} style={{ display: 'inline-flex', gap: '0.5rem' }}>
          {SOURCES.filter((other) => other !== code).map((other) => (
            <button
              key={other}
              type="button"
              lang={other}
              aria-pressed={other === source}
              onClick={() => {
                choose(other)
                void setPreference(PREFERENCE, other)
              }}
              style={{
                border: 0,
                padding: 0,
                background: 'none',
                color: 'inherit',
                cursor: 'pointer',
                textDecoration: other === source ? 'none' : 'underline',
                fontWeight: other === source ? 600 : 400,
              }}
            >
              {localeNames[other]}
            </button>
          ))}
        </span>
      </div>
      <div lang={source} data-source-value style={{ whiteSpace: 'pre-wrap', marginTop: '0.25rem' }}>
        {lines.length === 0 ? (
          <em>{say(T.sourceEmpty, language)}</em>
        ) : (
          lines.map((line, index) => (
            <p key={index} style={{ margin: index === 0 ? 0 : '0.5rem 0 0' }}>
              {line}
            </p>
          ))
        )}
      </div>
      {source === 'de' && isLocale(code) && lines.length > 0 ? (
        <MemoryMatches path={path} text={lines.join('\n')} locale={code} />
      ) : null}
    </div>
  )
}
