'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useState } from 'react'

import {
  type ListItem,
  MAX_QUANTITY,
  mergeLists,
  readQuantity,
  sameList,
  withItems,
  withQuantity,
} from '@/lib/list/items'
import { currentList, saveList, useHydrated, useList } from '@/lib/list/store'
import { type PluralForms, pluralText } from '@/lib/text/plural'
import { Icon } from '@/ui/Icon'

import styles from './List.module.css'
import { QuantityInput } from './QuantityInput'

export type ListTexts = {
  empty: string
  emptyHint: string
  browse: string
  loading: string
  noscript: string
  colProduct: string
  colQuantity: string
  remove: string
  unavailable: string
  removeUnavailable: string
  sharedTitle: string
  /** "your own list has # items", one form per plural category */
  sharedText: PluralForms
  merge: string
  replace: string
  showMine: string
  adopted: string
  send: string
  pdf: string
  exports: string
  shareLabel: string
  copy: string
  copied: string
  clear: string
  cleared: string
  undo: string
  totals: string
  quantityInvalid: string
}

/** A row as the server rendered it: its picture and name (or "no longer available"). */
export type ListEntry = { article: string; available: boolean; name: string; head: React.ReactNode }

type Props = {
  /** the page's language (BCP 47), for the plural of counts */
  lang: string
  /** the rows the address carries, as read */
  shared: ListItem[]
  entries: ListEntry[]
  texts: ListTexts
  /** `/de/list` */
  listPath: string
  /** `/de/list.pdf` */
  pdfPath: string
  /** the exports for a purchaser's systems: label and address, e.g. ["Excel", "/de/list.xlsx"] */
  exportPaths: readonly (readonly [string, string])[]
  /** the tender texts of the list: what the line says, and label and address of each file */
  tender: { label: string; paths: readonly (readonly [string, string])[] }
  enquiryHref: string
  browseHref: string
}

type Mode = 'own' | 'shared'

/**
 * The Merkliste page's rows and actions. The rows come from the address (rendered by the
 * server); the list itself lives on the device. The page at `/list` opens the device's list by
 * its address; an address whose list differs from the device's is a shared list, which the
 * visitor may add to their own or take instead; on a device with no list it becomes the list.
 */
