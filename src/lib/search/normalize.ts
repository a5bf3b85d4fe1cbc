/**
 * The forgiving text form of the site search, shared by the index (what is stored) and the
 * query (what is looked for), so both sides always agree.
 *
 * - Unicode NFKC (full-width letters and digits, ligatures), lower case;
 * - German umlauts and ß written out (`ä` = `ae`, `ß` = `ss`), so `Möbel`, `moebel` and `MÖBEL`
 *   are one word; other accents dropped (`é` = `e`), a few letters spelled out (`œ` = `oe`);
 * - Latin, digits and other spaced scripts split into words;
 * - Chinese and Japanese (Han, Hiragana, Katakana) have no spaces, so they are indexed as
 *   character bigrams: `人造石盆` is stored as `人造 造石 石盆`.
 */

const CJK = /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u
const WORD_CHAR = /[\p{L}\p{N}]/u
const HYPHENS = new Set(['-', '\u2010', '\u2011'])

/** Letters that stay one letter after removing accents, or that German writes out. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}
const SPELLED_OUT_RE = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'gu')
/** Combining accents of Latin, Greek and Cyrillic letters (not the Kana voicing marks). */
const ACCENTS = /[\u0300-\u036f]/g

const folds = new Map<string, string>()

/**
 * One character (code point) in its folded form: compatibility form, lower case, umlauts written
 * out, no accents. ASCII takes a short path and the rest is remembered: the index folds every
 * character of the catalogue.
 */
function foldChar(char: string): string {
  const code = char.charCodeAt(0)
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char
  let folded = folds.get(char)
  if (folded === undefined) {
    folded = char
      .normalize('NFKC')
      .toLowerCase()
      .replace(SPELLED_OUT_RE, (c) => SPELLED_OUT[c] ?? c)
      .normalize('NFD')
      .replace(ACCENTS, '')
      .normalize('NFC')
    folds.set(char, folded)
  }
  return folded
}

/**
 * The folded form of a text together with the start and end (in `text`) of the character each
 * folded character came from, so a match found in the folded form can be marked in the original.
 * `text` should be NFC (as the page shows it); compatibility forms are folded per character.
 */
export function foldWithOffsets(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = ''
  const starts: number[] = []
  const ends: number[] = []
  let index = 0
  for (const char of text) {
    const f = foldChar(char)
    folded += f
    for (let i = 0; i < f.length; i++) {
      starts.push(index)
      ends.push(index + char.length)
    }
    index += char.length
  }
  return { folded, starts, ends }
}

/** The folded form of a text (see the top of this file). */
export function normalizeText(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) out += foldChar(char)
  return out
}

export const isCjk = (char: string): boolean => CJK.test(char)

export type Run = { text: string; cjk: boolean; joinedToPrevious: boolean }

/** Splits a folded text into runs of word characters: spaced words and unspaced CJK runs. */
export function runs(folded: string): Run[] {
  const out: Run[] = []
  let current: Run | null = null
  let gap = ''
  for (const char of folded) {
    if (!WORD_CHAR.test(char)) {
      if (current) out.push(current)
      current = null
      gap += char
      continue
    }
    const cjk = isCjk(char)
    if (current && current.cjk === cjk) {
      current.text += char
      continue
    }
    if (current) out.push(current)
    // A hyphen between two words (`Walk-in`, `Mineralguss-Waschbecken`) joins them.
    current = {
      text: char,
      cjk,
      joinedToPrevious: HYPHENS.has(gap) && out.length > 0 && !cjk && !out[out.length - 1]!.cjk,
    }
    gap = ''
  }
  if (current) out.push(current)
  return out
}

/** Character bigrams of a CJK run; a single character stays as it is. */
export function bigrams(run: string): string[] {
  const chars = [...run]
  if (chars.length < 2) return chars
  const out: string[] = []
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!)
  return out
}

/**
 * The index tokens of a text: words, CJK bigrams, and hyphenated compounds also written as one
 * word (`walk-in` gives `walk`, `in` and `walkin`).
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  let compound = ''
  for (const run of runs(normalizeText(text))) {
    if (run.cjk) {
      tokens.push(...bigrams(run.text))
      compound = ''
      continue
    }
    tokens.push(run.text)
    if (run.joinedToPrevious) {
      compound += run.text
      tokens.push(compound)
    } else {
      compound = run.text
    }
  }
  return tokens
}

/**
 * The stored form: tokens separated by single spaces, with a space at both ends, so a query
 * word can be found at the start of a word with `LIKE '% word%'` on every database.
 */
export function indexTerms(...texts: (string | null | undefined)[]): string {
  const seen = new Set<string>()
  for (const text of texts) if (text) for (const token of tokenize(text)) seen.add(token)
  return seen.size ? ` ${[...seen].join(' ')} ` : ''
}

/**
 * How a query unit has to occur in the stored terms:
 * - `start`: at the start of a word (short words: `bad` finds `Badewanne`, not `Sandbad`);
 * - `within`: anywhere in a word (longer words: `wanne` finds `Badewanne` and `Duschwanne`;
 *   CJK bigrams and single characters).
 */
export type QueryUnit = { text: string; match: 'start' | 'within' }

/** The shortest Latin query word also found inside other words (German compounds). */
export const INFIX_MIN_LENGTH = 4
/** At most this many terms of a query count (a pasted paragraph is not a search; `planQuery`). */
export const MAX_QUERY_UNITS = 10

/** A plural `s` is dropped from longer words, so `basins` finds `basin` (and still `basins`). */
export function stem(word: string): string {
  return word.length >= 5 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/** LIKE patterns of a unit on the stored terms (units hold only letters and digits: nothing to escape). */
export function likePatterns(unit: QueryUnit): { start: string; within: string; word: string } {
  const start = `% ${unit.text}%`
  return { start, within: unit.match === 'within' ? `%${unit.text}%` : start, word: `% ${unit.text} %` }
}
