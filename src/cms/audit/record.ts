import type { Payload, PayloadRequest } from 'payload'

import type { AuditAction, AuditActor } from './actions'

export const AUDIT_COLLECTION = 'audit-entries'

/** How long the record keeps a line unless the settings say otherwise (months). */
export const AUDIT_MONTHS_DEFAULT = 24

/** One line of the audit record, before it is written. */
export type AuditLine = {
  action: AuditAction
  /** the acting account; none for the system and for a sign-in that failed */
  user?: { id: number | string; email?: string | null } | null
  actor?: AuditActor
  /** the e-mail address a failed sign-in named */
  account?: string | null
  entity?: { kind: 'collection' | 'global'; slug: string } | null
  documentId?: number | string | null
  title?: string | null
  languages?: readonly string[]
  version?: number | string | null
  count?: number | null
  detail?: string | null
  client?: string | null
}

/** Set in a request's context by writes that are not a person's (the demo seed, a migration). */
export const SYSTEM_WRITE = 'systemWrite'

const MAX_DETAIL = 500

/**
 * Appends a line to the audit record. With `req`, in that request's transaction: a change and its
 * line are written together or not at all. Nobody can write, change or delete a line through the
 * admin or the API (the collection's access); only this function and the retention job do.
 */
export async function recordAudit(payload: Payload, line: AuditLine, req?: Partial<PayloadRequest>): Promise<void> {
  const user = line.user ?? null
  await payload.create({
    collection: AUDIT_COLLECTION,
    overrideAccess: true,
    // With the request: in its transaction. Its context, locale and query stay as they are (a
    // `context` or `depth` given here would be written into the shared request).
    ...(req ? { req } : { depth: 0 }),
    data: {
      action: line.action,
      actor: line.actor ?? (user ? 'user' : 'system'),
      user: user ? Number(user.id) : null,
      userEmail: user?.email ?? null,
      account: line.account ? line.account.slice(0, 320) : null,
      entity: (line.entity?.slug ?? null) as never,
      entityKind: line.entity?.kind ?? null,
      documentId: line.documentId == null ? null : String(line.documentId),
      title: line.title ? line.title.slice(0, 300) : null,
      languages: [...(line.languages ?? [])] as never,
      version: line.version == null ? null : String(line.version),
      count: line.count ?? null,
      detail: line.detail ? line.detail.slice(0, MAX_DETAIL) : null,
      client: line.client ?? null,
    },
  })
}

/** The user of a request as the record names it. */
export function actingUser(req: Pick<PayloadRequest, 'user'>): AuditLine['user'] {
  const user = req.user as { id: number | string; email?: string | null } | null | undefined
  return user ? { id: user.id, email: user.email ?? null } : null
}
