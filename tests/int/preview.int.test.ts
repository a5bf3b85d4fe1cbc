import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as Db from '@/cms/search/db'

import { dbKind, schemaBefore, startCms, type Cms } from './harness'

/**
 * Live Preview follows the editor's typing through autosaved drafts. On both databases, and on one
 * migrated from the schema before autosave: an autosave is a draft beside the live document (the
 * site keeps the published text), and a run of autosaves keeps one version, not one per keystroke.
 */

let cms: Cms
let db: typeof Db
// Each call gets a copy: Payload keeps per-request state in the context.
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  cms = await startCms()
  db = await import('@/cms/search/db')
})

afterAll(async () => {
  await cms?.close()
})

/** The columns of a table, as the database has them. */
async function columns(table: string): Promise<unknown[]> {
  const rows =
    cms.kind === 'sqlite'
      ? await db.execute(cms.payload, db.sql`SELECT name FROM pragma_table_info(${table})`)
      : await db.execute(
          cms.payload,
          db.sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table}`,
        )
  return rows.map((c) => c.name)
}

describe(`autosaved drafts on a database from before Live Preview, migrated (${dbKind()})`, () => {
  it('adds the autosave mark to the histories; autosaves stay drafts beside the live texts', async () => {
    const entry = await cms.payload.create({
      collection: 'history-entries',
      locale: 'de',
      data: { year: 2001, content: 'Gründung', _status: 'published' },
      context: { ...ctx },
    })
    const forward = await schemaBefore(cms, 'live_preview_autosave')
    expect(await columns('_history_entries_v')).not.toContain('autosave')
    await forward()
    expect(await columns('_history_entries_v')).toContain('autosave')
    expect(await columns('_craft_page_v')).toContain('autosave')

    // An editor types in the admin: each pause saves a draft, the site keeps the published text.
    for (const content of ['Gründ', 'Gründung in Berlin', 'Gründung in Berlin, 2001']) {
      await cms.payload.update({
        collection: 'history-entries',
        id: entry.id,
        locale: 'de',
        draft: true,
        autosave: true,
        data: { content },
        context: { ...ctx },
      })
    }
    const live = await cms.payload.findByID({ collection: 'history-entries', id: entry.id, locale: 'de' })
    expect(live.content).toBe('Gründung')
    const draft = await cms.payload.findByID({
      collection: 'history-entries',
      id: entry.id,
      locale: 'de',
      draft: true,
    })
    expect(draft.content).toBe('Gründung in Berlin, 2001')
    const versions = await cms.payload.findVersions({
      collection: 'history-entries',
      where: { and: [{ parent: { equals: entry.id } }, { autosave: { equals: true } }] },
    })
    expect(versions.totalDocs).toBe(1)

    // A page text's draft on the migrated schema (the Local API saves it as the admin's autosave
    // does, but does not take the autosave mark).
    const before = await cms.payload.findGlobal({ slug: 'craft-page', locale: 'de' })
    await cms.payload.updateGlobal({
      slug: 'craft-page',
      locale: 'de',
      draft: true,
      data: { heading: 'Technik im Entwurf' },
      context: { ...ctx },
    })
    expect((await cms.payload.findGlobal({ slug: 'craft-page', locale: 'de' })).heading).toBe(before.heading)
    expect((await cms.payload.findGlobal({ slug: 'craft-page', locale: 'de', draft: true })).heading).toBe(
      'Technik im Entwurf',
    )
  })
})
