'use client'

import { useLocale, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import { defaultLocale } from '@/i18n/locales'

import { say } from './text'
import { translationLabels as T } from '../../translation/labels'

/**
 * Above every document, list and page text whose content language is not German: which language
 * is being written, so no German sentence goes into the Chinese description unnoticed.
 */
export function ContentLanguageBanner() {
  const locale = useLocale()
  const pathname = usePathname() ?? ''
  const { i18n } = useTranslation()
  if (!locale?.code || locale.code === defaultLocale || !/\/(collections|globals)\//.test(pathname)) return null
  const language = locale.label ? say(locale.label, i18n.language) : locale.code
  return (
    <div className="content-language-banner" role="status" data-content-language={locale.code}>
      {say(T.contentLanguage, i18n.language, { language })}
    </div>
  )
}
