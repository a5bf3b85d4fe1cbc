import type { Locale } from '@/i18n/locales'

/**
 * Sentences as a translation memory stores them. `Intl.Segmenter` finds the sentence ends of
 * each language (Chinese ends at 。！？ as well as at . ! ?); an abbreviation ends no sentence,
 * so a boundary that an abbreviation of the language spans or ends ("z. B.", "ecc.", "p. ex.",
 * "Nr.") is joined again.
 */
export const abbreviations: Readonly<Record<Locale, readonly string[]>> = {
  de: [
    'z. B.',
    'z.B.',
    'd. h.',
    'd.h.',
    'u. a.',
    'u.a.',
    'o. Ä.',
    's. o.',
    's. u.',
    'bzw.',
    'ca.',
    'usw.',
    'etc.',
    'inkl.',
    'zzgl.',
    'ggf.',
    'evtl.',
    'vgl.',
    'bspw.',
    'Nr.',
    'Dr.',
    'Str.',
    'Mio.',
    'Mrd.',
    'max.',
    'min.',
    'Abb.',
    'Art.',
    'Tel.',
  ],
  zh: [],
  en: ['e.g.', 'i.e.', 'etc.', 'approx.', 'incl.', 'No.', 'Mr.', 'Mrs.', 'Ms.', 'Dr.', 'max.', 'min.', 'vs.', 'Fig.'],
  it: ['ecc.', 'es.', 'p. es.', 'ad es.', 'cfr.', 'ca.', 'n.', 'nr.', 'sig.', 'dott.', 'max.', 'min.', 'incl.', 'tel.'],
  fr: ['p. ex.', 'env.', 'etc.', 'cf.', 'M.', 'Mme.', 'n°.', 'max.', 'min.', 'tél.', 'incl.', 'réf.'],
  es: ['p. ej.', 'etc.', 'aprox.', 'Sr.', 'Sra.', 'núm.', 'n.º', 'máx.', 'mín.', 'incl.', 'tel.', 'ej.'],
}

const letter = /[\p{L}\p{N}]/u

/** Whether `text` ends with `part` as a word of its own (no letter glued to its front). */
function endsWithWord(text: string, part: string): boolean {
  if (!text.endsWith(part)) return false
  const before = text.charAt(text.length - part.length - 1)
  return before === '' || !letter.test(before)
}

/** Whether an abbreviation of the language spans or ends at the boundary between `left` and `right`. */
function abbreviationAt(left: string, right: string, list: readonly string[]): boolean {
  const end = left.trimEnd()
  const start = right.trimStart()
  for (const abbreviation of list) {
    // Each place a sentence boundary could fall inside it: after one of its dots.
    for (let i = 0; i < abbreviation.length; i++) {
      if (abbreviation[i] !== '.') continue
      const head = abbreviation.slice(0, i + 1).trimEnd()
      const tail = abbreviation.slice(i + 1).trimStart()
      if (endsWithWord(end, head) && start.startsWith(tail)) return true
    }
  }
  return false
}

const segmenters = new Map<Locale, Intl.Segmenter>()

/** The sentences of a text, trimmed, empty ones left out. */
export function sentences(text: string, locale: Locale): string[] {
  let segmenter = segmenters.get(locale)
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' })))
  const list = abbreviations[locale]
  const out: string[] = []
  for (const { segment } of segmenter.segment(text)) {
    const last = out.length - 1
    if (last >= 0 && abbreviationAt(out[last]!, segment, list)) out[last] += segment
    else out.push(segment)
  }
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean)
}
