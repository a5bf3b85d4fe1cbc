import fs from 'node:fs'
import path from 'node:path'
import { createLocalReq, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/cms/access/roles'
import type { User } from '@/payload-types'

import { dbKind, nextArticle, cmsOfFile, paragraphText, testPng, textNode } from './harness'

/**
 * The access matrix: who may create, read, update and delete what, for every collection and
 * global of the Payload config. The tables below are the rules as documentation; each test runs
 * one actor against one collection or global and checks every allowed action works (and changes
 * what it should) and every other one is refused.
 *
 * Actors:
 * - `site`: a visitor as the site's pages and public API see them (Local API, no user).
 * - `anonymous`: a visitor calling Payload's REST API without signing in (`payloadAPI: 'REST'`).
 * - `editor`, `sales`, `hr`, `admin`: signed-in staff, through the REST API as the admin panel does.
 *
 * A grant is an actor, or `actor:scope` where the rule is a query that lets the actor reach some
 * documents only:
 * - `published`: published documents only (drafts do not exist for them: 404)
 * - `own`: their own account or preferences only
 * - `cooperation`: enquiries other than job applications (sales)
 * - `applications`: job applications only (HR)
 *
 * Refused means Payload's Forbidden (403), or, where the rule is a query, not found (404) or an
 * empty list.
 */

const ACTORS = ['site', 'anonymous', 'editor', 'sales', 'hr', 'admin'] as const
type Actor = (typeof ACTORS)[number]
type Scope = 'published' | 'own' | 'cooperation' | 'applications'
type Grant = Actor | `${Actor}:${Scope}`
type CollectionRule = {
  create: Grant[]
  read: Grant[]
  update: Grant[]
  /** Deleting for good (one document, or emptying the trash). */
  delete: Grant[]
  readVersions?: Grant[]
  /** Moving to the trash and restoring from it (collections with a trash). */
  trash?: Grant[]
  /**
   * A collection whose rules depend on more than the table tells apart, tested in the file named
   * (a published declaration of performance refuses every change, to the system too).
   */
  elsewhere?: string
}
type GlobalRule = { read: Grant[]; update: Grant[]; readVersions?: Grant[] }

const STAFF = ['editor', 'sales', 'hr', 'admin'] as const satisfies Role[]
const EDITORS: Grant[] = ['editor', 'admin']
const ADMIN: Grant[] = ['admin']
const NOBODY: Grant[] = []

/**
 * Public content with drafts: the site shows what is published, staff see drafts too, editors
 * write and move to the trash; only admins delete for good.
 */
const content: CollectionRule = {
  create: EDITORS,
  read: ['site:published', ...STAFF],
  update: EDITORS,
  delete: ADMIN,
  readVersions: EDITORS,
  trash: EDITORS,
}
const ownOnly: Grant[] = ['editor:own', 'sales:own', 'hr:own', 'admin:own']

const collectionRules: Record<string, CollectionRule> = {
  banners: content,
  'product-categories': content,
  series: content,
  products: content,
  'technology-lines': content,
  cases: content,
  certificates: content,
  'test-reports': content,
  'installation-guides': content,
  'history-entries': content,
  exhibitions: content,
  'news-categories': content,
  news: content,
  'job-openings': content,
  offices: content,
  'service-guarantees': content,
  'showroom-countries': content,
  showrooms: content,
  'company-facts': content,
  'legal-pages': content,
  guarantees: content,
  redirects: content,
  declarations: {
    create: EDITORS,
    read: ['site:published', ...STAFF],
    update: EDITORS,
    delete: ADMIN,
    readVersions: EDITORS,
    trash: EDITORS,
    elsewhere: 'tests/int/declarations.int.test.ts',
  },
  // Stored only by the public enquiry endpoint (overrideAccess); each team sees its own kind.
  enquiries: {
    create: NOBODY,
    read: ['sales:cooperation', 'hr:applications', 'admin'],
    update: ['sales:cooperation', 'hr:applications', 'admin'],
    delete: ADMIN,
  },
  // Written by the content hooks only; the site queries it itself.
  'search-entries': { create: NOBODY, read: STAFF, update: NOBODY, delete: NOBODY },
  // Append-only: written by the system's hooks; administrators read it, nobody changes or deletes a line.
  'audit-entries': { create: NOBODY, read: ADMIN, update: NOBODY, delete: NOBODY },
  // Rounds of approval: written by the save hooks and the approval actions only; those who edit read them.
  reviews: { create: NOBODY, read: EDITORS, update: NOBODY, delete: NOBODY },
  // The content health board's reports and the counted searches that found nothing: written by
  // the job and the search page only; those who edit read them on the board.
  'health-reports': { create: NOBODY, read: EDITORS, update: NOBODY, delete: NOBODY },
  'search-misses': { create: NOBODY, read: EDITORS, update: NOBODY, delete: NOBODY },
  // The translation memory: written by its renewal and TMX imports; those who translate read their
  // matches, administrators mend or remove a pair.
  'translation-memory': { create: ADMIN, read: EDITORS, update: ADMIN, delete: ADMIN },
  // Files are public (see "uploads" below); the list and metadata are for the site and staff.
  media: { create: EDITORS, read: ['site', ...STAFF], update: EDITORS, delete: ADMIN, trash: EDITORS },
  users: {
    create: ADMIN,
    read: ['editor:own', 'sales:own', 'hr:own', 'admin'],
    update: ['editor:own', 'sales:own', 'hr:own', 'admin'],
    delete: ADMIN,
  },
  // Payload's own collections.
  'payload-kv': { create: NOBODY, read: NOBODY, update: NOBODY, delete: NOBODY },
  'payload-jobs': { create: ADMIN, read: ADMIN, update: ADMIN, delete: ADMIN },
  // The admin panel's document locks: every signed-in user locks what they edit and may take a lock over.
  'payload-locked-documents': { create: STAFF, read: STAFF, update: STAFF, delete: STAFF },
  'payload-preferences': { create: STAFF, read: ownOnly, update: ownOnly, delete: ownOnly },
  'payload-migrations': { create: ADMIN, read: ADMIN, update: ADMIN, delete: ADMIN },
}

/** Page texts, navigation, settings: the site reads the live document; editors write and see the history. */
const page: GlobalRule = { read: ['site', ...STAFF], update: EDITORS, readVersions: EDITORS }

const globalRules: Record<string, GlobalRule> = {
  'site-settings': page,
  navigation: page,
  'search-synonyms': page,
  'home-page': page,
  'about-page': page,
  'craft-page': page,
  'case-page': page,
  'qualification-page': page,
  'contact-page': page,
  'service-page': page,
  'recruit-page': page,
  'product-centre-page': page,
  'showcase-page': page,
  'news-page': page,
  'teamwork-page': page,
  // The job scheduler's bookkeeping (when the nightly clean-up last ran).
  'payload-jobs-stats': { read: ADMIN, update: ADMIN },
}

// ---------------------------------------------------------------------------------------------

type Id = number | string
type Data = Record<string, unknown>
type Doc = Data & { id: Id }
type Args = Data & { collection?: string; slug?: string }

/** The Local API without its per-slug generics: the matrix handles every collection alike. */
type LooseApi = {
  create(args: Args): Promise<Doc>
  find(args: Args): Promise<{ docs: Doc[]; totalDocs: number }>
  findByID(args: Args): Promise<Doc>
  count(args: Args): Promise<{ totalDocs: number }>
  update(args: Args): Promise<Doc>
  delete(args: Args): Promise<Doc>
  findVersions(args: Args): Promise<{ docs: Doc[]; totalDocs: number }>
  findGlobal(args: Args): Promise<Data>
  findGlobalVersions(args: Args): Promise<{ docs: Doc[]; totalDocs: number }>
  updateGlobal(args: Args): Promise<Data>
}

const cms = cmsOfFile()
let api: LooseApi
// The search index follows published content through hooks that run with access overridden;
// it plays no part in who may do what, so the matrix leaves it out (as the seed does).
// Which uploads visitors may fetch is refreshed only where a test asks (`shown` below).
// A guarantee's market must be listed in the site settings (tests/int/migrations and guarantees
// check that); the matrix gives each sample a market of its own without listing it.
const ctx = { disableRevalidate: true, disableSearchIndex: true, skipMediaVisibility: true, skipMarketCheck: true }
const PASSWORD = 'a-Long-enough-Passw0rd'
const users = {} as Record<Role, User>
const support = {} as { image: Id; icon: Id; category: Id; series: Id; newsCategory: Id; job: Id }
let counter = 0
const next = () => ++counter
const marker = () => `m${next()}x${Date.now().toString(36)}`

/** The options of a collection's actions for an actor, with access enforced. */
function as(actor: Actor) {
  if (actor === 'site') return { overrideAccess: false, user: null, context: ctx }
  // `createLocalReq` keeps a given `payloadAPI`; a fresh request object for every call.
  const req = { payloadAPI: 'REST' } as Partial<PayloadRequest>
  return { overrideAccess: false, req, user: actor === 'anonymous' ? null : users[actor], context: ctx }
}
const asSystem = { overrideAccess: true, context: ctx }
const shown = { disableRevalidate: true, disableSearchIndex: true }

type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: unknown }
async function attempt<T>(op: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await op }
  } catch (error) {
    return { ok: false, status: (error as { status?: number }).status ?? 0, error }
  }
}

