import type { Access, FieldAccess, PayloadRequest } from 'payload'

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
export const anyone: Access = () => true


/**
 * Public content: anonymous visitors (and the site) see published documents only;
 * signed-in staff also see drafts, so editors can preview their work.
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (roleOf(req) !== null) return true
  return { _status: { equals: 'published' } }
}

/** A field nobody may change after creation (visitor-submitted data stays as submitted). */
export const fieldNobody: FieldAccess = () => false
export const fieldAdminOnly: FieldAccess = ({ req }) => hasRole(req, 'admin')
