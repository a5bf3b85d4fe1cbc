import type { Payload } from 'payload'

import { bucketHas } from '@/cms/storage/s3'
import { env } from '@/env'

import {
  brokenLinks,
  contentLinks,
  expiringDocuments,
  missingFiles,
  picturesWithoutAlt,
  readContent,
  type BrokenLink,
  type Expiring,
  type MissingAlt,
  type MissingFile,
} from './check'
import { pagesWithoutText, type MissingPageText } from './pages'
import { pruneSearchMisses } from './searchMisses'

export const HEALTH_REPORTS = 'health-reports'

/** How many reports are kept: the newest is the board; the ones before it say what changed. */
export const HEALTH_REPORTS_KEPT = 10

/** What renewed a report: a change visitors can see, the nightly run, or someone on the board. */
export const healthTriggers = ['publish', 'nightly', 'request'] as const
export type HealthTrigger = (typeof healthTriggers)[number]

/** The content health board's findings, as the job stored them. */
export type HealthReport = {
  checkedAt: string
  tookMs: number
  /** how many links of the published content were followed */
  linksChecked: number
  broken: BrokenLink[]
  expiring: Expiring[]
  missingFiles: MissingFile[]
  undescribed: MissingAlt[]
  pagesWithoutText: MissingPageText[]
}

/** Checks the published content of all six languages once: every check of the board from one reading. */
export async function makeHealthReport(
  payload: Payload,
  options: { now?: Date; siteUrl?: string; exists?: (filename: string) => Promise<boolean> } = {},
): Promise<HealthReport> {
  const started = Date.now()
  const now = options.now ?? new Date()
  const reading = await readContent(payload)
  const links = await contentLinks(payload, { reading })
  const exists = options.exists ?? (env.s3 ? bucketHas(env.s3) : undefined)
  return {
    checkedAt: now.toISOString(),
    linksChecked: links.length,
    broken: await brokenLinks(payload, { siteUrl: options.siteUrl ?? env.siteUrl, links }),
    expiring: await expiringDocuments(payload, { now }),
    missingFiles: await missingFiles(payload, { reading, exists }),
    undescribed: await picturesWithoutAlt(payload, { reading }),
    pagesWithoutText: pagesWithoutText(reading.content),
    tookMs: Date.now() - started,
  }
}

/**
 * Checks the content and stores the report (the board shows the newest), keeps the newest
 * `HEALTH_REPORTS_KEPT`, and removes the counts of failed searches older than their period.
 */
export async function renewHealthReport(
  payload: Payload,
  trigger: HealthTrigger,
  options: Parameters<typeof makeHealthReport>[1] = {},
): Promise<HealthReport> {
  const report = await makeHealthReport(payload, options)
  await payload.create({
    collection: HEALTH_REPORTS,
    data: { checkedAt: report.checkedAt, trigger, tookMs: report.tookMs, report },
    depth: 0,
    overrideAccess: true,
  })
  const kept = await payload.find({
    collection: HEALTH_REPORTS,
    sort: '-checkedAt',
    limit: HEALTH_REPORTS_KEPT,
    depth: 0,
    overrideAccess: true,
    select: { checkedAt: true } as never,
  })
  const oldestKept = (kept.docs.at(-1) as { checkedAt?: string } | undefined)?.checkedAt
  if (kept.totalDocs > HEALTH_REPORTS_KEPT && oldestKept)
    await payload.delete({
      collection: HEALTH_REPORTS,
      where: { checkedAt: { less_than: oldestKept } },
      depth: 0,
      overrideAccess: true,
    })
  await pruneSearchMisses(payload, options.now)
  return report
}

/** A stored report and what renewed it. */
type StoredReport = { checkedAt: string; trigger: HealthTrigger; report: HealthReport }

/** The newest stored report and what renewed it; null before the first run. */
export async function latestHealthReport(payload: Payload): Promise<StoredReport | null> {
  const found = await payload.find({
    collection: HEALTH_REPORTS,
    sort: '-checkedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as unknown as StoredReport | undefined) ?? null
}
