import type { Endpoint, PayloadHandler } from 'payload'
import QRCode from 'qrcode'

import { env } from '@/env'
import { normalizeArticle } from '@/lib/catalogue/articles'
import { digitalLinkHref } from '@/lib/gs1/digitalLink'
import { shortLinkHref } from '@/lib/paths'

/** The address a carton's or manual's QR code holds: the short link, which finds the reader's language. */
export const shortLinkUrl = (article: string): string => `${new URL(env.siteUrl).origin}${shortLinkHref(article)}`

/**
 * What a variant's QR code holds: its GS1 Digital Link (`/01/<GTIN>`) where it has a GTIN, else
 * its short link (`/p/<article>`); both find the reader's language, and printed short links keep working.
 */
export function qrUrl(article: string, gtin: string | null | undefined): string {
  const link = gtin ? digitalLinkHref(gtin) : null
  return link ? `${new URL(env.siteUrl).origin}${link}` : shortLinkUrl(article)
}

const FILE = /^(?<article>[A-Za-z0-9]+)\.(?<format>png|svg)$/

/**
 * `GET /api/products/qr/<article number>.png|svg`: the QR code of a variant's Digital Link or short link, for
 * print (PNG at 1200 px, SVG as vectors), as a download named after the number. Staff only.
 */
const handler: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
  const match = FILE.exec(String(req.routeParams?.file ?? ''))
  const article = match?.groups ? normalizeArticle(match.groups.article!) : null
  if (!match?.groups || !article)
    return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 })
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { 'variants.articleNumber': { equals: article } },
    select: { variants: { articleNumber: true, gtin: true } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const variant = docs[0]?.variants?.find((v) => v.articleNumber === article)
  if (!variant) return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 })
  const text = qrUrl(article, variant.gtin)
  const options = { margin: 2, errorCorrectionLevel: 'M' as const }
  const svg = match.groups.format === 'svg'
  const body = svg
    ? await QRCode.toString(text, { ...options, type: 'svg' })
    : new Uint8Array(await QRCode.toBuffer(text, { ...options, type: 'png', width: 1200 }))
  return new Response(body, {
    headers: {
      'Content-Type': svg ? 'image/svg+xml' : 'image/png',
      'Content-Disposition': `${req.searchParams.get('download') ? 'attachment' : 'inline'}; filename="${article}-qr.${match.groups.format}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export const productQrEndpoint: Endpoint = { path: '/qr/:file', method: 'get', handler }