/**
 * A refusal: 403, or 404 where the rule is a query the document does not match. Anything else (400,
 * 500) is a failure of the test.
 */
function expectRefused(outcome: Outcome<unknown>, what: string, statuses = [403, 404]): void {
  if (outcome.ok) throw new Error(`${what}: expected a refusal, but it succeeded`)
  if (!statuses.includes(outcome.status))
    throw new Error(
      `${what}: expected ${statuses.join('/')}, got ${outcome.status}: ${String((outcome.error as Error).message)}`,
    )
}
function expectDone<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok)
    throw new Error(`${what}: expected success, got ${outcome.status}: ${String((outcome.error as Error).message)}`)
  return outcome.value
}

function grantOf(grants: readonly Grant[], actor: Actor): { allowed: boolean; scope?: Scope } {
  for (const grant of grants) {
    const [who, scope] = grant.split(':') as [Actor, Scope | undefined]
    if (who === actor) return { allowed: true, scope }
  }
  return { allowed: false }
}

/** A document the matrix works on, with what the scopes look at. */
type Sample = { status?: 'published' | 'draft'; owner?: Role; type?: string }
const matches: Record<Scope, (sample: Sample, actor: Actor) => boolean> = {
  published: (s) => s.status !== 'draft',
  own: (s, actor) => s.owner === actor,
  cooperation: (s) => s.type !== 'joinus',
  applications: (s) => s.type === 'joinus',
}
function reaches(grants: readonly Grant[], actor: Actor, sample: Sample): boolean {
  const { allowed, scope } = grantOf(grants, actor)
  return allowed && (!scope || matches[scope](sample, actor))
}
/** The sample an actor's scope reaches: what an allowed create or delete is tried on. */
function inside(scope: Scope | undefined, actor: Actor): Sample {
  if (scope === 'published') return { status: 'published' }
  if (scope === 'own') return { owner: actor as Role }
  if (scope === 'cooperation') return { type: 'project' }
  if (scope === 'applications') return { type: 'joinus' }
  return {}
}

