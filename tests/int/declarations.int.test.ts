import { createTranslator } from 'next-intl'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { declarationsOf, declarationTexts, nextDopNumber } from './declarationFixtures'
import { cmsOfFile, dbKind, publishedProduct } from './harness'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { pdfText } from '../support/pdfText'

// The answers read through `src/lib/cms`: here without Next's data cache, from this test's CMS.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: () => {} }))
vi.mock('@/lib/cms/payload', () => ({ payloadClient: async () => (globalThis as { intPayload?: unknown }).intPayload }))
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'de' | 'en'; namespace: string }) =>
    createTranslator({ locale, messages: { de, en }[locale], namespace } as never),
}))

/**
 * Declarations of performance on both databases: publishing issues the PDFs once in five
 * languages; the files are served byte for byte (checked against the SHA-256 noted at
 * publication) whatever becomes of the product; a published declaration refuses every change.
 */

const cms = cmsOfFile()
const { draft, publish } = declarationsOf(cms)
beforeAll(() => {
  Object.assign(globalThis, { intPayload: cms.payload })
})

type Route = {
  GET: (request: Request, context: { params: Promise<{ number: string; file: string }> }) => Promise<Response>
}
const route = () => import('@/app/api/dop/[number]/[file]/route') as Promise<Route>

async function get(number: string, file: string, headers: Record<string, string> = {}): Promise<Response> {
  const { GET } = await route()
  return GET(new Request(`http://localhost/api/dop/${number}/${file}`, { headers }), {
    params: Promise.resolve({ number, file }),
  })
}

const sha256 = (bytes: Buffer | Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')
const squash = (text: string) => text.replace(/\s+/g, '')

/** What a refused save says, and with which status. */
async function refusal(save: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await save
  } catch (error) {
    const e = error as { status?: number; message?: string }
    return { status: e.status ?? 0, message: e.message ?? '' }
  }
  throw new Error('the save went through')
}

const articleOf = async (productId: number) =>
  (await cms.payload.findByID({ collection: 'products', id: productId, depth: 0 })).variants[0]!.articleNumber!

