import { beforeAll, describe, expect, it } from 'vitest'

import type * as Rights from '@/cms/jobs/schedulePublishRights'

import { publishedProduct, cmsOfFile } from './harness'

const cms = cmsOfFile()
let rights: typeof Rights
let product: number
const ctx = { disableRevalidate: true }
const password = 'Wanne-Becken-2026!'

async function user(role: string, languages?: string[]) {
  const email = `${role}${languages ? `-${languages.join('')}` : ''}@schedule.example`
  const doc = await cms.payload.create({
    collection: 'users',
    data: { email, password, role, ...(languages ? { languages } : {}) } as never,
    context: ctx,
  })
  return doc
}

beforeAll(async () => {
  rights = await import('@/cms/jobs/schedulePublishRights')
  product = await publishedProduct(cms, { de: 'Planbar' })
})

describe('scheduling and cancelling a publish', () => {
  it('takes the right a publish of the document asks: editors and admins, never translators, sales or HR', async () => {
    const editor = await user('editor')
    const admin = await user('admin')
    const translator = await user('editor', ['it'])
    const sales = await user('sales')
    const hr = await user('hr')
    const schedule = { doc: { relationTo: 'products', value: String(product) } }
    const job = await cms.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'products', value: product } } as never,
      waitUntil: new Date(Date.now() + 86_400_000),
    })
    const cancel = { deleteID: job.id }
    const verdict = async (who: unknown, args: Rights.ScheduleArgs) =>
      (await rights.schedulePublishRefusal(cms.payload, who as never, args, 'de')) === null ? 'yes' : 'no'
    expect(await verdict(editor, schedule)).toBe('yes')
    expect(await verdict(admin, schedule)).toBe('yes')
    expect(await verdict(editor, cancel)).toBe('yes')
    for (const [name, who] of Object.entries({ translator, sales, hr, nobody: null })) {
      expect(await verdict(who, schedule), name).toBe('no')
      expect(await verdict(who, cancel), name).toBe('no')
    }
    // Not a scheduled publish, or nothing named: refused too.
    const mail = await cms.payload.create({
      collection: 'payload-jobs',
      data: { taskSlug: 'enquiryMail', input: {}, waitUntil: new Date(Date.now() + 86_400_000).toISOString() } as never,
      overrideAccess: true,
    })
    expect(await verdict(editor, { deleteID: mail.id })).toBe('no')
    expect(await verdict(editor, {})).toBe('no')
    expect(await verdict(editor, { doc: { relationTo: 'enquiries', value: '1' } })).toBe('no')
    expect(await rights.schedulePublishRefusal(cms.payload, sales as never, schedule, 'zh')).toBe(
      '只有有权发布该文档的人才能计划发布或取消计划。',
    )
  })
})
