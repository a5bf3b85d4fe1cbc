import type { Payload } from 'payload'

import { recordAudit } from '@/cms/audit/record'
import { rebuildSearchIndex } from '@/cms/search/indexer'
import { renewTranslationMemory } from '@/cms/translation/memory/store'

import {
  seedBanners,
  seedCategories,
  seedFacts,
  seedGuides,
  seedProducts,
  seedServiceGuarantees,
  seedShowroomCountries,
  seedTechnology,
} from './catalogue'
import { seedCases, seedCertificates, seedHistory, seedJobs, seedNews, seedOffices } from './company'
import type { SeedContext, SeedStats } from './context'
import { seedDeclarations } from './declarations'
import { seedGuarantees, seedPages } from './pages'
import { seedShowrooms } from './showrooms'
import { seedNavigation, seedSettings, seedSynonyms } from './site'
import { describePictureWork, pictureWork, withSizeCache } from './sizeCache'

export type { SeedStats } from './context'

/**
 * Fills the database with the demo content in all six languages. Idempotent: each document
 * is created only when missing, so an interrupted run completes on the next start.
 */
export async function seed(payload: Payload, log: (message: string) => void = () => {}): Promise<SeedStats> {
  const started = Date.now()
  const ctx: SeedContext = { payload, stats: { created: {}, skipped: {}, ms: 0 }, log, media: new Map() }
  const steps: [string, () => Promise<unknown>][] = [
    ['company facts', () => seedFacts(ctx)],
    ['banners', () => seedBanners(ctx)],
    ['categories and products', async () => seedProducts(ctx, await seedCategories(ctx))],
    ['installation guides', () => seedGuides(ctx)],
    ['technology', () => seedTechnology(ctx)],
    ['service guarantees', () => seedServiceGuarantees(ctx)],
    ['showroom countries', () => seedShowroomCountries(ctx)],
    ['cases', () => seedCases(ctx)],
    ['certificates', () => seedCertificates(ctx)],
    ['history and trade fairs', () => seedHistory(ctx)],
    ['offices', () => seedOffices(ctx)],
    ['showrooms', () => seedShowrooms(ctx)],
    ['guarantees', () => seedGuarantees(ctx)],
    ['job openings', () => seedJobs(ctx)],
    ['news', () => seedNews(ctx)],
    ['page texts', () => seedPages(ctx)],
    ['navigation', () => seedNavigation(ctx)],
    ['search synonyms', () => seedSynonyms(ctx)],
    ['site settings', () => seedSettings(ctx)],
    ['declarations of performance', () => seedDeclarations(ctx)],
    ['search index', () => rebuildSearchIndex(payload)],
    ['translation memory', () => renewTranslationMemory(payload)],
  ]
  const restore = await fastWrites(payload)
  try {
    // Picture sizes made on an earlier seed on this machine are read back, not encoded again.
    await withSizeCache(async () => {
      for (const [name, step] of steps) {
        const t0 = Date.now()
        const pictures = { ...pictureWork }
        await step()
        const made =
          pictureWork.drawn + pictureWork.sized + pictureWork.reused > pictures.drawn + pictures.sized + pictures.reused
        log(`seed: ${name} (${Date.now() - t0} ms${made ? `; pictures: ${describePictureWork(pictures)}` : ''})`)
      }
    })
  } finally {
    await restore()
  }
  ctx.stats.ms = Date.now() - started
  // The run is one line of the audit record, written as the system (none when it added nothing).
  const created = Object.values(ctx.stats.created).reduce((n, c) => n + c, 0)
  if (created > 0)
    await recordAudit(payload, {
      action: 'seed',
      actor: 'system',
      count: created,
      detail: Object.entries(ctx.stats.created)
        .map(([collection, n]) => `${collection}: ${n}`)
        .join(', '),
    })
  return ctx.stats
}

type SqliteClient = { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }

const isSqliteClient = (value: unknown): value is SqliteClient =>
  typeof value === 'object' && value !== null && 'execute' in value && typeof value.execute === 'function'

/**
 * On SQLite, the seed's thousands of small commits skip the fsync of each one: the database is
 * new and the seed is idempotent, so a crash only means running it again. Restored afterwards,
 * so visitors' enquiries are written with full durability.
 */
async function fastWrites(payload: Payload): Promise<() => Promise<void>> {
  const db = payload.db
  const client = 'client' in db && isSqliteClient(db.client) ? db.client : null
  if (db.packageName !== '@payloadcms/db-sqlite' || !client) return async () => {}
  const { rows } = await client.execute('PRAGMA synchronous')
  const previous = Number(Object.values(rows[0] ?? {})[0] ?? 2)
  await client.execute('PRAGMA synchronous = OFF')
  return async () => {
    await client.execute(`PRAGMA synchronous = ${previous}`)
  }
}
