import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectedMigrations, healthReport, redisAnswers } from '@/lib/cms/health'
import { resilientRedis } from '@/lib/redis/connection.mjs'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { cmsOfFile } from './harness'

const cms = cmsOfFile()
let expected: string[]

beforeAll(async () => {
  expected = (cms.kind === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name)
})

it('expects the migrations committed for the configured database', () => {
  expect(expectedMigrations(cms.payload)).toEqual(expected)
})

describe('health report for load balancers', () => {
  it('says starting until the CMS has booted', async () => {
    expect(await healthReport(cms.payload, false, true)).toEqual({ status: 'starting' })
  })

  it('is ok when the database answers and every migration of the build is applied', async () => {
    expect(await healthReport(cms.payload, true, true)).toEqual({ status: 'ok', database: 'up', migrations: 'current' })
  })

  it('names the migrations a database lacks', async () => {
    const last = expected[expected.length - 1]!
    const rows = await cms.payload.find({
      collection: 'payload-migrations',
      where: { name: { equals: last } },
      overrideAccess: true,
    })
    const row = rows.docs[0]!
    await cms.payload.delete({ collection: 'payload-migrations', id: row.id, overrideAccess: true })
    try {
      expect(await healthReport(cms.payload, true, true)).toEqual({
        status: 'error',
        database: 'up',
        migrations: 'pending',
        pending: [last],
      })
    } finally {
      await cms.payload.create({
        collection: 'payload-migrations',
        data: { name: last, batch: row.batch },
        overrideAccess: true,
      })
    }
    expect((await healthReport(cms.payload, true, true)).status).toBe('ok')
  })

  it('reports the database down when it does not answer', async () => {
    const release = await cms.blockDatabase()
    try {
      // SQLite: a read still works beside another writer, so the check reads from a closed client instead.
      const report =
        cms.kind === 'postgres'
          ? await healthReport(cms.payload, true, true)
          : await healthReport(() => Promise.reject(new Error('database closed')), true, true)
      expect(report).toEqual({ status: 'error', database: 'down' })
    } finally {
      await release()
    }
  })
})

describe('health report with Redis (REDIS_URL set)', () => {
  const up = resilientRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5', 'health')
  const down = resilientRedis('redis://127.0.0.1:1/5', 'health')

  afterAll(async () => {
    await Promise.all([up.close(), down.close()])
  })

  it('reports Redis up beside the database when it answers PING', async () => {
    expect(await healthReport(cms.payload, true, true, { redis: () => redisAnswers(up) })).toEqual({
      status: 'ok',
      database: 'up',
      migrations: 'current',
      redis: 'up',
    })
  })

  it('is an error when Redis does not answer, and says so within a second', async () => {
    const started = Date.now()
    expect(await healthReport(cms.payload, true, true, { redis: () => redisAnswers(down) })).toEqual({
      status: 'error',
      database: 'up',
      migrations: 'current',
      redis: 'down',
    })
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('names both when the database is down as well', async () => {
    const report = await healthReport(() => Promise.reject(new Error('database closed')), true, true, {
      redis: () => redisAnswers(down),
    })
    expect(report).toEqual({ status: 'error', database: 'down', redis: 'down' })
  })
})
