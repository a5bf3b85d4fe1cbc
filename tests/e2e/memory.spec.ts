import { expect, test, type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'

import { staffRequest } from './global-setup'
import { draftProduct, moveToTrash, signIn } from './helpers'

/**
 * The translation memory in the translation form: a German sentence translated and published
 * elsewhere (the demo content's translations, stored when the seed ends) shows at 100 % beside
 * the field in the target language, and "Übernehmen" puts its translation into the field (German
 * admin, Italian form); the Chinese admin reads the match in the Chinese form (smoke). Lookup,
 * scores and TMX are tested in tests/int/memory.int.test.ts.
 */

const shots = 'test-results/screenshots'

/** A stored pair of the demo content: a one-sentence German source and its translation. */
async function storedPair(editor: APIRequestContext, language: string): Promise<{ source: string; target: string }> {
  const answer = (await (
    await editor.get(
      `/api/translation-memory?where[targetLanguage][equals]=${language}&where[origin][like]=products&limit=200&depth=0`,
    )
  ).json()) as { docs: { source: string; target: string }[] }
  const pair = answer.docs.find((d) => /^[A-ZÄÖÜ][^.!?]{30,120}[.!]$/.test(d.source))
  expect(pair, `a stored ${language} sentence`).toBeTruthy()
  return pair!
}

for (const [language, admin, title, insert] of [
  ['it', 'de', 'Übersetzungsspeicher', 'Übernehmen'],
  ['zh', 'zh', '翻译记忆', '采用'],
] as const) {
  test(`${language} form (${admin} admin): a sentence translated elsewhere shows at 100 % beside the field, and “${insert}” puts it in`, async ({
    page,
    baseURL,
  }, workerInfo) => {
    fs.mkdirSync(shots, { recursive: true })
    const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
    const pair = await storedPair(editor, language)
    const stamp = Date.now().toString(36)
    const id = await draftProduct(editor, {
      title: `Speichertest ${stamp}`,
      slug: `speicher-${stamp}`,
      description: pair.source,
    })
    try {
      await page.context().addCookies([{ name: 'payload-lng', value: admin, url: baseURL! }])
      await signIn(page, 'editor', workerInfo.parallelIndex)
      await page.goto(`/admin/collections/products/${id}?locale=${language}`)
      const field = page.locator('#field-description')
      await expect(field).toBeVisible({ timeout: 60_000 })
      const box = page.locator('.field-type:not(.tabs-field)', { has: field })
      const matches = box.locator('[data-memory-matches]')
      await expect(matches).toContainText(title, { timeout: 30_000 })
      const match = matches.locator('[data-memory-match]').first()
      await expect(match).toHaveAttribute('data-score', '100')
      await expect(match.locator('[data-memory-target]')).toHaveText(pair.target)
      await match.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}/memory-${language}-1440.png` })
      await match.getByRole('button', { name: insert }).click()
      await expect(field).toHaveValue(pair.target)
    } finally {
      await page.close()
      await editor.delete(`/api/payload-locked-documents?where[document.value][equals]=${id}`)
      await moveToTrash(editor, `/api/products/${id}`)
    }
  })
}
