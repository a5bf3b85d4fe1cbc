import { headers } from 'next/headers'
import { cache } from 'react'

import type { User } from '@/payload-types'

import { payloadClient } from './payload'

/**
 * Who a render reads content for. Public pages never set it: they read published documents as a
 * visitor, through the tagged cache. The preview route (`src/app/(preview)`) sets it, for one
 * request, after checking the Payload session itself: every reader of this layer then reads the
 * drafts with that staff user's rights, straight from the database.
 *
 * The holder is React's request-scoped `cache`: a request renders either the public site or a
 * preview, never both, and outside a render (route handlers, scripts) each call gets an empty
 * holder, so nothing but a preview render ever reads a draft.
 */
const requestReader = cache((): { user: User | null } => ({ user: null }))

/** The staff user a preview is rendered for, or null for the public site. */
export function previewUser(): User | null {
  return requestReader().user
}

/**
 * What every read of the site passes to Payload: a visitor's rights (published documents only);
 * in a preview, the drafts with the signed-in staff user's rights.
 */
export function readScope(): { overrideAccess: false; draft?: true; user?: User } {
  const user = previewUser()
  return user ? { overrideAccess: false, draft: true, user } : { overrideAccess: false }
}

/**
 * Opens a preview for this request: the Payload session of its cookie is checked (signature,
 * expiry and the session still open: a cookie kept after a logout is refused), and the user
 * must be staff. Returns the user, or null when the request may not see drafts. Once per request.
 */
export const openPreview = cache(async (): Promise<User | null> => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'users' || !user.role) return null
  requestReader().user = user
  return user
})
