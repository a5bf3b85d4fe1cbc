import {
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type Field,
  type FieldAccess,
  type GlobalBeforeChangeHook,
  type GlobalBeforeOperationHook,
  type Locale as PayloadLocale,
  type PayloadRequest,
} from 'payload'

import { isLocalized, valueAt, walkFields } from '@/cms/fields/walk'
import { hasDrafts } from '@/cms/hooks/publication'
import { inAdminLanguage, type AdminText } from '@/cms/labels'
import { Refused } from '@/cms/refused'
import { defaultLocale, localeNames, type Locale } from '@/i18n/locales'
import { userLanguages } from '@/lib/translation/userLanguages'

import { translationLabels as T } from './labels'
import { savedLocale, TRANSLATION_FIELD } from './record'

/**
 * Accounts limited to some languages (`userLanguages`) save drafts of the localized texts in
 * their languages and nothing else: not another language, not `locale=all`, no field that
 * applies to all languages (slug, pictures, specifications), no publish, unpublish, create,
 * delete, trash or restore. The admin offers them their languages only (`filterAvailableLocales`),
 * shows the shared fields read-only (`sharedReadOnlyForLimited`) and no publish or trash button;
 * the server refuses the rest whichever way it is asked (admin, REST, GraphQL), with a message in
 * the admin's language.
 */
export { userLanguages }

export const isLimited = (req: Pick<PayloadRequest, 'user'>): boolean => userLanguages(req.user) !== null

function refuse(req: PayloadRequest, text: AdminText, values: Record<string, string> = {}): never {
  const message = inAdminLanguage(text, req, values)
  const reason = Object.entries(T).find(([, candidate]) => candidate === text)?.[0] ?? 'language'
  throw new Refused(message, 403, reason)
}

/**
 * Checks the language, the kind of operation and, where the content keeps drafts, that only a
 * draft is saved (pictures' alternative texts, without drafts, are saved directly).
 */
function checkOperation(req: PayloadRequest, operation: string, args: unknown, drafts: boolean): void {
  const own = userLanguages(req.user)
  if (!own) return
  if (operation === 'create' || operation === 'delete' || operation === 'restoreVersion') refuse(req, T.editorsOnly)
  if (operation !== 'update') return
  const saved = savedLocale(req)
  if (saved === 'all' || (saved !== null && !own.includes(saved)) || saved === null) {
    refuse(req, T.notYourLanguage, { languages: own.map((l) => localeNames[l]).join(', ') })
  }
  const { draft, data } = (args ?? {}) as { draft?: unknown; data?: Record<string, unknown> }
  // A move to the trash (the admin's form sends `deletedAt: null` with every save).
  if (data?.deletedAt) refuse(req, T.editorsOnly)
  if (drafts && (!draft || data?._status === 'published')) refuse(req, T.draftsOnly)
}

/** Where a request's own fields are noted for the shared-field check (per collection: hooks may write others). */
const sentKey = (slug: string) => `translation:sent:${slug}`

/**
 * Set while a limited account's save runs: the shared fields' rule (`sharedReadOnlyForLimited`)
 * then lets their values through to the check below, which refuses a change with a message
 * naming the fields, instead of dropping it unsaid.
 */
const SAVING = 'translation:saving'

export const limitCollectionOperation: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  checkOperation(req, operation, args, hasDrafts(collection))
  const data = (args as { data?: unknown }).data
  if (operation === 'update' && isLimited(req) && data && typeof data === 'object') {
    req.context[sentKey(collection.slug)] = Object.keys(data)
    req.context[SAVING] = true
  }
  return args
}

export const limitGlobalOperation: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  checkOperation(req, operation, args, hasDrafts(global))
  if (operation === 'update' && isLimited(req)) req.context[SAVING] = true
  return args
}

type Data = Record<string, unknown>

/** Fields Payload or this module keep: the status and dates (checked above), the fingerprints. */
const SYSTEM = new Set(['_status', 'createdAt', 'updatedAt', 'deletedAt', TRANSLATION_FIELD])
const asData = (value: unknown): Data => (value !== null && typeof value === 'object' ? (value as Data) : {})

