import type { RichBlock } from './content/types'

/** Lexical editor state, as Payload's rich-text fields store it. */
export type LexicalState = {
  root: {
    type: 'root'
    version: 1
    direction: 'ltr'
    format: ''
    indent: 0
    children: LexicalNode[]
  }
}

type LexicalNode = Record<string, unknown>

function text(value: string): LexicalNode {
  return { type: 'text', version: 1, text: value, format: 0, style: '', mode: 'normal', detail: 0 }
}

/** `[label](/de/list)` in a seed text: a link to that address (Lexical's custom link). */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

/** A text with its `[label](address)` links as link nodes. */
function inline(value: string): LexicalNode[] {
  const out: LexicalNode[] = []
  let last = 0
  for (const match of value.matchAll(LINK)) {
    if (match.index > last) out.push(text(value.slice(last, match.index)))
    out.push(
      container('link', [text(match[1]!)], {
        version: 3,
        fields: { linkType: 'custom', url: match[2]!, newTab: false },
      }),
    )
    last = match.index + match[0].length
  }
  if (last < value.length || out.length === 0) out.push(text(value.slice(last)))
  return out
}

function container(type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode {
  return { type, version: 1, direction: 'ltr', format: '', indent: 0, children, ...extra }
}

function block(b: RichBlock): LexicalNode {
  if ('h2' in b) return container('heading', [text(b.h2)], { tag: 'h2' })
  if ('h3' in b) return container('heading', [text(b.h3)], { tag: 'h3' })
  if ('ul' in b) {
    return container(
      'list',
      b.ul.map((item, i) => container('listitem', inline(item), { value: i + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  }
  return container('paragraph', inline(b.p), { textFormat: 0, textStyle: '' })
}

export function toLexical(blocks: readonly RichBlock[]): LexicalState {
  return {
    root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: blocks.map(block) },
  }
}
