import { fileTypeFromBuffer } from 'file-type'

/** The types the media library takes, decided by content. */
export const ALLOWED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'application/pdf',
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
 * The media type of an upload by its bytes (magic numbers; SVG by its markup), or null when it is
 * none of the allowed types. A file's name and the type its sender declares are not trusted.
 */
export async function detectType(data: Buffer): Promise<AllowedType | null> {
  const found = await fileTypeFromBuffer(data)
  // Binary formats are told by their signature; XML and text (SVG) have none.
  if (found && found.mime !== 'application/xml')
    return (ALLOWED_TYPES as readonly string[]).includes(found.mime) ? (found.mime as AllowedType) : null
  return looksLikeSvg(data) ? 'image/svg+xml' : null
}
