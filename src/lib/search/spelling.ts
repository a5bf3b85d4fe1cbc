import { INFIX_MIN_LENGTH, normalizeText, stem } from './normalize'

const WORD = /[\p{L}\p{N}]+/gu
const LATIN_WORD = /^\p{Script=Latin}+$/u

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), capped at `limit + 1`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > limit) return limit + 1
    rows.push(row)
  }
  return Math.min(rows[a.length]![b.length]!, limit + 1)
}

/**
 * How many edits a misspelt word of this length may be away from the word meant: none up to
 * three letters (too many short words lie one edit apart), one up to six, two from seven.
 */
export const typoLimit = (length: number): number => (length <= 3 ? 0 : length <= 6 ? 1 : 2)

/** A known word: its spelling as shown, and in how many texts it occurs (the more common wins a tie). */
export type KnownWord = { spelling: string; count: number }

/** Words that can correct a typo: Latin letters only (no numbers: article numbers are never respelt), 3 or more. */
export const isCorrectable = (word: string): boolean => word.length >= 3 && LATIN_WORD.test(word)

/**
 * The words of some texts, by their folded form, each in the spelling first seen (a shown spelling
 * rather than a folded one) and counted per text. Texts that are already folded (the index's
 * terms) add their words in folded spelling until a shown one turns up.
 */
export function vocabulary(texts: Iterable<string>, into = new Map<string, KnownWord>()): Map<string, KnownWord> {
  for (const text of texts) {
    const seen = new Set<string>()
    for (const [word] of text.matchAll(WORD)) {
      if (!isCorrectable(word)) continue
      const key = normalizeText(word)
      if (seen.has(key)) continue
      seen.add(key)
      const known = into.get(key)
      if (!known) into.set(key, { spelling: word, count: 1 })
      else {
        known.count++
        // A shown spelling (`Waschbecken`, `spülrandlos`) wins over the index's folded one.
        if (known.spelling === key && word !== key) known.spelling = word
      }
    }
  }
  return into
}

/** Whether the search finds `key` as it is: a known word, the start of one, or (4+ letters) inside one. */
function found(key: string, words: ReadonlyMap<string, KnownWord>): boolean {
  if (words.has(key)) return true
  for (const known of words.keys())
    if (key.length >= INFIX_MIN_LENGTH ? known.includes(key) : known.startsWith(key)) return true
  return false
}

/** The known word closest to a misspelt one within its `typoLimit`: fewest edits, then the most common. */
function closest(key: string, words: ReadonlyMap<string, KnownWord>): string | null {
  const limit = typoLimit(key.length)
  if (limit === 0) return null
  let best: { word: KnownWord; distance: number } | null = null
  for (const [known, word] of words) {
    const distance = editDistance(key, known, limit)
    if (distance > limit) continue
    if (!best || distance < best.distance || (distance === best.distance && word.count > best.word.count))
      best = { word, distance }
  }
  return best ? best.word.spelling : null
}

/**
 * The query respelt: each Latin word the search would not find (no known word, nor the start of
 * one, nor inside one) replaced by the closest known word, in that word's spelling. Words with
 * digits (article numbers, GTINs, sizes) and Chinese stay as typed. Null when nothing was corrected.
 */
export function respell(query: string, words: ReadonlyMap<string, KnownWord>): string | null {
  let changed = false
  const out = query.trim().replace(WORD, (word) => {
    if (!isCorrectable(word)) return word
    const key = stem(normalizeText(word))
    if (found(key, words)) return word
    const better = closest(key, words)
    if (!better) return word
    changed = true
    return better
  })
  return changed ? out : null
}
