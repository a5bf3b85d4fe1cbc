import { createTranslator } from 'next-intl'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { cadWriters } from '@/lib/cad/files'
import { stepSolid } from '@/lib/cad/step'

import { cmsOfFile, dbKind, nextArticle, publishedProduct } from './harness'
import de from '../../messages/de.json'
import zh from '../../messages/zh.json'
import { readIfc } from '../support/webIfc'

// The answers read through `src/lib/cms`: here without Next's data cache, from this test's CMS.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: () => {} }))
vi.mock('@/lib/cms/payload', () => ({ payloadClient: async () => (globalThis as { intPayload?: unknown }).intPayload }))
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'de' | 'zh'; namespace: string }) =>
    createTranslator({ locale, messages: { de, zh }[locale], namespace } as never),
}))

const cms = cmsOfFile()
beforeAll(() => {
  Object.assign(globalThis, { intPayload: cms.payload })
})

type Route = {
  GET: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
}
const routes = {
  'plan.dxf': () => import('@/app/(frontend)/[locale]/(site)/product/[slug]/plan.dxf/route') as Promise<Route>,
  'model.ifc': () => import('@/app/(frontend)/[locale]/(site)/product/[slug]/model.ifc/route') as Promise<Route>,
  'solid.stp': () => import('@/app/(frontend)/[locale]/(site)/product/[slug]/solid.stp/route') as Promise<Route>,
}
const variantRoutes = {
  'plan.dxf': () =>
    import('@/app/(frontend)/[locale]/(site)/product/[slug]/[article]/plan.dxf/route') as Promise<Route>,
  'model.ifc': () =>
    import('@/app/(frontend)/[locale]/(site)/product/[slug]/[article]/model.ifc/route') as Promise<Route>,
  'solid.stp': () =>
    import('@/app/(frontend)/[locale]/(site)/product/[slug]/[article]/solid.stp/route') as Promise<Route>,
}

/** Asks for a file as a browser does; a redirect comes back as its status and address. */
async function get(
  path: { locale: string; slug: string; article?: string; file: keyof typeof routes },
  headers: Record<string, string> = {},
): Promise<Response | { redirect: string; status: number }> {
  const { file, ...params } = path
  const route = await (params.article ? variantRoutes : routes)[file]()
  try {
    return await route.GET(new Request(`http://localhost/${params.locale}/x/${file}`, { headers }), {
      params: Promise.resolve(params as Record<string, string>),
    })
  } catch (error) {
    // Next's redirect: NEXT_REDIRECT;<type>;<url>;<status>;
    const digest = String((error as { digest?: string }).digest ?? '')
    if (!digest.startsWith('NEXT_REDIRECT')) throw error
    const [, , url, status] = digest.split(';')
    return { redirect: url!, status: Number(status) }
  }
}

async function product(gtin?: string) {
  const id = await publishedProduct(cms, { de: 'Aufsatzbecken Rund 42', zh: '圆形台上盆 42' })
  const [white, black, wide] = [nextArticle(), nextArticle(), nextArticle()]
  const doc = await cms.payload.update({
    collection: 'products',
    id,
    locale: 'de',
    data: {
      family: 'basin',
      specs: {
        width: 420,
        depth: 420,
        height: 150,
        outline: 'round',
        installation: 'countertop',
        material: 'mineral-cast',
        measures: { drainDiameter: 45, drainX: 210, drainY: 210 },
      },
      variants: [
        { articleNumber: white, colour: 'white', ...(gtin ? { gtin } : {}) },
        { articleNumber: black, colour: 'black' },
        { articleNumber: wide, colour: 'white', width: 500, depth: 500 },
      ],
      _status: 'published',
    } as never,
    context: { disableRevalidate: true },
  })
  return { slug: doc.slug as string, white, black, wide }
}

describe(`CAD and BIM files beside the product's page (${dbKind()})`, () => {
  const writer = cadWriters.step
  afterEach(() => {
    cadWriters.step = writer
    vi.restoreAllMocks()
  })

  it('serve each variant’s files as downloads named by article number; colours lead to the file they share', async () => {
    const p = await product('4006381333931')
    const plan = (await get({ locale: 'de', slug: p.slug, file: 'plan.dxf' })) as Response
    expect(plan.status).toBe(200)
    expect(plan.headers.get('content-type')).toBe('image/vnd.dxf')
    expect(plan.headers.get('content-disposition')).toBe(`attachment; filename="${p.white}-plan-de.dxf"`)
    expect(plan.headers.get('x-article-numbers')).toBe(`${p.white}, ${p.black}`)
    const text = Buffer.from(await plan.arrayBuffer()).toString('latin1')
    expect(text).toContain('Aufsatzbecken Rund 42')
    expect(text).toContain(`${p.white}, ${p.black}`)
    // unchanged: the browser's copy is still good
    const again = (await get(
      { locale: 'de', slug: p.slug, file: 'plan.dxf' },
      { 'if-none-match': plan.headers.get('etag')! },
    )) as Response
    expect(again.status).toBe(304)

    expect(await get({ locale: 'de', slug: p.slug, article: p.black, file: 'model.ifc' })).toEqual({
      redirect: `/de/product/${p.slug}/model.ifc`,
      status: 308,
    })
    const wide = (await get({ locale: 'zh', slug: p.slug, article: p.wide, file: 'model.ifc' })) as Response
    expect(wide.status, await wide.clone().text()).toBe(200)
    expect(wide.headers.get('content-disposition')).toBe(`attachment; filename="${p.wide}-model-zh.ifc"`)
    const ifc = await readIfc(new Uint8Array(await wide.arrayBuffer()))
    expect(ifc.elements[0]).toMatchObject({ name: '圆形台上盆 42', tag: p.wide })
    expect(ifc.elements[0]!.propertySets.Pset_SanitaryTerminalTypeCommon?.NominalLength?.value).toBe(500)

    const missing = (await get({ locale: 'de', slug: p.slug, article: 'SH999999', file: 'solid.stp' })) as Response
    expect(missing.status).toBe(404)
  })

  it('refuses a file that fails its check: logged, no download, a message in the visitor’s language', async () => {
    const p = await product()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    // a writer that puts the first line's vector inside the LINE: no valid Part 21
    cadWriters.step = (part) => {
      const text = stepSolid(part).toString('latin1')
      const line = /=LINE\('',(#\d+),#(\d+)\);/.exec(text)!
      const vector = new RegExp(`#${line[2]}=(VECTOR\\([^;]*\\));`).exec(text)![1]!
      return Buffer.from(text.replace(line[0], `=LINE('',${line[1]},${vector});`), 'latin1')
    }
    const refused = (await get({ locale: 'de', slug: p.slug, article: p.wide, file: 'solid.stp' })) as Response
    expect(refused.status).toBe(503)
    expect(refused.headers.get('content-disposition')).toBeNull()
    expect(await refused.text()).toMatch(/^Diese Datei kann gerade nicht erstellt werden/)
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^\\[cad\\] ${p.wide}-solid-de\\.stp \\(${p.slug}\\) is not offered: .*VECTOR`)),
    )
    const zhRefused = (await get({ locale: 'zh', slug: p.slug, file: 'solid.stp' })) as Response
    expect(await zhRefused.text()).toMatch(/^该文件暂时无法生成/)
  })
})
