import type { TaskConfig } from 'payload'

import { MAINTENANCE_QUEUE } from '@/cms/collections/enquiries/tasks'
import { env } from '@/env'

import { AUDIT_COLLECTION, AUDIT_MONTHS_DEFAULT } from './record'

/** The instant before which lines are removed: `months` calendar months before `now`. */
export function auditCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Removes the audit record's lines older than the settings' period (`records.auditMonths`), with
 * the nightly maintenance (ENQUIRY_RETENTION_SCHEDULE). The only way a line is ever removed.
 */
export const auditRetentionTask: TaskConfig<'auditRetention'> = {
  slug: 'auditRetention',
  schedule: [{ cron: env.enquiry.retentionSchedule, queue: MAINTENANCE_QUEUE }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req, job }) => {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const months = Number(settings.records?.auditMonths) || AUDIT_MONTHS_DEFAULT
    const cutoff = auditCutoff(new Date(), months).toISOString()
    const result = await req.payload.delete({
      collection: AUDIT_COLLECTION,
      where: { createdAt: { less_than: cutoff } },
      overrideAccess: true,
      depth: 0,
    })
    if (result.errors.length) throw new Error(`audit retention: ${result.errors.length} lines could not be removed`)
    const slot = job.waitUntil ? ` (slot ${new Date(job.waitUntil).toISOString()})` : ''
    req.payload.logger.info(
      `[jobs] audit retention: removed ${result.docs.length} lines older than ${months} months${slot}`,
    )
    return { output: { deleted: result.docs.length } }
  },
}
