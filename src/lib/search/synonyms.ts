/** At most this many words in a synonym group, each at most this long. */
export const SYNONYMS_MAX = 12
export const SYNONYM_MAX_LENGTH = 60

/** The words of a synonym group as an editor writes them: separated by commas (also `，`, `、` and `;`). */
export function splitSynonyms(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、;；]/)
        .map((w) => w.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    ),
  ]
}
