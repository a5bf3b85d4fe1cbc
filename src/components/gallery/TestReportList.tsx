import { mediaUrl } from '@/lib/media'
import type { TestReport } from '@/payload-types'
import { reveal } from '@/ui/text'

import { SectionHead } from './SectionHead'
import styles from './Sections.module.css'

type Props = {
  id: string
  index: number
  heading: string
  reports: TestReport[]
  documentLabel: string
  stone?: boolean
}

/** The register of test reports: title, report number and year; the title links the document when there is one. */
export function TestReportList({ id, index, heading, reports, documentLabel, stone = false }: Props) {
  if (reports.length === 0) return null
  return (
    <section id={id} className={stone ? 'section section--stone' : 'section'} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHead id={`${id}-heading`} index={index} heading={heading} />
        <ol className={styles.reports}>
          {reports.map((report, i) => {
            const href = mediaUrl(report.document)
            return (
              <li key={report.id} className={styles.report} data-reveal style={reveal(i % 6)}>
                <span className={styles.reportTitle}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener">
                      {report.title}
                      <span className={styles.tag}>{documentLabel}</span>
                    </a>
                  ) : (
                    report.title
                  )}
                </span>
                <span className={styles.reportNumber}>{report.number}</span>
                <span className={styles.reportYear}>{report.year}</span>
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
