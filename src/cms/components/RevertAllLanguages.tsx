'use client'

import {
  Button,
  ConfirmationModal,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { Fragment, useCallback } from 'react'

/** What the revert does, said in the confirmation (the admin's six languages). */
const explained: Record<string, string> = {
  de: 'Alle Sprachen dieses Dokuments werden auf die zuletzt veröffentlichte Fassung zurückgesetzt. Nicht veröffentlichte Änderungen – auch die anderer Sprachen – werden verworfen und nichts davon veröffentlicht; sie bleiben unter „Versionen“ erhalten.',
  zh: '本文档的所有语言都将恢复为最近发布的版本。未发布的修改（包括其他语言的修改）将被放弃，且不会发布；它们仍保存在“版本”中。',
  en: 'Every language of this document goes back to its last published state. Unpublished changes, in other languages too, are discarded and none of them is published; they stay under “Versions”.',
  it: 'Tutte le lingue di questo documento tornano all’ultima versione pubblicata. Le modifiche non pubblicate, anche nelle altre lingue, vengono scartate e nessuna viene pubblicata; restano in “Versioni”.',
  fr: 'Toutes les langues de ce document reviennent à leur dernier état publié. Les modifications non publiées, y compris dans les autres langues, sont abandonnées et aucune n’est publiée ; elles restent dans « Versions ».',
  es: 'Todos los idiomas de este documento vuelven a su último estado publicado. Los cambios no publicados, también en otros idiomas, se descartan y ninguno se publica; siguen en «Versiones».',
}

const heading: Record<string, string> = {
  de: 'Alle Sprachen auf die veröffentlichte Fassung zurücksetzen?',
  zh: '将所有语言恢复为已发布版本？',
  en: 'Revert every language to the published state?',
  it: 'Riportare tutte le lingue alla versione pubblicata?',
  fr: 'Rétablir toutes les langues à l’état publié ?',
  es: '¿Restablecer todos los idiomas al estado publicado?',
}

const label: Record<string, string> = {
  de: 'Alle Sprachen auf die veröffentlichte Fassung zurücksetzen',
  zh: '将所有语言恢复为已发布版本',
  en: 'Revert every language to the published state',
  it: 'Riporta tutte le lingue alla versione pubblicata',
  fr: 'Rétablir toutes les langues à l’état publié',
  es: 'Restablecer todos los idiomas al estado publicado',
}

/**
 * The document's status with the revert to the published state (Payload's `Status`, whose revert
 * read the published document in the current language only and saved it back as published: the
 * other languages came from the latest draft and went online). This one restores the latest
 * published version, which holds every language as visitors see it: the published state of each
 * language comes back and no draft is published (the drafts stay under "Versions").
 */
export function RevertAllLanguages() {
  const {
    id,
    collectionSlug,
    docPermissions,
    globalSlug,
    hasPublishedDoc,
    incrementVersionCount,
    isTrashed,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
  } = useDocumentInfo()
  const { toggleModal } = useModal()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { reset } = useForm()
  const { i18n, t } = useTranslation()
  const { code: locale } = useLocale()
  const language = i18n.language in explained ? i18n.language : 'en'
  const modalSlug = `confirm-revert-all-${String(id ?? globalSlug)}`

  const status = unpublishedVersionCount > 0 && hasPublishedDoc ? 'changed' : !hasPublishedDoc ? 'draft' : 'published'
  const shown = isTrashed ? (hasPublishedDoc ? 'previouslyPublished' : 'previouslyDraft') : status

  const revert = useCallback(async () => {
    const base: `/${string}` = collectionSlug ? `/${collectionSlug}` : `/globals/${globalSlug}`
    const url = (path: `/${string}`) => formatAdminURL({ apiRoute: api, path })
    const headers = { 'Accept-Language': i18n.language, 'Content-Type': 'application/json' }
    // The version visitors see: the latest published one, every language in it.
    const where = collectionSlug
      ? `where[parent][equals]=${String(id)}&where[version._status][equals]=published`
      : 'where[version._status][equals]=published'
    const found = (await (
      await fetch(url(`${base}/versions?${where}&sort=-updatedAt&limit=1&depth=0`), { credentials: 'include', headers })
    ).json()) as { docs?: { id: number | string }[] }
    const version = found.docs?.[0]?.id
    if (version === undefined) {
      toast.error(t('error:revertingDocument'))
      return
    }
    // Restored as it is: each language's published state comes back, and no draft goes online.
    const restored = await fetch(url(`${base}/versions/${version}?depth=0`), {
      method: 'POST',
      credentials: 'include',
      headers,
    })
    const json = (await restored.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
    if (!restored.ok) {
      toast.error(json.errors?.[0]?.message ?? t('error:revertingDocument'))
      return
    }
    // The form shows the current language again, as published.
    const own: `/${string}` = collectionSlug ? `${base}/${String(id)}` : base
    const current = await fetch(url(`${own}?locale=${encodeURIComponent(locale)}&fallback-locale=null&depth=0`), {
      credentials: 'include',
      headers,
    })
    await reset((await current.json()) as Record<string, unknown>)
    toast.success(t('version:restoredSuccessfully' as never))
    incrementVersionCount()
    setMostRecentVersionIsAutosaved(false)
    setUnpublishedVersionCount(0)
  }, [
    api,
    collectionSlug,
    globalSlug,
    id,
    i18n.language,
    incrementVersionCount,
    locale,
    reset,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    t,
  ])

  return (
    <div className="status" title={`${t('version:status')}: ${t(`version:${shown}` as never)}`}>
      <div className="status__value-wrap">
        <span className="status__label">{t('version:status')}: </span>
        <span className="status__value">{t(`version:${shown}` as never)}</span>
        {!isTrashed && docPermissions?.update && hasPublishedDoc && status === 'changed' && (
          <Fragment>
            {' — '}
            <Button
              buttonStyle="none"
              className="status__action"
              id="action-revert-to-published"
              onClick={() => toggleModal(modalSlug)}
            >
              {label[language]}
            </Button>
            <ConfirmationModal
              body={explained[language]}
              confirmingLabel={t('version:reverting')}
              heading={heading[language]}
              modalSlug={modalSlug}
              onConfirm={revert}
            />
          </Fragment>
        )}
      </div>
    </div>
  )
}
