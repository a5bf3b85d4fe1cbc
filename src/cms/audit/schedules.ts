import type { Payload, PayloadRequest } from 'payload'

import { titleOf as titleOfDoc } from './hooks'
import { actingUser, recordAudit, type AuditLine } from './record'

/** What Payload's schedule-publish server function is asked, as far as the record needs it. */
export type ScheduleCall = {
  type?: 'publish' | 'unpublish'
  date?: string
  deleteID?: number | string
  doc?: { relationTo?: string; value?: number | string }
  global?: string
  localeToPublish?: string
  timezone?: string
}

type Job = {
  id: number | string
  waitUntil?: string | null
  input?: Omit<ScheduleCall, 'date' | 'deleteID'> & { locale?: string }
}

/** The schedule a cancel names, read before the server function deletes it. */
export async function scheduleToCancel(payload: Payload, call: ScheduleCall): Promise<Job | null> {
  if (call.deleteID === undefined) return null
  const job = (await payload
    .findByID({ collection: 'payload-jobs', id: call.deleteID, depth: 0, overrideAccess: true })
    .catch(() => null)) as (Job & { taskSlug?: string }) | null
  return job?.taskSlug === 'schedulePublish' ? job : null
}

async function titleOf(payload: Payload, target: Pick<ScheduleCall, 'doc' | 'global'>): Promise<string | null> {
  if (target.global) return target.global
  const slug = target.doc?.relationTo
  if (!slug || target.doc?.value === undefined) return null
  const config = payload.collections[slug as keyof typeof payload.collections]?.config
  if (!config) return null
  const doc = (await payload
    .findByID({
      collection: slug as never,
      id: target.doc.value,
      depth: 0,
      draft: true,
      overrideAccess: true,
      trash: true,
    })
    .catch(() => null)) as Record<string, unknown> | null
  return doc ? titleOfDoc(config, doc) : null
}

async function lineFor(
  payload: Payload,
  target: Pick<ScheduleCall, 'doc' | 'global' | 'type'>,
  when: string | null | undefined,
  locale: string | undefined,
  zone: string | undefined,
): Promise<Omit<AuditLine, 'action' | 'user'>> {
  const entity = target.global
    ? ({ kind: 'global', slug: target.global } as const)
    : target.doc?.relationTo
      ? ({ kind: 'collection', slug: target.doc.relationTo } as const)
      : null
  return {
    entity,
    documentId: target.doc?.value ?? null,
    title: await titleOf(payload, target),
    languages: locale ? [locale] : [],
    detail: `${target.type === 'unpublish' ? 'unpublish' : 'publish'} ${when ?? ''}${zone ? ` (${zone})` : ''}`.trim(),
  }
}

/** The lines of a schedule made or cancelled through the admin, after the server function succeeded. */
export async function recordScheduleCall(
  payload: Payload,
  user: PayloadRequest['user'],
  call: ScheduleCall,
  cancelled: Job | null,
): Promise<void> {
  const by = actingUser({ user })
  if (cancelled) {
    const input = cancelled.input ?? {}
    await recordAudit(payload, {
      action: 'scheduleCancelled',
      user: by,
      ...(await lineFor(payload, input, cancelled.waitUntil, input.locale, input.timezone)),
    })
  }
  if (call.type && call.date && (call.doc || call.global)) {
    await recordAudit(payload, {
      action: 'schedule',
      user: by,
      ...(await lineFor(payload, call, call.date, call.localeToPublish, call.timezone)),
    })
  }
}
