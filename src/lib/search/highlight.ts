import { foldWithOffsets, type QueryUnit } from './normalize'

/** A piece of a shown text: `mark` where it matched the query. */
export type Segment = { text: string; mark: boolean }

type Range = [start: number, end: number]

const WORD_CHAR = /[\p{L}\p{N}]/u

/** Where the query's units occur in `text` (indexes into `text`), merged and in order. */
export function matchRanges(text: string, units: readonly QueryUnit[]): Range[] {
  const { folded, starts, ends } = foldWithOffsets(text)
  const found: Range[] = []
  for (const unit of units) {
    if (!unit.text) continue
    let at = folded.indexOf(unit.text)
    while (at !== -1) {
      const wordStart = at === 0 || !WORD_CHAR.test(folded[at - 1]!)
      if (unit.match === 'within' || wordStart) found.push([starts[at]!, ends[at + unit.text.length - 1]!])
      at = folded.indexOf(unit.text, at + 1)
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: Range[] = []
  for (const range of found) {
    const last = merged[merged.length - 1]
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([range[0], range[1]])
  }
  return merged
}

/** `text` cut into plain and matching segments, for `<mark>`. */
export function highlight(text: string, units: readonly QueryUnit[]): Segment[] {
  const clean = text.normalize('NFC')
  const segments: Segment[] = []
  let at = 0
  for (const [start, end] of matchRanges(clean, units)) {
    if (start > at) segments.push({ text: clean.slice(at, start), mark: false })
    segments.push({ text: clean.slice(start, end), mark: true })
    at = end
  }
  if (at < clean.length || segments.length === 0) segments.push({ text: clean.slice(at), mark: false })
  return segments
}

const ELLIPSIS = '…'

/**
 * A passage of at most `max` characters around the first match (the start of the text when
 * nothing matches), cut at spaces where the text has them, with an ellipsis where it was cut.
 */
export function excerpt(text: string, units: readonly QueryUnit[], max = 220): string {
  const clean = text.normalize('NFC').replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const first = matchRanges(clean, units)[0]
  // Some context before the match, so it does not open the passage.
  let start = first ? Math.max(0, first[0] - Math.floor(max / 4)) : 0
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    if (space !== -1 && first && space < first[0]) start = space + 1
  }
  let end = Math.min(clean.length, start + max)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start + max / 2) end = space
  }
  return `${start > 0 ? ELLIPSIS : ''}${clean.slice(start, end).trim()}${end < clean.length ? ELLIPSIS : ''}`
}