/** A value as compared: ids for links, nothing for empty, text for the rest. */
function comparable(field: Field, value: unknown): string {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  if (empty) return ''
  if (field.type === 'relationship' || field.type === 'upload') {
    const ids = (Array.isArray(value) ? value : [value]).map((item) => {
      const link = asData(item)
      if ('relationTo' in link) return `${String(link.relationTo)}:${String(asData(link.value).id ?? link.value)}`
      return String(link.id ?? item)
    })
    return ids.join(',')
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

const labelOf = (field: Field, req: PayloadRequest): string => {
  const label = 'label' in field ? field.label : undefined
  if (label && typeof label === 'object' && 'de' in label) return inAdminLanguage(label as AdminText, req)
  if (typeof label === 'string') return label
  return 'name' in field ? field.name : ''
}

/** The fields shared by all languages that `data` changes against `original` (labels). */
export function sharedChanges(
  fields: readonly Field[],
  data: unknown,
  original: unknown,
  req: PayloadRequest,
): string[] {
  const changed: string[] = []
  walkFields(fields, asData(data), ({ field, holder, value, at }) => {
    // What the save leaves out stays as it was; system fields and texts of one language are not shared.
    if (!(field.name in holder) || SYSTEM.has(field.name) || field.type === 'ui' || field.type === 'join') return false
    if (isLocalized(field)) return false
    const before = valueAt(original, at)
    if (field.type === 'group') return true
    if (field.type === 'array' || field.type === 'blocks') {
      // Rows added, removed or moved change the list itself; otherwise each row is compared.
      const rows = Array.isArray(value) ? (value as unknown[]) : []
      const old = Array.isArray(before) ? (before as unknown[]) : []
      const sameRows =
        rows.length === old.length &&
        rows.every((row, i) => {
          const id = asData(row).id
          return id === undefined || id === asData(old[i]).id
        })
      if (!sameRows) changed.push(labelOf(field, req))
      return sameRows
    }
    if (comparable(field, value) !== comparable(field, before)) changed.push(labelOf(field, req))
    return false
  })
  return [...new Set(changed)]
}

function checkShared(fields: readonly Field[], data: unknown, original: unknown, req: PayloadRequest): void {
  if (!isLimited(req)) return
  // A restore from the trash.
  if (asData(original).deletedAt && 'deletedAt' in asData(data) && !asData(data).deletedAt) refuse(req, T.editorsOnly)
  const changed = sharedChanges(fields, data, original, req)
  if (changed.length > 0) refuse(req, T.sharedFields, { fields: changed.join(', ') })
}

/**
 * What Payload works out for an upload from its file, never from what an editor types: the
 * addresses of the file and its sizes (the admin sends them back with every save, as they were
 * shown, which is not as they are stored). A new file is refused to limited accounts anyway: its
 * name, type and size are shared fields.
 */
const COMPUTED_UPLOAD_FIELDS = new Set(['url', 'thumbnailURL', 'sizes'])

export const limitCollectionChange: CollectionBeforeChangeHook = ({ collection, data, originalDoc, req }) => {
  if (!isLimited(req)) return data
  // Only what the request itself changes: the rest of `data` is the stored document.
  const sent = req.context[sentKey(collection.slug)]
  const own = Array.isArray(sent) ? new Set(sent as string[]) : null
  const fields = collection.fields.filter(
    (field) =>
      !('name' in field) ||
      ((!collection.upload || !COMPUTED_UPLOAD_FIELDS.has(field.name)) && (!own || own.has(field.name))),
  )
  if (collection.upload && req.file) {
    const file = collection.fields.find((field) => 'name' in field && field.name === 'filename')
    refuse(req, T.sharedFields, { fields: file ? labelOf(file, req) : 'filename' })
  }
  checkShared(fields, data, originalDoc, req)
  return data
}

export const limitGlobalChange: GlobalBeforeChangeHook = ({ data, global, originalDoc, req }) => {
  checkShared(global.fields, data, originalDoc, req)
  return data
}

/** The admin offers a limited account its languages only. */
export function filterAvailableLocales(args: { locales: PayloadLocale[]; req: PayloadRequest }): PayloadLocale[] {
  const own = userLanguages(args.req.user)
  return own ? args.locales.filter((locale) => (own as string[]).includes(locale.code)) : args.locales
}

/** The content language a document opens in when its address names none: German, or a translator's first language. */
export function defaultContentLanguage(user: unknown): Locale {
  return userLanguages(user)?.[0] ?? defaultLocale
}

/**
 * Payload remembers the last content language chosen (a preference, `locale`) and opens every
 * document in it, from one session to the next: a German sentence typed the next morning then
 * lands in the Chinese description. Each sign-in starts again in the account's default (German, a
 * translator's first language); within a session the language chosen is kept, and the banner
 * above the page names it (`ContentLanguageBanner`).
 */
export const startInDefaultLanguage: CollectionAfterLoginHook = async ({ req, user }) => {
  const value = defaultContentLanguage(user)
  const owner = { relationTo: 'users', value: (user as { id: number | string }).id }
  const found = await req.payload.find({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: 'locale' } }, { 'user.value': { equals: owner.value } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const stored = found.docs[0]
  if (stored) {
    if (stored.value !== value)
      await req.payload.update({
        collection: 'payload-preferences',
        id: stored.id,
        data: { value },
        depth: 0,
        overrideAccess: true,
        req,
      })
  } else
    await req.payload.create({
      collection: 'payload-preferences',
      data: { key: 'locale', user: owner, value } as never,
      depth: 0,
      overrideAccess: true,
      req,
    })
  return user
}

/** The fields already given the rule (a field object may be shared by several collections). */
const sharedMarked = new WeakSet<object>()

/** A field's own `update` rule, if any, then: not for an account limited to some languages. */
function notForLimited(field: Field): void {
  if (sharedMarked.has(field)) return
  sharedMarked.add(field)
  const own = 'access' in field ? field.access : undefined
  const update: FieldAccess = async (args) =>
    (!isLimited(args.req) || Boolean(args.req.context?.[SAVING])) && (own?.update ? await own.update(args) : true)
  Object.assign(field, { access: { ...own, update } })
}

const holdsLocalized = (fields: readonly Field[]): boolean => {
  let found = false
  walkFields(fields, undefined, ({ field }) => {
    if (isLocalized(field)) found = true
    return !found
  })
  return found
}

/**
 * What a translator may not change shows as read-only in their admin instead of ending in a
 * refusal at the save: every field shared by all languages (slug, pictures, specifications, the
 * order of a list), by Payload's field rule `update`, which the admin asks to draw its form.
 * During the save itself the rule lets the values through, so a change sent anyway (the API) is
 * refused with the fields named (`limitCollectionChange`) rather than dropped unsaid. A list or
 * blocks field with texts of a language keeps its rows editable for those texts (adding, moving
 * or removing a row is still refused at the save, naming the list); one without is read-only as
 * a whole. The fields are changed in place and returned.
 */
export function sharedReadOnlyForLimited(fields: Field[]): Field[] {
  walkFields(fields, undefined, ({ field }) => {
    if (isLocalized(field) || SYSTEM.has(field.name) || field.type === 'ui' || field.type === 'join') return false
    if (field.type === 'group') return true
    if ((field.type === 'array' || field.type === 'blocks') && holdsLocalized([field])) return true
    notForLimited(field)
    return false
  })
  return fields
}
