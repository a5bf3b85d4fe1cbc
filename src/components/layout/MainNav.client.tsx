'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import styles from './Header.module.css'
import type { MenuItem, MenuLink } from './menu'

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`)
}

function SubLink({
  link,
  pathname,
  newTab,
  externalIcon,
}: {
  link: MenuLink
  pathname: string
  newTab: string
  externalIcon: React.ReactNode
}) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.subLink} lang={link.lang}>
        {link.label}
        {externalIcon}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    )
  }
  return (
    <Link
      href={link.href}
      className={styles.subLink}
      aria-current={pathname === link.href ? 'page' : undefined}
      lang={link.lang}
    >
      {link.label}
    </Link>
  )
}

/** The menu's words, resolved on the server; `submenu` names its menu with `{label}`. */
export type MainNavLabels = {
  mainMenu: string
  openMenu: string
  closeMenu: string
  submenu: string
  opensInNewTab: string
}

/** The menu's icons, drawn on the server. */
export type MainNavIcons = {
  menu: React.ReactNode
  close: React.ReactNode
  chevron: React.ReactNode
  external: React.ReactNode
}

/** Header menu: inline on wide screens, a drawer on narrow ones; submenus open by click, hover or keyboard. */
export function MainNav({
  items,
  labels,
  icons,
  children,
}: {
  items: MenuItem[]
  labels: MainNavLabels
  icons: MainNavIcons
  children?: React.ReactNode
}) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [openSub, setOpenSub] = useState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  // A new page closes the drawer and any submenu (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
    setOpenSub(null)
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      if (openSub !== null) setOpenSub(null)
      else if (open) {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    function onPointer(event: PointerEvent) {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenSub(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, openSub])

  return (
    <nav ref={navRef} className={styles.nav} aria-label={labels.mainMenu} data-open={open || undefined}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? icons.close : icons.menu}
        <span className="visually-hidden">{open ? labels.closeMenu : labels.openMenu}</span>
      </button>
      <div id={panelId} className={styles.panel}>
        <ul className={styles.menu}>
          {items.map((item, index) => {
            const current =
              isCurrent(pathname, item.href) || item.children.some((c) => !c.external && isCurrent(pathname, c.href))
            const subId = `${panelId}-sub-${index}`
            return (
              <li
                key={item.href}
                className={styles.item}
                data-open={openSub === index || undefined}
                onPointerEnter={(event) => {
                  if (event.pointerType === 'mouse' && item.children.length > 0) setOpenSub(index)
                }}
                onPointerLeave={(event) => {
                  if (event.pointerType === 'mouse') setOpenSub((v) => (v === index ? null : v))
                }}
              >
                <Link
                  href={item.href}
                  className={styles.link}
                  aria-current={current ? 'page' : undefined}
                  lang={item.lang}
                >
                  {item.label}
                </Link>
                {item.children.length > 0 && (
                  <>
                    <button
                      type="button"
                      className={styles.subToggle}
                      aria-expanded={openSub === index}
                      aria-controls={subId}
                      onClick={() => setOpenSub((v) => (v === index ? null : index))}
                    >
                      {icons.chevron}
                      <span className="visually-hidden">{labels.submenu.replace('{label}', item.label)}</span>
                    </button>
                    <ul id={subId} className={styles.submenu}>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <SubLink
                            link={child}
                            pathname={pathname}
                            newTab={labels.opensInNewTab}
                            externalIcon={icons.external}
                          />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            )
          })}
        </ul>
        {children}
      </div>
    </nav>
  )
}
