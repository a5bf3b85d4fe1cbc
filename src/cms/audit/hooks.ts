import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
} from 'payload'

import { changedPublic, hasDrafts, wasVersionRestore } from '@/cms/hooks/publication'
import { env } from '@/env'
import { clientAddress } from '@/lib/api/clientAddress'

import type { AuditAction } from './actions'
import { actingUser, recordAudit, SYSTEM_WRITE, type AuditLine } from './record'

/** Writes by the system itself (the demo seed, the record's own lines) make no line per document. */
const bySystem = (context: RequestContext) => Boolean(context[SYSTEM_WRITE])

/** The language a change was made in: the admin's content language, or none for "all". */
function languagesOf(req: Pick<PayloadRequest, 'locale'>): string[] {
  return req.locale && req.locale !== 'all' ? [req.locale] : []
}

/** A document's title as the admin lists it (its `useAsTitle` field), in the language of the change. */
export function titleOf(
  config: { admin?: { useAsTitle?: string } },
  doc: Record<string, unknown>,
  locale?: string,
): string {
  const field = config.admin?.useAsTitle ?? 'id'
  const value = doc[field]
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>
    const text = (locale && byLocale[locale]) ?? byLocale.de
    if (typeof text === 'string') return text
  }
  return String(doc.id ?? '')
}

/** The newest version of a document or global, written by the operation that just ran. */
export async function latestVersion(
  req: PayloadRequest,
  target: { collection?: string; global?: string; id?: unknown },
): Promise<string | null> {
  try {
    if (target.collection) {
      const found = await req.payload.findVersions({
        collection: target.collection as never,
        where: { parent: { equals: target.id } },
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        trash: true,
        select: { updatedAt: true } as never,
        req,
      })
      return found.docs[0] ? String(found.docs[0].id) : null
    }
    const found = await req.payload.findGlobalVersions({
      slug: target.global as never,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { updatedAt: true } as never,
      req,
    })
    return found.docs[0] ? String(found.docs[0].id) : null
  } catch {
    return null
  }
}

type Status = { _status?: unknown; deletedAt?: unknown }

/** What a save of a content document did, for the record; null for a draft saved beside the live one. */
export function collectionActionOf(
  collection: Pick<SanitizedCollectionConfig, 'slug' | 'versions'>,
  doc: Status & { id?: unknown },
  previousDoc: Status | undefined,
  context: RequestContext,
  operation: 'create' | 'update',
): AuditAction | null {
  if (doc.deletedAt && !previousDoc?.deletedAt) return 'trash'
  if (!doc.deletedAt && previousDoc?.deletedAt) return 'restore'
  // Without drafts (the media library) a save is an edit, not a publish: only the trash counts.
  if (!hasDrafts(collection)) return null
  if (!changedPublic(collection, doc, context, operation)) return null
  if (wasVersionRestore(collection, doc, context)) return 'restoreVersion'
  if (doc._status === 'published') return 'publish'
  if (doc._status === 'draft' && previousDoc?._status === 'published') return 'unpublish'
  return null
}

/** Publishes, unpublishes, restores and moves to and from the trash of a content collection. */
export const auditCollectionChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (bySystem(context)) return doc
  const action = collectionActionOf(collection, doc, previousDoc, context, operation)
  if (!action) return doc
  const version = collection.versions ? await latestVersion(req, { collection: collection.slug, id: doc.id }) : null
  await recordAudit(
    req.payload,
    {
      action,
      user: actingUser(req),
      entity: { kind: 'collection', slug: collection.slug },
      documentId: doc.id,
      title: titleOf(collection, doc, req.locale ?? undefined),
      languages: languagesOf(req),
      version,
    },
    req,
  )
  return doc
}

/** A document deleted for good (from the trash, by an administrator). */
export const auditCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req, context }) => {
  if (bySystem(context)) return doc
  await recordAudit(
    req.payload,
    {
      action: collection.slug === 'users' ? 'userDeleted' : 'delete',
      user: actingUser(req),
      entity: { kind: 'collection', slug: collection.slug },
      documentId: id,
      title: titleOf(collection, doc as Record<string, unknown>, req.locale ?? undefined),
    },
    req,
  )
  return doc
}

/** The globals whose change is a change of settings rather than of a page's texts. */
const SETTINGS = new Set(['site-settings', 'search-synonyms'])