const lexical = (text: string) => paragraphText([textNode(text)])

/** An option of a unique select field that no document uses yet (a few collections have one per key). */
async function freeOption(slug: string, field: string): Promise<string> {
  const config = cms.payload.collections[slug as 'banners'].config
  const select = config.fields.find((f) => 'name' in f && f.name === field) as {
    options: ({ value: string } | string)[]
  }
  const used = new Set(
    (await api.find({ collection: slug, ...asSystem, depth: 0, pagination: false, limit: 0 })).docs.map(
      (d) => d[field],
    ),
  )
  const free = select.options.map((o) => (typeof o === 'string' ? o : o.value)).find((value) => !used.has(value))
  if (!free) throw new Error(`${slug}.${field}: no free option left`)
  return free
}

/**
 * Valid data for a new document of each collection (`data`), and the change an update makes
 * (`set`: one top-level field, also part of a new document): the marker it carries shows whether
 * a write took effect.
 */
type Fixture = { data: (n: number) => Data | Promise<Data>; set: (marker: string) => Data }
const fixtures: Record<string, Fixture> = {
  banners: { data: () => ({ title: 'Banner', image: support.image }), set: (m) => ({ title: m }) },
  'product-categories': {
    data: (n) => ({ title: 'Kategorie', slug: `category-${n}`, value: `v${n}` }),
    set: (m) => ({ title: m }),
  },
  series: {
    data: (n) => ({ title: 'Serie', slug: `series-${n}` }),
    set: (m) => ({ title: m }),
  },
  products: {
    data: (n) => ({
      title: 'Produkt',
      slug: `product-${n}`,
      images: [support.image],
      category: support.category,
      series: support.series,
      variants: [{ articleNumber: nextArticle() }],
    }),
    set: (m) => ({ title: m }),
  },
  'technology-lines': {
    data: async () => ({ title: 'Linie', key: await freeOption('technology-lines', 'key') }),
    set: (m) => ({ title: m }),
  },
  cases: {
    data: () => ({ region: 'china', city: 'Hangzhou', caption: 'Projekt', image: support.image }),
    set: (m) => ({ caption: m }),
  },
  certificates: {
    data: () => ({ group: 'standard', caption: 'Zertifikat', image: support.image }),
    set: (m) => ({ caption: m }),
  },
  'test-reports': { data: () => ({ title: 'Prüfbericht' }), set: (m) => ({ title: m }) },
  'installation-guides': {
    data: async () => ({
      title: 'Anleitung',
      family: await freeOption('installation-guides', 'family'),
      safety: 'Wasser abstellen.',
      steps: [{ title: 'Bohren', text: 'Löcher bohren.' }],
    }),
    set: (m) => ({ title: m }),
  },
  'history-entries': { data: () => ({ year: 2000, content: 'Gründung' }), set: (m) => ({ content: m }) },
  exhibitions: { data: () => ({ name: 'Messe', year: 2020 }), set: (m) => ({ name: m }) },
  'news-categories': {
    data: async (n) => ({
      title: 'Kategorie',
      language: await freeOption('news-categories', 'language'),
      legacyId: 1000 + n,
    }),
    set: (m) => ({ title: m }),
  },
  news: {
    data: (n) => ({
      title: 'Nachricht',
      slug: `news-${n}`,
      category: support.newsCategory,
      publishedAt: '2026-01-01',
      image: support.image,
      body: lexical('Text'),
    }),
    set: (m) => ({ title: m }),
  },
  'job-openings': {
    data: (n) => ({
      title: 'Stelle',
      slug: `job-${n}`,
      location: 'Hangzhou',
      employmentType: 'FULL_TIME',
      datePosted: '2026-01-01',
      validThrough: '2099-01-01',
      description: lexical('Aufgaben'),
    }),
    set: (m) => ({ title: m }),
  },
  offices: {
    data: (n) => ({
      name: 'Büro',
      key: `office-${n}`,
      city: 'Hangzhou',
      address: 'Straße 1',
      center: { lat: 30.2, lng: 120.1 },
      marker: { lat: 30.2, lng: 120.1 },
      zoom: 15,
    }),
    set: (m) => ({ name: m }),
  },
  'service-guarantees': { data: () => ({ icon: support.icon, title: 'Garantie' }), set: (m) => ({ title: m }) },
  'showroom-countries': {
    data: (n) => ({ name: 'Land', code: String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26)) }),
    set: (m) => ({ name: m }),
  },
  showrooms: {
    data: (n) => ({
      kind: 'dealer',
      name: 'Ausstellung',
      slug: `ausstellung-${n}`,
      street: 'Theresienstraße 1',
      city: 'München',
      country: 'DE',
      position: { lat: 48.15, lng: 11.57 },
      timeZone: 'Europe/Berlin',
    }),
    set: (m) => ({ name: m }),
  },
  'company-facts': { data: (n) => ({ key: `fact_${n}`, label: 'Fläche', value: '1' }), set: (m) => ({ value: m }) },
  'legal-pages': {
    data: async () => ({ slug: await freeOption('legal-pages', 'slug'), title: 'Rechtliches', body: lexical('Text') }),
    set: (m) => ({ title: m }),
  },
  guarantees: {
    data: async (n) => ({
      market: `market-${n}`,
      title: 'Garantie',
      guarantor: await makeDoc('offices'),
      covers: lexical('Material'),
      claim: lexical('Schreiben Sie uns'),
    }),
    set: (m) => ({ title: m }),
  },
  redirects: { data: (n) => ({ from: `/de/old-${n}`, to: '/de/product' }), set: (m) => ({ to: `/de/${m}` }) },
  enquiries: {
    data: (n) => ({
      type: 'project',
      status: 'new',
      name: 'Besucher',
      tel: '13800000000',
      email: 'visitor@test.example',
      company: 'Firma',
      country: 'CN',
      province: '浙江',
      requirement: 'Angebot bitte',
      product: 'Becken',
      locale: 'de',
      consentAt: '2026-01-01T00:00:00.000Z',
      idempotencyKey: `key-${n}`,
    }),
    set: (m) => ({ notes: m }),
  },
  'search-entries': {
    data: (n) => ({ ref: `ref-${n}`, lang: 'de', kind: 'page', path: '/de', title: 'Seite' }),
    set: (m) => ({ title: m }),
  },
  'audit-entries': {
    data: (n) => ({ action: 'export', actor: 'system', entity: 'enquiries', count: n }),
    set: (m) => ({ detail: m }),
  },
  reviews: {
    data: (n) => ({
      entity: 'legal-pages',
      entityKind: 'collection',
      documentId: String(n),
      locale: 'it',
      state: 'changed',
    }),
    set: (m) => ({ comment: m }),
  },
  'health-reports': {
    data: (n) => ({ checkedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(), trigger: 'request', report: {} }),
    set: (m) => ({ report: { note: m } }),
  },
  'search-misses': {
    data: (n) => ({ query: `wanne ${n}`, locale: 'de', day: '2026-01-01', count: 1 }),
    set: (m) => ({ query: m }),
  },
  'translation-memory': {
    data: (n) => ({ targetLanguage: 'it', source: `Satz ${n}.`, target: `Frase ${n}.`, key: `it:test-${n}` }),
    set: (m) => ({ target: m }),
  },
  media: { data: () => ({ alt: 'Bild' }), set: (m) => ({ alt: m }) },
  users: {
    data: (n) => ({ email: `user-${n}@test.example`, password: PASSWORD, role: 'editor' }),
    set: (m) => ({ name: m }),
  },
  'payload-kv': { data: () => ({ data: { n: 1 } }), set: (m) => ({ key: m }) },
  'payload-jobs': { data: () => ({ taskSlug: 'enquiryMail', input: { enquiry: '0' } }), set: (m) => ({ queue: m }) },
  'payload-locked-documents': {
    data: () => ({ user: { relationTo: 'users', value: users.admin.id } }),
    set: (m) => ({ globalSlug: m }),
  },
  'payload-preferences': { data: (n) => ({ key: `pref-${n}`, value: { n } }), set: (m) => ({ key: m }) },
  'payload-migrations': { data: () => ({ batch: 99 }), set: (m) => ({ name: m }) },
}

