'use client'

import { useConfig, useField, useTranslation } from '@payloadcms/ui'
import { Fragment, useEffect, useState } from 'react'

import { memoryLabels as M } from '@/cms/translation/memory/labels'
import type { Locale } from '@/i18n/locales'
import type { DiffPart } from '@/lib/translation/memory/index'

import { say } from './text'

type Match = { score: number; source: string; target: string; diff: DiffPart[] }
type Segment = { source: string; matches: Match[] }

/** One lookup per text and language while the form is open. */
const lookups = new Map<string, Promise<Segment[]>>()
function lookup(url: string): Promise<Segment[]> {
  let found = lookups.get(url)
  if (!found) {
    found = fetch(url, { credentials: 'include' })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ segments: Segment[] }>) : { segments: [] }))
      .then((answer) => answer.segments)
      .catch(() => [])
    lookups.set(url, found)
    setTimeout(() => lookups.delete(url), 30_000)
  }
  return found
}

const scoreStyle = (score: number) => ({
  display: 'inline-block',
  minWidth: '3.2em',
  padding: '0 0.35rem',
  borderRadius: '999px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums' as const,
  background: score === 100 ? '#d9f2e3' : '#fff1cc',
  color: score === 100 ? '#14532d' : '#6b4500',
})

/**
 * Under the German source of a field in another language: each sentence's best match from the
 * translation memory, with its score; below 100 % the stored German sentence with what differs
 * marked (struck: only in the stored one; underlined: only in this one). In a plain or long text
 * field "Übernehmen" puts the translation into the field: the whole field when the match covers
 * its whole source, else after what is there.
 */
export function MemoryMatches({ path, text, locale }: { path: string; text: string; locale: Locale }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { value, setValue } = useField<string>({ path })
  const [segments, setSegments] = useState<Segment[]>([])
  const url = `${config.serverURL}${config.routes.api}/translation/memory?${new URLSearchParams({ language: locale, text })}`
  useEffect(() => {
    let live = true
    if (!text.trim()) return
    void lookup(url).then((found) => {
      if (live) setSegments(found)
    })
    return () => {
      live = false
    }
  }, [url, text])
  const shown = segments.filter((segment) => segment.matches.length > 0)
  if (shown.length === 0) return null
  const language = i18n.language
  const plain = typeof value === 'string' || value === undefined || value === null
  const insert = (segment: Segment, target: string) => {
    const current = typeof value === 'string' ? value.trim() : ''
    const whole = segments.length === 1 && segment.source === segments[0]!.source
    setValue(whole || !current ? target : `${current} ${target}`)
  }
  return (
    <div data-memory-matches style={{ marginTop: '0.5rem', fontSize: '0.9em' }}>
      <strong style={{ fontSize: '0.9em' }}>{say(M.title, language)}</strong>
      <ul style={{ listStyle: 'none', margin: '0.25rem 0 0', padding: 0, display: 'grid', gap: '0.4rem' }}>
        {shown.map((segment) => {
          const best = segment.matches[0]!
          return (
            <li
              key={segment.source}
              data-memory-match
              data-score={best.score}
              style={{ display: 'grid', gap: '0.15rem' }}
            >
              <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline', flexWrap: 'wrap' }}>
                <span style={scoreStyle(best.score)}>{best.score} %</span>
                <span lang={locale} data-memory-target style={{ overflowWrap: 'anywhere' }}>
                  {best.target}
                </span>
                {plain ? (
                  <button
                    type="button"
                    data-memory-insert
                    onClick={() => insert(segment, best.target)}
                    title={say(M.insertTitle, language, { text: best.target })}
                    style={{
                      border: '1px solid var(--theme-elevation-400)',
                      borderRadius: 'var(--style-radius-s, 3px)',
                      background: 'var(--theme-elevation-0)',
                      color: 'var(--theme-text)',
                      padding: '0 0.5rem',
                      cursor: 'pointer',
                    }}
                  >
                    {say(M.insert, language)}
                  </button>
                ) : null}
              </span>
              {best.score < 100 ? (
                <span lang="de" data-memory-diff style={{ color: 'var(--theme-elevation-700)' }}>
                  {say(M.storedSource, language)}:{' '}
                  {best.diff.map((part, index) => (
                    <Fragment key={index}>
                      {part.change === 'same' ? (
                        part.text
                      ) : part.change === 'removed' ? (
                        <del style={{ background: '#fde2e1' }}>{part.text}</del>
                      ) : (
                        <ins style={{ background: '#d9f2e3' }}>{part.text}</ins>
                      )}{' '}
                    </Fragment>
                  ))}
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
