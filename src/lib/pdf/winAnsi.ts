/**
 * WinAnsiEncoding (Windows-1252), the encoding of the standard PDF fonts: Latin-1 plus the
 * typographic characters Windows put in 0x80–0x9F (dashes, curly quotes, €). Text outside it
 * (Chinese, for instance) cannot be shown with these fonts, so encoding it is an error rather
 * than a silent question mark on a data sheet.
 */
const extra: Readonly<Record<number, number>> = {
  0x20ac: 0x80, // €
  0x201a: 0x82, // ‚
  0x0192: 0x83, // ƒ
  0x201e: 0x84, // „
  0x2026: 0x85, // …
  0x2020: 0x86, // †
  0x2021: 0x87, // ‡
  0x02c6: 0x88, // ˆ
  0x2030: 0x89, // ‰
  0x0160: 0x8a, // Š
  0x2039: 0x8b, // ‹
  0x0152: 0x8c, // Œ
  0x017d: 0x8e, // Ž
  0x2018: 0x91, // ‘
  0x2019: 0x92, // ’
  0x201c: 0x93, // “
  0x201d: 0x94, // ”
  0x2022: 0x95, // •
  0x2013: 0x96, // –
  0x2014: 0x97, // —
  0x02dc: 0x98, // ˜
  0x2122: 0x99, // ™
  0x0161: 0x9a, // š
  0x203a: 0x9b, // ›
  0x0153: 0x9c, // œ
  0x017e: 0x9e, // ž
  0x0178: 0x9f, // Ÿ
}

export class PdfEncodingError extends Error {
  constructor(
    readonly character: string,
    readonly text: string,
  ) {
    super(
      `"${character}" (U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}) has no WinAnsi code, in: ${text}`,
    )
    this.name = 'PdfEncodingError'
  }
}

/** The WinAnsi code of one character, or null. */
export function winAnsiCode(character: string): number | null {
  const cp = character.codePointAt(0) ?? -1
  if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) return cp
  // Line-breaking and non-breaking spaces print as a plain space.
  if (cp === 0x202f || cp === 0x2009) return 0x20
  return extra[cp] ?? null
}

/** Encodes text as WinAnsi bytes; throws PdfEncodingError for a character it cannot show. */
export function encodeWinAnsi(text: string): Uint8Array {
  const out: number[] = []
  for (const ch of text) {
    const code = winAnsiCode(ch)
    if (code === null) throw new PdfEncodingError(ch, text)
    out.push(code)
  }
  return Uint8Array.from(out)
}
