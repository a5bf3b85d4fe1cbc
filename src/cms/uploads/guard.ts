import fs from 'node:fs/promises'
import type { CollectionBeforeOperationHook } from 'payload'

import { inAdminLanguage, invalid } from '@/cms/labels'
import { Refused } from '@/cms/refused'

import { detectType } from './fileType'
import { sanitizeSvg } from './sanitizeSvg'

/** The largest file the media library takes (pictures and data sheets). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

const sameType = (declared: string | undefined, detected: string) =>
  (declared ?? '').toLowerCase().replace('image/jpg', 'image/jpeg').split(';')[0]!.trim() === detected

/**
 * Every upload to the media library, from the admin or any API: its type is decided by its
 * content and must match the type its name declares; an SVG is stripped of everything that could
 * run or load something before it is stored; nothing above 20 MB.
 */
export const guardUpload: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return
  const data = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await fs.readFile(file.tempFilePath)
      : Buffer.alloc(0)
  if (data.length > MAX_UPLOAD_BYTES) throw new Refused(inAdminLanguage(invalid.fileTooLarge, req), 413, 'fileTooLarge')
  const type = await detectType(data)
  if (!type || !sameType(file.mimetype, type))
    throw new Refused(inAdminLanguage(invalid.fileContent, req), 400, 'fileContent')
  if (type === 'image/svg+xml') {
    const clean = Buffer.from(sanitizeSvg(data.toString('utf8')), 'utf8')
    file.data = clean
    file.size = clean.length
    if (file.tempFilePath) await fs.writeFile(file.tempFilePath, clean)
  }
  file.mimetype = type
}
