type Node = { type?: unknown; tag?: unknown; children?: unknown }

const LEVEL = /^h([1-6])$/

/**
 * A Lexical value whose headings are moved up or down together so the highest becomes `top`
 * (their order kept, none below h6). The value is copied, not changed.
 */
export function headingsFrom<T>(value: T, top: number): T {
  const levels: number[] = []
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const { type, tag, children } = node as Node
    if (type === 'heading' && typeof tag === 'string' && LEVEL.test(tag)) levels.push(Number(tag[1]))
    if (Array.isArray(children)) children.forEach(collect)
  }
  const root = (value as { root?: unknown } | null | undefined)?.root
  collect(root)
  if (levels.length === 0) return value
  const shift = top - Math.min(...levels)
  if (shift === 0) return value
  const move = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node
    const { type, tag, children } = node as Node
    const moved: Record<string, unknown> = { ...(node as object) }
    if (type === 'heading' && typeof tag === 'string' && LEVEL.test(tag))
      moved.tag = `h${Math.min(6, Math.max(1, Number(tag[1]) + shift))}`
    if (Array.isArray(children)) moved.children = children.map(move)
    return moved
  }
  return { ...(value as object), root: move(root) } as T
}