describe(`declarations of performance (${dbKind()})`, () => {
  it('publishing issues the PDF in de, en, it, fr, es (not zh), each served byte for byte with its SHA-256', async () => {
    const product = await publishedProduct(cms, { de: 'Waschtisch DoP' })
    const article = await articleOf(product)
    const number = nextDopNumber()
    const id = await draft(number, [article])
    expect(await get(number, 'de.pdf').then((r) => r.status), 'a draft is not issued').toBe(404)

    const doc = await publish(id)
    const files = doc.issued?.files ?? []
    expect(files.map((f) => f.language)).toEqual(['de', 'en', 'it', 'fr', 'es'])
    expect(doc.issued?.at).toBeTruthy()

    const answer = await get(number, 'it.pdf')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    const body = Buffer.from(await answer.arrayBuffer())
    const noted = files.find((f) => f.language === 'it')!
    expect(sha256(body)).toBe(noted.sha256)
    expect(body.length).toBe(noted.bytes)
    expect(answer.headers.get('etag')).toBe(`"${noted.sha256}"`)
    expect(answer.headers.get('cache-control')).toContain('immutable')
    expect((await get(number, 'it.pdf', { 'if-none-match': `"${noted.sha256}"` })).status).toBe(304)

    // The Italian file is the Italian declaration: its labels, the Italian texts, the article.
    const { text, info } = await pdfText(body)
    const flat = squash(text)
    expect(info.Title).toBe(`Dichiarazione di prestazione N. ${number}`)
    for (const words of [declarationTexts.it.use, declarationTexts.it.characteristic, article, 'EN 14688:2015'])
      expect(flat).toContain(squash(words))
    expect(flat).not.toContain(squash(declarationTexts.de.use))

    // Each language's file is its own; Chinese is not issued, and says so in the API's shape.
    expect(new Set(files.map((f) => f.sha256)).size).toBe(5)
    const zh = await get(number, 'zh.pdf')
    expect(zh.status).toBe(404)
    expect(((await zh.json()) as { error: { message: string } }).error.message).toContain(number)
    expect((await get('DoP-does-not-exist', 'de.pdf')).status).toBe(404)
    expect((await get('../../etc', 'de.pdf')).status).toBe(404)
  })

  it('a published declaration refuses a change, an unpublish, a restore, the trash and a delete, saying to issue a new number', async () => {
    const number = nextDopNumber()
    const id = await draft(number, ['SH-DOP-REFUSE'])
    await publish(id)
    const ctx = { disableRevalidate: true }
    const attempts: Record<string, () => Promise<unknown>> = {
      'a change': () =>
        cms.payload.update({
          collection: 'declarations',
          id,
          locale: 'de',
          data: { intendedUse: 'Geändert' } as never,
          context: { ...ctx },
        }),
      'a draft beside it': () =>
        cms.payload.update({
          collection: 'declarations',
          id,
          locale: 'de',
          draft: true,
          data: { intendedUse: 'Geändert' } as never,
          context: { ...ctx },
        }),
      'an unpublish': () =>
        cms.payload.update({
          collection: 'declarations',
          id,
          data: { _status: 'draft' } as never,
          context: { ...ctx },
        }),
      'the trash': () =>
        cms.payload.update({
          collection: 'declarations',
          id,
          data: { deletedAt: new Date().toISOString() } as never,
          context: { ...ctx },
        }),
      'a delete': () => cms.payload.delete({ collection: 'declarations', id, context: { ...ctx } }),
    }
    for (const [what, attempt] of Object.entries(attempts)) {
      const { status, message } = await refusal(attempt())
      expect(status, what).toBe(403)
      expect(message, what).toContain('neuen Nummer')
    }
    const { docs: versions } = await cms.payload.findVersions({
      collection: 'declarations',
      where: { parent: { equals: id } },
      depth: 0,
      limit: 1,
      sort: 'createdAt',
    })
    const restore = await refusal(
      cms.payload.restoreVersion({ collection: 'declarations', id: String(versions[0]!.id), context: { ...ctx } }),
    )
    expect(restore.status).toBe(403)

    // An admin working in English is told in English.
    const english = await refusal(
      cms.payload.update({
        collection: 'declarations',
        id,
        data: { place: 'Berlin' } as never,
        req: { i18n: { language: 'en' } } as never,
        context: { ...ctx },
      }),
    )
    expect(english.message).toContain('issue a new declaration with a new number')
    const still = await cms.payload.findByID({ collection: 'declarations', id, locale: 'de', depth: 0 })
    expect([still._status, still.place, still.intendedUse, still.deletedAt ?? null]).toEqual([
      'published',
      'Frankfurt am Main',
      declarationTexts.de.use,
      null,
    ])
    expect((await get(number, 'de.pdf')).status).toBe(200)
  })

  it('stays served while its product is trashed and after the product is deleted for good', async () => {
    const product = await publishedProduct(cms, { de: 'Waschtisch vergänglich' })
    const article = await articleOf(product)
    const number = nextDopNumber()
    await publish(await draft(number, [article]))
    const { declarationsFor } = await import('@/lib/cms/declarations')
    expect((await declarationsFor([article])).map((d) => d.number)).toEqual([number])

    await cms.payload.update({
      collection: 'products',
      id: product,
      data: { deletedAt: new Date().toISOString() } as never,
      context: { disableRevalidate: true },
    })
    expect((await get(number, 'fr.pdf')).status).toBe(200)

    await cms.payload.delete({ collection: 'products', id: product, trash: true, context: { disableRevalidate: true } })
    expect(
      await cms.payload.count({ collection: 'products', where: { id: { equals: product } }, trash: true }),
    ).toEqual({
      totalDocs: 0,
    })
    const answer = await get(number, 'fr.pdf')
    expect(answer.status).toBe(200)
    expect((await declarationsFor([article])).map((d) => d.number)).toEqual([number])
  })

  it('a publication missing a language is refused, names the language, and issues nothing', async () => {
    const number = nextDopNumber()
    const id = await draft(number, ['SH-DOP-MISSING'], ['zh', 'en', 'fr', 'es'])
    const { status, message } = await refusal(publish(id))
    expect(status).toBe(400)
    expect(message).toContain('Italian')
    const doc = await cms.payload.findByID({ collection: 'declarations', id, depth: 0, draft: true })
    expect(doc._status).toBe('draft')
    expect(doc.issued?.files ?? []).toEqual([])
    expect((await get(number, 'de.pdf')).status).toBe(404)
  })

  it('a file altered in the store is not served (503), and the one issued is again once it is put back', async () => {
    const number = nextDopNumber()
    await publish(await draft(number, ['SH-DOP-ALTERED']))
    const file = path.join(process.env.MEDIA_DIR!, 'declarations', `${number}-es.pdf`)
    const issued = fs.readFileSync(file)
    fs.writeFileSync(file, Buffer.concat([issued, Buffer.from('%altered\n')]))
    const altered = await get(number, 'es.pdf')
    expect(altered.status).toBe(503)
    expect(((await altered.json()) as { error: { message: string } }).error.message).toContain(number)
    fs.writeFileSync(file, issued)
    const back = await get(number, 'es.pdf')
    expect(back.status).toBe(200)
    expect(Buffer.from(await back.arrayBuffer()).equals(issued)).toBe(true)
  })
  it('who may do what (the access matrix’s rule, on drafts and issued ones): the site reads issued declarations only; editors create, change and trash drafts; sales and hr only read; only an admin deletes a draft for good; nobody touches an issued one', async () => {
    const roles = ['editor', 'sales', 'hr', 'admin'] as const
    const users = Object.fromEntries(
      await Promise.all(
        roles.map(async (role) => [
          role,
          await cms.payload.create({
            collection: 'users',
            data: { email: `dop-${role}-${process.pid}@test.example`, password: 'Dop-Passw0rd!x', role, name: role },
            overrideAccess: true,
          }),
        ]),
      ),
    ) as Record<(typeof roles)[number], never>
    const as = (role: (typeof roles)[number] | 'site') =>
      role === 'site'
        ? { overrideAccess: false, user: null, context: { disableRevalidate: true } }
        : {
            overrideAccess: false,
            user: users[role],
            req: { payloadAPI: 'REST' } as never,
            context: { disableRevalidate: true },
          }
    const allowed = async (operation: Promise<unknown>) =>
      operation.then(
        () => true,
        (error: { status?: number }) => {
          if (error.status !== 403 && error.status !== 404) throw error
          return false
        },
      )
    const issued = (await publish(await draft(nextDopNumber(), ['SH-DOP-ACL-1']))).id as number
    const drafts = {} as Record<string, number>
    for (const role of roles) drafts[role] = await draft(nextDopNumber(), ['SH-DOP-ACL-2'])

    const site = await cms.payload.find({
      collection: 'declarations',
      where: { id: { in: [issued, drafts.editor!] } },
      depth: 0,
      ...as('site'),
    })
    expect(site.docs.map((d) => d.id)).toEqual([issued])

    for (const role of roles) {
      const writer = role === 'editor' || role === 'admin'
      const seen = await cms.payload.find({
        collection: 'declarations',
        where: { id: { in: [issued, drafts[role]!] } },
        depth: 0,
        draft: true,
        ...as(role),
      })
      expect(seen.docs.length, `${role} reads drafts and issued ones`).toBe(2)
      const created = await allowed(
        cms.payload.create({
          collection: 'declarations',
          data: { number: nextDopNumber(), _status: 'draft' } as never,
          draft: true,
          ...as(role),
        }),
      )
      expect(created, `${role} creates`).toBe(writer)
      const changed = await allowed(
        cms.payload.update({
          collection: 'declarations',
          id: drafts[role]!,
          data: { place: `Ort ${role}` } as never,
          draft: true,
          ...as(role),
        }),
      )
      expect(changed, `${role} changes a draft`).toBe(writer)
      expect(
        await allowed(
          cms.payload.update({
            collection: 'declarations',
            id: issued,
            data: { place: 'Berlin' } as never,
            ...as(role),
          }),
        ),
        `${role} changes an issued one`,
      ).toBe(false)
      expect(
        await allowed(cms.payload.delete({ collection: 'declarations', id: issued, ...as(role) })),
        `${role} deletes an issued one`,
      ).toBe(false)
      const deleted = await allowed(cms.payload.delete({ collection: 'declarations', id: drafts[role]!, ...as(role) }))
      expect(deleted, `${role} deletes a draft for good`).toBe(role === 'admin')
      if (role === 'editor') {
        const trashed = await allowed(
          cms.payload.update({
            collection: 'declarations',
            id: drafts[role]!,
            data: { deletedAt: new Date().toISOString() } as never,
            ...as(role),
          }),
        )
        expect(trashed, 'an editor moves a draft to the trash').toBe(true)
      }
    }
    expect(
      (await get((await cms.payload.findByID({ collection: 'declarations', id: issued })).number, 'de.pdf')).status,
    ).toBe(200)
  })
})
