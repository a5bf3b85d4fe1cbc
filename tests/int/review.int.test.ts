import { createLocalReq, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { AuditEntry, LegalPage, User } from '@/payload-types'

import { requiredSettings } from './fixtures'
import { cmsOfFile, dbKind } from './harness'

/**
 * Approval per language (`src/cms/review`): for the kinds of content the settings name, a publish
 * is refused while a language changed since the last publish lacks the approval of a person who
 * did not change it; reviewers approve only their languages; an administrator's emergency publish
 * and every step are lines of the audit record; the system publishes unhindered.
 */
const cms = cmsOfFile()
const ctx = { disableRevalidate: true, disableSearchIndex: true }
const PASSWORD = 'Freigabe-Becken-2026!'
type Person = 'editor' | 'second' | 'itReviewer' | 'frReviewer' | 'admin'
const users = {} as Record<Person, User>
let page: number

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }],
      },
    ],
  },
})

/** A call as the admin's REST requests make it, signed in as `user`. */
const asUser = (user: User) => ({
  overrideAccess: false,
  user,
  req: { payloadAPI: 'REST' } as Partial<PayloadRequest>,
  context: { ...ctx },
})

/** One of the approval actions, as the admin's panel calls it. */
async function act(action: string, user: User, body: Record<string, unknown>, language = 'de') {
  // Loaded once the harness set up the environment the config reads.
  const { reviewEndpoints } = await import('@/cms/review/endpoints')
  const endpoint = reviewEndpoints.find((e) => e.path === `/${action}`)!
  const req = await createLocalReq(
    {
      user,
      req: {
        payloadAPI: 'REST',
        json: async () => body,
        query: body,
        headers: new Headers({ 'accept-language': language }),
      } as never,
    },
    cms.payload,
  )
  const { initI18n } = await import('@payloadcms/translations')
  req.i18n = await initI18n({ config: cms.payload.config.i18n, context: 'client', language: language as never })
  const response = await endpoint.handler(req as never)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const saveItalian = (user: User, title: string) =>
  cms.payload.update({
    collection: 'legal-pages',
    id: page,
    locale: 'it',
    draft: true,
    data: { title } as never,
    ...asUser(user),
  })

const publishAs = (user: User, locale = 'it') =>
  cms.payload.update({
    collection: 'legal-pages',
    id: page,
    locale: locale as never,
    data: { _status: 'published' } as never,
    ...asUser(user),
  })

async function liveTitle(locale: string): Promise<string> {
  const doc = (await cms.payload.findByID({
    collection: 'legal-pages',
    id: page,
    locale: locale as never,
    draft: false,
    depth: 0,
    overrideAccess: true,
  })) as LegalPage
  return doc.title
}

async function lines(action: string): Promise<AuditEntry[]> {
  return (
    await cms.payload.find({
      collection: 'audit-entries',
      where: { and: [{ action: { equals: action } }, { documentId: { equals: String(page) } }] },
      sort: '-id',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
}

const refusal = async (save: Promise<unknown>) =>
  save.then(
    () => null,
    (error: { status?: number; message?: string }) => ({ status: error.status, message: error.message }),
  )

beforeAll(async () => {
  const people: [Person, Record<string, unknown>][] = [
    ['editor', { role: 'editor' }],
    ['second', { role: 'editor', reviewLanguages: ['it'] }],
    ['itReviewer', { role: 'editor', reviewLanguages: ['it', 'de'] }],
    ['frReviewer', { role: 'editor', reviewLanguages: ['fr'] }],
    ['admin', { role: 'admin' }],
  ]
  for (const [key, data] of people)
    users[key] = await cms.payload.create({
      collection: 'users',
      data: { email: `${key.toLowerCase()}@review.example`, password: PASSWORD, name: key, ...data } as never,
      context: ctx,
    })
  // The settings ask approval for legal pages: written by the system, which no gate holds back.
  await cms.payload.updateGlobal({
    slug: 'site-settings',
    data: {
      ...(await requiredSettings(cms)),
      records: { auditMonths: 24, approvalKinds: ['legal-pages'] },
      _status: 'published',
    } as never,
    context: ctx,
  })
  const made = await cms.payload.create({
    collection: 'legal-pages',
    locale: 'de',
    data: { slug: 'impressum', title: 'Impressum', body: lexical('Angaben'), _status: 'published' } as never,
    context: ctx,
  })
  page = made.id
  await cms.payload.update({
    collection: 'legal-pages',
    id: page,
    locale: 'it',
    data: { title: 'Note legali', body: lexical('Dati'), _status: 'published' } as never,
    context: ctx,
  })
})

describe(`approval per language (${dbKind()})`, () => {
  it('refuses an editor’s publish of an unapproved Italian change, naming the language; an Italian reviewer approves it and it goes live; a French reviewer cannot', async () => {
    await saveItalian(users.editor, 'Note legali (nuove)')
    const refused = await refusal(publishAs(users.editor))
    expect(refused).toMatchObject({ status: 403 })
    expect(refused!.message).toContain('Italiano')
    expect(await liveTitle('it')).toBe('Note legali')

    const asked = await act('ask', users.editor, { entity: 'legal-pages', id: page })
    expect(asked).toMatchObject({ status: 200, body: { asked: ['it'] } })
    const round = await act('round', users.itReviewer, { entity: 'legal-pages', id: String(page) })
    expect(round.body).toMatchObject({ needed: true, missing: ['it'] })
    expect(
      (round.body.languages as { locale: string; state: string; canDecide: boolean; diff: string }[])[0],
    ).toMatchObject({
      locale: 'it',
      state: 'requested',
      canDecide: true,
    })

    const french = await act('approve', users.frReviewer, { entity: 'legal-pages', id: page, locale: 'it' }, 'de')
    expect(french.status).toBe(403)
    expect((french.body.errors as { message: string }[])[0]!.message).toBe('Sie geben Italiano nicht frei.')
    expect((await act('approve', users.itReviewer, { entity: 'legal-pages', id: page, locale: 'it' })).status).toBe(200)

    await publishAs(users.editor)
    expect(await liveTitle('it')).toBe('Note legali (nuove)')
    // The round is over: nothing waits any more.
    expect(
      (
        await cms.payload.find({
          collection: 'reviews',
          where: { documentId: { equals: String(page) } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)

    // Every step is in the record, with who, the language and the version.
    const [approved] = await lines('approved')
    expect(approved).toMatchObject({ userEmail: 'itreviewer@review.example', languages: ['it'] })
    expect(approved!.version).toBeTruthy()
    const [requested] = await lines('reviewRequested')
    expect(requested).toMatchObject({ userEmail: 'editor@review.example', languages: ['it'] })
    const [published] = await lines('publish')
    expect(published).toMatchObject({ userEmail: 'editor@review.example' })
  })

  it('a reviewer who changed a language needs a second reviewer; a change after the approval voids it', async () => {
    await saveItalian(users.itReviewer, 'Note legali (rivedute)')
    const own = await act('approve', users.itReviewer, { entity: 'legal-pages', id: page, locale: 'it' }, 'en')
    expect(own.status).toBe(403)
    expect((own.body.errors as { message: string }[])[0]!.message).toBe(
      'You changed Italiano yourself: a second person must approve it.',
    )
    expect((await act('approve', users.second, { entity: 'legal-pages', id: page, locale: 'it' })).status).toBe(200)
    // Changed again after the approval: the approval was for another text.
    await saveItalian(users.editor, 'Note legali (ancora)')
    expect(await refusal(publishAs(users.itReviewer))).toMatchObject({ status: 403 })
    // The second reviewer changed nothing, approves the new text, and it can go live.
    expect((await act('approve', users.second, { entity: 'legal-pages', id: page, locale: 'it' })).status).toBe(200)
    await publishAs(users.itReviewer)
    expect(await liveTitle('it')).toBe('Note legali (ancora)')
  })

  it('a change back to the published text leaves nothing to approve; shared values count as German', async () => {
    await saveItalian(users.editor, 'Provvisorio')
    await saveItalian(users.editor, 'Note legali (ancora)')
    expect((await act('round', users.editor, { entity: 'legal-pages', id: page })).body).toMatchObject({
      languages: [],
      missing: [],
    })
    // The slug is shared by all languages: a change to it, saved in Italian, waits for German approval.
    await cms.payload.update({
      collection: 'legal-pages',
      id: page,
      locale: 'it',
      draft: true,
      data: { slug: 'privacy' } as never,
      ...asUser(users.editor),
    })
    const refused = await refusal(publishAs(users.editor, 'de'))
    expect(refused?.message).toContain('Deutsch')
    expect(refused?.message).not.toContain('Italiano')
  })

  it('an administrator publishes in an emergency, recorded with the languages lacking approval; an editor cannot', async () => {
    const editor = await act('emergency', users.editor, { entity: 'legal-pages', id: page })
    expect(editor.status).toBe(403)
    const done = await act('emergency', users.admin, { entity: 'legal-pages', id: page })
    expect(done).toMatchObject({ status: 200, body: { withoutApproval: ['de'] } })
    const live = (await cms.payload.findByID({
      collection: 'legal-pages',
      id: page,
      depth: 0,
      overrideAccess: true,
    })) as LegalPage
    expect(live.slug).toBe('privacy')
    const [line] = await lines('emergencyPublish')
    expect(line).toMatchObject({ userEmail: 'admin@review.example', languages: ['de'] })
  })

  it('a scheduled publish that falls due without approval is not run and waits, in the calendar too; the system publishes unhindered', async () => {
    await saveItalian(users.editor, 'Programmato')
    await cms.payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      input: {
        type: 'publish',
        doc: { relationTo: 'legal-pages', value: String(page) },
        user: { relationTo: 'users', value: users.editor.id },
      } as never,
      waitUntil: new Date(Date.now() - 1000),
    })
    await cms.payload.jobs.run({ queue: 'default' })
    expect(await liveTitle('it')).toBe('Note legali (ancora)')
    const failed = await cms.payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { hasError: { equals: true } }] },
      overrideAccess: true,
    })
    expect(failed.totalDocs).toBe(1)
    // The calendar lists it as waiting for approval, beside a scheduled Italian unpublish not yet due.
    const later = new Date(Date.now() + 86_400_000)
    await cms.payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      input: { type: 'unpublish', locale: 'it', doc: { relationTo: 'legal-pages', value: String(page) } } as never,
      waitUntil: later,
    })
    const { scheduledEntries } = await import('@/cms/calendar/entries')
    const entries = await scheduledEntries(cms.payload, { titleLocale: 'it' })
    expect(entries.map((e) => [e.action, e.locale, e.title, e.waiting])).toEqual([
      ['publish', null, 'Programmato', true],
      ['unpublish', 'it', 'Programmato', false],
    ])
    expect(entries[1]!.due).toBe(later.toISOString())
    // Of one document only: the same two; of another, none.
    expect(
      await scheduledEntries(cms.payload, { target: { kind: 'collection', slug: 'legal-pages', id: String(page) } }),
    ).toHaveLength(2)
    expect(await scheduledEntries(cms.payload, { target: { kind: 'global', slug: 'home-page' } })).toEqual([])

    // No account: the system (the seed, a migration) is never held back.
    await cms.payload.update({
      collection: 'legal-pages',
      id: page,
      data: { _status: 'published' } as never,
      context: ctx,
    })
    expect(await liveTitle('it')).toBe('Programmato')
  })

  it('a new document cannot be created published; bad requests answer a clear status', async () => {
    const created = await refusal(
      cms.payload.create({
        collection: 'legal-pages',
        locale: 'de',
        data: {
          slug: 'accessibility',
          title: 'Barrierefreiheit',
          body: lexical('Text'),
          _status: 'published',
        } as never,
        ...asUser(users.editor),
      }),
    )
    expect(created).toMatchObject({ status: 403 })
    expect((await act('approve', users.itReviewer, { entity: 'nowhere', id: 1, locale: 'it' })).status).toBe(404)
    expect((await act('approve', users.itReviewer, { entity: 'legal-pages', id: 999999, locale: 'it' })).status).toBe(
      404,
    )
    // Nothing changed in Italian since the last publish.
    expect((await act('approve', users.itReviewer, { entity: 'legal-pages', id: page, locale: 'it' })).status).toBe(400)
    expect((await act('send-back', users.second, { entity: 'legal-pages', id: page, locale: 'it' })).status).toBe(400)
    // News needs no approval in these settings.
    expect((await act('ask', users.editor, { entity: 'news', id: 1 })).status).toBe(400)
  })
})
