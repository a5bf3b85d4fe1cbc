/**
 * A field's text as a translation unit sees it: plain text with inline codes. A rich text
 * (Lexical) becomes its words with a paired code around each paragraph, heading, list item, link
 * and formatted run, and a standalone code for a line break or anything else without words; each
 * code's id names the node of the source it stands for. Back from a translation, the codes'
 * nodes are taken from the source as it is now (their marks, link addresses, heading levels) and
 * only the words are the translator's: a text returned with its codes unchanged gives the same
 * value, byte for byte.
 */

/** A run of text, a paired code around content, or a standalone code. */
export type Inline = string | InlinePair | InlineSingle
export type InlinePair = { kind: 'pair'; id: string; ctype: string; children: Inline[] }
export type InlineSingle = { kind: 'single'; id: string; ctype: string }

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown; format?: unknown; [key: string]: unknown }
type LexicalValue = { root: LexicalNode }

/** Why a translated text cannot be taken back; its key names the reason in the admin's texts. */
export class InlineCodeError extends Error {
  constructor(
    readonly reason: 'unknownCode' | 'repeatedCode' | 'textOutside' | 'codesInPlainText' | 'codeInRun',
    readonly code?: string,
  ) {
    super(code ? `${reason}: ${code}` : reason)
  }
}

export const isRichText = (value: unknown): value is LexicalValue =>
  value !== null && typeof value === 'object' && 'root' in value && typeof (value as LexicalValue).root === 'object'

const isTextNode = (node: LexicalNode) => node.type === 'text'
/** A run without marks: written as bare text. */
const isPlainRun = (node: LexicalNode) =>
  isTextNode(node) &&
  (node.format ?? 0) === 0 &&
  (node.style ?? '') === '' &&
  (node.mode ?? 'normal') === 'normal' &&
  (node.detail ?? 0) === 0

/** Lexical's text-format bits, as XLIFF 1.2 names the common ones. */
const FORMAT_CTYPES: Record<number, string> = { 1: 'bold', 2: 'italic', 8: 'underlined' }

function ctypeOf(node: LexicalNode): string {
  if (isTextNode(node)) return FORMAT_CTYPES[Number(node.format ?? 0)] ?? `x-format-${Number(node.format ?? 0)}`
  if (node.type === 'link' || node.type === 'autolink') return 'link'
  if (node.type === 'linebreak') return 'lb'
  return `x-${String(node.type ?? 'node')}`
}

/** Adjacent text runs joined, empty ones dropped. */
function joined(parts: Inline[]): Inline[] {
  const out: Inline[] = []
  for (const part of parts) {
    if (typeof part === 'string') {
      if (!part) continue
      const last = out[out.length - 1]
      if (typeof last === 'string') out[out.length - 1] = last + part
      else out.push(part)
    } else out.push(part)
  }
  return out
}

/** The nodes of a rich text that get a code, by id, numbered in document order from 1. */
function numbered(value: LexicalValue): Map<string, LexicalNode> {
  const nodes = new Map<string, LexicalNode>()
  const walk = (node: LexicalNode) => {
    if (isPlainRun(node)) return
    nodes.set(String(nodes.size + 1), node)
    if (Array.isArray(node.children)) for (const child of node.children as LexicalNode[]) walk(child)
  }
  for (const child of (value.root.children as LexicalNode[] | undefined) ?? []) walk(child)
  return nodes
}

/** A field's value as text with inline codes (a plain text is one run). */
export function toInline(value: unknown): Inline[] {
  if (typeof value === 'string') return joined([value])
  if (!isRichText(value)) return []
  let next = 0
  const code = (node: LexicalNode): Inline => {
    if (isPlainRun(node)) return String(node.text ?? '')
    const id = String(++next)
    if (isTextNode(node)) return { kind: 'pair', id, ctype: ctypeOf(node), children: joined([String(node.text ?? '')]) }
    if (Array.isArray(node.children))
      return { kind: 'pair', id, ctype: ctypeOf(node), children: joined((node.children as LexicalNode[]).map(code)) }
    return { kind: 'single', id, ctype: ctypeOf(node) }
  }
  return joined(((value.root.children as LexicalNode[] | undefined) ?? []).map(code))
}

/** The words of a text with inline codes, codes left out (as a reader sees them). */
export function inlineText(parts: readonly Inline[]): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : part.kind === 'pair' ? inlineText(part.children) : ''))
    .join('')
}

const DEFAULT_RUN = { detail: 0, format: 0, mode: 'normal', style: '', text: '', type: 'text', version: 1 }

/** The first run without marks of a rich text: new runs are written as it is (its keys' order). */
function plainRunOf(value: LexicalValue): LexicalNode {
  let found: LexicalNode | undefined
  const walk = (node: LexicalNode) => {
    if (found) return
    if (isPlainRun(node)) found = node
    else if (Array.isArray(node.children)) for (const child of node.children as LexicalNode[]) walk(child)
  }
  walk(value.root)
  return found ?? DEFAULT_RUN
}

/**
 * A translated text back as the field's value: for a plain text field, its words (codes refused);
 * for a rich text, the source's structure with the translation's words, the codes' nodes taken
 * from `source` (the field's source value now). Throws `InlineCodeError` on a code the source has
 * not, a code used twice, words outside every paragraph, or a code inside a formatted run.
 */
export function fromInline(parts: readonly Inline[], source: unknown): unknown {
  if (!isRichText(source)) {
    if (parts.some((part) => typeof part !== 'string')) throw new InlineCodeError('codesInPlainText')
    return parts.join('')
  }
  const nodes = numbered(source)
  const run = plainRunOf(source)
  const used = new Set<string>()
  const take = (id: string) => {
    const node = nodes.get(id)
    if (!node) throw new InlineCodeError('unknownCode', id)
    if (used.has(id)) throw new InlineCodeError('repeatedCode', id)
    used.add(id)
    return node
  }
  const build = (inner: readonly Inline[], atRoot: boolean): LexicalNode[] => {
    const out: LexicalNode[] = []
    for (const part of inner) {
      if (typeof part === 'string') {
        // Line breaks and indentation a tool put between paragraphs are not words.
        if (atRoot) {
          if (part.trim()) throw new InlineCodeError('textOutside')
          continue
        }
        if (part) out.push({ ...run, text: part })
        continue
      }
      const node = take(part.id)
      if (part.kind === 'single') {
        out.push(node)
        continue
      }
      if (isTextNode(node)) {
        if (part.children.some((child) => typeof child !== 'string')) throw new InlineCodeError('codeInRun', part.id)
        out.push({ ...node, text: part.children.join('') })
      } else if (Array.isArray(node.children)) out.push({ ...node, children: build(part.children, false) })
      else out.push(node)
    }
    return out
  }
  return { ...source, root: { ...source.root, children: build(parts, true) } }
}