const pageSections = (text: string, ...groups: string[]) =>
  Object.fromEntries(groups.map((g) => [g, { heading: text }]))
const simplePage = { data: { heading: 'Überschrift' }, set: (m: string) => ({ heading: m }) }

/** Valid content for each global (stored once before its tests), and the change an update makes. */
const globalFixtures: Record<string, { data: Data | (() => Data); set: (marker: string) => Data }> = {
  'site-settings': {
    data: () => ({
      brandName: 'SANHAUS',
      logo: support.image,
      copyright: '© SANHAUS',
      onlinePhone: '400-000-0000',
      salesAddress: { label: 'Vertrieb', address: 'Hangzhou' },
      factoryAddress: { label: 'Werk', address: 'Hangzhou' },
    }),
    set: (m) => ({ brandName: m }),
  },
  navigation: { data: {}, set: (m) => ({ items: [{ label: m, route: 'home' }] }) },
  'search-synonyms': { data: {}, set: (m) => ({ groups: [{ words: `${m}, Synonym` }] }) },
  'home-page': {
    data: pageSections(
      'Abschnitt',
      'showroom',
      'products',
      'whyChooseUs',
      'aboutTeaser',
      'designConcept',
      'tradeCoverage',
      'news',
    ),
    set: (m) => ({ serviceHeading: m }),
  },
  'about-page': {
    data: pageSections('Abschnitt', 'intro', 'factory', 'showroom', 'coverage'),
    set: (m) => ({ historyHeading: m }),
  },
  'craft-page': simplePage,
  'case-page': simplePage,
  'qualification-page': simplePage,
  'contact-page': simplePage,
  'service-page': simplePage,
  'recruit-page': simplePage,
  'product-centre-page': simplePage,
  'showcase-page': {
    data: { heading: 'Überschrift', ...pageSections('Abschnitt', 'tailorism', 'slideshow') },
    set: (m) => ({ heading: m }),
  },
  'news-page': simplePage,
  'teamwork-page': simplePage,
  'payload-jobs-stats': { data: {}, set: (m) => ({ stats: { m } }) },
}

