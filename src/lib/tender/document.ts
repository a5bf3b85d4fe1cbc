/**
 * Tender texts (Ausschreibungstexte): the positions of a bill of quantities an architect puts in
 * a tender, made from the same fields and labels as the data sheet, so no text is written twice.
 * One model feeds every format (plain text, DOCX, GAEB DA XML X81), so they say the same.
 */

/** GAEB's limit for a short text (Kurztext), which every format keeps. */
export const SHORT_TEXT_MAX = 70

export type TenderPosition = {
  /** at most SHORT_TEXT_MAX characters */
  short: string
  /** the long text's lines: the item, its data as "label: value", the standards, numbers and brand line */
  lines: string[]
  article: string | null
  gtin: string | null
  /** the brand and type for GAEB's product block */
  brand: string
  quantity: number
  /** the unit as the language abbreviates it (at most 4 characters: GAEB's QU) */
  unit: string
}

export type TenderDocument = {
  /** BCP 47 tag of the texts' language */
  lang: string
  /** e.g. "Ausschreibungstext: Waschtisch Luna 60" */
  title: string
  /** e.g. "SANHAUS · 1. Dezember 2026 · https://…" */
  meta: string
  /** the bill's section title (GAEB: LblTx of the one BoQ level) */
  section: string
  positions: TenderPosition[]
  /** words of the formats' frames in the document's language; `colon` between a label and its value: ": ", French "\u00a0: ", Chinese "：" */
  words: { quantity: string; colon: string }
  date: Date
  /** where the text came from: the page's address */
  source: string
  /** ProgSystem of GAEB and the DOCX's creator */
  brand: string
}

/**
 * Line breaks, tabs and runs of spaces as one space, trimmed: every text of a position is one line.
 * No-break spaces stay (`Ø 45 mm`, French `: `), as the page has them.
 */
export const oneLine = (text: string): string => text.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '')

/**
 * A short text of at most `max` characters from parts in order of importance ("Wandwaschbecken
 * Luna 60", "Weiß glänzend", "600 × 420 × 150 mm"): the parts joined by `comma` (Chinese "，"), the last ones left
 * out while too long; the first alone cut at a word with "…" when even it is.
 */
export function shortText(
  parts: readonly (string | null | undefined)[],
  { max = SHORT_TEXT_MAX, comma = ', ' }: { max?: number; comma?: string } = {},
): string {
  const kept = parts.map((p) => oneLine(p ?? '')).filter(Boolean)
  while (kept.length > 1 && kept.join(comma).length > max) kept.pop()
  const text = kept.join(comma)
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:，–-]+$/, '')}…`
}

/** A position's number as GAEB's outline numbers print it: section 01, item 0010 → "01.0010". */
export const positionNumber = (index: number): { section: string; item: string; full: string } => {
  const item = String((index + 1) * 10).padStart(4, '0')
  return { section: '01', item, full: `01.${item}` }
}

/** A quantity as the language writes it ("2", "1,5"). */
export const formatQuantity = (quantity: number, lang: string): string =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(quantity)

/**
 * The document as its blocks in reading order, the one source of the plain text and the DOCX:
 * the title, the meta line, then per position its number with the short text, its long text
 * lines and its quantity.
 */
export type TenderBlock =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; text: string }
  | { kind: 'head'; number: string; text: string }
  | { kind: 'line'; text: string }
  | { kind: 'quantity'; text: string }

export function tenderBlocks(doc: TenderDocument): TenderBlock[] {
  return [
    { kind: 'title', text: doc.title },
    { kind: 'meta', text: doc.meta },
    ...doc.positions.flatMap((p, i): TenderBlock[] => [
      { kind: 'head', number: positionNumber(i).full, text: p.short },
      ...p.lines.map((text): TenderBlock => ({ kind: 'line', text })),
      {
        kind: 'quantity',
        text: `${doc.words.quantity}${doc.words.colon}${formatQuantity(p.quantity, doc.lang)} ${p.unit}`,
      },
    ]),
  ]
}

/** The text of a block as the plain text writes it (a position's head: its number, two spaces, the short text). */
export const blockText = (block: TenderBlock): string =>
  block.kind === 'head' ? `${block.number}  ${block.text}` : block.text

/**
 * The plain text: UTF-8 with a byte order mark and CRLF line ends (so the editors of every
 * system open it right), a blank line before each position.
 */
export function tenderPlainText(doc: TenderDocument): string {
  const lines: string[] = []
  for (const block of tenderBlocks(doc)) {
    if (block.kind === 'head') lines.push('')
    lines.push(blockText(block))
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
