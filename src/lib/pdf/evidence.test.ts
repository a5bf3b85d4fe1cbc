import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { certificateDocument, testReportDocument } from './evidence'
import { pdfText } from '../../../tests/support/pdfText'

const squash = (text: string) => text.replace(/\s+/g, '')
const frame = {
  lang: 'en-GB',
  brand: 'SANHAUS',
  footer: 'SANHAUS',
  pageLabel: (page: number, pages: number) => `Page ${page} of ${pages}`,
  date: new Date('2020-06-30T00:00:00Z'),
}

describe('certificates and test reports as documents, read back with pdf.js', () => {
  it('a certificate: its title and number over the picture, on one page', async () => {
    const picture = await sharp({ create: { width: 600, height: 840, channels: 3, background: '#f4f1ec' } })
      .jpeg()
      .toBuffer()
    const bytes = await certificateDocument({
      ...frame,
      title: 'CE marking — shower enclosures to EN 14428',
      number: 'Certificate No. CPR-14428-SH-190417',
      picture,
      aspect: 840 / 600,
    })
    const { text, info, pages } = await pdfText(bytes)
    expect(info.Title).toBe('CE marking — shower enclosures to EN 14428')
    expect(squash(text)).toContain(squash('Certificate No. CPR-14428-SH-190417'))
    expect(pages).toHaveLength(1)
  })

  it('a test report: its facts, the samples, the results and the conclusion', async () => {
    const bytes = await testReportDocument({
      ...frame,
      kind: 'Test report',
      title: 'Load test of stone-resin basins to EN 14688',
      facts: [
        { label: 'Report number', value: 'SH-TR-2019-014' },
        { label: 'Standard', value: 'EN 14688' },
      ],
      samplesHeading: 'Samples tested',
      samples: ['Luna 60 wall-hung basin', 'Nova 45 countertop basin'],
      resultsHeading: 'Results',
      columns: ['Test', 'Requirement', 'Result'],
      results: [['Load test of stone-resin basins to EN 14688', 'EN 14688', 'Pass']],
      conclusion: 'The samples tested meet the requirements of EN 14688 named above.',
    })
    const flat = squash((await pdfText(bytes)).text)
    for (const part of ['TEST REPORT', 'SH-TR-2019-014', 'Luna 60 wall-hung basin', 'Nova 45 countertop basin', 'Pass'])
      expect(flat).toContain(squash(part))
    expect(flat).toContain(squash('The samples tested meet the requirements of EN 14688 named above.'))
  })
})
