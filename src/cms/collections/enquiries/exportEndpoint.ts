import type { Field, PayloadHandler, PayloadRequest } from 'payload'

import { hasRole } from '@/cms/access/roles'
import { actingUser, recordAudit } from '@/cms/audit/record'
import { fieldAt } from '@/cms/fields/walk'
import { inAdminLanguage, t, type AdminText } from '@/cms/labels'
import { listQueryOf } from '@/cms/listQuery'
import { toCsv } from '@/lib/csv'
import { itemsLine } from '@/lib/enquiry/items'
import { provinceInLanguage } from '@/lib/enquiry/provinces'
import { referenceOf } from '@/lib/enquiry/reference'
import { countryName } from '@/lib/geo/countries'
import { knownTimeZone, officeTime } from '@/lib/time/officeTime'
import type { Enquiry } from '@/payload-types'

import { marketNames } from './markets'

const searchable = ['name', 'email', 'tel', 'company', 'city', 'requirement'] as const

/** The columns: a field of the enquiry (its label heads the column), or one the export makes. */
const columns = [
  'reference',
  'createdAt',
  'type',
  'status',
  'country',
  'market',
  'name',
  'tel',
  'telE164',
  'email',
  'emailAscii',
  'company',
  'province',
  'region',
  'postcode',
  'city',
  'showroom',
  'series',
  'visit',
  'job',
  'product',
  'items',
  'requirement',
  'locale',
  'mail.status',
  'notes',
] as const

/** Headers of the columns that are no field of their own. */
const made: Record<string, AdminText> = {
  reference: t('Vorgangsnummer', '编号', 'Reference', 'Riferimento', 'Référence', 'Referencia'),
  createdAt: t('Eingegangen', '收到时间', 'Received', 'Ricevuta', 'Reçue', 'Recibida'),
  visit: t(
    'Gewünschter Besuch',
    '希望参观时间',
    'Preferred visit',
    'Visita desiderata',
    'Visite souhaitée',
    'Visita deseada',
  ),
  items: t('Positionen', '产品清单', 'Items', 'Articoli', 'Articles', 'Artículos'),
  'mail.status': t('Benachrichtigung', '通知', 'Notification', 'Notifica', 'Notification', 'Notificación'),
}

/** A field's label in the exporting user's language (its path's last field), or its name. */
function header(fields: readonly Field[], path: string, req: PayloadRequest): string {
  const made_ = made[path]
  if (made_) return inAdminLanguage(made_, req)
  const label = fieldAt(fields, path)
  const text = label && 'label' in label ? label.label : undefined
  if (typeof text === 'string') return text
  if (text && typeof text === 'object') return inAdminLanguage(text as AdminText, req)
  return path
}

/** A select field's value as its option reads in the exporting user's language. */
function optionOf(fields: readonly Field[], path: string, value: unknown, req: PayloadRequest): string {
  if (value === null || value === undefined || value === '') return ''
  const field = fieldAt(fields, path)
  const option =
    field && 'options' in field ? field.options.find((o) => (typeof o === 'object' ? o.value : o) === value) : undefined
  const label = option && typeof option === 'object' ? option.label : undefined
  if (label && typeof label === 'object') return inAdminLanguage(label as AdminText, req)
  return typeof label === 'string' ? label : String(value)
}

type Markets = ReadonlyMap<string, string>

function row(doc: Enquiry, fields: readonly Field[], zone: string, markets: Markets, req: PayloadRequest): unknown[] {
  const job = doc.job && typeof doc.job === 'object' ? doc.job.title : doc.job
  const option = (path: string, value: unknown) => optionOf(fields, path, value, req)
  return [
    referenceOf(doc.id),
    officeTime(doc.createdAt, zone),
    option('type', doc.type),
    option('status', doc.status),
    doc.country ? `${countryName(doc.country, req.i18n.language)} (${doc.country})` : '',
    (doc.market && markets.get(doc.market)) ?? doc.market,
    doc.name,
    doc.tel,
    doc.telE164,
    doc.email,
    doc.emailAscii,
    doc.company,
    provinceInLanguage(doc.province, req.i18n.language),
    doc.region,
    doc.postcode,
    doc.city,
    doc.showroom && typeof doc.showroom === 'object' ? `${doc.showroom.name}, ${doc.showroom.city}` : '',
    (doc.series ?? []).map((s) => (typeof s === 'object' ? s.title : s)).join(', '),
    [doc.visitDate?.slice(0, 10), option('visitTime', doc.visitTime)].filter(Boolean).join(' '),
    job,
    doc.product,
    itemsLine(doc.items ?? []),
    doc.requirement,
    option('locale', doc.locale),
    option('mail.status', doc.mail?.status),
    doc.notes,
  ]
}

/**
 * `GET /api/enquiries/export.csv` with the list view's own query (`where`, `search`, `sort`) and
 * the browser's time zone (`tz`): the filtered list as CSV, headers, kinds and states in the
 * exporting user's language, times in their zone. Runs with the signed-in user's access, so sales exports cooperation
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
  // Headers, kinds and states in the exporting user's language; times in their browser's zone.
  const zone = knownTimeZone((req.query as { tz?: unknown } | undefined)?.tz)
  const fields = req.payload.collections.enquiries.config.fields
  const headers = columns.map((path) => header(fields, path, req))
  // Markets by the names the settings give them, in the exporting user's language.
  const markets = await marketNames(req.payload, req.i18n?.language)
  headers[1] = `${headers[1]} (${zone})`
  return new Response(
    toCsv(
      headers,
      result.docs.map((doc) => row(doc, fields, zone, markets, req)),
    ),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    },
  )
}
