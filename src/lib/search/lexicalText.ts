type Node = { type?: unknown; text?: unknown; children?: unknown }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'root'])

/** The plain text of a Lexical rich-text value (as Payload stores it), blocks on their own lines. */
export function lexicalText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const { type, text, children } = node as Node
    if (typeof text === 'string') parts.push(text)
    if (Array.isArray(children)) for (const child of children) walk(child)
    if (typeof type === 'string' && BLOCKS.has(type)) parts.push('\n')
  }
  walk((value as { root?: unknown } | null | undefined)?.root)
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
