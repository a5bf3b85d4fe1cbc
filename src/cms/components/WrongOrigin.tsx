'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'

const texts: Record<string, (here: string, there: string) => string> = {
  de: (here, there) =>
    `Das CMS ist unter ${here} geöffnet, die Anmeldung gilt aber nur unter ${there}. Hier bleiben Listen leer und Verknüpfungen zeigen „Untitled“. Bitte öffnen Sie:`,
  zh: (here, there) =>
    `当前通过 ${here} 打开后台，但登录状态只在 ${there} 下有效。在此地址下列表为空，关联字段显示“Untitled”。请改用：`,
  en: (here, there) =>
    `The CMS is open at ${here}, but signing in only works at ${there}. Here lists stay empty and relations show “Untitled”. Please open:`,
  it: (here, there) =>
    `Il CMS è aperto su ${here}, ma l’accesso vale solo su ${there}. Qui gli elenchi restano vuoti e i collegamenti mostrano “Untitled”. Aprire invece:`,
  fr: (here, there) =>
    `Le CMS est ouvert à l’adresse ${here}, mais la connexion ne vaut que pour ${there}. Ici, les listes restent vides et les relations affichent « Untitled ». Veuillez ouvrir :`,
  es: (here, there) =>
    `El CMS está abierto en ${here}, pero la sesión solo funciona en ${there}. Aquí las listas quedan vacías y las relaciones muestran «Untitled». Abra en su lugar:`,
}

const never = () => () => {}

/**
 * On the login screen and the dashboard: a notice when the admin is opened at another address
 * than the site's own (SITE_URL). The session cookie is accepted from that origin only, so
 * elsewhere the sign-in seems to work while every list stays empty.
 */
export function WrongOrigin() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const here = useSyncExternalStore(
    never,
    () => window.location.origin,
    () => null,
  )
  const target = useSyncExternalStore(
    never,
    () => `${window.location.pathname}${window.location.search}`,
    () => '',
  )
  if (!here || !config.serverURL) return null
  const there = new URL(config.serverURL).origin
  if (here === there) return null
  const address = `${there}${target}`
  const text = texts[i18n.language] ?? texts.en!
  return (
    <div
      role="alert"
      data-wrong-origin
      style={{
        margin: '0 0 var(--base)',
        padding: 'calc(var(--base) * 0.75)',
        border: '1px solid var(--theme-error-500)',
        borderRadius: 'var(--style-radius-s)',
        background: 'var(--theme-error-50)',
        color: 'var(--theme-error-750)',
        lineHeight: 1.5,
      }}
    >
      {text(here, there)} <a href={address}>{address}</a>
    </div>
  )
}
