import { type Column, PdfWriter } from './document'

type Frame = {
  /** BCP 47 tag of the document's language */
  lang: string
  brand: string
  footer: string
  pageLabel: (page: number, pages: number) => string
  /** the day it was issued: the file's metadata, so the same content gives the same bytes */
  date: Date
}

/** A certificate as a PDF: its title and number over the certificate itself, as large as the page allows. */
export type CertificateContent = Frame & {
  title: string
  /** "Zertifikat-Nr. CPR-14428-SH-190417" */
  number: string | null
  /** the certificate as JPEG or PNG */
  picture: Buffer
  /** height ÷ width of the picture */
  aspect: number
}

export function certificateDocument(content: CertificateContent): Promise<Buffer> {
  const writer = new PdfWriter({ ...content, title: content.title, subject: content.title })
  writer.heading(content.title, 14)
  if (content.number) writer.paragraph(content.number, { size: 10 })
  writer.picture(content.picture, content.aspect)
  return writer.finish()
}

/** A test report: who tested what to which standard, the results and the conclusion. */
export type TestReportContent = Frame & {
  /** "Test report" */
  kind: string
  title: string
  /** the report's facts as label and value (number, date, laboratory, standard, client) */
  facts: { label: string; value: string }[]
  samplesHeading: string
  samples: string[]
  resultsHeading: string
  columns: [test: string, requirement: string, result: string]
  results: [string, string, string][]
  conclusion: string
}

export function testReportDocument(content: TestReportContent): Promise<Buffer> {
  const writer = new PdfWriter({ ...content, title: `${content.kind} · ${content.title}`, subject: content.kind })
  writer.heading(content.kind.toLocaleUpperCase(content.lang), 16)
  writer.paragraph(content.title, { size: 12 })
  writer.keyValues(content.facts)
  writer.subheading(content.samplesHeading, 10)
  writer.list(content.samples)
  writer.subheading(content.resultsHeading, 10)
  const columns: Column[] = [
    { header: content.columns[0], width: 4 },
    { header: content.columns[1], width: 4 },
    { header: content.columns[2], width: 2 },
  ]
  writer.table(columns, content.results)
  writer.paragraph(content.conclusion, { size: 9.5 })
  return writer.finish()
}
