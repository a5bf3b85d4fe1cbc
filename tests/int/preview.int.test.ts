import { describe, expect, it } from 'vitest'

import { columnsOf, dbKind, schemaBefore, cmsOfFile } from './harness'

/**
 * Live Preview follows the editor's typing through autosaved drafts. On both databases, and on one
 * migrated from the schema before autosave: an autosave is a draft beside the live document (the
 * site keeps the published text), and a run of autosaves keeps one version, not one per keystroke.
 */

const cms = cmsOfFile()
// Each call gets a copy: Payload keeps per-request state in the context.
const ctx = { disableRevalidate: true }

describe(`autosaved drafts on a database from before Live Preview, migrated (${dbKind()})`, () => {
  it('adds the autosave mark to the histories; autosaves stay drafts beside the live texts', async () => {
    const entry = await cms.payload.create({
      collection: 'history-entries',
      locale: 'de',
      data: { year: 2001, content: 'Gründung', _status: 'published' },
      context: { ...ctx },
    })
    const forward = await schemaBefore(cms, 'live_preview_autosave')
    expect(await columnsOf(cms, '_history_entries_v')).not.toContain('autosave')
    await forward()
    expect(await columnsOf(cms, '_history_entries_v')).toContain('autosave')
    expect(await columnsOf(cms, '_craft_page_v')).toContain('autosave')

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
