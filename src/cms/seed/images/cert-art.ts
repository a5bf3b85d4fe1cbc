/**
 * Certificate pictures (900×1200): every certificate of the qualification page
 * shown as a framed document, plaque or drawing sheet, distinct per group and index.
 */
import type { CertificateGroup } from '../content/types'
import { type Diploma, diploma } from './cert-art-diploma'
import { CH, CW } from './cert-art-kit'
import { honours } from './cert-art-honour'
import { labSheet, qualitySheet } from './cert-art-lab'
import { patentSheet } from './cert-art-patent'
import { Doc, pick } from './svg'

/** EN/ISO conformity marks and management-system certificates. */
const standard: readonly Diploma[] = [
  { ink: 'teal', frame: 'oak', border: 'braid', header: 'band', seal: 'br', sealStyle: 'gold', ce: true, paper: '#FFFFFF' },
  { ink: 'blue', frame: 'black', border: 'loops', header: 'rule', seal: 'bl', sealStyle: 'gold', ce: true, paper: '#FBF8F1', watermark: true },
  { ink: 'brass', frame: 'walnut', border: 'chain', header: 'crest', seal: 'bc', sealStyle: 'gold', ce: false, paper: '#FAF6EE' },
  { ink: 'burgundy', frame: 'white', border: 'rope', header: 'side', seal: 'br', sealStyle: 'ink', ce: false, paper: '#FFFFFF', wall: '#E9E4DC' },
  { ink: 'green', frame: 'black', border: 'braid', header: 'band', seal: 'tr', sealStyle: 'foil', ce: false, paper: '#F7F8F5', land: true },
  { ink: 'teal', frame: 'brass', border: 'loops', header: 'crest', seal: 'bl', sealStyle: 'gold', ce: true, paper: '#FFFDF8', mat: 0, watermark: true },
  { ink: 'blue', frame: 'oak', border: 'rope', header: 'band', seal: 'bc', sealStyle: 'foil', ce: true, paper: '#F6F8FA', land: true },
  { ink: 'graphite', frame: 'alu', border: 'chain', header: 'rule', seal: 'br', sealStyle: 'gold', ce: false, paper: '#FFFFFF', wall: '#E4E6E4' },
]

/** National marks, third-party tests and approvals. */
const more: readonly Diploma[] = [
  { ink: 'burgundy', frame: 'walnut', border: 'braid', header: 'crest', seal: 'br', sealStyle: 'gold', ce: false, paper: '#FBF7EE', watermark: true },
  { ink: 'teal', frame: 'white', border: 'chain', header: 'side', seal: 'bl', sealStyle: 'foil', ce: true, paper: '#FFFFFF', wall: '#E7ECEA' },
  { ink: 'blue', frame: 'brass', border: 'braid', header: 'band', seal: 'bc', sealStyle: 'gold', ce: false, paper: '#FAFBFC', land: true },
  { ink: 'brass', frame: 'black', border: 'rope', header: 'rule', seal: 'tr', sealStyle: 'gold', ce: false, paper: '#FFFCF5', mat: 0 },
  { ink: 'green', frame: 'oak', border: 'loops', header: 'band', seal: 'bl', sealStyle: 'ink', ce: true, paper: '#FFFFFF' },
  { ink: 'graphite', frame: 'walnut', border: 'chain', header: 'crest', seal: 'bc', sealStyle: 'foil', ce: false, paper: '#F8F6F1', wall: '#ECE3D5' },
  { ink: 'burgundy', frame: 'alu', border: 'loops', header: 'rule', seal: 'br', sealStyle: 'ink', ce: true, paper: '#FFFFFF', land: true, watermark: true },
  { ink: 'teal', frame: 'black', border: 'rope', header: 'side', seal: 'tr', sealStyle: 'gold', ce: false, paper: '#FBFAF8' },
]

/** Picture for the `index`-th certificate of `group`; indices beyond the group's size wrap. */
export function certificateSvg(group: CertificateGroup, index: number): string {
  const i = Math.max(0, Math.floor(index))
  const doc = new Doc(CW, CH)
  const seedNo = i * 31 + group.length * 7
  switch (group) {
    case 'standard':
      return doc.render(diploma(doc, pick(standard, i), seedNo))
    case 'more':
      return doc.render(diploma(doc, pick(more, i), seedNo + 500))
    case 'patent':
      return doc.render(patentSheet(doc, i))
    case 'honour':
      return doc.render(pick(honours, i)(doc))
    case 'quality':
      return doc.render(qualitySheet(doc, i))
    case 'testing':
      return doc.render(labSheet(doc, i))
  }
}
