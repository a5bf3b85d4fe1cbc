import sharp from 'sharp'

import { certificateDocument, testReportDocument } from '@/lib/pdf/evidence'
import type { CertificateGroup } from '@/lib/vocabularies'

import type { CertificateSeed, L, TestReportSeed } from './content/types'
import type { SeedContext } from './context'
import { certificateSvg } from './images/certificate-art'
import { rasterize } from './images/rasterize'
import { ensureFile } from './media'

type Id = number | string

/**
 * The demo's certificates and test reports as the documents they are (PDF), besides the pictures
 * the pages show: a certificate as issued, a test report with its samples, results and
 * conclusion. Written in English, as the laboratories issue them; the same on every seed.
 */

const brand = 'SANHAUS'
const issued = (year: number) => new Date(Date.UTC(year, 5, 30))
const pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`
const STANDARD = /\b(?:DIN\s+)?EN(?:\s+ISO)?\s+\d{2,5}(?:-\d+)*/

/** What a PDF is called in the media library, in every language. */
const described = (caption: L): L =>
  Object.fromEntries(Object.entries(caption).map(([l, text]) => [l, `${text} (PDF)`])) as L

export async function certificatePdf(
  ctx: SeedContext,
  group: CertificateGroup,
  index: number,
  item: CertificateSeed,
): Promise<Id> {
  return ensureFile(
    ctx,
    `certificate-${group}-${index + 1}.pdf`,
    'application/pdf',
    described(item.caption),
    async () => {
      // The picture the certificate's upload was made from (the same drawing and size: read back from the cache).
      const png = await rasterize(certificateSvg(group, index), 900, 'png')
      const { width = 1, height = 1 } = await sharp(png).metadata()
      const picture = await sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
      const year = Number(/(?:19|20)\d{2}/.exec(item.number ?? '')?.[0] ?? 2020)
      return certificateDocument({
        lang: 'en-GB',
        brand,
        title: item.caption.en,
        number: item.number ? `Certificate No. ${item.number}` : null,
        picture,
        aspect: height / width,
        footer: `${brand} · ${item.caption.en}`,
        pageLabel,
        date: issued(year),
      })
    },
  )
}

export async function testReportPdf(ctx: SeedContext, report: TestReportSeed, samples: string[]): Promise<Id> {
  return ensureFile(ctx, `test-report-${report.number}.pdf`, 'application/pdf', described(report.title), () => {
    const standard = STANDARD.exec(report.title.en)?.[0] ?? '—'
    return testReportDocument({
      lang: 'en-GB',
      brand,
      kind: 'Test report',
      title: report.title.en,
      facts: [
        { label: 'Report number', value: report.number },
        { label: 'Date of issue', value: `30 June ${report.year}` },
        { label: 'Laboratory', value: 'SANHAUS testing laboratory, Pujiang (Zhejiang), China' },
        { label: 'Standard', value: standard },
        { label: 'Client', value: 'SANHAUS Bad GmbH, Frankfurt am Main, Germany' },
      ],
      samplesHeading: 'Samples tested',
      samples: samples.length ? samples : ['Production samples of the series named in the title'],
      resultsHeading: 'Results',
      columns: ['Test', 'Requirement', 'Result'],
      results: [[report.title.en, standard, 'Pass']],
      conclusion: `The samples tested meet the requirements of ${standard} named above. This report relates only to the samples tested.`,
      footer: `${brand} · Test report ${report.number}`,
      pageLabel,
      date: issued(report.year),
    })
  })
}