const collectionConfig = (slug: string) => cms.payload.collections[slug as 'banners'].config
const hasDrafts = (slug: string) =>
  Boolean((collectionConfig(slug).versions as { drafts?: unknown } | undefined)?.drafts)
const isUpload = (slug: string) => Boolean(collectionConfig(slug).upload)
const mediaFile = (filename: unknown) => path.join(process.env.MEDIA_DIR!, String(filename))

/** A new document (written with access overridden) in the position a sample describes. */
async function makeDoc(slug: string, sample: Sample = {}, mark = marker()): Promise<Id> {
  // A user's own account is the user.
  if (slug === 'users' && sample.owner) return users[sample.owner].id
  const n = next()
  const data: Data = { ...(await fixtures[slug]!.data(n)), ...fixtures[slug]!.set(mark) }
  if (hasDrafts(slug)) data._status = sample.status ?? 'published'
  if (sample.type) data.type = sample.type
  const doc = await api.create({
    collection: slug,
    data,
    draft: sample.status === 'draft',
    ...(isUpload(slug) ? { file: testPng(`${mark}.png`) } : {}),
    // Preferences belong to whoever saves them.
    ...(sample.owner ? { user: users[sample.owner] } : {}),
    ...asSystem,
  })
  return doc.id
}

/** What each collection's tests share: one document per position its scopes tell apart. */
function samplesFor(slug: string): Sample[] {
  // Everybody's own is somebody else's: each staff account (or its preferences) once.
  if (slug === 'users' || slug === 'payload-preferences') return STAFF.map((owner) => ({ owner }))
  if (slug === 'enquiries') return [{ type: 'project' }, { type: 'joinus' }]
  if (hasDrafts(slug)) return [{ status: 'published' }, { status: 'draft' }]
  return [{}]
}

const stored = async (slug: string, id: Id): Promise<Doc | null> =>
  (
    await api.find({
      collection: slug,
      where: { id: { equals: id } },
      depth: 0,
      draft: hasDrafts(slug),
      showHiddenFields: true,
      ...asSystem,
    })
  ).docs[0] ?? null
const carries = (doc: unknown, mark: string) => JSON.stringify(doc ?? null).includes(mark)
/** A query for the documents a `set` change was written to. */
const whereSet = (change: Data) =>
  Object.fromEntries(Object.entries(change).map(([field, value]) => [field, { equals: value }]))

beforeAll(async () => {
  api = cms.payload as unknown as LooseApi
  for (const role of STAFF) {
    users[role] = (await api.create({
      collection: 'users',
      data: { email: `${role}@test.example`, password: PASSWORD, role, name: role },
      ...asSystem,
    })) as unknown as User
  }
  support.image = (
    await api.create({ collection: 'media', data: { alt: 'Bild' }, file: testPng('support.png'), ...asSystem })
  ).id
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
  )
  support.icon = (
    await api.create({
      collection: 'media',
      data: { alt: 'Symbol' },
      file: { data: svg, name: 'icon.svg', mimetype: 'image/svg+xml', size: svg.length },
      ...asSystem,
    })
  ).id
  support.category = (
    await api.create({
      collection: 'product-categories',
      data: { title: 'Waschbecken', slug: 'basins', value: '人造石盆', _status: 'published' },
      ...asSystem,
    })
  ).id
  support.series = (
    await api.create({
      collection: 'series',
      data: { title: 'Luna', slug: 'luna', _status: 'published' },
      ...asSystem,
    })
  ).id
  support.newsCategory = (
    await api.create({
      collection: 'news-categories',
      data: { title: 'Deutsch', language: 'de', legacyId: 14, _status: 'published' },
      ...asSystem,
    })
  ).id
  support.job = await makeDoc('job-openings')
})

