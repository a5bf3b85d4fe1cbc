import { expect, test, type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { staffRequest } from './global-setup'
import { draftProduct, moveToTrash, signIn } from './helpers'

/**
 * The agency's round trip on the translation board: the German admin exports the outdated Italian
 * fields as XLIFF 1.2 (a download), the translated file goes back through the board's import and
 * its units are Italian drafts; the Chinese admin reads the section and a refusal in Chinese. The
 * file's units and refusals are tested in full in tests/int/xliff.int.test.ts.
 */

const shots = 'test-results/screenshots'

test.use({ locale: 'de-DE' })

/** A draft product with German and Italian texts, the German then changed: Italian is outdated. */
async function outdatedProduct(editor: APIRequestContext, stamp: string): Promise<number> {
  const id = await draftProduct(editor, {
    title: `Agenturtest ${stamp}`,
    slug: `agentur-${stamp}`,
    description: `Duschwanne aus Mineralguss ${stamp}`,
  })
  const it = await editor.patch(`/api/products/${id}?locale=it&draft=true`, {
    data: { title: `Test agenzia ${stamp}`, description: `Piatto doccia ${stamp}` },
  })
  expect(it.status()).toBe(200)
  const de = await editor.patch(`/api/products/${id}?locale=de&draft=true`, {
    data: { title: `Agenturtest ${stamp} neu`, description: `Duschwanne aus Mineralguss, 900 mm ${stamp}` },
  })
  expect(de.status()).toBe(200)
  return id
}

test('the German admin exports the outdated Italian fields as XLIFF and imports the translation as drafts', async ({
  page,
  baseURL,
}, workerInfo) => {
  fs.mkdirSync(shots, { recursive: true })
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  const stamp = Date.now().toString(36)
  const id = await outdatedProduct(editor, stamp)
  try {
    await signIn(page, 'editor', workerInfo.parallelIndex)
    await page.goto('/admin/translations?language=it&kind=products')
    const section = page.locator('[data-xliff]')
    await expect(section.locator('h2')).toHaveText('Übersetzungsbüro (XLIFF)')
    const form = section.locator('[data-xliff-export]')
    await expect(form.locator('select[name="language"]')).toHaveValue('it')
    await expect(form.locator('select[name="kind"]')).toHaveValue('products')
    const downloading = page.waitForEvent('download')
    await form.getByRole('button', { name: 'XLIFF exportieren' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^sanhaus-de-it-\d{4}-\d\d-\d\d-xliff12\.xlf$/)
    const xml = fs.readFileSync((await download.path())!, 'utf8')
    // The agency's file: this product's units (other open products stay as they are), translated.
    const own = new RegExp(`<file original="products/${id}"[\\s\\S]*?</file>`).exec(xml)?.[0]
    expect(own, 'the product is in the export').toBeTruthy()
    expect(own).toContain(`<source>Agenturtest ${stamp} neu</source>`)
    const translated = xml
      .replace(/<file [\s\S]*<\/file>/, own!)
      .replace(/\s*<target[^>]*>[\s\S]*?<\/target>/g, '')
      .replace(/<source>([^<]*)<\/source>/g, '<source>$1</source><target>IT $1</target>')
    const file = path.join(test.info().outputDir, `agentur-it-${stamp}.xlf`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, translated)
    const upload = section.locator('[data-xliff-import]')
    await upload.locator('input[type="file"]').setInputFiles(file)
    await upload.getByRole('button', { name: 'Importieren' }).click()
    await expect(upload.locator('[data-xliff-applied]')).toHaveText('2 Einheiten als Entwurf (Italiano) gespeichert.')
    await page.screenshot({ path: `${shots}/xliff-de-1440.png`, fullPage: false })
    const saved = (await (await editor.get(`/api/products/${id}?locale=it&draft=true&depth=0`)).json()) as {
      title: string
      description: string
    }
    expect([saved.title, saved.description]).toEqual([
      `IT Agenturtest ${stamp} neu`,
      `IT Duschwanne aus Mineralguss, 900 mm ${stamp}`,
    ])
  } finally {
    await moveToTrash(editor, `/api/products/${id}`)
  }
})

test('the Chinese admin reads the XLIFF section and a refused file’s reason in Chinese (smoke)', async ({
  page,
  baseURL,
}, workerInfo) => {
  await page.context().addCookies([{ name: 'payload-lng', value: 'zh', url: baseURL! }])
  await signIn(page, 'editor', workerInfo.parallelIndex)
  await page.goto('/admin/translations')
  const section = page.locator('[data-xliff]')
  await expect(section.locator('h2')).toHaveText('翻译公司（XLIFF）')
  const file = path.join(test.info().outputDir, 'kaputt.xlf')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, '<xliff version="1.2"><file>')
  await section.locator('input[type="file"]').setInputFiles(file)
  await section.getByRole('button', { name: '导入' }).click()
  await expect(section.locator('[data-xliff-error]')).toContainText('该文件不是有效的 XML')
  await page.screenshot({ path: `${shots}/xliff-zh-1440.png`, fullPage: false })
})
