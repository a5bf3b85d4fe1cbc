import type { PayloadHandler } from 'payload'

import { hasRole } from '@/cms/access/roles'
import { actingUser, recordAudit } from '@/cms/audit/record'
import { listQueryOf } from '@/cms/listQuery'
import { toCsv } from '@/lib/csv'
import { itemsLine } from '@/lib/enquiry/items'
import { provinceForStaff } from '@/lib/enquiry/provinces'
import { referenceOf } from '@/lib/enquiry/reference'
import type { Enquiry } from '@/payload-types'

import { countryForStaff } from './mail'

const searchable = ['name', 'email', 'tel', 'company', 'city', 'requirement'] as const

const header = [
  'Reference',
  'Received',
  'Type',
  'Status',
  'Country',
  'Market',
  'Name',
  'Phone',
  'Phone (E.164)',
  'E-mail',
  'E-mail (ASCII)',
  'Company',
  'Province',
  'Region',
  'Postcode',
  'City',
  'Showroom',
  'Series',
  'Preferred visit',
  'Position',
  'Product',
  'Items',
  'Requirement',
  'Language',
  'Notification',
  'Notes',
]

function row(doc: Enquiry): unknown[] {
  const job = doc.job && typeof doc.job === 'object' ? doc.job.title : doc.job
  return [
    referenceOf(doc.id),
    doc.createdAt,
    doc.type,
    doc.status,
    countryForStaff(doc.country),
    doc.market,
    doc.name,
    doc.tel,
    doc.telE164,
    doc.email,
    doc.emailAscii,
    doc.company,
    doc.province ? provinceForStaff(doc.province) : '',
    doc.region,
    doc.postcode,
    doc.city,
    doc.showroom && typeof doc.showroom === 'object' ? `${doc.showroom.name}, ${doc.showroom.city}` : '',
    (doc.series ?? []).map((s) => (typeof s === 'object' ? s.title : s)).join(', '),
    [doc.visitDate?.slice(0, 10), doc.visitTime].filter(Boolean).join(' '),
    job,
    doc.product,
    itemsLine(doc.items ?? []),
    doc.requirement,
    doc.locale,
    doc.mail?.status,
    doc.notes,
  ]
}

/**
 * `GET /api/enquiries/export.csv` with the list view's own query (`where`, `search`, `sort`):
 * the filtered list as CSV. Runs with the signed-in user's access, so sales exports cooperation
 * enquiries only and HR job applications only.
 */
export const exportEnquiriesCsv: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
  if (!hasRole(req, 'admin', 'sales', 'hr'))
    return Response.json({ errors: [{ message: req.t('error:notAllowedToPerformAction') }] }, { status: 403 })
  const { where, search, sort } = listQueryOf(req, searchable)
  const result = await req.payload.find({
    collection: 'enquiries',
    where,
    sort,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    user: req.user,
    req,
  })
  // An export of personal data is a line of the audit record: who, when, how many rows, which filter.
  await recordAudit(req.payload, {
    action: 'export',
    user: actingUser(req),
    entity: { kind: 'collection', slug: 'enquiries' },
    count: result.docs.length,
    detail: [search && `search: ${search}`, req.query?.where && `where: ${JSON.stringify(req.query.where)}`]
      .filter(Boolean)
      .join('; '),
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(header, result.docs.map(row)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
