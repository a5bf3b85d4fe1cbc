import {
  bigrams,
  INFIX_MIN_LENGTH,
  isCjk,
  MAX_QUERY_UNITS,
  normalizeText,
  runs,
  stem,
  type QueryUnit,
} from './normalize'
import { respell, vocabulary, type KnownWord } from './spelling'

/**
 * What the search knows of a language besides its index: the words it holds (to correct typos)
 * and the synonyms the editors keep (each group a list of words or phrases that mean the same).
 */
export type Lexicon = {
  words: ReadonlyMap<string, KnownWord>
  synonyms: readonly (readonly string[])[]
}

export const emptyLexicon: Lexicon = { words: new Map(), synonyms: [] }

/**
 * A language's lexicon from its texts (shown spellings first: titles and snippets, then the
 * index's folded terms) and its synonym groups, whose words are known words too: a typo of a
 * synonym is corrected to it.
 */
export function buildLexicon(texts: Iterable<string>, synonyms: readonly (readonly string[])[]): Lexicon {
  const words = vocabulary(texts)
  vocabulary(synonyms.flat(), words)
  return { words, synonyms }
}

/**
 * One term of a query: a word (a Chinese word, a phrase a synonym names) and the ways it may
 * occur in an entry. Each alternative is a set of units that must all occur; the first is the
 * term itself, the others its synonyms.
 */
export type QueryTerm = { key: string; alternatives: QueryUnit[][] }

export type QueryPlan = {
  terms: QueryTerm[]
  /** every unit of every alternative, for marking the matches */
  units: QueryUnit[]
  /** the query with its misspelt words corrected ("did you mean"), or null when nothing was corrected */
  respelt: string | null
}

/** At most this many alternatives per term: the term and seven synonyms. */
const MAX_ALTERNATIVES = 8

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })

/**
 * The key a word or phrase is compared by: folded (as the index stores it), a plural `s` dropped,
 * Latin words and Chinese runs separated by single spaces. `Toilette` and `toilette` are one key.
 */
export function termKey(text: string): string {
  return runs(normalizeText(text))
    .map((run) => (run.cjk ? run.text : stem(run.text)))
    .join(' ')
}

/** The units that must all occur for a key to match: Latin words as the search finds words, Chinese by bigrams. */
export function unitsOf(key: string): QueryUnit[] {
  const units = new Map<string, QueryUnit>()
  for (const part of key.split(' ')) {
    if (!part) continue
    if (isCjk(part)) {
      for (const gram of bigrams(part)) units.set(gram, { text: gram, match: 'within' })
    } else {
      units.set(part, { text: part, match: part.length >= INFIX_MIN_LENGTH ? 'within' : 'start' })
    }
  }
  return [...units.values()]
}

/**
 * The words of an unspaced Chinese run (`Intl.Segmenter`); a single character joins the word
 * after it (or before it, at the end), as the segmenter cuts compounds too finely for search:
 * `人造石浴缸` is `人造石` and `浴缸`, not `人`, `造石` and `浴缸`.
 */
export function chineseWords(run: string): string[] {
  const out: string[] = []
  let pending = ''
  for (const { segment, isWordLike } of segmenter.segment(run)) {
    if (!isWordLike) continue
    const text = pending + segment
    if ([...text].length < 2) {
      pending = text
      continue
    }
    out.push(text)
    pending = ''
  }
  if (pending) {
    if (out.length > 0) out[out.length - 1] += pending
    else out.push(pending)
  }
  return out
}

/** A Chinese run cut at the synonyms it contains (longest first), the rest cut into words. */
function chineseTerms(run: string, members: readonly string[]): string[] {
  if (!run) return []
  for (const member of members) {
    const at = run.indexOf(member)
    if (at === -1) continue
    return [...chineseTerms(run.slice(0, at), members), member, ...chineseTerms(run.slice(at + member.length), members)]
  }
  return chineseWords(run)
}

/** Which synonym groups each key belongs to. */
function synonymIndex(groups: readonly (readonly string[])[]): Map<string, string[][]> {
  const index = new Map<string, string[][]>()
  for (const group of groups) {
    const keys = [...new Set(group.map(termKey).filter(Boolean))]
    if (keys.length < 2) continue
    for (const key of keys) index.set(key, [...(index.get(key) ?? []), keys])
  }
  return index
}

/** Consecutive Latin words that form a phrase a synonym group names (`stone resin`) become one term. */
function joinPhrases(keys: string[], index: ReadonlyMap<string, unknown>): string[] {
  const out: string[] = []
  for (let i = 0; i < keys.length; i++) {
    let joined = false
    for (const n of [3, 2]) {
      const phrase = keys.slice(i, i + n)
      if (phrase.length === n && phrase.every((k) => !isCjk(k)) && index.has(phrase.join(' '))) {
        out.push(phrase.join(' '))
        i += n - 1
        joined = true
        break
      }
    }
    if (!joined) out.push(keys[i]!)
  }
  return out
}

/**
 * How a query is searched: respelt where a Latin word is found nowhere in the language's texts
 * (`Badewane` → `Badewanne`), cut into terms (words; Chinese by word segmentation, so the
 * words of `人造石浴缸` may stand apart in a title), each term with the synonyms the editors
 * keep as alternatives (`Toilette` also finds `WC`).
 */
export function planQuery(query: string, lexicon: Lexicon = emptyLexicon): QueryPlan {
  const respelt = respell(query, lexicon.words)
  const index = synonymIndex(lexicon.synonyms)
  const cjkMembers = [...index.keys()].filter((k) => !k.includes(' ') && isCjk(k)).sort((a, b) => b.length - a.length)
  const keys: string[] = []
  for (const run of runs(normalizeText(respelt ?? query))) {
    if (run.cjk) keys.push(...chineseTerms(run.text, cjkMembers))
    else keys.push(stem(run.text))
  }
  const terms = new Map<string, QueryTerm>()
  for (const key of joinPhrases(keys, index)) {
    if (terms.has(key)) continue
    const alternatives = new Map<string, QueryUnit[]>()
    for (const alternative of [key, ...(index.get(key) ?? []).flat()]) {
      const units = unitsOf(alternative)
      if (units.length > 0) alternatives.set(units.map((u) => u.text).join(' '), units)
    }
    if (alternatives.size === 0) continue
    terms.set(key, { key, alternatives: [...alternatives.values()].slice(0, MAX_ALTERNATIVES) })
  }
  const planned = [...terms.values()].slice(0, MAX_QUERY_UNITS)
  const units = new Map<string, QueryUnit>()
  for (const term of planned)
    for (const alternative of term.alternatives) for (const u of alternative) units.set(u.text, u)
  return { terms: planned, units: [...units.values()], respelt }
}

/** Whether a unit occurs in an entry's stored terms, as the database's LIKE finds it. */
const unitIn = (stored: string, unit: QueryUnit): boolean =>
  stored.includes(unit.match === 'within' ? unit.text : ` ${unit.text}`)

/** Whether a term occurs in an entry's stored terms (any of its alternatives, all of its units). */
export function termIn(stored: string, term: QueryTerm): boolean {
  return term.alternatives.some((alternative) => alternative.every((unit) => unitIn(stored, unit)))
}
