import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text of a PDF as a reader's copy and paste gives it, page by page, read with pdf.js (the
 * viewer of Firefox): what a visitor sees is only there if the font maps its glyphs back to text.
 */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ pages: string[]; text: string; info: Record<string, unknown> }> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
  const pdf = await task.promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
  }
  const { info } = await pdf.getMetadata()
  await task.destroy()
  return { pages, text: pages.join('\n'), info: info as Record<string, unknown> }
}

/** How many paths pdf.js draws on a page (its `constructPath` operations): lines and shapes, not text. */
export async function pdfPathCount(bytes: Uint8Array, pageNumber: number): Promise<number> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
  const pdf = await task.promise
  try {
    const page = await pdf.getPage(pageNumber)
    const list = await page.getOperatorList()
    return list.fnArray.filter((fn) => fn === OPS.constructPath).length
  } finally {
    await task.destroy()
  }
}
