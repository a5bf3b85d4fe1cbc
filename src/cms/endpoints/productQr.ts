import type { Endpoint, PayloadHandler } from 'payload'
import QRCode from 'qrcode'

import { env } from '@/env'
import { normalizeArticle } from '@/lib/catalogue/articles'
import { shortLinkHref } from '@/lib/paths'

/** The address a carton's or manual's QR code holds: the short link, which finds the reader's language. */
export const shortLinkUrl = (article: string): string => `${new URL(env.siteUrl).origin}${shortLinkHref(article)}`

const FILE = /^(?<article>[A-Za-z0-9]+)\.(?<format>png|svg)$/

/**
 * `GET /api/products/qr/<article number>.png|svg`: the QR code of a variant's short link, for
 * print (PNG at 1200 px, SVG as vectors), as a download named after the number. Staff only.
 */
const handler: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
  const match = FILE.exec(String(req.routeParams?.file ?? ''))
  const article = match?.groups ? normalizeArticle(match.groups.article!) : null
  if (!match?.groups || !article)
    return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 })
  const { totalDocs } = await req.payload.count({
    collection: 'products',
    where: { 'variants.articleNumber': { equals: article } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 })
  const text = shortLinkUrl(article)
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
