import { fileTypeFromBuffer } from 'file-type'

import { documentFormats, type DocumentFormat, PICTURE_TYPES } from '@/lib/downloads/kinds'

import { detectCad } from './cad'

/** The media types the media library takes, decided by content: pictures, PDF, CAD and BIM. */
export const ALLOWED_TYPES = [
  ...PICTURE_TYPES,
  ...new Set(Object.values(documentFormats).map((f) => f.mime as string)),
] as const
export type AllowedType = (typeof ALLOWED_TYPES)[number]

/** Whether text is an SVG document: an `<svg>` root after an optional XML declaration, comments and doctype. */
function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i
  return prolog.test(head)
}

/**
 * The media type of a picture or PDF by its bytes (magic numbers; SVG by its markup), or null when
 * it is none of them. A file's name and the type its sender declares are not trusted.
 */
export async function detectType(data: Buffer): Promise<(typeof PICTURE_TYPES)[number] | 'application/pdf' | null> {
  const found = await fileTypeFromBuffer(data)
  const known: readonly string[] = [...PICTURE_TYPES, 'application/pdf']
  // Binary formats are told by their signature; XML and text (SVG) have none.
  if (found && found.mime !== 'application/xml')
    return known.includes(found.mime) ? (found.mime as (typeof PICTURE_TYPES)[number] | 'application/pdf') : null
  return looksLikeSvg(data) ? 'image/svg+xml' : null
}

/**
 * The CAD or BIM format of an upload by its bytes, when its name's extension is that format's
 * (browsers declare no reliable type for these files, so the name must agree with the content).
 */
export function detectDocument(data: Buffer, filename: string): DocumentFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''
  const format = detectCad(data, extension)
  return format && (documentFormats[format].extensions as readonly string[]).includes(extension) ? format : null
}