describe(`access matrix (${dbKind()})`, () => {
  it('has a rule for every collection and global of the config, and none for anything else', () => {
    expect(Object.keys(collectionRules).sort()).toEqual(cms.payload.config.collections.map((c) => c.slug).sort())
    expect(Object.keys(globalRules).sort()).toEqual(cms.payload.config.globals.map((g) => g.slug).sort())
    // Versions are readable exactly where the table says so.
    for (const c of cms.payload.config.collections)
      expect(Boolean(collectionRules[c.slug]!.readVersions), c.slug).toBe(Boolean(c.versions))
    // The trash exactly where the table says so.
    for (const c of cms.payload.config.collections)
      expect(Boolean(collectionRules[c.slug]!.trash), c.slug).toBe(Boolean(c.trash))
    for (const g of cms.payload.config.globals)
      expect(Boolean(globalRules[g.slug]!.readVersions), g.slug).toBe(Boolean(g.versions))
  })

  for (const [slug, rule] of Object.entries(collectionRules).filter(([, r]) => !r.elsewhere)) {
    describe(`collection ${slug}`, () => {
      const samples: (Sample & { id: Id })[] = []

      beforeAll(async () => {
        if (!fixtures[slug]) throw new Error(`no fixture for ${slug}`)
        for (const sample of samplesFor(slug)) samples.push({ ...sample, id: await makeDoc(slug, sample) })
      })

      it.each(ACTORS)('as %s', async (actor) => {
        const fixture = fixtures[slug]!
        const label = (action: string, sample?: Sample) =>
          `${actor} ${action} ${slug}${sample ? ` ${JSON.stringify(sample)}` : ''}`
        const shape = ({ id: _id, ...sample }: Sample & { id: Id }): Sample => sample
        /** Writes to the shared documents, checked together at the end. */
        const writes: { id: Id; mark: string; landed: boolean; what: string }[] = []

        // create
        const mark = marker()
        const data: Data = { ...(await fixture.data(next())), ...fixture.set(mark) }
        if (hasDrafts(slug)) data._status = 'published'
        const created = await attempt(
          api.create({
            collection: slug,
            data,
            depth: 0,
            ...(isUpload(slug) ? { file: testPng(`${mark}.png`) } : {}),
            ...as(actor),
          }),
        )
        let own: Doc | null = null
        if (grantOf(rule.create, actor).allowed) {
          own = expectDone(created, label('create'))
          expect(carries(await stored(slug, own.id), mark), label('create stores the data')).toBe(true)
          if (isUpload(slug)) expect(fs.existsSync(mediaFile(own.filename)), label('create stores the file')).toBe(true)
        } else {
          expectRefused(created, label('create'), [403])
          expect(
            (await api.count({ collection: slug, where: whereSet(fixture.set(mark)), ...asSystem })).totalDocs,
            label('create stores nothing'),
          ).toBe(0)
        }

        // read: the list, and each document by id (whether a document is reached does not depend on the fields read)
        const visible = samples.filter((s) => reaches(rule.read, actor, s)).map((s) => s.id)
        const list = await attempt(
          api.find({
            collection: slug,
            where: { id: { in: samples.map((s) => s.id) } },
            select: { id: true },
            depth: 0,
            pagination: false,
            limit: 0,
            ...as(actor),
          }),
        )
        if (visible.length > 0) {
          const found = expectDone(list, label('list')).docs.map((d) => d.id)
          expect(found.sort(), label('list')).toEqual([...visible].sort())
        } else if (list.ok) {
          expect(list.value.docs, label('list')).toEqual([])
        } else {
          expectRefused(list, label('list'), [403])
        }
        for (const sample of samples) {
          const one = await attempt(
            api.findByID({ collection: slug, id: sample.id, select: { id: true }, depth: 0, ...as(actor) }),
          )
          if (visible.includes(sample.id)) expect(expectDone(one, label('read', shape(sample))).id).toEqual(sample.id)
          else expectRefused(one, label('read', shape(sample)))
        }

        // read versions (collections with drafts)
        if (rule.readVersions) {
          const versions = await attempt(
            api.findVersions({
              collection: slug,
              where: { parent: { in: samples.map((s) => s.id) } },
              depth: 0,
              ...as(actor),
            }),
          )
          if (grantOf(rule.readVersions, actor).allowed)
            expect(
              expectDone(versions, label('read versions')).totalDocs,
              label('read versions'),
            ).toBeGreaterThanOrEqual(samples.length)
          else if (versions.ok) expect(versions.value.totalDocs, label('read versions')).toBe(0)
          else expectRefused(versions, label('read versions'), [403])
        }

        // update: refusals on every shared document; where the rule does not look at the
        // document (no scope), one allowed update is enough
        const updateGrant = grantOf(rule.update, actor)
        for (const sample of updateGrant.allowed && !updateGrant.scope ? samples.slice(0, 1) : samples) {
          const change = marker()
          const what = label('update', shape(sample))
          const outcome = await attempt(
            api.update({
              collection: slug,
              id: sample.id,
              data: fixture.set(change),
              select: { id: true },
              depth: 0,
              ...as(actor),
            }),
          )
          const landed = reaches(rule.update, actor, sample)
          if (landed) expectDone(outcome, what)
          else expectRefused(outcome, what)
          writes.push({ id: sample.id, mark: change, landed, what })
        }

        // delete: where allowed, what the actor created (or a new document in their reach)
        const deleteGrant = grantOf(rule.delete, actor)
        if (
          own &&
          !reaches(rule.delete, actor, {
            status: 'published',
            owner: actor as Role,
            type: own.type as string | undefined,
          })
        ) {
          await api.delete({ collection: slug, id: own.id, ...asSystem })
          own = null
        }
        if (deleteGrant.allowed) {
          const doc = own ?? (await stored(slug, await makeDoc(slug, inside(deleteGrant.scope, actor))))!
          expectDone(
            await attempt(api.delete({ collection: slug, id: doc.id, select: { id: true }, depth: 0, ...as(actor) })),
            label('delete'),
          )
          expect(await stored(slug, doc.id), label('delete removes the document')).toBeNull()
          if (isUpload(slug))
            expect(fs.existsSync(mediaFile(doc.filename)), label('delete removes the file')).toBe(false)
        }
        for (const sample of samples.filter((s) => !reaches(rule.delete, actor, s))) {
          expectRefused(
            await attempt(
              api.delete({ collection: slug, id: sample.id, select: { id: true }, depth: 0, ...as(actor) }),
            ),
            label('delete', shape(sample)),
          )
        }

        // to the trash and back (collections with a trash): Payload asks the delete rule with the
        // `deletedAt` it is about to set; a restore is an update
        if (rule.trash) {
          const doc = await makeDoc(slug)
          const trashed = await attempt(
            api.update({
              collection: slug,
              id: doc,
              data: { deletedAt: new Date().toISOString() },
              select: { id: true },
              depth: 0,
              ...as(actor),
            }),
          )
          if (grantOf(rule.trash, actor).allowed) {
            expectDone(trashed, label('trash'))
            expect(await stored(slug, doc), label('trash takes it off the lists')).toBeNull()
            const restored = await attempt(
              api.update({
                collection: slug,
                id: doc,
                trash: true,
                data: { deletedAt: null },
                select: { id: true },
                depth: 0,
                ...as(actor),
              }),
            )
            expectDone(restored, label('restore from the trash'))
          } else expectRefused(trashed, label('trash'))
          expect(await stored(slug, doc), label('the document is (back) in the lists')).not.toBeNull()
          await api.delete({ collection: slug, id: doc, ...asSystem })
        }

        // the shared documents are all still there, with the allowed changes and no other
        const now = await api.find({
          collection: slug,
          where: { id: { in: samples.map((s) => s.id) } },
          depth: 0,
          draft: hasDrafts(slug),
          pagination: false,
          limit: 0,
          ...asSystem,
        })
        expect(now.docs.length, label('leaves the shared documents')).toBe(samples.length)
        for (const write of writes)
          expect(
            carries(
              now.docs.find((d) => d.id === write.id),
              write.mark,
            ),
            `${write.what} ${write.landed ? 'stores the change' : 'changes nothing'}`,
          ).toBe(write.landed)
      })
    })
  }

  for (const [slug, rule] of Object.entries(globalRules)) {
    describe(`global ${slug}`, () => {
      beforeAll(async () => {
        const fixture = globalFixtures[slug]
        if (!fixture) throw new Error(`no fixture for global ${slug}`)
        await api.updateGlobal({
          slug,
          data: typeof fixture.data === 'function' ? fixture.data() : fixture.data,
          ...asSystem,
        })
      })

      it.each(ACTORS)('as %s', async (actor) => {
        const label = (action: string) => `${actor} ${action} ${slug}`
        const stamp = async () => (await api.findGlobal({ slug, select: { updatedAt: true }, ...asSystem })).updatedAt
        const read = await attempt(api.findGlobal({ slug, select: { updatedAt: true }, depth: 0, ...as(actor) }))
        if (grantOf(rule.read, actor).allowed) expectDone(read, label('read'))
        else expectRefused(read, label('read'), [403])

        // read versions (globals with drafts): the history is for editors
        if (rule.readVersions) {
          const versions = await attempt(api.findGlobalVersions({ slug, limit: 1, depth: 0, ...as(actor) }))
          if (grantOf(rule.readVersions, actor).allowed)
            expect(expectDone(versions, label('read versions')).totalDocs, label('read versions')).toBeGreaterThan(0)
          else expectRefused(versions, label('read versions'), [403])
        }

        const before = await stamp()
        const mark = marker()
        const update = await attempt(
          api.updateGlobal({ slug, data: globalFixtures[slug]!.set(mark), depth: 0, ...as(actor) }),
        )
        if (grantOf(rule.update, actor).allowed) {
          expect(carries(expectDone(update, label('update')), mark), label('update stores the change')).toBe(true)
        } else {
          expectRefused(update, label('update'), [403])
          expect(await stamp(), label('update changes nothing')).toEqual(before)
        }
      })
    })
  }
})

