/** The longest description search engines show in full (characters). */
export const DESCRIPTION_MAX = 160

/**
 * A text as a page's meta description: its first paragraph, spaces collapsed, at most `max`
 * characters. A longer one is cut where a word ends (in Chinese, after a punctuation mark when
 * there is one late enough) and ends with "…", never in the middle of a word.
 */
export function metaDescription(text: string | null | undefined, max = DESCRIPTION_MAX): string | undefined {
  const first = (text ?? '')
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim()
  if (!first) return undefined
  if (first.length <= max) return first
  const room = first.slice(0, max - 1)
  const space = room.lastIndexOf(' ')
  const mark = Math.max(...['。', '，', '；', '、', '：'].map((m) => room.lastIndexOf(m)))
  const cut = space >= max * 0.6 ? space : mark >= max * 0.5 ? mark + 1 : space > 0 ? space : max - 1
  return `${room.slice(0, cut).replace(/[\s,;:–—-]+$/u, '')}…`
}
