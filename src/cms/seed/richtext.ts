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

function container(type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode {
  return { type, version: 1, direction: 'ltr', format: '', indent: 0, children, ...extra }
}

function block(b: RichBlock): LexicalNode {
  if ('h2' in b) return container('heading', [text(b.h2)], { tag: 'h2' })
  if ('h3' in b) return container('heading', [text(b.h3)], { tag: 'h3' })
  if ('ul' in b) {
    return container(
      'list',
      b.ul.map((item, i) => container('listitem', [text(item)], { value: i + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  }
  return container('paragraph', [text(b.p)], { textFormat: 0, textStyle: '' })
}

export function toLexical(blocks: readonly RichBlock[]): LexicalState {
  return {
    root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: blocks.map(block) },
  }
}
