import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The documents' typeface: Noto Sans SC (SIL Open Font License 1.1), static TrueType Regular and
 * Bold from the pinned npm package `@expo-google-fonts/noto-sans-sc` (its LICENSE_FONT). One
 * face covers Chinese (CJK Unified Ideographs with Extension A) and the Latin letters of the other
 * five languages, so every document uses it for all its text; pdfkit embeds only the glyphs a
 * document uses (about 10 MB of font become a few KB per document).
 *
 * The files are read from node_modules at run time, resolved from the project's root (the
 * directory the server and the tests run in), never bundled and never downloaded.
 */
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc'

export const fontFiles = {
  regular: '400Regular/NotoSansSC_400Regular.ttf',
  bold: '700Bold/NotoSansSC_700Bold.ttf',
} as const

export type FontWeight = keyof typeof fontFiles

function packageDir(): string {
  const require = createRequire(path.join(process.cwd(), 'package.json'))
  return path.dirname(require.resolve([FONT_PACKAGE, 'package.json'].join('/')))
}

const loaded = new Map<FontWeight, Buffer>()

/** The font file of a weight, read once per process. */
export function fontData(weight: FontWeight): Buffer {
  let data = loaded.get(weight)
  if (!data) {
    data = fs.readFileSync(path.join(packageDir(), fontFiles[weight]))
    loaded.set(weight, data)
  }
  return data
}
