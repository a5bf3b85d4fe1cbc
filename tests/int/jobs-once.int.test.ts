import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dbKind, startCms, type Cms } from './harness'

/**
 * Several instances share one database and each runs the job queue and the schedule
 * (JOBS_AUTORUN). Two Payload instances on the same database here, both working the queue at the
 * same time: every job must run once, and a scheduled job must be queued once per slot.
 * PostgreSQL only: it is the database of several instances (a SQLite file serves one instance).
 */
let cms: Cms
let other: Payload
const sent: { instance: string; marker: string }[] = []
const errors: unknown[] = []
const JOBS = 24

function recordMail(payload: Payload, instance: string) {
  const original = payload.sendEmail.bind(payload)
  payload.sendEmail = async (message: Record<string, unknown>) => {
    const marker = /jobs-once-\d+/.exec(String(message.text))?.[0]
    if (marker) sent.push({ instance, marker })
    // A mail server takes a moment: lets the other instance's claims interleave with this run.
    await new Promise((resolve) => setTimeout(resolve, 5))
    return original(message)
  }
}

const stored = {
  type: 'project' as const,
  status: 'new' as const,
  name: 'Wang Lei',
  tel: '13800138000',
  email: 'wang.lei@example.com',
  country: 'CN' as const,
  province: '浙江',
}

async function drain(payload: Payload) {
  for (let round = 0; round < 40; round++) {
    // A job claimed twice fails in one of the runs (it was deleted on completion by the other).
    const result = await payload.jobs.run({ queue: 'mail', limit: 3 }).catch((error: unknown) => {
      errors.push(error)
      return { noJobsRemaining: false }
    })
    if (result.noJobsRemaining) {
      const left = await payload.count({
        collection: 'payload-jobs',
        overrideAccess: true,
        where: { queue: { equals: 'mail' } },
      })
      if (left.totalDocs === 0) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

describe.skipIf(dbKind() !== 'postgres')(
  'jobs on two instances of one database (PostgreSQL only: SQLite serves one instance)',
  () => {
    beforeAll(async () => {
      cms = await startCms()
      // The same config on the same DATABASE_URL, initialised once more: a second instance with its
      // own database pool, as a second server would have.
      const { default: config } = await import('@payload-config')
      const { getPayload } = await import('payload')
      other = await getPayload({ config, key: `int-jobs-other-${process.pid}` })
      recordMail(cms.payload, 'a')
      recordMail(other, 'b')
    })

    afterAll(async () => {
      await other?.destroy()
      // Payload's destroy leaves the pool open (see the harness); dropping the database ends its
      // sessions, which the pool listener of payload.config's onInit ignores.
      await cms?.close()
    })

    it('runs every queued mail job once when both instances work the queue at the same time', async () => {
      for (let i = 0; i < JOBS; i++) {
        await cms.payload.create({
          collection: 'enquiries',
          overrideAccess: true,
          data: { ...stored, requirement: `Anfrage jobs-once-${i}` },
          context: { disableRevalidate: true },
        })
      }
      const queued = await cms.payload.count({
        collection: 'payload-jobs',
        overrideAccess: true,
        where: { queue: { equals: 'mail' } },
      })
      expect(queued.totalDocs).toBe(JOBS)

      await Promise.all([drain(cms.payload), drain(other), drain(cms.payload), drain(other)])

      const markers = sent.map((s) => s.marker)
      const duplicates = markers.filter((m, i) => markers.indexOf(m) !== i)
      expect(duplicates).toEqual([])
      expect(errors).toEqual([])
      expect(new Set(markers).size).toBe(JOBS)
      // Both instances did part of the work: the test did race them.
      expect(new Set(sent.map((s) => s.instance))).toEqual(new Set(['a', 'b']))
      const left = await cms.payload.count({
        collection: 'payload-jobs',
        overrideAccess: true,
        where: { queue: { equals: 'mail' } },
      })
      expect(left.totalDocs).toBe(0)
    })

    it('queues each scheduled clean-up (enquiries, the audit record) once when both instances handle the schedule at the same time', async () => {
      const tasks = ['enquiryRetention', 'auditRetention']
      const scheduled = (task: string) =>
        cms.payload.count({
          collection: 'payload-jobs',
          overrideAccess: true,
          where: { taskSlug: { equals: task } },
        })
      for (let round = 0; round < 5; round++) {
        await cms.payload.delete({
          collection: 'payload-jobs',
          overrideAccess: true,
          where: { taskSlug: { in: tasks } },
        })
        const results = await Promise.all([
          cms.payload.jobs.handleSchedules({ queue: 'maintenance' }),
          other.jobs.handleSchedules({ queue: 'maintenance' }),
          cms.payload.jobs.handleSchedules({ queue: 'maintenance' }),
          other.jobs.handleSchedules({ queue: 'maintenance' }),
        ])
        for (const task of tasks) {
          expect(
            results.reduce((n, r) => n + r.queued.filter((q) => q.taskConfig?.slug === task).length, 0),
            `round ${round}, ${task}`,
          ).toBe(1)
          expect((await scheduled(task)).totalDocs, `round ${round}, ${task}`).toBe(1)
        }
      }
      // The slot's job waits for its time (03:30), so running the queue now runs nothing.
      const job = await cms.payload.find({
        collection: 'payload-jobs',
        overrideAccess: true,
        where: { taskSlug: { equals: 'enquiryRetention' } },
      })
      expect(new Date(job.docs[0]!.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    })
  },
)
