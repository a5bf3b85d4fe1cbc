import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * A page of a PDF as pixels (RGBA), drawn by pdf.js (the viewer of Firefox) onto the canvas it uses
 * in Node.js (@napi-rs/canvas): what a reader sees, for reading a printed code back.
 */
export async function renderPdfPage(
  bytes: Uint8Array,
  pageNumber = 1,
  scale = 3,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
  const pdf = await task.promise
  try {
    const page = await pdf.getPage(pageNumber)
    const viewport = page.getViewport({ scale })
    const factory = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height))
    context.fillStyle = '#FFFFFF'
    context.fillRect(0, 0, canvas.width, canvas.height)
    await page.render({ canvasContext: context as never, canvas: canvas as never, viewport }).promise
    const image = context.getImageData(0, 0, canvas.width, canvas.height)
    return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) }
  } finally {
    await task.destroy()
  }
}

type CanvasFactory = {
  create(
    width: number,
    height: number,
  ): {
    canvas: { width: number; height: number }
    context: {
      fillStyle: string
      fillRect(x: number, y: number, w: number, h: number): void
      getImageData(
        x: number,
        y: number,
        w: number,
        h: number,
      ): { width: number; height: number; data: ArrayLike<number> }
    }
  }
}
