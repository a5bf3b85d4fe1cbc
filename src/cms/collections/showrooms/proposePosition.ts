import type { PayloadHandler } from 'payload'

import { hasRole } from '@/cms/access/roles'
import { gazetteer } from '@/lib/geo/gazetteer'

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')

/**
 * `GET /api/showrooms/propose-position?postcode=&city=&country=`: where the site's own gazetteer
 * puts an address (a German postcode's place, else the place of that name in that country), for
 * the admin's "propose from the address". No geocoding service is asked; staff who edit content only.
 */
export const proposePosition: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
  if (!hasRole(req, 'admin', 'editor'))
    return Response.json({ errors: [{ message: req.t('error:notAllowedToPerformAction') }] }, { status: 403 })
  const query = (req.query ?? {}) as Record<string, unknown>
  const country = text(query.country, 2).toUpperCase()
  const found = gazetteer().propose({ postcode: text(query.postcode, 16), city: text(query.city, 80), country })
  if (!found) return Response.json({ data: null }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return Response.json(
    {
      data: {
        lat: found.lat,
        lng: found.lng,
        name: found.name,
        postcode: found.postcode ?? null,
        approximate: found.approximate,
      },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
