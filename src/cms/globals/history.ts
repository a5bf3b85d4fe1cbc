import type { Payload } from 'payload'

import { hasDrafts } from '@/cms/hooks/publication'

/**
 * A global that has a live document but no version yet (a database from before globals kept
 * drafts, or restored from such a backup) gets its current state as its first version, so the
 * first change an editor publishes can be undone. Returns the slugs that got one.
 */
export async function startGlobalHistories(payload: Payload): Promise<string[]> {
  const started: string[] = []
  for (const global of payload.config.globals) {
    if (!hasDrafts(global)) continue
    const { totalDocs } = await payload.countGlobalVersions({ global: global.slug, overrideAccess: true })
    if (totalDocs > 0) continue
    // The stored document with every language, as Payload keeps it in a version.
    const live = (await payload.db.findGlobal({ slug: global.slug })) as Record<string, unknown> | null
    if (!live || typeof live.updatedAt !== 'string') continue
    await payload.db.createGlobalVersion({
      autosave: false,
      globalSlug: global.slug,
      createdAt: live.updatedAt,
      updatedAt: live.updatedAt,
      versionData: { ...live, _status: 'published' } as never,
    })
    started.push(global.slug)
  }
  return started
}