export function ListEditor({
  lang,
  shared,
  entries,
  texts,
  listPath,
  pdfPath,
  exportPaths,
  tender,
  enquiryHref,
  browseHref,
}: Props) {
  const hydrated = useHydrated()
  const device = useList()
  const router = useRouter()
  const id = useId()
  // Set by the visitor's choices (adding a shared list, taking it, editing): from then on the list is theirs.
  const [choice, setChoice] = useState<Mode | null>(null)
  const [said, setSaid] = useState('')
  const [cleared, setCleared] = useState<ListItem[] | null>(null)
  const [typed, setTyped] = useState<Record<string, string>>({})

  // Whose list the address shows: the device's (the same rows, or none yet), or a shared one.
  const derived: Mode | null = !hydrated
    ? null
    : shared.length === 0
      ? device.length === 0
        ? 'own'
        : null // opened by its address below
      : device.length === 0
        ? null // taken over below
        : sameList(device, shared)
          ? 'own'
          : 'shared'
  const mode = choice ?? derived

  // In the browser: `/list` opens the device's list by its address; a device without a list takes a shared one.
  useEffect(() => {
    const mine = currentList()
    if (shared.length === 0 && mine.length > 0) router.replace(withItems(listPath, mine), { scroll: false })
    else if (shared.length > 0 && mine.length === 0) {
      saveList(shared)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- told once, when the page first runs in the browser
      setSaid(texts.adopted)
    }
  }, [shared, listPath, router, texts.adopted])

  // A row added elsewhere (another tab, a tile) that the page has not rendered: render it.
  const unknown = mode === 'own' && device.some((i) => !entries.some((e) => e.article === i.article))
  useEffect(() => {
    if (unknown) router.replace(withItems(listPath, currentList()), { scroll: false })
  }, [unknown, listPath, router])

  const entryOf = (article: string) => entries.find((e) => e.article === article)
  const own = mode === 'own'
  const rows = own ? device.filter((i) => entryOf(i.article)) : shared
  // The server and the first paint show the address without its origin (which only the browser knows).
  const shareUrl = (items: readonly ListItem[]) =>
    `${hydrated ? window.location.origin : ''}${withItems(listPath, items)}`
  // Before the page knows whose list it is, the owner's buttons hold their places, unseen: nothing moves once it does.
  const pending = !hydrated || mode === null

  const save = (next: ListItem[]) => {
    setChoice('own')
    saveList(next)
    // The address follows the list, so a reload or a copied address shows it.
    window.history.replaceState(window.history.state, '', withItems(listPath, next))
  }
  const setQuantity = (article: string, value: string) => {
    setTyped((t) => ({ ...t, [article]: value }))
    const quantity = readQuantity(value)
    if (quantity !== null) save(withQuantity(device, article, quantity))
  }
  const remove = (article: string, name: string) => {
    save(withQuantity(device, article, 0))
    setSaid(`${texts.remove}: ${name}`)
  }

  // `/list` before the page knows the device's list: the empty state's box, its contents unseen
  // (most devices have none, and then nothing moves when it shows), the note of the moment above
  // them; without JavaScript, why no list can be shown.
  const waiting = (!hydrated || mode === null) && shared.length === 0
  if (waiting || (hydrated && own && device.length === 0 && !unknown)) {
    return (
      <div className={styles.empty} data-waiting={waiting || undefined}>
        {waiting && (
          <div className={styles.waitingNote}>
            <p aria-live="polite">{hydrated ? texts.loading : ''}</p>
            <noscript>
              <p>{texts.noscript}</p>
            </noscript>
          </div>
        )}
        <Icon name="bookmark" size={40} />
        <h2>{texts.empty}</h2>
        <p>{texts.emptyHint}</p>
        <a href={browseHref} className="button" tabIndex={waiting ? -1 : undefined}>
          {texts.browse}
        </a>
        {cleared && (
          <p role="status" className={styles.said}>
            {texts.cleared}{' '}
            <button type="button" className="link-button" onClick={() => save(cleared)}>
              {texts.undo}
            </button>
          </p>
        )}
      </div>
    )
  }

  const gone = rows.filter((r) => !entryOf(r.article)?.available)
  const pieces = rows.reduce((sum, r) => sum + r.quantity, 0)
  return (
    <div className={styles.editor} data-list-mode={mode ?? 'static'}>
      {mode === 'shared' && (
        <section className={styles.sharedNote} aria-labelledby={`${id}-shared`}>
          <h2 id={`${id}-shared`}>{texts.sharedTitle}</h2>
          <p>{pluralText(texts.sharedText, lang, device.length)}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              onClick={() => {
                const merged = mergeLists(device, shared)
                saveList(merged)
                router.replace(withItems(listPath, merged), { scroll: false })
                setChoice('own')
              }}
            >
              {texts.merge}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                saveList(shared)
                setChoice('own')
              }}
            >
              {texts.replace}
            </button>
            <a href={withItems(listPath, device)} className={styles.textLink}>
              {texts.showMine} ({device.length})
            </a>
          </div>
        </section>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{texts.colProduct}</th>
            <th scope="col" className={styles.qtyCol}>
              {texts.colQuantity}
            </th>
            {/* The column is there before the page knows whose list it is, so nothing moves once it does. */}
            {own ? (
              <th scope="col" className={styles.removeCol}>
                <span className="visually-hidden">{texts.remove}</span>
              </th>
            ) : (
              <td className={styles.removeCol} aria-hidden="true" />
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const entry = entryOf(row.article)
            const name = entry?.name ?? row.article
            const inputId = `${id}-${row.article}`
            const value = typed[row.article] ?? String(row.quantity)
            const bad = readQuantity(value) === null
            return (
              <tr key={row.article} data-list-row={row.article} data-available={entry?.available ?? false}>
                <td>{entry?.head}</td>
                <td className={styles.qtyCol}>
                  {own ? (
                    <>
                      <label htmlFor={inputId} className="visually-hidden">
                        {texts.colQuantity}: {name}
                      </label>
                      <QuantityInput
                        id={inputId}
                        value={value}
                        invalid={bad}
                        onChange={(v) => setQuantity(row.article, v)}
                      />
                      {bad && (
                        <span id={`${inputId}-e`} className={styles.quantityError}>
                          {texts.quantityInvalid.replace('{max}', String(MAX_QUANTITY))}
                        </span>
                      )}
                    </>
                  ) : (
                    <span className={styles.quantityText}>{row.quantity}</span>
                  )}
                </td>
                <td className={styles.removeCol}>
                  {own && (
                    <button type="button" className="link-button" onClick={() => remove(row.article, name)}>
                      <Icon name="close" />
                      <span>
                        {texts.remove}
                        <span className="visually-hidden"> {name}</span>
                      </span>
                    </button>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className={styles.totals}>
        {texts.totals.replace('{rows}', String(rows.length)).replace('{pieces}', String(pieces))}
      </p>
      {own && gone.length > 0 && (
        <p className={styles.goneNote}>
          <Icon name="alert" />
          <span>{texts.unavailable}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => save(device.filter((i) => !gone.some((g) => g.article === i.article)))}
          >
            {texts.removeUnavailable}
          </button>
        </p>
      )}
      <div className={styles.actions}>
        {(own || pending) && (
          <a href={enquiryHref} className={`button ${pending ? styles.pending : ''}`} data-list-send>
            <Icon name="message" />
            {texts.send}
          </a>
        )}
        <a href={withItems(pdfPath, rows)} className="button button--ghost" data-list-pdf>
          <Icon name="download" />
          {texts.pdf}
        </a>
        {(own || pending) && (
          <button
            type="button"
            className={`link-button ${pending ? styles.pending : ''}`}
            onClick={() => {
              setCleared(device)
              save([])
            }}
          >
            {texts.clear}
          </button>
        )}
      </div>
      {(
        [
          [texts.exports, exportPaths, 'data-list-exports'],
          [tender.label, tender.paths, 'data-list-tender'],
        ] as const
      ).map(([label, paths, marker]) => (
        <p key={marker} className={styles.exports} {...{ [marker]: '' }}>
          <span>{label}</span>{' '}
          {paths.map(([name, path], i) => (
            <span key={path}>
              {i > 0 && ' · '}
              <a href={withItems(path, rows)} download>
                {name}
              </a>
            </span>
          ))}
        </p>
      ))}
      <div className={styles.share}>
        <label htmlFor={`${id}-share`}>{texts.shareLabel}</label>
        <div className={styles.shareRow}>
          <input id={`${id}-share`} readOnly value={shareUrl(rows)} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className={`button button--ghost ${hydrated ? '' : styles.pending}`}
            onClick={() => {
              void navigator.clipboard?.writeText(shareUrl(rows)).then(
                () => setSaid(texts.copied),
                () => document.getElementById(`${id}-share`)?.focus(),
              )
            }}
          >
            {texts.copy}
          </button>
        </div>
      </div>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </div>
  )
}
