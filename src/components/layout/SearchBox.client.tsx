'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { Icon } from '@/components/ui/Icon'

import styles from './Header.module.css'

/** The search field opens from its icon; Enter searches the site in the current language. */
export function SearchBox({ action }: { action: string }) {
  const t = useTranslations('shell')
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

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
        <input ref={inputRef} id={`${id}-q`} name="q" type="search" placeholder={t('searchPlaceholder')} autoComplete="off" required />
        <button type="submit" className={styles.searchSubmit}>
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('searchSubmit')}</span>
        </button>
      </form>
    </div>
  )
}
