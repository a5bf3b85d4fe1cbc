import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Config,
  Field,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload'

import { isLocalized, walkFields } from '@/cms/fields/walk'
import { appendHooks } from '@/cms/hooks/append'
import { changedPublic, hasDrafts } from '@/cms/hooks/publication'

/**
 * Which uploads visitors may fetch. A file of the media library is public when a published
 * document or global uses it (an upload field, or a picture in rich text); every other file
 * (a draft product's pictures, an upload no page shows yet) is served to signed-in staff only.
 *
 * The answer is kept in the media document's `public` field, so serving a file costs no more than
 * today's one lookup by file name (`filesOrStaff`). It is brought up to date whenever the
 * published state of a document that can hold pictures changes (hooks added here to every such
 * collection and global), and once at start-up (a migrated or restored database).
 */

export const MEDIA = 'media'

/** Collections that never show pictures to visitors (or are the library itself). */
const untracked = new Set([MEDIA, 'users', 'enquiries', 'search-entries', 'redirects'])

type Id = number | string
type Doc = Record<string, unknown>

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null

function addId(value: unknown, out: Set<Id>): void {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) out.add(value)
  else if (isObject(value) && (typeof value.id === 'number' || typeof value.id === 'string')) out.add(value.id)
}

/** Pictures in rich text (Lexical): `upload` nodes of the media library, at any depth. */
function fromRichText(node: unknown, out: Set<Id>): void {
  if (Array.isArray(node)) {
    for (const child of node) fromRichText(child, out)
    return
  }
  if (!isObject(node)) return
  if (node.type === 'upload' && node.relationTo === MEDIA) addId(node.value, out)
  for (const value of Object.values(node)) if (typeof value === 'object') fromRichText(value, out)
}

function fromUpload(field: Extract<Field, { type: 'upload' }>, value: unknown, out: Set<Id>): void {
  const relations = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
  if (!relations.includes(MEDIA)) return
  for (const item of Array.isArray(value) ? value : [value]) {
    // A field with several collections holds `{ relationTo, value }`.
    if (isObject(item) && 'relationTo' in item) {
      if (item.relationTo === MEDIA) addId(item.value, out)
    } else addId(item, out)
  }
}

/** The media ids a document (read with `locale: 'all'`, depth 0) holds in `fields`. */
export function mediaIdsOf(fields: readonly Field[], data: unknown, out: Set<Id> = new Set()): Set<Id> {
  walkFields(fields, data, function visit({ field, value }): boolean {
    // Read with `locale: 'all'`, a localized field is an object of its values by language.
    const values = isLocalized(field) && isObject(value) ? Object.values(value) : [value]
    if (isLocalized(field) && (field.type === 'group' || field.type === 'array' || field.type === 'blocks')) {
      const perLanguage = { ...field, localized: false } as Field
      for (const inner of values) walkFields([perLanguage], { [field.name]: inner }, visit)
      return false
    }
    for (const inner of values) {
      if (field.type === 'upload') fromUpload(field, inner, out)
      else if (field.type === 'richText') fromRichText(inner, out)
    }
    return true
  })
  return out
}

/** Whether a field (or anything inside it) can hold a picture of the media library. */
function canHoldMedia(field: Field): boolean {
  let can = false
  walkFields([field], undefined, ({ field: inner }) => {
    if (inner.type === 'richText') can = true
    if (inner.type === 'upload')
      can ||= (Array.isArray(inner.relationTo) ? inner.relationTo : [inner.relationTo]).includes(MEDIA)
    return !can
  })
  return can
}

/**
 * The top-level fields to read of a document (Payload's `select`): only those that can hold a
 * picture, so a scan reads no more than it needs; null when no field can.
 */
export function mediaSelect(fields: readonly Field[]): Record<string, true> | null {
  const select: Record<string, true> = {}
  for (const field of fields) {
    if (!canHoldMedia(field)) continue
    if ('name' in field && field.name) select[field.name] = true
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) select[tab.name] = true
        else Object.assign(select, mediaSelect(tab.fields) ?? {})
      }
    } else if ('fields' in field) Object.assign(select, mediaSelect(field.fields) ?? {})
  }
  return Object.keys(select).length > 0 ? select : null
}

