import { Document, HeadingLevel, Packer, Paragraph, Tab, TabStopType, TextRun } from 'docx'

import { type TenderBlock, type TenderDocument, tenderBlocks } from './document'

/** Word's measure: twentieths of a point (1 cm = 567). */
const CM = 567

const paragraphOf = (block: TenderBlock): Paragraph => {
  switch (block.kind) {
    case 'title':
      return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] })
    case 'meta':
      return new Paragraph({ style: 'TenderMeta', children: [new TextRun(block.text)] })
    case 'head':
      // The position's number, a tab, its short text: the number column of a bill of quantities.
      return new Paragraph({
        heading: HeadingLevel.HEADING_2,
        keepNext: true,
        tabStops: [{ type: TabStopType.LEFT, position: 2 * CM }],
        children: [new TextRun(block.number), new TextRun({ children: [new Tab(), block.text] })],
      })
    case 'line':
      return new Paragraph({ style: 'TenderLine', indent: { left: 2 * CM }, children: [new TextRun(block.text)] })
    case 'quantity':
      return new Paragraph({
        style: 'TenderLine',
        indent: { left: 2 * CM },
        spacing: { before: 120, after: 240 },
        children: [new TextRun({ text: block.text, bold: true })],
      })
  }
}

/**
 * The tender text as a Word document (DOCX) that Word, LibreOffice and Pages open and edit: the
 * same blocks as the plain text, the positions as headings (Word's navigation lists them), the
 * document's language set for its spelling check. Fonts are the readers' own (Arial, or the
 * system's CJK font for Chinese).
 */
export async function tenderDocx(doc: TenderDocument): Promise<Buffer> {
  const cjk = /^zh/.test(doc.lang)
  const font = cjk ? { ascii: 'Arial', hAnsi: 'Arial', eastAsia: 'Microsoft YaHei' } : 'Arial'
  const document = new Document({
    creator: doc.brand,
    title: doc.title,
    description: doc.meta,
    styles: {
      default: {
        document: {
          run: { font, size: 20, language: cjk ? { value: 'en-GB', eastAsia: doc.lang } : { value: doc.lang } },
          paragraph: { spacing: { after: 60 } },
        },
        heading1: { run: { font, size: 32, bold: true }, paragraph: { spacing: { after: 120 } } },
        heading2: { run: { font, size: 22, bold: true }, paragraph: { spacing: { before: 240, after: 80 } } },
      },
      paragraphStyles: [
        { id: 'TenderMeta', name: 'Tender meta', run: { font, size: 18, color: '5F5F5F' } },
        { id: 'TenderLine', name: 'Tender text', run: { font, size: 20 } },
      ],
    },
    sections: [
      {
        properties: { page: { margin: { top: 2 * CM, bottom: 2 * CM, left: 2.5 * CM, right: 2 * CM } } },
        children: tenderBlocks(doc).map(paragraphOf),
      },
    ],
  })
  return Packer.toBuffer(document)
}
