import fs from 'node:fs'
import path from 'node:path'
import { createLocalReq } from 'payload'

import type { StatusRow } from '@/cms/translation/overview'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { testPicture, type Cms } from './harness'

/**
 * Content the integration files share, each taking the CMS it works on: the about page (a page
 * text whose heading is required in six languages), uploads, product publishes, data-sheet
 * revisions, the site settings' service contact and the translation status.
 */

const ctx = { disableRevalidate: true }
export const sixLocales = ['de', 'zh', 'en', 'it', 'fr', 'es'] as const

/** The about page: publish it in six languages, read its live heading and its history. */
export function aboutPageOf(cms: Cms) {
  /** The heading as the site reads it (Local API, no user: the live document). */
  const liveHeading = async (locale: Locale = 'de'): Promise<unknown> => {
    const page = await cms.payload.findGlobal({ slug: 'about-page', locale, depth: 0, overrideAccess: false })
    return page.intro?.heading
  }
  /** Publishes the page with its required headings in all six languages, each `${mark} ${locale}`. */
  const publishAbout = async (mark: string): Promise<void> => {
    for (const locale of sixLocales) {
      await cms.payload.updateGlobal({
        slug: 'about-page',
        locale,
        data: {
          intro: { heading: `${mark} ${locale}` },
          factory: { heading: `Werk ${locale}` },
          showroom: { heading: `Showroom ${locale}` },
          coverage: { heading: `Präsenz ${locale}` },
          _status: 'published',
        } as never,
        context: { ...ctx },
      })
    }
  }
  /** Its versions, newest first, every language at once. */
  const aboutVersions = () =>
    cms.payload.findGlobalVersions({ slug: 'about-page', sort: '-updatedAt', limit: 100, depth: 0, locale: 'all' })
  return { liveHeading, publishAbout, aboutVersions }
}

/** A file of `tests/fixtures/downloads`. */
export const downloadFixture = (name: string): Buffer => fs.readFileSync(path.resolve('tests/fixtures/downloads', name))

/** The smallest PDF a reader opens. */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  'latin1',
)

/** An upload to the media library by an editor whose admin speaks `language`. */
export function uploaderOf(cms: Cms) {
  return async (data: Buffer, name: string, mimetype: string, language = 'de') => {
    const req = await createLocalReq({ locale: 'de' }, cms.payload)
    req.i18n.language = language as never
    return cms.payload.create({
      collection: 'media',
      data: { alt: name },
      file: { data, name, mimetype, size: data.length },
      context: ctx,
      req,
    })
  }
}

/**
 * A publish of a product's German fields by an editor whose admin speaks `language` (none:
 * Payload's own messages, for built-in rules).
 */
export function productPublisherOf(cms: Cms) {
  return (id: number, data: Record<string, unknown>, language: string | null = 'de') =>
    cms.payload.update({
      collection: 'products',
      id,
      data: { ...data, _status: 'published' } as never,
      context: { ...ctx },
      locale: 'de',
      overrideAccess: true,
      ...(language ? { req: { i18n: { language } } as never } : {}),
    })
}

/** The data-sheet revision of a product, and a German draft save that must not change it. */
export function revisionsOf(cms: Cms) {
  const revisionOf = async (id: number) => {
    const { readRevision } = await import('@/lib/cms/revision')
    return readRevision(cms.payload, id)
  }
  const saveDraft = (id: number, title: string, extra: Record<string, unknown> = {}) =>
    cms.payload.update({
      collection: 'products',
      id,
      locale: 'de',
      draft: true,
      data: { title, _status: 'draft', ...extra } as never,
      context: { ...ctx },
    })
  return { revisionOf, saveDraft }
}

/** The fields the site settings cannot be published without (a logo uploaded for them). */
export async function requiredSettings(cms: Cms): Promise<Record<string, unknown>> {
  return {
    brandName: 'SANHAUS',
    logo: await testPicture(cms),
    salesAddress: { label: 'Vertrieb', address: 'Hangzhou' },
    factoryAddress: { label: 'Werk', address: 'Pujiang' },
    copyright: '© SANHAUS',
    onlinePhone: '400-826-9188',
  }
}

/** An office (the guarantor of a guarantee, the office of a market), in Frankfurt. */
export async function frankfurtOffice(cms: Cms, key: string): Promise<number> {
  const map = { lat: 50.11, lng: 8.71 }
  const office = await cms.payload.create({
    collection: 'offices',
    locale: 'de',
    data: {
      key,
      name: 'SANHAUS Bad GmbH',
      city: 'Frankfurt am Main',
      address: 'Hanauer Landstraße 291',
      center: map,
      marker: map,
      zoom: 15,
    } as never,
    context: { disableRevalidate: true },
  })
  return office.id as number
}

/** The service contact a language's pages show. */
export function contactOf(cms: Cms) {
  return async (locale: Locale) => {
    const { serviceContact } = await import('@/lib/serviceContact')
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false })
    return serviceContact(settings, locale)
  }
}

/** A history entry's translation status per language, as the translation board shows it to `admin`. */
export function translationStatusOf(cms: Cms, admin: () => User) {
  return async (id: number | string): Promise<Record<string, Pick<StatusRow, 'state' | 'fields'>>> => {
    const { translationOverview } = await import('@/cms/translation/overview')
    const rows = await translationOverview(cms.payload, { ...admin(), collection: 'users' } as never)
    const mine = rows.filter((row) => row.href.endsWith(`/collections/history-entries/${id}`))
    return Object.fromEntries(
      mine.map((row) => [
        row.locale,
        { state: row.state, fields: row.fields.map(({ path, state }) => ({ path, state })) },
      ]),
    )
  }
}