/** Every media id a visitor can see: those of every published document and global. */
export async function publicMediaIds(payload: Payload, req?: PayloadRequest): Promise<Set<Id>> {
  const out = new Set<Id>()
  for (const collection of payload.config.collections) {
    if (untracked.has(collection.slug) || collection.slug.startsWith('payload-')) continue
    const select = mediaSelect(collection.fields)
    if (!select) continue
    const { docs } = await payload.find({
      collection: collection.slug,
      where: hasDrafts(collection) ? { _status: { equals: 'published' } } : undefined,
      select,
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) mediaIdsOf(collection.fields, doc, out)
  }
  for (const global of payload.config.globals) {
    if (global.slug.startsWith('payload-')) continue
    const select = mediaSelect(global.fields)
    if (!select) continue
    // A global's live document is what the site shows, whatever its status (`pageGlobal.ts`).
    const doc: object = await payload.findGlobal({
      slug: global.slug,
      select,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      req,
    })
    mediaIdsOf(global.fields, doc, out)
  }
  return out
}

/**
 * Sets `public` on every media document to whether a published document or global uses it.
 * Changes only the flag (no hooks run, no page is expired: what pages show does not change).
 */
export async function refreshMediaVisibility(
  payload: Payload,
  req?: PayloadRequest,
): Promise<{ public: number; private: number; ms: number }> {
  const started = Date.now()
  const ids = [...(await publicMediaIds(payload, req))]
  const shown = ids.length > 0 ? { id: { in: ids } } : { id: { exists: false } }
  const hidden = ids.length > 0 ? { id: { not_in: ids } } : { id: { exists: true } }
  await payload.db.updateMany({
    collection: MEDIA,
    where: { and: [shown, { public: { not_equals: true } }] },
    data: { public: true },
    req,
  })
  await payload.db.updateMany({
    collection: MEDIA,
    where: { and: [hidden, { public: { equals: true } }] },
    data: { public: false },
    req,
  })
  const total = await payload.db.count({ collection: MEDIA, req })
  return { public: ids.length, private: total.totalDocs - ids.length, ms: Date.now() - started }
}

const refresh = async (req: PayloadRequest) => {
  // Bulk work (the demo content) refreshes once at its end (boot.ts).
  if (req.context.skipMediaVisibility) return
  await refreshMediaVisibility(req.payload, req)
}

function collectionHooks(collection: CollectionConfig): CollectionConfig {
  const afterChange: CollectionAfterChangeHook = async ({ collection: saved, doc, operation, req }) => {
    if (changedPublic(saved, doc, req.context, operation)) await refresh(req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await refresh(req)
    return doc
  }
  return appendHooks(collection, { afterChange, afterDelete })
}

function globalHooks(global: GlobalConfig): GlobalConfig {
  const afterChange: GlobalAfterChangeHook = async ({ doc, global: saved, req }) => {
    if (changedPublic(saved, doc, req.context)) await refresh(req)
    return doc
  }
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
}

/** The `public` flag on the media library, and the hooks that keep it current. */
export function mediaVisibilityPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => {
      if (collection.slug === MEDIA) {
        return {
          ...collection,
          fields: [
            ...collection.fields,
            {
              name: 'public',
              type: 'checkbox',
              defaultValue: false,
              index: true,
              access: { create: () => false, update: () => false },
              admin: { readOnly: true, position: 'sidebar', description: visibilityHelp },
              label: visibilityLabel,
            },
          ],
        }
      }
      return untracked.has(collection.slug) ? collection : collectionHooks(collection)
    }),
    globals: (config.globals ?? []).map(globalHooks),
  })
}

const visibilityLabel = {
  de: 'Öffentlich sichtbar',
  zh: '公开可见',
  en: 'Publicly visible',
  it: 'Visibile al pubblico',
  fr: 'Visible publiquement',
  es: 'Visible públicamente',
}

const visibilityHelp = {
  de: 'Wird automatisch gesetzt: öffentlich, sobald eine veröffentlichte Seite die Datei zeigt. Sonst sehen sie nur angemeldete Mitarbeitende.',
  zh: '自动设置：一旦有已发布的页面使用该文件即为公开；否则只有已登录的员工可以查看。',
  en: 'Set automatically: public as soon as a published page shows the file. Until then only signed-in staff can open it.',
  it: 'Impostato automaticamente: pubblico non appena una pagina pubblicata mostra il file. Altrimenti lo vede solo il personale che ha effettuato l’accesso.',
  fr: 'Défini automatiquement : public dès qu’une page publiée affiche le fichier. Sinon, seul le personnel connecté peut l’ouvrir.',
  es: 'Se establece automáticamente: público en cuanto una página publicada muestra el archivo. Hasta entonces solo lo ve el personal que ha iniciado sesión.',
}
