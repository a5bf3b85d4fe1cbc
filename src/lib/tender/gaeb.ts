import { oneLine, positionNumber, SHORT_TEXT_MAX, type TenderDocument } from './document'

/** GAEB DA XML 3.3, exchange phase 81 (Leistungsbeschreibung): the namespace readers dispatch on. */
export const GAEB_X81_NAMESPACE = 'http://www.gaeb.de/GAEB_DA_XML/DA81/3.3'

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A normalized string of GAEB's kind (one line) cut to its type's length. */
const clip = (text: string, max: number): string => {
  const line = oneLine(text)
  return line.length <= max ? line : line.slice(0, max)
}

const el = (name: string, text: string): string => `<${name}>${escape(text)}</${name}>`

/** GAEB's formatted text: a paragraph per line, the line in a span. */
const paragraphs = (lines: readonly string[]): string =>
  lines.map((line) => `<p><span>${escape(oneLine(line))}</span></p>`).join('')

/** A quantity with GAEB's three decimals ("2.000"). */
const quantity = (value: number): string => value.toFixed(3)

/**
 * A bill of quantities in GAEB DA XML 3.3, phase X81, as tender software imports it: one
 * section (01) with a position per item (0010, 0020 …), each with its quantity and unit, its
 * long text (DetailTxt) and short text (OutlTxt, at most 70 characters), and the product it
 * names (brand and article number). No prices: an X81 asks for them.
 */
export function gaebX81(doc: TenderDocument): string {
  const date = doc.date.toISOString()
  const items = doc.positions
    .map((p, i) => {
      const n = positionNumber(i)
      return [
        `<Item ID="Item_${n.section}_${n.item}" RNoPart="${n.item}">`,
        el('Qty', quantity(p.quantity)),
        el('QU', clip(p.unit, 4)),
        '<Description><CompleteText>',
        `<DetailTxt><Text>${paragraphs(p.lines)}</Text></DetailTxt>`,
        `<OutlineText><OutlTxt><TextOutlTxt>${paragraphs([p.short.slice(0, SHORT_TEXT_MAX)])}</TextOutlTxt></OutlTxt></OutlineText>`,
        '</CompleteText></Description>',
        p.article
          ? `<Product><Article>${el('Brand', clip(p.brand, 60))}${el('ArtNo', clip(p.article, 15))}</Article></Product>`
          : '',
        '</Item>',
      ].join('')
    })
    .join('\n')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<GAEB xmlns="${GAEB_X81_NAMESPACE}">`,
    '<GAEBInfo>',
    el('Version', '3.3'),
    el('VersDate', '2021-05'),
    el('Date', date.slice(0, 10)),
    el('Time', date.slice(11, 19)),
    el('ProgSystem', clip(doc.brand, 60)),
    el('ProgName', clip(doc.source.replace(/^https?:\/\//, ''), 60)),
    '</GAEBInfo>',
    '<PrjInfo>',
    el('NamePrj', clip(doc.title, 60)),
    el('LblPrj', clip(doc.meta, 100)),
    '</PrjInfo>',
    '<Award>',
    el('DP', '81'),
    '<BoQ ID="BoQ_1">',
    '<BoQInfo>',
    el('Name', clip(doc.brand, 20)),
    el('LblBoQ', clip(doc.title, 60)),
    el('Date', date.slice(0, 10)),
    el('OutlCompl', 'AllTxt'),
    '<BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn>',
    '<BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>',
    '</BoQInfo>',
    '<BoQBody>',
    `<BoQCtgy ID="Ctgy_01" RNoPart="01">`,
    `<LblTx>${paragraphs([doc.section])}</LblTx>`,
    '<BoQBody><Itemlist>',
    items,
    '</Itemlist></BoQBody>',
    '</BoQCtgy>',
    '</BoQBody>',
    '</BoQ>',
    '</Award>',
    '</GAEB>',
    '',
  ].join('\n')
}
