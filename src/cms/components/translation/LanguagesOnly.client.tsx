'use client'

import { useAuth } from '@payloadcms/ui'
import { useEffect } from 'react'

import { userLanguages } from '@/lib/translation/userLanguages'

/**
 * Marks the admin of an account limited to some languages (`data-languages-only` on the page):
 * custom.scss then hides the controls that change a list's rows, which are shared by all
 * languages, as the fields shared by all languages show read-only.
 */
export function LanguagesOnly() {
  const { user } = useAuth()
  const limited = userLanguages(user) !== null
  useEffect(() => {
    const root = document.documentElement
    if (limited) root.dataset.languagesOnly = 'true'
    else delete root.dataset.languagesOnly
    return () => {
      delete root.dataset.languagesOnly
    }
  }, [limited])
  return null
}
