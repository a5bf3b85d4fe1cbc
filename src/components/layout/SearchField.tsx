'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { pluralText } from '@/lib/text/plural'

import styles from './Header.module.css'
import type { SearchBoxLabels } from './SearchBox.client'
import { type Suggestion, useSuggestions } from './useSuggestions'

type Props = {
  /** the form's id; the field and its list are named after it */
  id: string
  /** the search page's address */
  action: string
  open: boolean
  locale: string
  labels: SearchBoxLabels
  /** closes the search, once a suggestion was chosen */
  onLeave: () => void
  /** the form's submit button, after the field */
  submit: React.ReactNode
}

/** An option of the list: a suggested page, or the search for a corrected query ("did you mean"). */
type Option = { href: string; respelt?: string; item?: Suggestion }

/**
 * The search field: while typing it suggests up to eight pages (an ARIA 1.2 combobox: arrows move
 * through the list, Enter opens the chosen one, Escape closes the list). When a misspelt word was
 * corrected, the first option searches the corrected query.
 */
export function SearchField({ id, action, open, locale, labels, onLeave, submit }: Props) {
  const router = useRouter()
  const [query, setQuery] = useState('')
  const [listOpen, setListOpen] = useState(true)
  // The chosen option belongs to one answer: a newer answer starts with none chosen.
  const [chosen, setChosen] = useState<{ answer: string; index: number } | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = `${id}-list`

  const answer = useSuggestions(query, locale)
  const items: Option[] = [
    ...(answer?.respelt
      ? [{ href: `${action}?${new URLSearchParams({ q: answer.respelt })}`, respelt: answer.respelt }]
      : []),
    ...(answer?.items ?? []).map((item) => ({ href: item.href, item })),
  ]
  const active = chosen && answer && chosen.answer === answer.query ? chosen.index : -1
  const expanded = open && listOpen && items.length > 0

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  function go(href: string) {
    onLeave()
    setQuery('')
    router.push(href)
  }

  function move(step: 1 | -1) {
    if (!answer || items.length === 0) return
    setListOpen(true)
    const from = expanded ? active : -1
    const next = from === -1 ? (step === 1 ? 0 : items.length - 1) : (from + step + items.length) % items.length
    setChosen({ answer: answer.query, index: next })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys confirming a Chinese or Japanese input method's composition are not ours.
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      go(items[active]!.href)
    } else if (event.key === 'Escape' && expanded) {
      // First Escape closes the list (without the browser clearing the field), the next one the search field.
      event.preventDefault()
      event.stopPropagation()
      setListOpen(false)
    }
  }

  return (
    <>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {labels.searchLabel}
      </label>
      <input
        ref={inputRef}
        id={`${id}-q`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={labels.searchPlaceholder}
        autoComplete="off"
        maxLength={100}
        required
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setListOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
        onFocus={() => setListOpen(true)}
      />
      {submit}
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.searchSuggestions}
        className={styles.suggestions}
        hidden={!expanded}
      >
        {items.map(({ href, respelt, item }, i) => (
          <li
            key={href}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.suggestion}
            // Keeps the focus in the field, so the click is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(href)}
            data-respelt={respelt ? '' : undefined}
          >
            {respelt !== undefined && (
              <span className={styles.suggestionTitle}>
                {labels.searchDidYouMean} <strong>{respelt}</strong>
              </span>
            )}
            {item && <span className={styles.suggestionKind}>{labels.searchKinds[item.kind]}</span>}
            {item && <span className={styles.suggestionTitle}>{item.title}</span>}
            {item?.number && (
              <span className={styles.suggestionNumber}>{labels.articleNumber.replace('{number}', item.number)}</span>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {open && answer
          ? `${answer.respelt ? `${labels.searchDidYouMean} ${answer.respelt}. ` : ''}${pluralText(labels.suggestionCount, locale, answer.items.length)}`
          : ''}
      </p>
    </>
  )
}
