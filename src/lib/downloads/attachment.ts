import { documentFormats, formatOfName } from './kinds'

/** The served type of each CAD and BIM format (RVT and RFA have none registered). */
const servedTypes = {
  dxf: 'image/vnd.dxf',
  dwg: 'image/vnd.dwg',
  ifc: 'model/ifc',
  step: 'model/step',
  rvt: 'application/octet-stream',
  rfa: 'application/octet-stream',
  skp: 'application/vnd.sketchup.skp',
} as const

/**
 * Headers that make a CAD or BIM file a download: its own type, `attachment` with its name (ASCII
 * and UTF-8), and no sniffing. Null for any other file (pictures and PDFs stay as they are served).
 */
export function attachmentHeaders(filename: string): Record<string, string> | null {
  const format = formatOfName(filename)
  if (!format || format === 'pdf' || !(format in documentFormats)) return null
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return {
    'Content-Type': servedTypes[format],
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'X-Content-Type-Options': 'nosniff',
  }
}
