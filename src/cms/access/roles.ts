import type { Access, AccessResult, FieldAccess, PayloadRequest } from 'payload'

/**
 * Staff roles. `admin` manages everything including users; `editor` edits content;
 * `sales` and `hr` work through enquiries (cooperation and job applications).
 */
export const roles = ['admin', 'editor', 'sales', 'hr'] as const
export type Role = (typeof roles)[number]

type WithRole = { role?: Role | null }

export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | null {
  const user = req.user as WithRole | null | undefined
  return user?.role ?? null
}

export function hasRole(req: Pick<PayloadRequest, 'user'>, ...allowed: Role[]): boolean {
  const role = roleOf(req)
  return role !== null && allowed.includes(role)
}

export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
export const isStaff: Access = ({ req }) => roleOf(req) !== null
export const canEditContent: Access = ({ req }) => hasRole(req, 'admin', 'editor')
export const nobody: Access = () => false

/**
 * Deleting content: editors move documents to the trash (Payload asks `delete` with the
 * `deletedAt` it is about to set) and restore them from there (an update); only admins delete
 * for good, one document or the whole trash (a delete, asked without data).
 */
export const trashOrAdminDelete: Access = ({ req, data }) =>
  hasRole(req, 'admin') || (hasRole(req, 'editor') && Boolean((data as { deletedAt?: unknown } | undefined)?.deletedAt))
export const anyone: Access = () => true

/**
 * Payload's own REST API serves the staff's admin. Visitors, apps and partners read through the
 * site's pages and its public JSON API (`src/app/api`), which use the Local API; so an anonymous
 * call to Payload's REST API is refused, and nothing reaches it that the pages do not show.
 */
const viaLocalApi = (req: Pick<PayloadRequest, 'payloadAPI'>): boolean => req.payloadAPI === 'local'

/**
 * Public content: the site (Local API, no user) sees published documents only; signed-in staff
 * also see drafts, so editors can preview their work.
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (roleOf(req) !== null) return true
  if (!viaLocalApi(req)) return false
  return { _status: { equals: 'published' } }
}

/** Content without drafts (page texts, settings): the site and staff read it. */
export const siteOrStaff: Access = ({ req }) => roleOf(req) !== null || viaLocalApi(req)

/**
 * Uploads: their list and metadata are for the site and staff only. A file is served to visitors
 * when a published document or global uses it (the media's `public` flag, kept current by
 * `src/cms/media/visibility.ts`), to signed-in staff always, and then never kept by a shared
 * cache. The constraint makes Payload's file route look the document up and hand it to the
 * storage adapter, which takes the object's location in the S3 bucket from it.
 */
export const filesOrStaff: Access = ({ req, isReadingStaticFile }): AccessResult => {
  if (isReadingStaticFile) {
    if (roleOf(req) !== null) {
      req.responseHeaders = new Headers({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' })
      return { filename: { exists: true } }
    }
    return { and: [{ filename: { exists: true } }, { public: { equals: true } }] }
  }
  return roleOf(req) !== null || viaLocalApi(req)
}

/** A field nobody may change after creation (visitor-submitted data stays as submitted). */
export const fieldNobody: FieldAccess = () => false
export const fieldAdminOnly: FieldAccess = ({ req }) => hasRole(req, 'admin')