describe(`field rules (${dbKind()})`, () => {
  it('lets nobody but an admin change a role, their own included', async () => {
    for (const role of ['editor', 'sales', 'hr'] as const) {
      const name = marker()
      const self = await api.update({
        collection: 'users',
        id: users[role].id,
        data: { role: 'admin', name },
        ...as(role),
      })
      expect(self.name, role).toBe(name)
      expect((await stored('users', users[role].id))!.role, role).toBe(role)
    }
    const created = await api.create({
      collection: 'users',
      data: { email: 'new-hr@test.example', password: PASSWORD, role: 'hr' },
      ...as('admin'),
    })
    expect(created.role).toBe('hr')
    await api.update({ collection: 'users', id: created.id, data: { role: 'sales' }, ...as('admin') })
    expect((await stored('users', created.id))!.role).toBe('sales')
  })

  it('lets only an admin unlock an account', async () => {
    const unlock = (actor: Actor) =>
      attempt(
        (cms.payload as unknown as { unlock: (args: Args) => Promise<unknown> }).unlock({
          collection: 'users',
          data: { email: users.hr.email },
          ...as(actor),
        }),
      )
    for (const actor of ['anonymous', 'editor', 'sales', 'hr'] as const)
      expectRefused(await unlock(actor), `${actor} unlock`, [403])
    expectDone(await unlock('admin'), 'admin unlock')
  })

  it('keeps what a visitor submitted in an enquiry as submitted; staff change status and notes only, admins also the type', async () => {
    const forged = {
      name: 'Geändert',
      tel: '000',
      email: 'changed@test.example',
      company: 'Andere Firma',
      province: 'Anderswo',
      requirement: 'Umgeschrieben',
      product: 'Anderes',
      locale: 'en',
      consentAt: '2020-01-01T00:00:00.000Z',
      job: support.job,
      mail: { status: 'sent', attempts: 9, error: 'forged' },
      idempotencyKey: 'forged',
    }
    const submitted = Object.keys(forged)
    for (const [actor, type] of [
      ['sales', 'project'],
      ['hr', 'joinus'],
      ['admin', 'project'],
      ['admin', 'joinus'],
    ] as const) {
      const id = await makeDoc('enquiries', { type })
      const before = (await stored('enquiries', id))!
      const notes = marker()
      const newType = type === 'joinus' ? 'other' : 'joinus'
      await api.update({
        collection: 'enquiries',
        id,
        data: { ...forged, status: 'done', notes, type: newType },
        ...as(actor),
      })
      const after = (await stored('enquiries', id))!
      for (const field of submitted) expect(after[field], `${actor}: ${field}`).toEqual(before[field])
      expect(after.status, actor).toBe('done')
      expect(after.notes, actor).toBe(notes)
      expect(after.type, `${actor} changes the type`).toBe(actor === 'admin' ? newType : type)
    }
  })

  it('shows the enquiry idempotency key to admins only', async () => {
    const id = await makeDoc('enquiries', { type: 'project' })
    const forSales = await api.findByID({ collection: 'enquiries', id, ...as('sales') })
    expect(forSales.name).toBe('Besucher')
    expect(forSales.idempotencyKey).toBeUndefined()
    expect((await api.findByID({ collection: 'enquiries', id, ...as('admin') })).idempotencyKey).toMatch(/^key-/)
  })

  it('files a preference under whoever saves it', async () => {
    const pref = await api.create({
      collection: 'payload-preferences',
      data: { key: 'nav', value: {}, user: { relationTo: 'users', value: users.admin.id } },
      ...as('editor'),
    })
    const owner = (await stored('payload-preferences', pref.id))!.user as { value: Id }
    expect(owner.value).toEqual(users.editor.id)
  })
})

