import { expect, test, type APIRequestContext } from '@playwright/test'

import { staffRequest } from './global-setup'

/**
 * The fallback chain (zh → en → de) as visitors see it, on the careers page's introduction: a text
 * missing in Chinese shows in English, marked `lang="en"`; missing in English too, in German,
 * marked `lang="de-DE"`; never an empty block. It publishes a page text, so it runs with the
 * lifecycle tests, after all others.
 */

type Intro = { text: string; lang: string | null }

/** The first paragraph of the careers page's introduction, with its own `lang` if it has one. */
async function intro(request: APIRequestContext, locale: string): Promise<Intro | undefined> {
  const html = await (await request.get(`/${locale}/contact/recruit`)).text()
  const match = /class="page-head"><div class="container"><h1[^>]*>[^<]*<\/h1><p(?: lang="([^"]*)")?>([^<]*)<\/p>/.exec(
    html,
  )
  return match ? { text: decode(match[2]!), lang: match[1] ?? null } : undefined
}

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' }
const decode = (html: string) => html.replace(/&(amp|#x27|quot|lt|gt);/g, (entity) => entities[entity]!)

async function publish(editor: APIRequestContext, locale: string, text: string | null): Promise<void> {
  const saved = await editor.post(`/api/globals/recruit-page?locale=${locale}`, {
    data: { text, _status: 'published' },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

/** The stored introduction (the page shows it split into paragraphs, facts resolved). */
async function stored(editor: APIRequestContext, locale: string): Promise<string> {
  const answer = await editor.get(`/api/globals/recruit-page?locale=${locale}&depth=0&fallback-locale=null`)
  return ((await answer.json()) as { text: string }).text
}

test('a Chinese page whose text is missing in Chinese shows the English text marked lang="en", then the German one', async ({
  page,
  request,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const texts = { zh: await stored(editor, 'zh'), en: await stored(editor, 'en') }
  const shown = { zh: await intro(request, 'zh'), en: await intro(request, 'en'), de: await intro(request, 'de') }
  expect(shown.zh?.lang, 'the Chinese introduction is Chinese').toBeNull()
  try {
    await publish(editor, 'zh', null)
    await expect.poll(() => intro(request, 'zh'), { timeout: 10_000 }).toEqual({ text: shown.en!.text, lang: 'en' })
    await page.goto('/zh/contact/recruit')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    const paragraph = page.locator('.page-head p').first()
    await expect(paragraph).toHaveAttribute('lang', 'en')
    await expect(paragraph).toHaveText(shown.en!.text)

    // Missing in English too: German, marked as German, on the Chinese and on the English page.
    await publish(editor, 'en', null)
    await expect.poll(() => intro(request, 'zh'), { timeout: 10_000 }).toEqual({ text: shown.de!.text, lang: 'de-DE' })
    expect(await intro(request, 'en')).toEqual({ text: shown.de!.text, lang: 'de-DE' })
  } finally {
    await publish(editor, 'zh', texts.zh)
    await publish(editor, 'en', texts.en)
  }
  await expect.poll(() => intro(request, 'zh'), { timeout: 10_000 }).toEqual(shown.zh)
})
