import { INFIX_MIN_LENGTH, normalizeText } from './normalize'

const WORD = /[\p{L}\p{N}]+/gu
const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u

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

/** The words of some texts, by their folded form, each in the spelling first seen. */
export function vocabulary(texts: Iterable<string>): Map<string, string> {
  const words = new Map<string, string>()
  for (const text of texts) {
    for (const [word] of text.matchAll(WORD)) {
      if (word.length < 3 || !LATIN_WORD.test(word)) continue
      const key = normalizeText(word)
      if (!words.has(key)) words.set(key, word)
    }
  }
  return words
}

/**
 * A respelling of a query that found nothing: each Latin word that is no known word (nor the
 * start of one) replaced by the closest known word, one edit away for short words and two for
 * longer ones. Null when no word could be corrected. CJK queries are left alone.
 */
export function respell(query: string, words: ReadonlyMap<string, string>): string | null {
  let changed = false
  const out = query.trim().replace(WORD, (word) => {
    if (word.length < 3 || !LATIN_WORD.test(word)) return word
    const key = normalizeText(word)
    if (words.has(key)) return word
    // Already found as the search finds it: at a word's start, or inside one when long enough.
    for (const known of words.keys())
      if (key.length >= INFIX_MIN_LENGTH ? known.includes(key) : known.startsWith(key)) return word
    const limit = key.length <= 5 ? 1 : 2
    let best: { word: string; distance: number } | null = null
    for (const [known, spelling] of words) {
      const distance = editDistance(key, known, limit)
      if (distance <= limit && (!best || distance < best.distance)) best = { word: spelling, distance }
    }
    if (!best) return word
    changed = true
    return best.word
  })
  return changed ? out : null
}
