import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/cms/access/roles'
import type { User } from '@/payload-types'

import { catalogueBasics, dbKind, cmsOfFile, testPng } from './harness'

const cms = cmsOfFile()
const users = {} as Record<Role, User>
let publishedProduct: number | string
let draftProduct: number | string
let enquiries: { cooperation: number | string; job: number | string }

const ctx = { disableRevalidate: true }

beforeAll(async () => {
  const { payload } = cms
  for (const role of ['admin', 'editor', 'sales', 'hr'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@test.example`, password: 'a-Long-enough-Passw0rd', role },
      context: ctx,
    })
  }
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'Testbild' },
    file: testPng('test.png'),
    context: ctx,
  })
  const category = await payload.create({
    collection: 'product-categories',
    data: { title: 'Waschbecken', slug: 'basins', value: '人造石盆', _status: 'published' },
    context: ctx,
  })
  const product = async (slug: string, status: 'draft' | 'published') =>
    payload.create({
      collection: 'products',
      data: {
        title: slug,
        slug,
        images: [image.id],
        category: category.id,
        ...(await catalogueBasics(cms)),
        _status: status,
      },
      draft: status === 'draft',
      context: ctx,
    })
  publishedProduct = (await product('published-basin', 'published')).id
  draftProduct = (await product('secret-draft-basin', 'draft')).id
  const enquiry = (type: 'project' | 'joinus', name: string) =>
    payload.create({
      collection: 'enquiries',
      data: {
        type,
        status: 'new',
        name,
        tel: '13800000000',
        email: 'visitor@test.example',
        country: 'CN',
        province: '浙江',
        requirement: 'Angebot bitte',
      },
      context: ctx,
    })
  enquiries = {
    cooperation: (await enquiry('project', 'Kooperation')).id,
    job: (await enquiry('joinus', 'Bewerbung')).id,
  }
})

/** Runs an operation as a visitor (no user) or as a staff role, with access rules enforced. */
function as(role: Role | 'anonymous') {
  return { overrideAccess: false, user: role === 'anonymous' ? null : users[role], context: ctx } as const
}

async function refused(op: Promise<unknown>, statuses = [403]): Promise<boolean> {
  try {
    await op
    return false
  } catch (error) {
    return statuses.includes((error as { status?: number }).status ?? 0)
  }
}

describe(`access rules (${dbKind()})`, () => {
  it('shows visitors published content only, and drafts to staff', async () => {
    const { payload } = cms
    const visible = await payload.find({ collection: 'products', ...as('anonymous'), depth: 0 })
    expect(visible.docs.map((d) => d.id)).toContain(publishedProduct)
    expect(visible.docs.map((d) => d.id)).not.toContain(draftProduct)
    // A draft does not exist for visitors: not found, not merely forbidden.
    expect(
      await refused(payload.findByID({ collection: 'products', id: draftProduct, ...as('anonymous') }), [404]),
    ).toBe(true)
    const forEditor = await payload.find({ collection: 'products', ...as('editor'), draft: true, depth: 0 })
    expect(forEditor.docs.map((d) => d.id)).toContain(draftProduct)
  })

  it('lets editors edit content but not manage users or roles', async () => {
    const { payload } = cms
    const updated = await payload.update({
      collection: 'products',
      id: publishedProduct,
      data: { title: 'Neuer Titel' },
      ...as('editor'),
    })
    expect(updated.title).toBe('Neuer Titel')
    expect(
      await refused(
        payload.create({
          collection: 'users',
          data: { email: 'x@test.example', password: 'a-Long-enough-Passw0rd', role: 'admin' },
          ...as('editor'),
        }),
      ),
    ).toBe(true)
    const self = await payload.update({
      collection: 'users',
      id: users.editor.id,
      data: { role: 'admin' },
      ...as('editor'),
    })
    expect(self.role).toBe('editor')
    const others = await payload.find({ collection: 'users', ...as('editor') })
    expect(others.docs.map((u) => u.email)).toEqual(['editor@test.example'])
  })

  it('lets admins manage users', async () => {
    const created = await cms.payload.create({
      collection: 'users',
      data: { email: 'new-editor@test.example', password: 'a-Long-enough-Passw0rd', role: 'editor' },
      ...as('admin'),
    })
    expect(created.role).toBe('editor')
  })

  it('keeps sales and HR out of the content', async () => {
    for (const role of ['sales', 'hr'] as const) {
      expect(
        await refused(
          cms.payload.update({ collection: 'products', id: publishedProduct, data: { title: 'x' }, ...as(role) }),
        ),
        role,
      ).toBe(true)
      expect(
        await refused(cms.payload.updateGlobal({ slug: 'home-page', data: { serviceHeading: 'x' }, ...as(role) })),
        role,
      ).toBe(true)
    }
  })

  it('shows enquiries only to the team that works on them', async () => {
    const { payload } = cms
    const ids = async (role: Role | 'anonymous') => {
      try {
        return (await payload.find({ collection: 'enquiries', ...as(role) })).docs.map((d) => d.id)
      } catch (error) {
        if ((error as { status?: number }).status === 403) return []
        throw error
      }
    }
    expect(await ids('anonymous')).toEqual([])
    expect(await ids('editor')).toEqual([])
    expect(await ids('sales')).toEqual([enquiries.cooperation])
    expect(await ids('hr')).toEqual([enquiries.job])
    expect((await ids('admin')).sort()).toEqual([enquiries.cooperation, enquiries.job].sort())
  })

  it('never lets anyone create an enquiry through the CMS API, and keeps submissions unchanged', async () => {
    const { payload } = cms
    const data = {
      type: 'other' as const,
      status: 'new' as const,
      name: 'Spam',
      tel: '13800000000',
      email: 'a@test.example',
      country: 'CN' as const,
      province: '浙江',
      requirement: 'x',
    }
    expect(await refused(payload.create({ collection: 'enquiries', data, ...as('anonymous') }))).toBe(true)
    expect(await refused(payload.create({ collection: 'enquiries', data, ...as('admin') }))).toBe(true)
    const worked = await payload.update({
      collection: 'enquiries',
      id: enquiries.cooperation,
      data: { status: 'in_progress', name: 'Geändert' },
      ...as('sales'),
    })
    expect(worked.status).toBe('in_progress')
    expect(worked.name).toBe('Kooperation')
  })
})
