/**
 * The translation memory's lookup: the stored sentence pairs of one language pair, searched for a
 * source sentence. A match's score is the share of words (and punctuation) the two source
 * sentences have in common in order: 100 − 100 × word edit distance / the longer one's length,
 * rounded down; 100 % only for the same sentence (spacing and case aside). Candidates are found
 * through an index of words; the edit distance is computed for the best of them only.
 */

export type MemoryPair = { source: string; target: string }

export type DiffPart = { text: string; change: 'same' | 'added' | 'removed' }

export type MemoryMatch = MemoryPair & {
  /** 0–100. */
  score: number
  /** The stored source against the sentence looked up: what the stored one has more (removed) or less (added). */
  diff: DiffPart[]
}

/** Words and single punctuation marks, as the score counts them. */
export function tokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? []
}

/** A sentence as the memory's key: spacing collapsed, lower case. */
export const normalized = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/** The space between two tokens as a sentence writes them: none before closing or after opening punctuation. */
const joint = (before: string, token: string) =>
  /^[.,;:!?)\]}…%»“”’]$/u.test(token) || /[(\[{«„‘]$/u.test(before) ? '' : ' '

/** The word edit distance and, back-traced, the changes that turn `from` into `to`. */
function editScript(from: readonly string[], to: readonly string[]): { distance: number; diff: DiffPart[] } {
  const n = from.length
  const m = to.length
  const d: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1))
  for (let i = 0; i <= n; i++) d[i]![0] = i
  for (let j = 0; j <= m; j++) d[0]![j] = j
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++) {
      const same = from[i - 1]!.toLowerCase() === to[j - 1]!.toLowerCase()
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (same ? 0 : 1))
    }
  const parts: DiffPart[] = []
  let i = n
  let j = m
  while (i > 0 || j > 0) {
    const same = i > 0 && j > 0 && from[i - 1]!.toLowerCase() === to[j - 1]!.toLowerCase()
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (same ? 0 : 1)) {
      if (same) parts.push({ text: to[j - 1]!, change: 'same' })
      else parts.push({ text: to[j - 1]!, change: 'added' }, { text: from[i - 1]!, change: 'removed' })
      i--
      j--
    } else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) {
      parts.push({ text: from[i - 1]!, change: 'removed' })
      i--
    } else {
      parts.push({ text: to[j - 1]!, change: 'added' })
      j--
    }
  }
  parts.reverse()
  // Neighbours of one kind joined.
  const diff: DiffPart[] = []
  for (const part of parts) {
    const last = diff[diff.length - 1]
    if (last && last.change === part.change) last.text += joint(last.text, part.text) + part.text
    else diff.push({ ...part })
  }
  return { distance: d[n]![m]!, diff }
}

/** The score of a stored source for a sentence looked up, and what differs. */
export function similarity(stored: string, wanted: string): { score: number; diff: DiffPart[] } {
  if (normalized(stored) === normalized(wanted)) return { score: 100, diff: [{ text: stored, change: 'same' }] }
  const a = tokens(stored)
  const b = tokens(wanted)
  const longest = Math.max(a.length, b.length)
  if (longest === 0) return { score: 0, diff: [] }
  const { distance, diff } = editScript(a, b)
  // Below 100 unless identical: a changed comma is not the same sentence.
  return { score: Math.min(99, Math.floor(100 - (100 * distance) / longest)), diff }
}

/** Candidates compared in full per lookup: the ones sharing the most words. */
const CANDIDATES = 40

export class MemoryIndex {
  private readonly pairs: MemoryPair[] = []
  private readonly exact = new Map<string, number>()
  private readonly byWord = new Map<string, number[]>()
  private readonly sizes: number[] = []

  constructor(pairs: Iterable<MemoryPair> = []) {
    for (const pair of pairs) this.add(pair)
  }

  get size(): number {
    return this.pairs.length
  }

  /** Adds a pair; the same source sentence again replaces its target. */
  add(pair: MemoryPair): void {
    const key = normalized(pair.source)
    const known = this.exact.get(key)
    if (known !== undefined) {
      this.pairs[known] = pair
      return
    }
    const at = this.pairs.push(pair) - 1
    this.exact.set(key, at)
    const words = new Set(tokens(key))
    this.sizes.push(words.size)
    for (const word of words) {
      const list = this.byWord.get(word)
      if (list) list.push(at)
      else this.byWord.set(word, [at])
    }
  }

  /** The best matches for a sentence from `minimum` % on, best first (at most `limit`). */
  lookup(sentence: string, { minimum = 75, limit = 3 } = {}): MemoryMatch[] {
    const key = normalized(sentence)
    const exact = this.exact.get(key)
    const out: MemoryMatch[] = []
    if (exact !== undefined) out.push({ ...this.pairs[exact]!, score: 100, diff: [{ text: sentence, change: 'same' }] })
    const words = [...new Set(tokens(key))]
    if (words.length === 0) return out
    // Shared words per stored sentence. The commonest words (in more than a fifth of the stored
    // sentences: articles, "und", "mit") are left out of the count while at least three rarer
    // ones are there; once there are enough candidates, the commoner words only count for those.
    const lists = words
      .map((word) => this.byWord.get(word) ?? [])
      .filter((list) => list.length > 0)
      .sort((a, b) => a.length - b.length)
    const rare = lists.filter((list) => list.length <= this.pairs.length / 5)
    const shared = new Map<number, number>()
    for (const list of rare.length >= 3 ? rare : lists) {
      const open = shared.size < 2000
      for (const at of list) {
        const count = shared.get(at)
        if (count !== undefined) shared.set(at, count + 1)
        else if (open) shared.set(at, 1)
      }
    }
    const candidates = [...shared.entries()]
      .filter(([at]) => at !== exact)
      .sort((a, b) => b[1] - a[1])
      .slice(0, CANDIDATES)
    const scored: MemoryMatch[] = []
    for (const [at] of candidates) {
      const pair = this.pairs[at]!
      const { score, diff } = similarity(pair.source, sentence)
      if (score >= minimum) scored.push({ ...pair, score, diff })
    }
    scored.sort((a, b) => b.score - a.score)
    return [...out, ...scored].slice(0, limit)
  }
}
