/** Certificate pictures (900×1200): each group has its own kind of document, each index its own look. */
import type { CertificateGroup } from '@/lib/vocabularies'

import { docCertificate } from './certificate-art-docs'
import { honourArt } from './certificate-art-honour'
import { qualityArt, testingArt } from './certificate-art-lab'
import { CH, CW } from './certificate-art-paper'
import { patentSheet } from './certificate-art-patent'
import { Doc } from './svg'

/** 900×1200 picture of certificate `index` (0-based within its group), photographed on stone. */
export function certificateSvg(group: CertificateGroup, index: number): string {
  const i = Math.max(0, Math.floor(index))
  const doc = new Doc(CW, CH)
  const body: Record<CertificateGroup, () => string> = {
    standard: () => docCertificate(doc, 'standard', i),
    more: () => docCertificate(doc, 'more', i),
    patent: () => patentSheet(doc, i),
    honour: () => honourArt(doc, i),
    quality: () => qualityArt(doc, i),
    testing: () => testingArt(doc, i),
  }
  return doc.render(body[group]())
}
