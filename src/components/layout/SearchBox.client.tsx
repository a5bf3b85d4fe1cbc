'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { Icon } from '@/ui/Icon'

import styles from './Header.module.css'
import { useSuggestions } from './useSuggestions'

/**
 * The search field opens from its icon. While typing it suggests up to eight pages (an ARIA 1.2
 * combobox: arrows move through the list, Enter opens the chosen one, Escape closes the list);
 * Enter without a chosen suggestion searches the site in the current language.
 */
export function SearchBox({ action }: { action: string }) {
  const t = useTranslations('shell')
  const locale = useLocale()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [listOpen, setListOpen] = useState(true)
  // The chosen option belongs to one answer: a newer answer starts with none chosen.
  const [chosen, setChosen] = useState<{ answer: string; index: number } | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const listId = `${id}-list`

  const answer = useSuggestions(query, locale)
  const items = answer?.items ?? []
  const active = chosen && answer && chosen.answer === answer.query ? chosen.index : -1
  const expanded = open && listOpen && items.length > 0

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  function go(href: string) {
    setOpen(false)
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
    <div className={styles.search} data-open={open || undefined}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.searchToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name={open ? 'close' : 'search'} size={20} />
        <span className="visually-hidden">{open ? t('closeSearch') : t('openSearch')}</span>
      </button>
      <form
        id={id}
        role="search"
        aria-label={t('searchLabel')}
        action={action}
        method="get"
        className={styles.searchForm}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false)
            buttonRef.current?.focus()
          }
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('searchLabel')}
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
          placeholder={t('searchPlaceholder')}
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
        <button type="submit" className={styles.searchSubmit}>
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('searchSubmit')}</span>
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('searchSuggestions')}
          className={styles.suggestions}
          hidden={!expanded}
        >
          {items.map((item, i) => (
            <li
              key={item.href}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.suggestion}
              // Keeps the focus in the field, so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item.href)}
            >
              <span className={styles.suggestionKind}>{t(`searchKinds.${item.kind}`)}</span>
              <span className={styles.suggestionTitle}>{item.title}</span>
              {item.number && (
                <span className={styles.suggestionNumber}>{t('articleNumber', { number: item.number })}</span>
              )}
            </li>
          ))}
        </ul>
        <p role="status" className="visually-hidden">
          {open && answer ? t('suggestionCount', { count: items.length }) : ''}
        </p>
      </form>
    </div>
  )
}
