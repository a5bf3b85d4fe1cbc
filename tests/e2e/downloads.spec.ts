import { expect, test } from '@playwright/test'
import path from 'node:path'

import { messages, signIn, type Locale } from './helpers'
import { invalid } from '../../src/cms/labels'
import { products } from '../../src/cms/seed/content/catalogue'

/**
 * Typed downloads in the browser, in German and Chinese: the media library takes a DXF drawing
 * and refuses a program named like one, in the admin's language; a product page lists its CAD and
 * BIM files (downloaded as attachments), the certificates that cover it and the reference projects
 * it is seen in; the project's picture marks it, reachable by keyboard.
 */

const fixture = (name: string) => path.resolve('tests/fixtures/downloads', name)
const slug = 'clara-120-walk-in-screen'
const clara = products.find((p) => p.slug === slug)!

for (const locale of ['de', 'zh'] as const satisfies readonly Locale[]) {
  const t = messages[locale].downloads

  test.describe(`downloads (${locale})`, () => {
    test.use({ locale: locale === 'de' ? 'de-DE' : 'zh-CN' })

    test('the media library takes a DXF and refuses a renamed program with a message', async ({
      page,
      context,
      baseURL,
    }, workerInfo) => {
      await context.addCookies([{ name: 'payload-lng', value: locale, url: baseURL! }])
      await signIn(page, 'editor', workerInfo.parallelIndex)

      await page.goto('/admin/collections/media/create')
      await page.locator('input[type="file"]').setInputFiles(fixture('drawing.dxf'))
      await page.locator('#field-alt').fill('Programm')
      await page.locator('#action-save').click()
      const refusal = page.locator('.payload-toast-container .payload-toast-item').last()
      await expect(refusal).toContainText(invalid.fileProgram[locale].slice(0, 12))
      await expect(page).toHaveURL(/\/admin\/collections\/media\/create/)

      await page.goto('/admin/collections/media/create')
      await page.locator('input[type="file"]').setInputFiles(fixture('outline.dxf'))
      await page.locator('#field-alt').fill(`Grundriss ${locale}`)
      await page.locator('#action-save').click()
      await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })
      const id = /\/media\/(\d+)/.exec(page.url())![1]
      const doc = await page.request.get(`/api/media/${id}?depth=0`, {
        headers: { Origin: new URL(page.url()).origin },
      })
      expect(((await doc.json()) as { mimeType: string }).mimeType).toBe('image/vnd.dxf')
    })

    test('a product page lists its typed downloads, certificates and the projects it is seen in', async ({ page }) => {
      await page.goto(`/${locale}/product/${slug}`)
      const downloads = page.locator('section[aria-labelledby="product-downloads"]')
      const cad = downloads.locator('[data-kind="cad2d"]')
      await expect(cad.getByRole('heading', { name: t.kinds.cad2d })).toBeVisible()
      const dxf = cad.locator('a[data-download="attachment"]')
      await expect(dxf).toHaveAttribute('download', '')
      await expect(dxf).toContainText('DXF · ')
      const file = await page.request.get((await dxf.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('image/vnd.dxf')
      expect(file.headers()['content-disposition']).toMatch(
        /^attachment; filename="clara-120-walk-in-screen-plan\.dxf"/,
      )
      expect(file.headers()['x-content-type-options']).toBe('nosniff')
      expect((await file.text()).startsWith('0\nSECTION\n2\nHEADER')).toBe(true)
      const bim = downloads.locator('[data-kind="bim"]')
      await expect(bim.getByRole('heading', { name: t.kinds.bim })).toBeVisible()
      await expect(bim.locator('a')).toHaveCount(2)
      await expect(bim).toContainText('IFC · ')
      await expect(bim).toContainText('STEP · ')
      const proofs = downloads.locator('[data-kind="proofs"]')
      await expect(proofs.getByRole('heading', { name: t.certificates })).toBeVisible()
      await expect(proofs).toContainText('EN 14428')

      const seenIn = page.locator('section[aria-labelledby="product-seen-in"]')
      await expect(seenIn.getByRole('heading', { name: t.seenIn })).toBeVisible()
      const projects = seenIn.locator('a')
      await expect(projects).toHaveCount(4)
      const madrid = projects.filter({ hasText: locale === 'de' ? 'Madrid' : '马德里' })
      const href = (await madrid.getAttribute('href'))!
      expect(href).toMatch(new RegExp(`^/${locale}/case#case-\\d+$`))

      // The project's picture marks the product; the marker is the next stop of the keyboard.
      await page.goto(href)
      const project = page.locator(href.slice(href.indexOf('#')))
      await expect(project).toBeVisible()
      const marker = project.getByRole('link', {
        name: t.marker.replace('{product}', clara.title[locale]).replace('{position}', '1').replace('{total}', '3'),
      })
      await expect(marker).toBeVisible()
      await project.evaluate((el) => {
        el.setAttribute('tabindex', '-1')
        ;(el as HTMLElement).focus()
      })
      await page.keyboard.press('Tab')
      await expect(marker).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/product/${slug}$`))
    })
  })
}
