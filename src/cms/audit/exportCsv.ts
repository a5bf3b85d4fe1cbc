import type { Payload, PayloadHandler } from 'payload'

import { hasRole } from '@/cms/access/roles'
import { inAdminLanguage, type AdminText } from '@/cms/labels'
import { listQueryOf } from '@/cms/listQuery'
import { toCsv } from '@/lib/csv'
import { knownTimeZone, officeTime } from '@/lib/time/officeTime'
import type { AuditEntry } from '@/payload-types'

import { auditActionLabels, auditActorLabels, type AuditAction, type AuditActor } from './actions'
import { auditLabels } from './labels'
import { AUDIT_COLLECTION } from './record'

/** The most lines one export holds (two years of a busy team stay well under it). */
export const MAX_EXPORT_ROWS = 100_000

const searchable = ['userEmail', 'account', 'title', 'documentId', 'detail'] as const

/** The label a collection or global has in the admin's language, or its slug. */
/** A kind of content's name (a collection's plural, a global's label) in the admin's language. */
export function entityLabel(
  req: { payload: Payload; i18n?: { language?: string } },
  slug: string | null | undefined,
): string {
  if (!slug) return ''
  const { payload } = req
  const collection = payload.collections[slug as keyof typeof payload.collections]?.config
  const label = collection ? collection.labels?.plural : payload.config.globals.find((g) => g.slug === slug)?.label
  if (label && typeof label === 'object') return inAdminLanguage(label as AdminText, req)
  return typeof label === 'string' ? label : slug
}

/**
 * `GET /api/audit-entries/export.csv` with the list view's query (`where`, `search`, `sort`) and
 * the browser's time zone (`tz`): the filtered record as CSV, headers and kinds in the exporting
 * administrator's language, times in their zone.
 */
export const exportAuditCsv: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
  if (!hasRole(req, 'admin'))
    return Response.json({ errors: [{ message: req.t('error:notAllowedToPerformAction') }] }, { status: 403 })
  const zone = knownTimeZone((req.query as { tz?: unknown } | undefined)?.tz)
  const { where, sort } = listQueryOf(req, searchable)
  const result = await req.payload.find({
    collection: AUDIT_COLLECTION,
    where,
    sort,
    limit: MAX_EXPORT_ROWS,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const columns = [
    'action',
    'actor',
    'userEmail',
    'account',
    'entity',
    'documentId',
    'title',
    'languages',
    'version',
    'count',
    'detail',
    'client',
  ] as const
  const header = [
    `${inAdminLanguage(auditLabels.at, req)} (${zone})`,
    ...columns.map((name) => inAdminLanguage(auditLabels[name], req)),
  ]
  const rows = (result.docs as AuditEntry[]).map((doc) => [
    officeTime(doc.createdAt, zone),
    inAdminLanguage(auditActionLabels[doc.action as AuditAction], req),
    inAdminLanguage(auditActorLabels[(doc.actor ?? 'user') as AuditActor], req),
    doc.userEmail,
    doc.account,
    entityLabel(req, doc.entity),
    doc.documentId,
    doc.title,
    (doc.languages ?? []).join(', '),
    doc.version,
    doc.count,
    doc.detail,
    doc.client,
  ])
  const day = officeTime(new Date(), zone).slice(0, 10)
  return new Response(toCsv(header, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
