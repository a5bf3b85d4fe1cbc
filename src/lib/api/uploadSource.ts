import { adminLanguageOf, type AdminLanguage } from './adminLanguage'
import { readRestWrite } from './restWrite'

const refused: Record<AdminLanguage, string> = {
  de: 'Bitte laden Sie die Datei selbst hoch: Die Mediathek übernimmt keine Dateien von einer Adresse.',
  zh: '请直接上传文件：媒体库不从网址获取文件。',
  en: 'Please upload the file itself: the media library takes no files from an address.',
  it: 'Carichi il file stesso: la libreria multimediale non acquisisce file da un indirizzo.',
  fr: 'Veuillez téléverser le fichier lui-même : la médiathèque ne reprend aucun fichier depuis une adresse.',
  es: 'Suba el propio archivo: la mediateca no toma archivos desde una dirección.',
}

/**
 * A document of an upload collection created from an address (`url` and `filename`, no file) is
 * refused before Payload would fetch it: the file would skip the upload check (src/cms/uploads/guard.ts),
 * and an address that does not answer became a 500. Returns the 400 answer, or null.
 */
export async function fileFromAddress(
  request: Request,
  uploadCollections: readonly string[],
): Promise<Response | null> {
  if (request.method !== 'POST') return null
  const [, api, slug, ...rest] = new URL(request.url).pathname.split('/')
  if (api !== 'api' || !slug || !uploadCollections.includes(slug) || rest.filter(Boolean).length > 0) return null
  const { data, file } = await readRestWrite(request)
  const fields = (data ?? {}) as { url?: unknown; filename?: unknown }
  if (file || typeof fields.url !== 'string' || fields.url === '') return null
  return Response.json(
    { errors: [{ message: refused[adminLanguageOf(request.headers)] }] },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}
