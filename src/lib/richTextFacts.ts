import { resolveFacts, type FactTable } from '@/lib/facts'

function walk(node: unknown, facts: FactTable): unknown {
  if (Array.isArray(node)) return node.map((child) => walk(child, facts))
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    // Only Lexical text nodes carry a `text` string; formats, links and structure stay as they are.
    out[key] = key === 'text' && typeof value === 'string' ? resolveFacts(value, facts) : walk(value, facts)
  }
  return out
}

/** A copy of Lexical rich text with company fact tokens (`{{warranty_years}}`) resolved in its text nodes. */
export function resolveFactsInRichText<T extends object>(data: T, facts: FactTable): T {
  return walk(data, facts) as T
}
