import { expect, test } from '@playwright/test'
import path from 'node:path'

import { messages, signIn, type Locale } from './helpers'
import { invalid } from '../../src/cms/labels'
import { cases } from '../../src/cms/seed/content/cases'
import { products } from '../../src/cms/seed/content/catalogue'
import { parts } from '../../src/cms/seed/content/guides'
import { caseProducts } from '../../src/cms/seed/content/references'
import { pdfText } from '../support/pdfText'

/**
 * Typed downloads in the browser, in German and Chinese: the media library takes a DXF drawing
 * and refuses a program named like one, in the admin's language; a product page lists the CAD and
 * BIM files the site makes of the variant (downloaded as attachments, shared by its colours), the certificates that cover it and the reference projects
 * it is seen in; the project's picture marks it, reachable by keyboard.
 */

const fixture = (name: string) => path.resolve('tests/fixtures/downloads', name)
const slug = 'clara-120-walk-in-screen'
const clara = products.find((p) => p.slug === slug)!
/** The project whose picture marks the product, and the marker's place among that picture's markers. */
const marked = caseProducts.findIndex((used) => used.some((u) => u.slug === slug && u.x !== undefined))
const markers = caseProducts[marked]!.filter((u) => u.x !== undefined)
const position = markers.findIndex((u) => u.slug === slug) + 1

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
      // made by the site for the variant, named by its article number, covering both colours
      const [chrome, black] = (file.headers()['x-article-numbers'] ?? '').split(', ')
      expect(file.headers()['content-disposition']).toBe(`attachment; filename="${chrome}-plan-${locale}.dxf"`)
      expect(file.headers()['x-content-type-options']).toBe('nosniff')
      expect((await file.text()).startsWith('  0\r\nSECTION\r\n  2\r\nHEADER')).toBe(true)
      await expect(dxf).toContainText(t.covers.replace('{articles}', `${chrome}, ${black}`))
      const bim = downloads.locator('[data-kind="bim"]')
      await expect(bim.getByRole('heading', { name: t.kinds.bim })).toBeVisible()
      await expect(bim.locator('a')).toHaveCount(2)
      await expect(bim).toContainText('IFC4 · ')
      await expect(bim).toContainText('STEP · ')
      // the black variant's page offers the same files
      await page.goto(`/${locale}/product/${slug}/${black}`)
      await expect(cad.locator('a[data-download="attachment"]')).toHaveAttribute(
        'href',
        `/${locale}/product/${slug}/plan.dxf`,
      )
      await page.goto(`/${locale}/product/${slug}`)
      // the installation manual the site makes, first of its kind, in the page's language
      const manualLink = downloads.locator('[data-kind="installation"] a').first()
      await expect(manualLink).toContainText(messages[locale].manual.kind)
      const manual = await page.request.get((await manualLink.getAttribute('href'))!)
      expect(manual.status()).toBe(200)
      expect(manual.headers()['content-type']).toBe('application/pdf')
      expect(manual.headers()['content-disposition']).toBe(`inline; filename="${chrome}-manual-${locale}.pdf"`)
      const { pages } = await pdfText(await manual.body())
      expect(pages.length).toBeGreaterThan(1)
      const read = pages.join('').replace(/\s+/g, '')
      expect(read).toContain(clara.title[locale].replace(/\s+/g, ''))
      expect(read).toContain(`${chrome},${black}`)
      for (const part of parts[slug]!) expect(read).toContain(part.article)
      const proofs = downloads.locator('[data-kind="proofs"]')
      await expect(proofs.getByRole('heading', { name: t.certificates })).toBeVisible()
      await expect(proofs).toContainText('EN 14428')

      const seenIn = page.locator('section[aria-labelledby="product-seen-in"]')
      await expect(seenIn.getByRole('heading', { name: t.seenIn })).toBeVisible()
      const projects = seenIn.locator('a')
      await expect(projects).toHaveCount(4)
      const shown = projects.filter({ hasText: cases[marked]!.city[locale] })
      const href = (await shown.getAttribute('href'))!
      expect(href).toMatch(new RegExp(`^/${locale}/case#case-\\d+$`))

      // The project's picture marks the product; its marker is one of the keyboard's next stops.
      await page.goto(href)
      const project = page.locator(href.slice(href.indexOf('#')))
      await expect(project).toBeVisible()
      const marker = project.getByRole('link', {
        name: t.marker
          .replace('{product}', clara.title[locale])
          .replace('{position}', String(position))
          .replace('{total}', String(markers.length)),
      })
      await expect(marker).toBeVisible()
      await project.evaluate((el) => {
        el.setAttribute('tabindex', '-1')
        ;(el as HTMLElement).focus()
      })
      // The markers are the picture's keyboard stops, in their order.
      for (let i = 0; i < position; i++) await page.keyboard.press('Tab')
      await expect(marker).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/product/${slug}$`))
    })
  })
}
