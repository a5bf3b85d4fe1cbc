'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useEffect, useState } from 'react'

const texts = {
  heading: {
    de: 'Versionen und wer sie gespeichert hat',
    zh: '版本及保存者',
    en: 'Versions and who saved them',
    it: 'Versioni e chi le ha salvate',
    fr: 'Versions et qui les a enregistrées',
    es: 'Versiones y quién las guardó',
  },
  system: {
    de: 'System (Demo-Inhalte, Planung)',
    zh: '系统（演示内容、计划任务）',
    en: 'System (demo content, schedule)',
    it: 'Sistema (contenuti demo, pianificazione)',
    fr: 'Système (contenu de démonstration, planification)',
    es: 'Sistema (contenido de demostración, programación)',
  },
  all: {
    de: 'Alle Versionen',
    zh: '全部版本',
    en: 'All versions',
    it: 'Tutte le versioni',
    fr: 'Toutes les versions',
    es: 'Todas las versiones',
  },
  published: {
    de: 'veröffentlicht',
    zh: '已发布',
    en: 'published',
    it: 'pubblicata',
    fr: 'publiée',
    es: 'publicada',
  },
  draft: { de: 'Entwurf', zh: '草稿', en: 'draft', it: 'bozza', fr: 'brouillon', es: 'borrador' },
}

type Language = keyof typeof texts.heading
const say = (text: Record<Language, string>, language: string) => text[language as Language] ?? text.en

type Version = { id: number | string; updatedAt: string; version?: { _status?: string; editedBy?: string | null } }

const SHOWN = 6

/**
 * In the sidebar of every document and global with a history: its newest versions, each with its
 * time (in the admin's date format), its state and its author, linking to the version.
 */
export function VersionAuthors() {
  const { id, collectionSlug, globalSlug, data } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const [versions, setVersions] = useState<Version[] | null>(null)
  const api = config.routes.api
  const admin = config.routes.admin
  const base = collectionSlug
    ? `${api}/${collectionSlug}/versions`
    : globalSlug
      ? `${api}/globals/${globalSlug}/versions`
      : null
  const saved = (data as { updatedAt?: string } | undefined)?.updatedAt
  useEffect(() => {
    if (!base || (collectionSlug && id === undefined)) return
    const query = new URLSearchParams({ sort: '-updatedAt', limit: String(SHOWN), depth: '0' })
    if (collectionSlug) query.set('where[parent][equals]', String(id))
    const controller = new AbortController()
    fetch(`${base}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs?: Version[] }) => setVersions(body.docs ?? []))
      .catch(() => {})
    return () => controller.abort()
  }, [base, collectionSlug, id, saved])
  if (!versions || versions.length === 0) return null
  const language = i18n.language
  const page = collectionSlug
    ? `${admin}/collections/${collectionSlug}/${id}/versions`
    : `${admin}/globals/${globalSlug}/versions`
  return (
    <section className="version-authors" aria-labelledby="version-authors-heading">
      <h3 id="version-authors-heading" className="version-authors__heading">
        {say(texts.heading, language)}
      </h3>
      <ol className="version-authors__list">
        {versions.map((v) => (
          <li key={v.id}>
            <a href={`${page}/${v.id}`}>{formatDate({ date: v.updatedAt, i18n, pattern: config.admin.dateFormat })}</a>{' '}
            <span className="version-authors__state">
              {say(v.version?._status === 'published' ? texts.published : texts.draft, language)}
            </span>
            <br />
            <span className="version-authors__author">{v.version?.editedBy || say(texts.system, language)}</span>
          </li>
        ))}
      </ol>
      <a href={page}>{say(texts.all, language)}</a>
    </section>
  )
}
