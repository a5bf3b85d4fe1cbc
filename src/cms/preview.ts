import type { LivePreviewConfig, PayloadRequest } from 'payload'

import { env } from '@/env'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { catalogueHref, hrefFor, hrefForSlug, productHref, seriesHref } from '@/lib/paths'
import { previewHref } from '@/lib/preview'
import type { RouteKey } from '@/lib/routes'

/**
 * Where editors see their drafts before publishing: the public page that shows a document or a
 * global, below `/preview` (`/preview/zh/product/<slug>`), rendered per request for signed-in
 * staff (src/app/(preview)). The admin's "Preview" button opens it; Live Preview shows it beside
 * the form at three screen widths and reloads it after every autosave.
 */

type Doc = Record<string, unknown>
type Path = (doc: Doc, locale: Locale, req: PayloadRequest) => string | null | Promise<string | null>

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? idOf(value.id)
      : null

const page =
  (route: RouteKey): Path =>
  (_doc, locale) =>
    hrefFor(locale, route)

/** A category's page: a root category, or a sub-category within its parent. */
const categoryPath: Path = async (doc, locale, req) => {
  const slug = text(doc.slug)
  if (!slug) return catalogueHref(locale)
  const parentId = idOf(doc.parent)
  if (parentId === null) return catalogueHref(locale, { category: slug })
  const parent = await req.payload.findByID({
    collection: 'product-categories',
    id: parentId,
    depth: 0,
    draft: true,
    disableErrors: true,
    overrideAccess: true,
  })
  return catalogueHref(locale, parent ? { category: parent.slug, sub: slug } : {})
}

/** News is kept per language: an article shows in its category's language, whatever the admin's. */
const articlePath: Path = async (doc, locale, req) => {
  const slug = text(doc.slug)
  const categoryId = idOf(doc.category)
  const category =
    categoryId === null
      ? null
      : await req.payload.findByID({
          collection: 'news-categories',
          id: categoryId,
          depth: 0,
          draft: true,
          disableErrors: true,
          overrideAccess: true,
        })
  const language = isLocale(category?.language) ? category.language : locale
  return slug ? hrefForSlug(language, 'news', slug) : hrefFor(language, 'news')
}

/** The page each kind of content shows on; the rest (redirects, search entries, enquiries) has none. */
export const collectionPages: Record<string, Path> = {
  products: (doc, locale) => (text(doc.slug) ? productHref(locale, text(doc.slug)!) : hrefFor(locale, 'product')),
  'product-categories': categoryPath,
  series: (doc, locale) => (text(doc.slug) ? seriesHref(locale, text(doc.slug)!) : hrefFor(locale, 'series')),
  news: articlePath,
  'news-categories': page('news'),
  cases: page('case'),
  banners: page('home'),
  'service-guarantees': page('service'),
  'showroom-countries': page('home'),
  showrooms: (doc, locale) =>
    text(doc.slug) ? hrefForSlug(locale, 'showrooms', text(doc.slug)!) : hrefFor(locale, 'showrooms'),
  'job-openings': (doc, locale) =>
    text(doc.slug) ? hrefForSlug(locale, 'recruit', text(doc.slug)!) : hrefFor(locale, 'recruit'),
  'legal-pages': (doc, locale) => {
    const slug = text(doc.slug)
    return slug === 'impressum' || slug === 'privacy' || slug === 'accessibility'
      ? hrefFor(locale, slug)
      : hrefFor(locale, 'home')
  },
  guarantees: (doc, locale) =>
    text(doc.market) ? hrefForSlug(locale, 'guarantee', text(doc.market)!) : hrefFor(locale, 'guarantee'),
  'technology-lines': page('craft'),
  certificates: page('certifiction'),
  'test-reports': page('certifiction'),
  'history-entries': page('about'),
  exhibitions: page('about'),
  'company-facts': page('about'),
  offices: page('details'),
}

/** The page each global's texts show on; navigation and settings show in every page's frame. */
export const globalPages: Record<string, RouteKey> = {
  'home-page': 'home',
  'about-page': 'about',
  'craft-page': 'craft',
  'case-page': 'case',
  'qualification-page': 'certifiction',
  'contact-page': 'details',
  'service-page': 'service',
  'recruit-page': 'recruit',
  'product-centre-page': 'product',
  'showcase-page': 'products',
  'news-page': 'news',
  'teamwork-page': 'teamwork',
  navigation: 'home',
  'site-settings': 'home',
}

/**
 * The admin works at SITE_URL only (its session is refused elsewhere: WrongOrigin): Live Preview
 * frames the page, and talks to it, on that origin, where the session cookie reaches the frame.
 */
const siteOrigin = (): string => new URL(env.siteUrl).origin

const localeOf = (locale: unknown): Locale => {
  const code = locale && typeof locale === 'object' && 'code' in locale ? locale.code : locale
  return isLocale(code) ? code : defaultLocale
}

type Target = { collection: string; global?: undefined } | { global: string; collection?: undefined }

/** The preview address of a document or global in one language, or null when it shows on no page. */
export async function previewUrl(target: Target, doc: Doc, locale: unknown, req: PayloadRequest) {
  const l = localeOf(locale)
  const route = target.global === undefined ? undefined : globalPages[target.global]
  const path =
    target.collection === undefined
      ? route && hrefFor(l, route)
      : await collectionPages[target.collection]?.(doc, l, req)
  return path ? `${siteOrigin()}${previewHref(path)}` : null
}

/** The admin's "Preview" button of a collection (nothing for one without a page). */
export function collectionPreview(slug: string) {
  if (!collectionPages[slug]) return undefined
  return (doc: Doc, { locale, req }: { locale: string; req: PayloadRequest }) =>
    previewUrl({ collection: slug }, doc, locale, req)
}

/** The admin's "Preview" button of a global. */
export function globalPreview(slug: string) {
  if (!globalPages[slug]) return undefined
  return (doc: Doc, { locale, req }: { locale: string; req: PayloadRequest }) =>
    previewUrl({ global: slug }, doc, locale, req)
}

/** Drafts are saved this long after the editor stops typing, so Live Preview follows within about a second. */
export const AUTOSAVE_INTERVAL_MS = 400

/**
 * Live Preview beside the form of every document and global with a page, at the widths of a
 * phone, a tablet and a desktop. The labels are the sizes themselves, the same in every language.
 */
export const livePreview: LivePreviewConfig & { collections: string[]; globals: string[] } = {
  collections: Object.keys(collectionPages),
  globals: Object.keys(globalPages),
  breakpoints: [
    { name: 'phone', label: '390 × 844', width: 390, height: 844 },
    { name: 'tablet', label: '768 × 1024', width: 768, height: 1024 },
    { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
  ],
  url: ({ collectionConfig, globalConfig, data, locale, req }) =>
    previewUrl(
      globalConfig ? { global: globalConfig.slug } : { collection: collectionConfig?.slug ?? '' },
      data,
      locale,
      req,
    ),
}