/** Publishes and restores of a global (page texts, navigation), and every change of the settings. */
export const auditGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req, context }) => {
  if (bySystem(context)) return doc
  const entity = global as SanitizedGlobalConfig
  if (!changedPublic(entity, doc, context)) return doc
  const action: AuditAction = wasVersionRestore(entity, doc, context)
    ? 'restoreVersion'
    : SETTINGS.has(global.slug)
      ? 'settingsChanged'
      : 'publish'
  const version = entity.versions ? await latestVersion(req, { global: global.slug }) : null
  await recordAudit(
    req.payload,
    {
      action,
      user: actingUser(req),
      entity: { kind: 'global', slug: global.slug },
      title: typeof global.label === 'string' ? global.label : global.slug,
      languages: languagesOf(req),
      version,
    },
    req,
  )
  return doc
}

/**
 * The accounts whose password a request is setting, by request: the hash replaces the password
 * before the after-change hooks see the save. (Not in the request's context: Payload copies the
 * context into a new object when a hook calls the Local API, so a note there can outlive its save.)
 */
const passwordSaves = new WeakMap<object, Set<string>>()

/** Notes that an update of an account sets its password. */
export const notePasswordChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const { data, id } = args as { data?: { password?: unknown }; id?: unknown }
  if (
    typeof data?.password === 'string' &&
    data.password.length > 0 &&
    (typeof id === 'string' || typeof id === 'number')
  ) {
    const saves = passwordSaves.get(req) ?? new Set<string>()
    saves.add(String(id))
    passwordSaves.set(req, saves)
  }
  return args
}

type Account = {
  id: number | string
  email?: string | null
  role?: string | null
  languages?: string[] | null
  name?: string | null
}

/** What a line about an account names: the account as its document (the acting user is set apart). */
function aboutAccount(account: Account): Pick<AuditLine, 'entity' | 'documentId' | 'title'> {
  return { entity: { kind: 'collection', slug: 'users' }, documentId: account.id, title: account.email ?? null }
}

/** Accounts created and changed: role, languages, name, password. */
export const auditUserChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (bySystem(context)) return doc
  const account = doc as Account
  const before = (previousDoc ?? {}) as Partial<Account>
  const base: Omit<AuditLine, 'action'> = { user: actingUser(req), ...aboutAccount(account) }
  const lines: AuditLine[] = []
  if (operation === 'create') {
    lines.push({ ...base, action: 'userCreated', detail: describeAccount(account) })
  } else {
    if ((before.role ?? null) !== (account.role ?? null))
      lines.push({ ...base, action: 'roleChanged', detail: `${before.role ?? '–'} → ${account.role ?? '–'}` })
    const changes: string[] = []
    const list = (v: string[] | null | undefined) => [...(v ?? [])].sort().join(', ') || '–'
    if (list(before.languages) !== list(account.languages))
      changes.push(`languages: ${list(before.languages)} → ${list(account.languages)}`)
    if ((before.name ?? '') !== (account.name ?? '')) changes.push('name')
    if ((before.email ?? '') !== (account.email ?? ''))
      changes.push(`e-mail: ${before.email ?? '–'} → ${account.email}`)
    if (changes.length) lines.push({ ...base, action: 'userChanged', detail: changes.join('; ') })
    if (passwordSaves.get(req)?.delete(String(account.id))) lines.push({ ...base, action: 'passwordChanged' })
  }
  for (const line of lines) await recordAudit(req.payload, line, req)
  return doc
}

function describeAccount(account: Account): string {
  const languages = account.languages?.length ? `; languages: ${account.languages.join(', ')}` : ''
  return `role: ${account.role ?? '–'}${languages}`
}

/** A password set through "forgot password" (no signed-in user: the account itself). */
export const auditPasswordReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const account = (result as { user?: Account } | undefined)?.user
  if (account)
    await recordAudit(req.payload, {
      action: 'passwordChanged',
      user: { id: account.id, email: account.email },
      ...aboutAccount(account),
      detail: 'reset link',
    })
  return result
}

/**
 * Every sign-in that succeeds, with the client's address. In the sign-in's transaction: it has
 * written the account's session, and on PostgreSQL a line written beside it would wait for that
 * row until the sign-in, which waits for the line, commits.
 */
export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const account = user as Account
  await recordAudit(
    req.payload,
    {
      action: 'signIn',
      user: { id: account.id, email: account.email },
      ...aboutAccount(account),
      client: req.headers ? clientAddress(req.headers, env.trustedProxies) : null,
    },
    req,
  )
}
