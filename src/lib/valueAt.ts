/**
 * The value at a dotted path of a document as Payload returns it (`hotline.heading`,
 * `items.2.title`: list rows by position), or undefined where the path leads nowhere.
 */
export function valueAt(doc: unknown, path: string): unknown {
  let value = doc
  for (const key of path.split('.')) {
    const container = value as Record<string, unknown> | unknown[] | null
    if (container === null || typeof container !== 'object') return undefined
    value = Array.isArray(container) ? container[Number(key)] : container[key]
  }
  return value
}
