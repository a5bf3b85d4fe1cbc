'use client'

import type React from 'react'
import { lazy, Suspense, useId, useRef, useState } from 'react'

import { importOnce } from '@/lib/importOnce'
import type { PluralForms } from '@/lib/text/plural'
import type { SearchKind } from '@/lib/vocabularies'

import styles from './Header.module.css'

/** The search's words, resolved on the server; `articleNumber` holds `{number}`. */
export type SearchBoxLabels = {
  openSearch: string
  closeSearch: string
  searchLabel: string
  searchPlaceholder: string
  searchSubmit: string
  searchSuggestions: string
  /** "Did you mean:" before a corrected query */
  searchDidYouMean: string
  searchKinds: Record<SearchKind, string>
  articleNumber: string
  suggestionCount: PluralForms
}

// The field with its suggestions is its own chunk: fetched when the visitor points at, focuses or
// opens the search, not with every page.
const loadField = importOnce(() => import('./SearchField'))
const SearchField = lazy(() => loadField().then((m) => ({ default: m.SearchField })))

/**
 * The search opens from its icon into a field that suggests pages while typing (SearchField);
 * Enter without a chosen suggestion searches the site in the current language. The icons are drawn
 * on the server (`icons`).
 */
export function SearchBox({
  action,
  locale,
  labels,
  icons,
}: {
  action: string
  locale: string
  labels: SearchBoxLabels
  icons: { search: React.ReactNode; close: React.ReactNode; submit: React.ReactNode }
}) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const preload = () => void loadField().catch(() => {})

  return (
    <div className={styles.search} data-open={open || undefined}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.searchToggle}
        aria-expanded={open}
        aria-controls={id}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true)
          setOpen((v) => !v)
        }}
      >
        {open ? icons.close : icons.search}
        <span className="visually-hidden">{open ? labels.closeSearch : labels.openSearch}</span>
      </button>
      <form
        id={id}
        role="search"
        aria-label={labels.searchLabel}
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
        {opened && (
          <Suspense fallback={null}>
            <SearchField
              id={id}
              action={action}
              open={open}
              locale={locale}
              labels={labels}
              onLeave={() => setOpen(false)}
              submit={
                <button type="submit" className={styles.searchSubmit}>
                  {icons.submit}
                  <span className="visually-hidden">{labels.searchSubmit}</span>
                </button>
              }
            />
          </Suspense>
        )}
      </form>
    </div>
  )
}
