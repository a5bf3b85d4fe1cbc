import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import fs from 'node:fs'

import { staffAccount, staffRequest } from './global-setup'
import { articleFor, draftSaved, moveToTrash, signIn } from './helpers'
import { categories, products } from './seed'

/**
 * The translation workflow as editors and translators work it in the admin (German admin): the
 * status view after the German source changed, the source text under each field of the Italian
 * form, and an Italian-only translator refused German text and shared fields, in the admin and
 * through the REST API. The product is a draft of its own, so visitors never see it.
 */

const shots = 'test-results/screenshots'
const targets = ['zh', 'en', 'it', 'fr', 'es'] as const

test.use({ locale: 'de-DE' })

/** A draft product with a title and description in all six languages; its id. */
async function draftProduct(editor: APIRequestContext, stamp: string): Promise<number> {
  const {
    docs: [model],
  } = (await (await editor.get(`/api/products?where[slug][equals]=${products[0]!.slug}&depth=0`)).json()) as {
    docs: { images: number[]; series: number }[]
  }
  const {
    docs: [category],
  } = (await (
    await editor.get(`/api/product-categories?where[slug][equals]=${categories[0]!.key}&depth=0`)
  ).json()) as { docs: { id: number }[] }
  const created = await editor.post('/api/products?locale=de&draft=true', {
    data: {
      title: `Übersetzungstest ${stamp}`,
      slug: `uebersetzung-${stamp}`,
      description: `Walk-in-Dusche aus Sicherheitsglas ${stamp}`,
      images: model!.images,
      category: category!.id,
      series: model!.series,
      variants: [{ articleNumber: articleFor(`uebersetzung-${stamp}`) }],
      order: 0,
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  for (const locale of targets) {
    const saved = await editor.patch(`/api/products/${id}?locale=${locale}&draft=true`, {
      data: { title: `${locale} ${stamp}`, description: `${locale}: shower ${stamp}` },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  return id
}

/** The status view's rows of one product: language → state. */
async function rowsOf(page: Page, id: number, status: string): Promise<Record<string, string>> {
  await page.goto(`/admin/translations?kind=products&status=${status}`)
  const rows = page.locator(`[data-translation-rows] tr[data-kind="products"]`, {
    has: page.locator(`a[href*="/collections/products/${id}?"]`),
  })
  await expect(page.locator('h1')).toHaveText('Übersetzungen', { timeout: 30_000 })
  const out: Record<string, string> = {}
  for (const row of await rows.all()) {
    out[(await row.getAttribute('data-language'))!] = (await row.getAttribute('data-state'))!
  }
  return out
}

test('after a German description changes the status view lists five languages outdated; each turns current when saved', async ({
  page,
  baseURL,
}, workerInfo) => {
  test.setTimeout(180_000)
  fs.mkdirSync(shots, { recursive: true })
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const id = await draftProduct(editor, stamp)
  try {
    await signIn(page, 'editor', workerInfo.parallelIndex)
    expect(await rowsOf(page, id, 'all')).toEqual(Object.fromEntries(targets.map((l) => [l, 'current'])))

    const changed = `Walk-in-Dusche aus 8 mm Sicherheitsglas ${stamp}`
    const saved = await editor.patch(`/api/products/${id}?locale=de&draft=true`, { data: { description: changed } })
    expect(saved.status()).toBe(200)
    expect(await rowsOf(page, id, 'outdated')).toEqual(Object.fromEntries(targets.map((l) => [l, 'outdated'])))
    const row = page.locator(`[data-translation-rows] tr[data-language="it"]`, {
      has: page.locator(`a[href*="/collections/products/${id}?"]`),
    })
    await expect(row.locator('a[data-field="description"]')).toBeVisible()
    await page.screenshot({ path: `${shots}/translation-status-de-1440.png`, fullPage: false })

    // The Italian row leads to the Italian form with the description marked and the German text under it.
    await row.locator('a[data-field="description"]').click()
    await expect(page).toHaveURL(new RegExp(`/collections/products/${id}\\?locale=it&field=description`))
    const field = page.locator('#field-description')
    await expect(field).toHaveValue(`it: shower ${stamp}`, { timeout: 60_000 })
    await expect(page.locator('[data-translation-mark]')).toBeVisible()
    // A field's own box (the product form's tabs are a field box around all of them).
    const box = (inner: typeof field) => page.locator('.field-type:not(.tabs-field)', { has: inner })
    const source = box(field).locator('[data-source-text="de"]')
    await expect(source).toContainText(changed)
    await expect(source.locator('[data-source-value]')).toHaveAttribute('lang', 'de')
    await expect(source.locator('[data-source-value]')).toHaveText(changed)
    await expect(box(page.locator('#field-title')).locator('[data-source-text]')).toContainText(
      `Übersetzungstest ${stamp}`,
    )
    await page.screenshot({ path: `${shots}/translation-form-it-1440.png`, fullPage: false })
    const italian = `it: doccia in vetro di sicurezza da 8 mm ${stamp}`
    await field.fill(italian)
    // The status view is opened in this page: first the form's autosave of the typed text must be
    // stored, or leaving the form loses it (a run that left at once failed in CI).
    await draftSaved(page, `/api/products/${id}?locale=it`, 'description', italian)
    await expect
      .poll(async () => (await rowsOf(page, id, 'all')).it, { timeout: 20_000, intervals: [1000] })
      .toBe('current')

    // The other languages, saved one after another, turn current one by one.
    for (const locale of ['zh', 'en', 'fr', 'es'] as const) {
      const answer = await editor.patch(`/api/products/${id}?locale=${locale}&draft=true`, {
        data: { description: `${locale}: 8 mm ${stamp}` },
      })
      expect(answer.status()).toBe(200)
      expect((await rowsOf(page, id, 'all'))[locale]).toBe('current')
    }
    expect(await rowsOf(page, id, 'all')).toEqual(Object.fromEntries(targets.map((l) => [l, 'current'])))
  } finally {
    await moveToTrash(editor, `/api/products/${id}`)
  }
})

test('a missing and an outdated translation show in the status view and on the first screen; “Geprüft” confirms one without changing it', async ({
  page,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const id = await draftProduct(editor, stamp)
  try {
    // French missing (its description emptied), Spanish outdated (the German title changed and
    // the other languages' titles were translated again since; a save that leaves a field as it
    // was does not make it current).
    expect(
      (await editor.patch(`/api/products/${id}?locale=fr&draft=true`, { data: { description: '' } })).status(),
    ).toBe(200)
    expect(
      (await editor.patch(`/api/products/${id}?locale=de&draft=true`, { data: { title: `Neu ${stamp}` } })).status(),
    ).toBe(200)
    for (const locale of ['zh', 'en', 'it', 'fr'] as const) {
      const answer = await editor.patch(`/api/products/${id}?locale=${locale}&draft=true`, {
        data: { title: `${locale} neu ${stamp}` },
      })
      expect(answer.status()).toBe(200)
    }
    expect(
      (
        await editor.patch(`/api/products/${id}?locale=es&draft=true`, { data: { description: `es ${stamp}` } })
      ).status(),
    ).toBe(200)
    await signIn(page, 'editor', workerInfo.parallelIndex)
    await page.goto('/admin')
    const counts = page.locator('[data-translation-counts] li[data-language="es"] [data-state="outdated"]')
    await expect(counts).toContainText(/\d+ Veraltet/)
    expect(await rowsOf(page, id, 'all')).toEqual({
      zh: 'current',
      en: 'current',
      it: 'current',
      fr: 'missing',
      es: 'outdated',
    })
    const fr = page.locator(`[data-translation-rows] tr[data-language="fr"]`, {
      has: page.locator(`a[href*="/collections/products/${id}?"]`),
    })
    await expect(fr.locator('a[data-field="description"][data-state="missing"]')).toBeVisible()
    const es = page.locator(`[data-translation-rows] tr[data-language="es"]`, {
      has: page.locator(`a[href*="/collections/products/${id}?"]`),
    })
    await expect(es.locator('a[data-field="title"][data-state="outdated"]')).toBeVisible()
    await expect(es.locator('a[data-field="description"]')).toHaveCount(0)
    // The Spanish title needs no new translation: "Geprüft" confirms it as it is, and the board
    // (as filtered) shows Spanish current.
    await es.locator('button[data-check="title"]').click()
    await expect(page).toHaveURL(/\/admin\/translations\?language=&kind=products&status=all/)
    expect((await rowsOf(page, id, 'all')).es).toBe('current')
  } finally {
    await moveToTrash(editor, `/api/products/${id}`)
  }
})

test('an Italian-only translator is offered Italian only, refused German text and the slug (REST), and shown the slug read-only and no publish (admin)', async ({
  page,
  baseURL,
}, workerInfo) => {
  test.setTimeout(120_000)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const translator = await staffRequest(baseURL, 'translator', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const id = await draftProduct(editor, stamp)
  try {
    // REST: German text, all languages, the slug, publishing, creating and the trash are refused.
    const refusals: [string, string, Record<string, unknown>, RegExp][] = [
      ['patch', `/api/products/${id}?locale=de&draft=true`, { description: 'x' }, /übersetzt nur in Italiano/],
      ['patch', `/api/products/${id}?locale=*&draft=true`, { description: { it: 'x' } }, /übersetzt nur in Italiano/],
      ['patch', `/api/products/${id}?locale=it&draft=true`, { slug: `x-${stamp}` }, /gelten für alle Sprachen/],
      ['patch', `/api/products/${id}?locale=it`, { description: 'x', _status: 'published' }, /als Entwurf/],
      [
        'patch',
        `/api/products/${id}?locale=it&draft=true`,
        { deletedAt: new Date().toISOString() },
        /Redaktion vorbehalten/,
      ],
    ]
    for (const [, url, data, message] of refusals) {
      const answer = await translator.patch(url, { data, headers: { 'Accept-Language': 'de' } })
      expect(answer.status(), url).toBe(403)
      expect(JSON.stringify(await answer.json()), url).toMatch(message)
    }
    const create = await translator.post('/api/products?locale=it&draft=true', { data: { title: 'x' } })
    expect(create.status()).toBe(403)
    const ok = await translator.patch(`/api/products/${id}?locale=it&draft=true`, {
      data: { description: `it: tradotto ${stamp}` },
    })
    expect(ok.status(), await ok.text()).toBe(200)
    const stored = (await (await editor.get(`/api/products/${id}?locale=de&draft=true&depth=0`)).json()) as {
      slug: string
      description: string
    }
    expect(stored.slug).toBe(`uebersetzung-${stamp}`)
    expect(stored.description).toBe(`Walk-in-Dusche aus Sicherheitsglas ${stamp}`)

    // Admin: the language menu offers Italian only; the slug is read-only, no publish is offered.
    await signIn(page, 'translator', workerInfo.parallelIndex)
    await page.goto(`/admin/collections/products/${id}?locale=it`)
    await expect(page.locator('#field-description')).toHaveValue(`it: tradotto ${stamp}`, { timeout: 60_000 })
    await page.getByRole('button', { name: 'Sprache' }).click()
    const offered = page.locator('.localizer__locale-code[data-locale]')
    await expect(offered.first()).toBeVisible()
    expect(await offered.evaluateAll((codes) => codes.map((code) => code.getAttribute('data-locale')))).toEqual(['it'])
    await page.keyboard.press('Escape')
    // Italian typed in the form is saved as a draft (autosave).
    await page.locator('#field-description').fill(`it: tradotto nel modulo ${stamp}`)
    await draftSaved(page, `/api/products/${id}?locale=it`, 'description', `it: tradotto nel modulo ${stamp}`)
    // What applies to all languages shows read-only (the server still refuses it: above), and
    // nothing offers a publish.
    await expect(page.locator('#field-slug')).toBeDisabled()
    // The variants' rows are the same in every language: a variant's own name stays open, and no
    // row is offered to be added, duplicated, removed or moved.
    const variants = page.locator('#field-variants')
    await expect(variants.locator('#field-variants__0__label')).toBeEditable()
    await expect(variants.locator('.array-field__add-row')).toBeHidden()
    await expect(variants.locator('.array-actions')).toBeHidden()
    await expect(page.locator('#action-save-draft')).toBeVisible()
    await expect(page.locator('#action-save')).toHaveCount(0)
    await page.screenshot({ path: `${shots}/translation-translator-it-1440.png`, fullPage: false })
  } finally {
    // The translator's open form holds the document's edit lock: closed, and the lock let go.
    await page.close()
    const unlocked = await editor.delete(`/api/payload-locked-documents?where[document.value][equals]=${id}`)
    expect(unlocked.status(), await unlocked.text()).toBe(200)
    await moveToTrash(editor, `/api/products/${id}`)
  }
})

test('each sign-in starts in German; within a session the language chosen is kept, and a banner names any other content language', async ({
  page,
  baseURL,
}, workerInfo) => {
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const id = await draftProduct(editor, stamp)
  try {
    expect(
      (
        await editor.patch(`/api/products/${id}?locale=it&draft=true`, { data: { description: `it ${stamp}` } })
      ).status(),
    ).toBe(200)
    await signIn(page, 'editor', workerInfo.parallelIndex)
    await page.goto(`/admin/collections/products/${id}?locale=it`)
    const description = page.locator('#field-description')
    await expect(description).toHaveValue(`it ${stamp}`, { timeout: 60_000 })
    const banner = page.locator('.content-language-banner')
    await expect(banner).toHaveAttribute('data-content-language', 'it')
    await expect(banner).toContainText('Inhaltssprache: Italienisch')
    // Opened again in the same session: still Italian, and said so.
    await page.goto(`/admin/collections/products/${id}`)
    await expect(description).toHaveValue(`it ${stamp}`, { timeout: 60_000 })
    await expect(banner).toContainText('Italienisch')
    // Signed in anew (the next morning): German, no banner.
    const account = staffAccount('editor', workerInfo.parallelIndex)
    const login = await page.request.post('/api/users/login', {
      data: { email: account.email, password: account.password },
      headers: { Origin: new URL(page.url()).origin },
    })
    expect(login.status(), await login.text()).toBe(200)
    await page.goto(`/admin/collections/products/${id}`)
    await expect(description).toHaveValue(`Walk-in-Dusche aus Sicherheitsglas ${stamp}`, { timeout: 60_000 })
    await expect(banner).toHaveCount(0)
  } finally {
    await moveToTrash(editor, `/api/products/${id}`)
  }
})
