import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'

import { openApiDocument } from '@/features/publicApi/openapi'
import { locales, type Locale } from '@/i18n/locales'
import { colours } from '@/lib/catalogue/specs'

import { dbKind, type Cms } from './harness'

/**
 * Contract tests of the public JSON API: the real route modules, called as Next calls them, on
 * the seeded database; every answer is checked against the OpenAPI document.
 */

type Route = {
  GET: (request: Request, context: { params: Promise<Record<string, string[] | undefined>> }) => Promise<Response>
  POST: (request: Request) => Promise<Response>
}

const routeModules: Record<string, () => Promise<Route>> = {
  ads: () => import('@/app/api/ads/[[...path]]/route') as Promise<Route>,
  cats: () => import('@/app/api/cats/[[...path]]/route') as Promise<Route>,
  categorys: () => import('@/app/api/categorys/[[...path]]/route') as Promise<Route>,
  category: () => import('@/app/api/category/[[...path]]/route') as Promise<Route>,
  article: () => import('@/app/api/article/[[...path]]/route') as Promise<Route>,
  jobs: () => import('@/app/api/jobs/[[...path]]/route') as Promise<Route>,
}

const BASE = 'http://localhost:3000'

export type Answer = { status: number; body: unknown; headers: Headers }

/** Calls the route module that serves `url` (a path below /api), the way Next would. */
export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const full = new URL(url, BASE)
  const [, api, prefix, ...rest] = full.pathname.split('/')
  if (api !== 'api' || !prefix || !routeModules[prefix]) throw new Error(`no route for ${url}`)
  const route = await routeModules[prefix]()
  const request = new Request(full, { method: init.method ?? 'GET', headers: init.headers })
  const response =
    (init.method ?? 'GET') === 'GET'
      ? await route.GET(request, {
          params: Promise.resolve({ path: rest.length ? rest.map(decodeURIComponent) : undefined }),
        })
      : await route.POST(request)
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

const doc = openApiDocument(BASE) as {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >
}
const ajv = new Ajv2020({ strict: false, allErrors: true })
ajv.addSchema(doc, 'openapi')

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')

