import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'

import { startGlobalHistories } from '@/cms/globals/history'
import { scheduleAllClosings } from '@/cms/jobs/closeOpenings'
import { stopJobQueueOnSignal } from '@/cms/jobs/lifecycle'
import { queueTradeFeeds } from '@/cms/jobs/tradeFeeds'
import { refreshMediaVisibility } from '@/cms/media/visibility'
import { rebuildSearchIndex, searchIndexIsEmpty } from '@/cms/search/indexer'
import { feedFiles, tradeFeedStore } from '@/cms/trade/feeds'
import { env } from '@/env'
import config from '@payload-config'

import { bootState } from './bootState'

const DEFAULT_ADMIN_EMAIL = 'admin@sanhaus.example'

/**
 * The first account. From ADMIN_EMAIL/ADMIN_PASSWORD when given (the start script writes a
 * random one into .env.local on a fresh clone); otherwise a random password is generated and
 * written to a file only the server's user can read, so no deployment is ever left with an
 * open "create first user" screen or a known password.
 */
async function ensureAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = env.adminEmail ?? DEFAULT_ADMIN_EMAIL
  let password = env.adminPassword
  if (!password) {
    password = crypto.randomBytes(18).toString('base64url')
    const file = path.join(env.dataDir, 'initial-admin.txt')
    fs.mkdirSync(env.dataDir, { recursive: true })
    fs.writeFileSync(file, `email=${email}\npassword=${password}\n`, { mode: 0o600 })
    console.log(
      `[boot] Created the first admin account. Login: ${email} / ${password} (also in ${file}; change it after logging in).`,
    )
  } else {
    console.log(`[boot] Created the first admin account ${email} from the environment.`)
  }
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** A database with content has its site settings saved (the seed writes them, so does every editor). */
async function hasContent(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, fallbackLocale: false })
  return Boolean(settings.brandName)
}

/**
 * What a database needs before the site serves from it: the first admin and, on an empty
 * database, the demo content. Run by the server at start, and by `npm start` on a fresh clone
 * beside the build (scripts/prepare-content.ts), after which the server finds both done.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  await ensureAdmin(payload)
  if (env.seed === 'auto' && !(await hasContent(payload))) {
    console.log('[boot] Empty database: adding the demo content in six languages…')
    // The demo content and its drawings are loaded only here, never by a server that has content.
    const { seed } = await import('@/cms/seed')
    const stats = await seed(payload, (message) => console.log(`[boot] ${message}`))
    // The seed encoded hundreds of pictures: libvips' cache of their operations is let go, not
    // kept for the server's life (an editor's upload works the same without it).
    const sharp = (await import('sharp')).default
    sharp.cache(false)
    const created = Object.values(stats.created).reduce((a, b) => a + b, 0)
    console.log(`[boot] Demo content ready: ${created} documents in ${(stats.ms / 1000).toFixed(1)} s.`)
  }
}

/** Payload on the configured database, its migrations applied (by Payload on connect in production). */
export async function connect({ cron = false }: { cron?: boolean } = {}): Promise<Payload> {
  const started = Date.now()
  const payload = await getPayload({ config, cron })
  console.log(`[boot] Database connected and migrated in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  return payload
}

/** Start-up: migrations, first admin, demo content. */
export async function boot(): Promise<Payload> {
  const started = Date.now()
  // `cron`: the job queue (mail, nightly clean-up) runs from start-up, not only once someone
  // has used the admin or Payload's REST API.
  const payload = await connect({ cron: true })
  await prepareDatabase(payload)
  // A database filled before the search existed (or restored without its index) gets one now.
  if (await searchIndexIsEmpty(payload)) {
    const index = await rebuildSearchIndex(payload)
    console.log(`[boot] Search index built: ${index.entries} entries in ${(index.ms / 1000).toFixed(1)} s.`)
  }
  // Page texts, navigation and settings from before they kept versions: their state now is the first.
  const histories = await startGlobalHistories(payload)
  if (histories.length) console.log(`[boot] First version kept of ${histories.length} page texts and settings.`)
  // Which uploads visitors may fetch (a database from before the flag, or restored, gets it now).
  const media = await refreshMediaVisibility(payload)
  console.log(`[boot] Media: ${media.public} public, ${media.private} for staff only (${media.ms} ms).`)
  // Job openings close by themselves when their closing day has passed (the job queue does it).
  await scheduleAllClosings(payload)
  // The trade feeds are made by the job queue: a site without them (new, or from before them) queues them now.
  if (!(await tradeFeedStore().read(feedFiles.report))) await queueTradeFeeds(payload)
  stopJobQueueOnSignal(payload)
  bootState().ready = true
  console.log(`[boot] CMS ready on ${env.database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  return payload
}
