/** A text cut to a format's length at a word's end, counted in characters as the schemas count them. */
export function clip(text: string | null | undefined, max: number): string | undefined {
  const t = text?.trim()
  if (!t) return undefined
  const chars = [...t]
  if (chars.length <= max) return t
  const head = chars.slice(0, max - 1).join('')
  const space = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'))
  // Chinese has no spaces between words: there the text ends at a character.
  return `${(space > head.length / 2 ? head.slice(0, space) : head).trimEnd()}…`
}
