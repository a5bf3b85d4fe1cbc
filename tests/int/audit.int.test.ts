import { createLocalReq, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { AuditEntry, User } from '@/payload-types'

import { requiredSettings } from './fixtures'
import { cmsOfFile, dbKind, publishedProduct } from './harness'

/**
 * The audit record (`src/cms/audit`): who did what to which document, in which language and
 * version, with every line written by the system and none changeable by a person. What the
 * REST API refuses (create, update, delete for every role) is in the access matrix.
 */
const cms = cmsOfFile()
const ctx = { disableRevalidate: true, disableSearchIndex: true }
const PASSWORD = 'Wanne-Becken-2026!'
const users = {} as Record<'editor' | 'admin' | 'sales', User>
let product: number

/** A request as the admin's REST calls make it, signed in as `user`. */
const asUser = (user: User) => ({
  overrideAccess: false,
  user,
  req: { payloadAPI: 'REST' } as Partial<PayloadRequest>,
  // Each call gets a copy: Payload keeps per-request state in the context.
  context: { ...ctx },
})

async function lines(where: Record<string, unknown> = {}): Promise<AuditEntry[]> {
  const found = await cms.payload.find({
    collection: 'audit-entries',
    where: where as never,
    sort: '-id',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

/** A product's newest version (a draft save or the publish just made). */
async function newestVersion(id: number) {
  const found = await cms.payload.findVersions({
    collection: 'products',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]!
}

beforeAll(async () => {
  for (const role of ['editor', 'admin', 'sales'] as const)
    users[role] = await cms.payload.create({
      collection: 'users',
      data: { email: `${role}@audit.example`, password: PASSWORD, role, name: `${role} Muster` } as never,
      context: ctx,
    })
  product = await publishedProduct(cms, { de: 'Protokollwanne' })
})

describe(`the audit record (${dbKind()})`, () => {
  it('names who published which document, in which language and version; a draft adds no line, its version names its author', async () => {
    const before = (await lines({ documentId: { equals: String(product) } })).length
    await cms.payload.update({
      collection: 'products',
      id: product,
      locale: 'it',
      draft: true,
      data: { title: 'Vasca del registro' } as never,
      ...asUser(users.editor),
    })
    expect(await lines({ documentId: { equals: String(product) } })).toHaveLength(before)
    expect((await newestVersion(product)).version.editedBy).toBe('editor Muster <editor@audit.example>')

    await cms.payload.update({
      collection: 'products',
      id: product,
      locale: 'it',
      data: { _status: 'published' } as never,
      ...asUser(users.editor),
    })
    const [line] = await lines({ documentId: { equals: String(product) } })
    const newest = await newestVersion(product)
    expect(line).toMatchObject({
      action: 'publish',
      actor: 'user',
      user: users.editor.id,
      userEmail: 'editor@audit.example',
      entity: 'products',
      entityKind: 'collection',
      title: 'Vasca del registro',
      languages: ['it'],
      version: String(newest.id),
    })
    expect(newest.version.editedBy).toBe('editor Muster <editor@audit.example>')

    await cms.payload.update({
      collection: 'products',
      id: product,
      data: { _status: 'draft' } as never,
      ...asUser(users.admin),
    })
    expect((await lines({ documentId: { equals: String(product) } }))[0]).toMatchObject({
      action: 'unpublish',
      userEmail: 'admin@audit.example',
    })
  })

  it('records a move to the trash, the way back, and a delete for good', async () => {
    const id = await publishedProduct(cms, { de: 'Papierkorbwanne' })
    await cms.payload.update({
      collection: 'products',
      id,
      data: { deletedAt: new Date().toISOString() } as never,
      ...asUser(users.editor),
    })
    await cms.payload.update({
      collection: 'products',
      id,
      trash: true,
      data: { deletedAt: null } as never,
      ...asUser(users.editor),
    })
    await cms.payload.update({
      collection: 'products',
      id,
      data: { deletedAt: new Date().toISOString() } as never,
      ...asUser(users.editor),
    })
    await cms.payload.delete({ collection: 'products', id, trash: true, ...asUser(users.admin) })
    // (The fixture's own creation and publishes are lines of the system.)
    const actions = (await lines({ documentId: { equals: String(id) }, actor: { equals: 'user' } })).map((l) => [
      l.action,
      l.userEmail,
    ])
    expect(actions).toEqual([
      ['delete', 'admin@audit.example'],
      ['trash', 'editor@audit.example'],
      ['restore', 'editor@audit.example'],
      ['trash', 'editor@audit.example'],
    ])
  })

  it('records accounts: created, a role and languages changed, a password set, a sign-in with its address', async () => {
    const made = await cms.payload.create({
      collection: 'users',
      data: { email: 'neu@audit.example', password: PASSWORD, role: 'editor' } as never,
      ...asUser(users.admin),
    })
    await cms.payload.update({
      collection: 'users',
      id: made.id,
      data: { role: 'sales', languages: ['it', 'fr'] } as never,
      ...asUser(users.admin),
    })
    await cms.payload.update({
      collection: 'users',
      id: made.id,
      data: { password: 'Neues-Passwort-2026!', currentPassword: PASSWORD } as never,
      ...asUser(made),
    })
    const req = await createLocalReq(
      { req: { headers: new Headers({ 'x-forwarded-for': '203.0.113.5' }) } as never },
      cms.payload,
    )
    await cms.payload.login({
      collection: 'users',
      data: { email: 'neu@audit.example', password: 'Neues-Passwort-2026!' },
      req,
    })
    const account = await lines({ documentId: { equals: String(made.id) }, entity: { equals: 'users' } })
    expect(account.map((l) => [l.action, l.detail ?? null])).toEqual([
      ['signIn', null],
      ['passwordChanged', null],
      ['userChanged', 'languages: – → fr, it'],
      ['roleChanged', 'editor → sales'],
      ['userCreated', 'role: editor'],
    ])
    expect(account[0]).toMatchObject({ user: made.id, title: 'neu@audit.example', client: '203.0.113.5' })
    expect(account[3]).toMatchObject({ userEmail: 'admin@audit.example' })
    // The password itself is never in the record.
    expect(JSON.stringify(account)).not.toContain('Neues-Passwort')
  })

  it('records an export of enquiries: who, how many rows, which search', async () => {
    for (const n of [1, 2, 3])
      await cms.payload.create({
        collection: 'enquiries',
        data: {
          type: 'project',
          status: 'new',
          name: `Besucher ${n}`,
          tel: '13800000000',
          email: `v${n}@test.example`,
          company: 'Protokoll GmbH',
          country: 'CN',
          province: '浙江',
          requirement: 'Angebot bitte',
          locale: 'de',
          consentAt: '2026-01-01T00:00:00.000Z',
          idempotencyKey: `audit-${n}-${Date.now()}`,
        } as never,
        overrideAccess: true,
        context: ctx,
      })
    const { exportEnquiriesCsv } = await import('@/cms/collections/enquiries/exportEndpoint')
    const req = await createLocalReq(
      { user: users.sales as never, req: { query: { search: 'Protokoll' } } as never },
      cms.payload,
    )
    const response = await exportEnquiriesCsv(req)
    expect(response.status).toBe(200)
    const rows = (await response.text()).trim().split('\r\n').length - 1
    const [line] = await lines({ action: { equals: 'export' } })
    expect(line).toMatchObject({
      action: 'export',
      entity: 'enquiries',
      userEmail: 'sales@audit.example',
      count: rows,
      detail: 'search: Protokoll',
    })
    expect(rows).toBeGreaterThanOrEqual(3)
  })

  it('records a schedule made and cancelled through the admin with its language and time', async () => {
    const { recordScheduleCall, scheduleToCancel } = await import('@/cms/audit/schedules')
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const call = {
      type: 'unpublish' as const,
      date,
      doc: { relationTo: 'products', value: String(product) },
      localeToPublish: 'it',
      timezone: 'Europe/Rome',
    }
    await recordScheduleCall(cms.payload, users.editor as never, call, null)
    const job = await cms.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', locale: 'it', doc: { relationTo: 'products', value: String(product) } } as never,
      waitUntil: new Date(date),
    })
    const cancelled = await scheduleToCancel(cms.payload, { deleteID: job.id })
    await recordScheduleCall(cms.payload, users.admin as never, { deleteID: job.id }, cancelled)
    const [cancel, made] = await lines({ action: { in: ['schedule', 'scheduleCancelled'] } })
    expect(made).toMatchObject({
      action: 'schedule',
      userEmail: 'editor@audit.example',
      entity: 'products',
      documentId: String(product),
      languages: ['it'],
      detail: `unpublish ${date} (Europe/Rome)`,
    })
    expect(cancel).toMatchObject({ action: 'scheduleCancelled', userEmail: 'admin@audit.example', languages: ['it'] })
  })

  it('keeps a settings change and the retention job removes only lines older than the settings’ period', async () => {
    const { recordAudit } = await import('@/cms/audit/record')
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect(settings.records?.auditMonths).toBe(24)
    await cms.payload.updateGlobal({
      slug: 'site-settings',
      data: { ...(await requiredSettings(cms)), records: { auditMonths: 12 } } as never,
      overrideAccess: true,
      user: users.admin,
      context: ctx,
    })
    expect((await lines({ entity: { equals: 'site-settings' } }))[0]).toMatchObject({
      action: 'settingsChanged',
      userEmail: 'admin@audit.example',
      entityKind: 'global',
    })
    const at = (monthsAgo: number) => {
      const d = new Date()
      d.setUTCMonth(d.getUTCMonth() - monthsAgo)
      return d.toISOString()
    }
    const ids: Record<string, number> = {}
    for (const [name, monthsAgo] of [
      ['old', 13],
      ['edge', 11],
    ] as const) {
      await recordAudit(cms.payload, { action: 'export', detail: `retention-${name}` })
      const [line] = await lines({ detail: { equals: `retention-${name}` } })
      await cms.payload.db.updateOne({
        collection: 'audit-entries',
        id: line!.id,
        data: { createdAt: at(monthsAgo) },
      })
      ids[name] = line!.id
    }
    const total = (await cms.payload.count({ collection: 'audit-entries', overrideAccess: true })).totalDocs
    await cms.payload.jobs.queue({ task: 'auditRetention', queue: 'maintenance', input: {} })
    await cms.payload.jobs.run({ queue: 'maintenance' })
    const left = await lines({ detail: { like: 'retention-' } })
    expect(left.map((l) => l.detail)).toEqual(['retention-edge'])
    expect((await cms.payload.count({ collection: 'audit-entries', overrideAccess: true })).totalDocs).toBe(total - 1)
  })
})
