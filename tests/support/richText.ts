/**
 * A rich text (Lexical's editor state) of one paragraph, and any further nodes (an upload), as the
 * admin's editor stores it: what tests write into rich-text fields.
 */
export const richText = (text: string, ...more: Record<string, unknown>[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }],
      },
      ...more,
    ],
  },
})
