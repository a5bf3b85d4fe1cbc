import fs from 'node:fs/promises'
import type { CollectionBeforeOperationHook } from 'payload'

import { inAdminLanguage, invalid } from '@/cms/labels'
import { Refused } from '@/cms/refused'
import { documentFormats, PICTURE_MAX_BYTES } from '@/lib/downloads/kinds'

import { isProgram } from './cad'
import { detectDocument, detectType } from './fileType'
import { sanitizeSvg } from './sanitizeSvg'

const sameType = (declared: string | undefined, detected: string) =>
  (declared ?? '').toLowerCase().replace('image/jpg', 'image/jpeg').split(';')[0]!.trim() === detected

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** The extensions a picture or PDF is stored under, by its detected type; the first is given to others. */
const extensionsOf: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
}

/**
 * The name a file is stored under: its own when its extension is one of its detected type's, else
 * its extension replaced by that type's (`x.html` holding SVG markup is stored as `x.svg`, and so
 * served as a picture, never as a page of the site's origin).
 */
export function storedName(name: string, type: string): string {
  const extensions = extensionsOf[type]
  if (!extensions) return name
  const match = /^(.*?)(?:\.([^./\\]*))?$/.exec(name)
  const base = match?.[1] || 'file'
  const extension = (match?.[2] ?? '').toLowerCase()
  return extensions.includes(extension) ? name : `${base}.${extensions[0]}`
}

/**
 * Every upload to the media library, from the admin or any API (a file from an address is refused
 * before Payload fetches it: `src/lib/api/uploadSource.ts`): its type is decided by its
 * content and must match the type its name declares (pictures and PDF by the declared type, CAD
 * and BIM files by their extension); an SVG is stripped of everything that could run or load
 * something before it is stored; each format has its size limit (pictures and PDF 20 MB, DXF and
 * DWG 30 MB, IFC, STEP, RVT, RFA and SKP 200 MB); a program is refused whatever its name.
 */
export const guardUpload: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return
  const data = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await fs.readFile(file.tempFilePath)
      : Buffer.alloc(0)
  if (isProgram(data)) throw new Refused(inAdminLanguage(invalid.fileProgram, req), 400, 'fileProgram')
  const picture = await detectType(data)
  const document = picture ? null : detectDocument(data, file.name ?? '')
  const type = picture ?? (document ? documentFormats[document].mime : null)
  if (!type || (picture && !sameType(file.mimetype, picture)))
    throw new Refused(inAdminLanguage(invalid.fileContent, req), 400, 'fileContent')
  const format = picture === 'application/pdf' ? 'pdf' : document
  const limit = format ? documentFormats[format].maxBytes : PICTURE_MAX_BYTES
  if (data.length > limit)
    throw new Refused(
      inAdminLanguage(invalid.fileTooLarge, req, {
        limit: megabytes(limit),
        format: format ? documentFormats[format].name : inAdminLanguage(invalid.pictures, req),
      }),
      413,
      'fileTooLarge',
    )
  if (type === 'image/svg+xml') {
    const clean = Buffer.from(sanitizeSvg(data.toString('utf8')), 'utf8')
    file.data = clean
    file.size = clean.length
    if (file.tempFilePath) await fs.writeFile(file.tempFilePath, clean)
  }
  file.mimetype = type
  if (picture) file.name = storedName(file.name ?? 'file', picture)
}
