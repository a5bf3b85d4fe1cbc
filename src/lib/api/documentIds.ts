import { adminLanguageOf, type AdminLanguage } from './adminLanguage'

/** What the id check needs of a collection: its slug and its REST endpoints (Payload's and its own). */
export type RoutedCollection = {
  slug: string
  endpoints: readonly { path: string; method: string }[] | false
}

/** A document id of this site's databases: a whole number from 1 (SQLite and PostgreSQL serials). */
const DOCUMENT_ID = /^[1-9]\d{0,15}$/

/** Parameters that are no document id (an e-mail verification token). */
const notIds = new Set(['/verify/:id'])

function matches(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    const segment = segments[i]
    if (part === undefined) return null
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) {
        if (optional) continue
        return null
      }
      params[part.slice(1).replace(/\?$/, '')] = segment
    } else if (part !== segment) return null
  }
  return params
}

/**
 * The id a request to `/api/<collection>/…` hands to the database, when it is none a document can
 * have (`/api/products/abc`, `/api/enquiries/distinct`): the endpoint Payload would route it to
 * is found as Payload finds it (the collection's own endpoints first, in order), and its `:id`
 * checked. Null when the request names a well-formed id, or none.
 */
export function malformedId(collections: readonly RoutedCollection[], method: string, pathname: string): string | null {
  const [, api, slug, ...rest] = pathname.split('/')
  if (api !== 'api' || !slug || rest.length === 0) return null
  const collection = collections.find((c) => c.slug === slug)
  if (!collection || !collection.endpoints) return null
  const segments = rest.filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s)
    } catch {
      return s
    }
  })
  for (const endpoint of collection.endpoints) {
    if (endpoint.method.toLowerCase() !== method.toLowerCase()) continue
    const params = matches(endpoint.path, segments)
    if (!params) continue
    if (notIds.has(endpoint.path) || params.id === undefined) return null
    return DOCUMENT_ID.test(params.id) ? null : params.id
  }
  return null
}

const notFound: Record<AdminLanguage, string> = {
  de: 'Kein Dokument mit dieser ID.',
  zh: '没有此 ID 的文档。',
  en: 'No document with this ID.',
  it: 'Nessun documento con questo ID.',
  fr: 'Aucun document avec cet identifiant.',
  es: 'Ningún documento con este ID.',
}

/** The answer to a malformed id: 404 in the admin's language, before any query. */
export function malformedIdResponse(headers: Headers): Response {
  return Response.json(
    { errors: [{ message: notFound[adminLanguageOf(headers)] }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}
