/**
 * The kinds of a product's downloads and the file formats each takes, with the size limit of each
 * format. Shared by the admin (choice, checks, messages) and the product page (grouping, labels).
 */

const MB = 1024 * 1024

/** The document formats the media library takes besides pictures, each told by its bytes. */
export const documentFormats = {
  pdf: { name: 'PDF', mime: 'application/pdf', extensions: ['pdf'], maxBytes: 20 * MB },
  dxf: { name: 'DXF', mime: 'image/vnd.dxf', extensions: ['dxf'], maxBytes: 30 * MB },
  dwg: { name: 'DWG', mime: 'image/vnd.dwg', extensions: ['dwg'], maxBytes: 30 * MB },
  ifc: { name: 'IFC', mime: 'model/ifc', extensions: ['ifc'], maxBytes: 200 * MB },
  step: { name: 'STEP', mime: 'model/step', extensions: ['stp', 'step'], maxBytes: 200 * MB },
  rvt: { name: 'RVT', mime: 'application/octet-stream', extensions: ['rvt'], maxBytes: 200 * MB },
  rfa: { name: 'RFA', mime: 'application/octet-stream', extensions: ['rfa'], maxBytes: 200 * MB },
  skp: { name: 'SKP', mime: 'application/vnd.sketchup.skp', extensions: ['skp'], maxBytes: 200 * MB },
} as const

export type DocumentFormat = keyof typeof documentFormats

/** Pictures (raster and SVG) keep the media library's limit of 20 MB. */
export const PICTURE_MAX_BYTES = 20 * MB

/** The largest file any format may have: the request body limit of the upload (and of nginx) follows it. */
export const LARGEST_UPLOAD_BYTES = Math.max(
  PICTURE_MAX_BYTES,
  ...Object.values(documentFormats).map((f) => f.maxBytes),
)

/** Raster pictures, and pictures with SVG (icons and the logo). */
export const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const
export const PICTURE_TYPES = [...RASTER_TYPES, 'image/svg+xml'] as const

/** The kinds of download, in the order the product page shows them, each with the formats it takes. */
export const downloadKinds = {
  datasheet: ['pdf'],
  installation: ['pdf'],
  care: ['pdf'],
  spareParts: ['pdf'],
  cad2d: ['dxf', 'dwg'],
  bim: ['ifc', 'step', 'rvt', 'rfa', 'skp'],
  certificate: ['pdf'],
} as const satisfies Record<string, readonly DocumentFormat[]>

export type DownloadKind = keyof typeof downloadKinds
export const downloadKindValues = Object.keys(downloadKinds) as DownloadKind[]

const extensionOf = (filename: string | null | undefined) => /\.([a-z0-9]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase()

/** A stored file's format, from its media type and (where types are shared) its name's extension. */
export function formatOfFile(file: { mimeType?: string | null; filename?: string | null }): DocumentFormat | null {
  const ext = extensionOf(file.filename)
  for (const [key, format] of Object.entries(documentFormats) as [
    DocumentFormat,
    (typeof documentFormats)[DocumentFormat],
  ][]) {
    if (format.mime === file.mimeType && (ext === undefined || (format.extensions as readonly string[]).includes(ext)))
      return key
  }
  return null
}

/** The format whose extensions include the file name's, if any. */
export function formatOfName(filename: string | null | undefined): DocumentFormat | null {
  const ext = extensionOf(filename)
  if (!ext) return null
  const found = (Object.keys(documentFormats) as DocumentFormat[]).find((key) =>
    (documentFormats[key].extensions as readonly string[]).includes(ext),
  )
  return found ?? null
}

/** Whether a download kind takes a file of this format. */
export const kindTakes = (kind: DownloadKind, format: DocumentFormat | null): boolean =>
  format !== null && (downloadKinds[kind] as readonly DocumentFormat[]).includes(format)

/** The kind's formats as a reader names them: "DXF, DWG". */
export const kindFormatNames = (kind: DownloadKind): string =>
  downloadKinds[kind].map((f) => documentFormats[f].name).join(', ')

/** The media types a download of this kind may have (for the admin's choice of files). */
export const kindMimeTypes = (kind: DownloadKind): string[] => [
  ...new Set(downloadKinds[kind].map((f: DocumentFormat) => documentFormats[f].mime)),
]
