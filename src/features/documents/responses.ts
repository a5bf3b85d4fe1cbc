import { FILE_CSP, pageCsp, PDF_CSP, tileOrigin } from '@/lib/security/headers'

/**
 * A document answer: shown in the browser's PDF viewer (inline) and saved under `filename`.
 * Chromium's viewer does not open in a sandboxed document, so the PDF policy only forbids framing.
 */
export function pdfResponse(bytes: Uint8Array, filename: string, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `inline; filename="${filename}"`,
      'Content-Security-Policy': PDF_CSP,
      ...headers,
    },
  })
}

/**
 * The 404 of a document address: an HTML answer that the production server (scripts/server.mjs)
 * replaces with the site's not-found page in the path's language, as for a page. It carries the
 * pages' policy, which that page needs.
 */
export function notFoundResponse(): Response {
  return new Response('<!doctype html><title>404</title>', {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      'Content-Security-Policy': pageCsp(tileOrigin(process.env.MAP_TILE_URL) ?? undefined),
    },
  })
}

/** A refusal in the visitor's language (400, 429), as plain text. */
export function messageResponse(
  status: number,
  message: string,
  language: string,
  headers: Record<string, string> = {},
) {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Language': language,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': FILE_CSP,
      ...headers,
    },
  })
}