describe(`uploads (${dbKind()})`, () => {
  /**
   * Payload's REST route for a stored file (`GET /api/media/file/:filename`) without a session, called
   * as the route would.
   */
  async function getFile(filename: string): Promise<Response> {
    const endpoint = collectionConfig('media').endpoints
    const handler = Array.isArray(endpoint)
      ? endpoint.find((e) => e.method === 'get' && e.path === '/file/:filename')?.handler
      : undefined
    if (!handler) throw new Error('media has no file route')
    const req = await createLocalReq(
      { req: { payloadAPI: 'REST', routeParams: { collection: 'media', filename } } as Partial<PayloadRequest> },
      cms.payload,
    )
    try {
      return await handler(req)
    } catch (error) {
      return new Response(null, { status: (error as { status?: number }).status ?? 500 })
    }
  }

  it('serves a file to anyone once a published document shows it, never before; the list and metadata stay refused to anonymous REST calls', async () => {
    const hidden = await api.create({
      collection: 'media',
      data: { alt: 'Noch nicht gezeigt' },
      file: testPng('not-shown-yet.png'),
      ...asSystem,
    })
    expect((await getFile(String(hidden.filename))).status).toBe(403)
    await api.create({
      collection: 'banners',
      data: { title: 'Sichtbar', image: hidden.id, _status: 'published' },
      overrideAccess: true,
      context: shown,
    })
    const response = await getFile(String(hidden.filename))
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(testPng('x').data)
    expectRefused(
      await attempt(api.findByID({ collection: 'media', id: support.image, ...as('anonymous') })),
      'anonymous media metadata',
      [403],
    )
    expect((await getFile('../int.db')).status).toBe(403)
  })

  it('lets editors replace a file, and nobody else', async () => {
    const id = await makeDoc('media')
    const before = (await stored('media', id))!
    for (const actor of ['anonymous', 'sales', 'hr'] as const) {
      expectRefused(
        await attempt(
          api.update({ collection: 'media', id, data: {}, file: testPng(`by-${actor}.png`), ...as(actor) }),
        ),
        `${actor} replaces a file`,
        [403],
      )
    }
    expect((await stored('media', id))!.filename).toBe(before.filename)
    const replaced = await api.update({
      collection: 'media',
      id,
      data: {},
      file: testPng('by-editor.png'),
      ...as('editor'),
    })
    expect(replaced.filename).toBe('by-editor.png')
    expect(fs.existsSync(mediaFile('by-editor.png'))).toBe(true)
  })
})