/** Asserts that an answer is one the OpenAPI document describes for this path, method and status. */
export function expectDocumented(template: string, answer: Answer, method = 'get'): void {
  const response = doc.paths[template]?.[method]?.responses[String(answer.status)]
  expect(response, `${method.toUpperCase()} ${template} does not document ${answer.status}`).toBeDefined()
  if (!response?.content) return
  const validate = ajv.getSchema(
    `openapi#/paths/${pointer(template)}/${method}/responses/${answer.status}/content/application~1json/schema`,
  )
  if (!validate) throw new Error(`no schema for ${template} ${answer.status}`)
  const valid = validate(answer.body)
  expect(valid, `${template} ${answer.status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true)
}

type ListBody<T> = { data: T[]; page: number; limit: number; total: number }
const list = <T>(a: Answer) => a.body as ListBody<T>

export function publicApiSuite(getCms: () => Cms): void {
  describe(`public JSON API (${dbKind()})`, () => {
    it('answers every path in all six languages, as the OpenAPI document describes', async () => {
      const cms = getCms()
      const categories = await cms.payload.find({
        collection: 'news-categories',
        depth: 0,
        limit: 10,
        pagination: false,
      })
      const legacyOf = Object.fromEntries(categories.docs.map((c) => [c.language, c.legacyId])) as Record<
        Locale,
        number
      >
      for (const [index, locale] of locales.entries()) {
        // The spec's language index and the code name the same language.
        const lang = index % 2 === 0 ? String(index) : locale

        const ads = await call(`/api/ads?lang=${lang}`)
        expectDocumented('/api/ads', ads)
        expect(ads.headers.get('content-language')).toBe(locale)
        const banners = list<Record<string, string>>(ads).data
        expect(banners.length, locale).toBeGreaterThan(0)
        for (const key of ['de_desc', 'desc', 'en_desc', 'it_desc', 'fr_desc', 'es_desc'])
          expect(banners[0]?.[key], `${locale} ${key}`).toBeTruthy()
        expect(banners[0]?.image).toMatch(/^http:\/\/localhost:3000\/api\/media\/file\/.+\.webp$/)

        const sidebar = await call(`/api/cats?lang=${lang}`)
        expectDocumented('/api/cats', sidebar)
        type Cat = {
          id: number
          title: string
          productCount: number
          subCategory: { id: number; productCount: number }[]
        }
        const roots = list<Cat>(sidebar).data
        expect(roots.map((r) => r.subCategory.length).slice(0, 5), locale).toEqual([5, 2, 5, 4, 4])
        const home = await call(`/api/cats?lang=${lang}&layout=home`)
        expectDocumented('/api/cats', home)
        expect(list<Cat>(home).data.length).toBeGreaterThanOrEqual(5)

        const basins = roots[0] as Cat
        const sub = basins.subCategory[0] as { id: number; productCount: number }
        const ofRoot = await call(`/api/cats/root/${basins.id}/products?lang=${lang}&limit=4`)
        expectDocumented('/api/cats/root/{id}/products', ofRoot)
        expect(list(ofRoot).total).toBe(basins.productCount)
        expect(list(ofRoot).data).toHaveLength(Math.min(4, basins.productCount))
        // The trade's data: the default variant's number, the series, every variant with its own page.
        type Item = {
          article: string
          series: { slug: string; url: string }
          variants: { article: string; gtin: string; name: string; default: boolean; url: string; shortUrl: string }[]
        }
        const [luna] = list<Item>(ofRoot).data
        expect(luna?.article, locale).toBe('SH100101')
        expect(luna?.series).toMatchObject({ slug: 'luna', url: `http://localhost:3000/${locale}/series/luna` })
        expect(luna?.variants.map((v) => [v.article, v.default])).toEqual([
          ['SH100101', true],
          ['SH100102', false],
          ['SH100103', false],
        ])
        expect(luna?.variants[2]).toMatchObject({
          name: colours.black[locale],
          gtin: '4262025101032',
          url: `http://localhost:3000/${locale}/product/luna-60-wall-hung-basin/SH100103`,
          shortUrl: 'http://localhost:3000/p/SH100103',
        })
        // Its data: size, the data table with units in the language, installation measures, files, change.
        const data = list<{
          dimensions: Record<string, number | null>
          specs: { key: string; label: string; value: string }[]
          measures: Record<string, number | string>
          downloads: { url: string }[]
          updatedAt: string
        }>(ofRoot).data[0]!
        expect(data.dimensions).toEqual({ width: 600, depth: 420, height: 120 })
        expect(data.specs.find((r) => r.key === 'dimensions')?.value, locale).toMatch(/600.*420.*120/)
        expect(
          data.specs.every((r) => r.label !== r.key),
          locale,
        ).toBe(true)
        expect(typeof data.measures.drainDiameter).toBe('number')
        expect(data.downloads.every((d) => d.url.startsWith('http://localhost:3000/'))).toBe(true)
        expect(Number.isNaN(Date.parse(data.updatedAt))).toBe(false)
        const ofSub = await call(`/api/cats/${sub.id}/products?lang=${lang}`)
        expectDocumented('/api/cats/{id}/products', ofSub)
        expect(list(ofSub).total).toBe(sub.productCount)
        expect(list(ofSub).total).toBeLessThan(basins.productCount)

        // The finder: a niche of 900 × 800 mm among the enclosures names the variant with the
        // shorter side panel, and says what fitting it takes.
        const enclosures = roots[2] as Cat
        const fits = await call(`/api/cats/root/${enclosures.id}/products?lang=${lang}&fit=900x800`)
        expectDocumented('/api/cats/root/{id}/products', fits)
        expect(
          list<{ slug: string; article: string; fit: unknown }>(fits).data.map((p) => [p.slug, p.article, p.fit]),
        ).toEqual([
          [
            'quadro-90-corner-enclosure',
            'SH300302',
            {
              kind: 'niche',
              fits: true,
              used: { width: 30, depth: 30 },
              left: { width: 5, depth: 5 },
              steps: [
                { dimension: 'width', action: 'exact' },
                { dimension: 'depth', action: 'exact' },
              ],
              article: 'SH300302',
            },
          ],
        ])
        // Under a sloped ceiling of 1,900 mm only the 1,900 mm high Curva remains of the three
        // that fit 900 × 900 (Quadro and Diamant are 1,950 mm high); 905 mm is a size.
        const low = await call(`/api/cats/root/${enclosures.id}/products?lang=${lang}&fit=900x900x1900`)
        expect(list<{ slug: string }>(low).data.map((p) => p.slug)).toEqual(['curva-90-quadrant-enclosure'])
        const wide = await call(`/api/cats/root/${enclosures.id}/products?lang=${lang}&fit=905x905`)
        expect(list<{ article: string }>(wide).data.map((p) => p.article)).toEqual(['SH300301', 'SH300501', 'SH300601'])
        const sliding = await call(`/api/cats/root/${enclosures.id}/products?lang=${lang}&opening=sliding&colour=black`)
        expect(list<{ slug: string }>(sliding).data.map((p) => p.slug)).toEqual([
          'linea-140-sliding-door',
          'sfera-120-offset-quadrant-enclosure',
        ])

        const articleCategories = await call(`/api/categorys?lang=${lang}`)
        expectDocumented('/api/categorys', articleCategories)
        expect(list<{ id: number }>(articleCategories).data.map((c) => c.id)).toEqual([13, 14, 15, 16, 17, 19])

        const articles = await call(`/api/category/${legacyOf[locale]}/articles?lang=${lang}&limit=2`)
        expectDocumented('/api/category/{id}/articles', articles)
        expect(articles.headers.get('content-language')).toBe(locale)
        const [latest] = list<{ id: number; thumb_image: string }>(articles).data
        expect(latest?.thumb_image).toMatch(/^http:\/\/localhost:3000\/api\/media\/file\//)

        const article = await call(`/api/article/${latest?.id}?lang=${lang}`)
        expectDocumented('/api/article/{id}', article)
        const body = (article.body as { data: { desc: string; lang: string; category: number } }).data
        expect(body.desc).toMatch(/^<p>/)
        expect(body.desc).not.toContain('{{')
        expect([body.lang, body.category]).toEqual([locale, legacyOf[locale]])

        const jobs = await call(`/api/jobs?lang=${lang}`)
        expectDocumented('/api/jobs', jobs)
        const openings = list<{ title: string; desc: string }>(jobs).data
        expect(openings.length, locale).toBeGreaterThanOrEqual(5)
        if (locale === 'zh') expect(openings[0]?.title).toMatch(/[\u4e00-\u9fff]/)
      }
    })

    it('keeps Payload’s collection REST routes off the public API’s paths', () => {
      const { collections, endpoints } = getCms().payload.config
      const taken = [...collections.map((c) => c.slug), ...endpoints.map((e) => e.path.split('/')[1])]
      for (const path of [
        'ads',
        'cats',
        'categorys',
        'category',
        'article',
        'jobs',
        'join',
        'openapi.json',
        'showroom',
      ])
        expect(taken).not.toContain(path)
      // The translation board's "Geprüft", the XLIFF export and import, the translation memory's
      // lookup and TMX, and Payload's own root endpoint, and nothing else.
      expect(endpoints.map((e) => e.path)).toEqual([
        '/translation/checked',
        '/translation/xliff',
        '/translation/xliff',
        '/translation/memory',
        '/translation/memory/tmx',
        '/translation/memory/tmx',
        '/access',
      ])
    })

    it('pages lists: page and limit choose the slice, total counts all, a page past the end is empty', async () => {
      const all = list<{ id: number }>(await call('/api/category/14/articles?limit=100'))
      expect(all.total).toBe(all.data.length)
      const second = await call('/api/category/14/articles?limit=2&page=2')
      expect(list<{ id: number }>(second).data.map((a) => a.id)).toEqual(all.data.slice(2, 4).map((a) => a.id))
      const past = await call('/api/category/14/articles?page=500')
      expectDocumented('/api/category/{id}/articles', past)
      expect(list(past)).toMatchObject({ data: [], page: 500, total: all.total })
    })

    it('answers bad parameters, unknown ids and wrong methods with a localized error of the documented shape', async () => {
      const roots = list<{ id: number; subCategory: { id: number }[] }>(await call('/api/cats')).data
      const subId = roots[0]?.subCategory[0]?.id
      const cases: [string, string, number, string, RegExp][] = [
        [
          '/api/cats/999999/products?lang=en',
          '/api/cats/{id}/products',
          404,
          'not_found',
          /no product category with the id 999999/,
        ],
        [
          `/api/cats/root/${subId}/products?lang=de`,
          '/api/cats/root/{id}/products',
          404,
          'not_found',
          /keine Hauptkategorie/,
        ],
        ['/api/cats/abc/products?lang=zh', '/api/cats/{id}/products', 400, 'invalid', /参数/],
        [
          '/api/category/12/articles?lang=fr',
          '/api/category/{id}/articles',
          404,
          'not_found',
          /13, 14, 15, 16, 17, 19/,
        ],
        ['/api/article/99999999?lang=it', '/api/article/{id}', 404, 'not_found', /articolo/],
        ['/api/article/-1', '/api/article/{id}', 400, 'invalid', /Parameter/],
        ['/api/ads?lang=9', '/api/ads', 400, 'bad_language', /0-5/],
        ['/api/jobs?lang=es&page=0', '/api/jobs', 400, 'invalid', /parámetros/],
        ['/api/cats?layout=grid&limit=500&lang=en', '/api/cats', 400, 'invalid', /parameters/],
      ]
      for (const [url, template, status, code, message] of cases) {
        const answer = await call(url)
        expect(answer.status, url).toBe(status)
        expectDocumented(template, answer)
        const error = (answer.body as { error: { code: string; message: string; fields?: Record<string, string> } })
          .error
        expect(error.code, url).toBe(code)
        expect(error.message, url).toMatch(message)
        expect(answer.headers.get('cache-control')).toBe('no-store')
      }
      const fields = (await call('/api/cats?layout=grid&limit=500&lang=en')).body as {
        error: { fields: Record<string, string> }
      }
      expect(fields.error.fields).toEqual({
        layout: 'Please give one of: sidebar, home.',
        limit: 'Please give a whole number from 1 to 100.',
      })

      // The finder's parameters: each bad one named, in the request's language.
      const enclosures = roots[2]!.id
      const finder = await call(`/api/cats/root/${enclosures}/products?lang=de&fit=0x800&colour=purple&width=abc`)
      expect(finder.status).toBe(400)
      expectDocumented('/api/cats/root/{id}/products', finder)
      expect((finder.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        fit: 'Jedes Maß des Raums muss mindestens 200 mm betragen.',
        colour: expect.stringMatching(/^Bitte geben Sie einen dieser Werte an: white, black, .*gun-metal\.$/),
        width: 'Ein Bereich in Millimetern: min-max, min- oder -max (z. B. 800-1200).',
      })

      const post = await call('/api/jobs?lang=en', { method: 'POST' })
      expect(post.status).toBe(405)
      expect(post.headers.get('allow')).toBe('GET, HEAD')
      expectDocumented('/api/jobs', post)
      const unknown = await call('/api/cats/1/products/more?lang=en')
      expect([unknown.status, (unknown.body as { error: { code: string } }).error.code]).toEqual([404, 'not_found'])
    })

    it('gives an ETag, and a 304 without a body while the content is unchanged', async () => {
      const first = await call('/api/ads?lang=zh')
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^".+"$/)
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
      const again = await call('/api/ads?lang=zh', { headers: { 'If-None-Match': `W/${etag}` } })
      expect([again.status, again.body, again.headers.get('etag')]).toEqual([304, null, etag])
      const other = await call('/api/ads?lang=de', { headers: { 'If-None-Match': etag as string } })
      expect(other.status).toBe(200)
    })

    it('shows no draft, no draft change and no enquiry through any public path', async () => {
      const { payload } = getCms()
      const ctx = { disableRevalidate: true }
      const roots = list<{ id: number; subCategory: { id: number }[] }>(await call('/api/cats')).data
      const root = roots[0] as { id: number; subCategory: { id: number }[] }
      const {
        docs: [someImage],
      } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
      await payload.create({
        collection: 'products',
        data: {
          title: 'Geheimwaschtisch',
          slug: 'geheim-draft',
          description: 'Geheimbeschreibung',
          images: [someImage!.id],
          category: root.id,
          subCategory: root.subCategory[0]?.id,
          _status: 'draft',
        },
        draft: true,
        context: ctx,
      })
      const {
        docs: [shown],
      } = await payload.find({ collection: 'products', where: { category: { equals: root.id } }, limit: 1, depth: 0 })
      await payload.update({
        collection: 'products',
        id: shown!.id,
        data: { title: 'Geheimentwurf' },
        draft: true,
        locale: 'de',
        context: ctx,
      })
      const {
        docs: [newsCategory],
      } = await payload.find({ collection: 'news-categories', where: { language: { equals: 'de' } }, depth: 0 })
      const draftArticle = await payload.create({
        collection: 'news',
        data: {
          title: 'Geheimartikel',
          slug: 'geheim-artikel',
          category: newsCategory!.id,
          publishedAt: '2030-01-01',
          image: someImage!.id,
          body: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } },
          _status: 'draft',
        },
        draft: true,
        context: ctx,
      })
      await payload.create({
        collection: 'enquiries',
        data: {
          type: 'project',
          status: 'new',
          name: 'Geheimkunde',
          tel: '13800000000',
          email: 'geheim@test.example',
          country: 'CN',
          province: '浙江',
          requirement: 'Geheimanfrage',
        },
        context: ctx,
      })
      const urls = locales.flatMap((l) => [
        `/api/ads?lang=${l}&limit=100`,
        `/api/cats?lang=${l}&limit=100`,
        `/api/cats?lang=${l}&layout=home`,
        `/api/cats/root/${root.id}/products?lang=${l}&limit=100`,
        `/api/cats/${root.subCategory[0]?.id}/products?lang=${l}&limit=100`,
        `/api/categorys?lang=${l}`,
        `/api/jobs?lang=${l}&limit=100`,
      ])
      urls.push(...[13, 14, 15, 16, 17, 19].map((id) => `/api/category/${id}/articles?limit=100`))
      for (const url of urls) {
        const text = JSON.stringify((await call(url)).body)
        expect(text, url).not.toMatch(/Geheim|geheim/)
      }
      const draft = await call(`/api/article/${draftArticle.id}`)
      expect(draft.status).toBe(404)
    })
  })
}
