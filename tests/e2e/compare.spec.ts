import { expect, test, type Page } from '@playwright/test'

import { flowLocales, messages, smokeLocales, wcagViolations, type Locale } from './helpers'
import { products } from '../../src/cms/seed/content/catalogue'
import { articleNumbers } from '../../src/cms/seed/variants'
import { localeTags } from '../../src/i18n/locales'
import { colours, openings } from '../../src/lib/catalogue/specs'
import { pdfText } from '../support/pdfText'

const numbers = articleNumbers()
const product = (slug: string) => products.find((p) => p.slug === slug)!
const quadro = product('quadro-90-corner-enclosure')
const curva = product('curva-90-quadrant-enclosure')
const diamant = product('diamant-90-pentagonal-enclosure')
const trio = product('trio-u-shaped-enclosure')
const luna = product('luna-60-wall-hung-basin')
const first = (slug: string) => numbers.get(slug)![0]!
/** Three enclosures in the order the product centre lists them (a comparison keeps the order chosen). */
const chosen = [quadro, diamant, curva]

const table = (page: Page) => page.locator('table[data-compare]')
const columnNames = (page: Page) => table(page).locator('thead th a:not([rel])')
const row = (page: Page, key: string) => table(page).locator(`tr[data-row="${key}"]`)
const cells = (page: Page, key: string) => row(page, key).locator('td')

/** The row's values as the visitor reads them, in column order. */
const valuesOf = async (page: Page, key: string) => (await cells(page, key).allInnerTexts()).map(plain)

/** A text as read: no-break spaces as spaces, without the soft hyphens the table's longer words carry. */
const plain = (s: string) =>
  s
    .replace(/\u00a0|\u202f/g, ' ')
    .replaceAll('\u00ad', '')
    .trim()
/** The names of the compared items, in column order. */
const namesOf = async (page: Page) => (await columnNames(page).allInnerTexts()).map(plain)
const height = (n: number, locale: Locale) =>
  plain(
    new Intl.NumberFormat(localeTags[locale], { style: 'unit', unit: 'millimeter', unitDisplay: 'short' }).format(n),
  )

test.describe('comparing products side by side', () => {
  for (const locale of flowLocales) {
    const t = messages[locale].compare
    const tp = messages[locale].product

    test(`${locale}: three enclosures ticked on the product centre, compared without JavaScript, differences marked`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`/${locale}/product?category=enclosures`)
      const submit = page.getByRole('button', { name: t.submitSelected })
      // The form's button shows once a box is ticked.
      await expect(submit).toBeHidden()
      for (const p of chosen) await page.getByRole('checkbox', { name: `${t.tick} ${p.title[locale]}` }).check()
      await expect(submit).toBeVisible()
      await submit.click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/compare\\?p=`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect.poll(() => namesOf(page)).toEqual(chosen.map((p) => p.title[locale]))
      await expect(cells(page, 'articleNumber')).toHaveText(chosen.map((p) => first(p.slug)))

      // Same width and installation: not marked. Height, opening and glass differ: marked, in words too.
      for (const key of ['width', 'depth', 'material', 'installation'])
        await expect(row(page, key)).not.toHaveAttribute('data-differs')
      for (const key of ['height', 'opening', 'glass', 'weight']) {
        await expect(row(page, key)).toHaveAttribute('data-differs', 'true')
        await expect(row(page, key).locator('th')).toContainText(t.differs)
      }
      expect(await valuesOf(page, 'height')).toEqual(chosen.map((p) => height(p.specs.height!, locale)))
      expect(await valuesOf(page, 'opening')).toEqual(
        chosen.map((p) => openings[p.specs.opening as keyof typeof openings][locale]),
      )
      await expect(row(page, 'height').locator('th')).toContainText(tp.height)

      // Only the differences: the rows that agree are gone, the item rows stay.
      await page.getByRole('link', { name: t.onlyDifferences }).click()
      await expect(page).toHaveURL(/diff=1/)
      await expect(row(page, 'width')).toHaveCount(0)
      await expect(row(page, 'height')).toHaveCount(1)
      await expect(row(page, 'articleNumber')).toHaveCount(1)

      // Remove one, add another with the form; the choice of "differences only" is kept.
      await page
        .getByRole('link', { name: new RegExp(t.removeLabel.replace('{name}', `${curva.title[locale]}.*`)) })
        .click()
      await expect.poll(() => namesOf(page)).toEqual([quadro, diamant].map((p) => p.title[locale]))
      await page.getByLabel(t.addLabel, { exact: true }).selectOption(first(trio.slug))
      await page.getByRole('button', { name: t.addSubmit }).click()
      await expect(page).toHaveURL(/diff=1/)
      await expect.poll(() => namesOf(page)).toEqual([quadro, diamant, trio].map((p) => p.title[locale]))

      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/product$`))
      await context.close()
    })

    test(`${locale}: "compare" on a product page, then a suggestion of its category; a variant against another`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/product/${luna.slug}`)
      await page.locator('[data-compare-link]').click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/compare\\?p=${first(luna.slug)}$`))
      await expect.poll(() => namesOf(page)).toEqual([luna.title[locale]])
      // One item: nothing is marked, and the page suggests others of its category.
      await expect(table(page).locator('tr[data-differs]')).toHaveCount(0)
      const suggestion = page.getByRole('link', { name: new RegExp(t.addNamed.replace('{name}', '.+')) }).first()
      await suggestion.click()
      await expect(columnNames(page)).toHaveCount(2)
      await expect(page.getByRole('link', { name: t.onlyDifferences })).toBeVisible()

      // Two variants of one product: named by what tells them apart, the colour row marked.
      const [chrome, , black] = numbers.get(trio.slug) ?? []
      await page.goto(`/${locale}/compare?p=${chrome},${black!.toLowerCase()}`)
      await expect.poll(() => namesOf(page)).toEqual([trio.title[locale], trio.title[locale]])
      await expect(table(page).locator('thead')).toContainText(colours.black[locale])
      await expect(row(page, 'colours')).toHaveAttribute('data-differs', 'true')
      expect(await valuesOf(page, 'articleNumber')).toEqual([chrome, black])
      expect(await wcagViolations(page, `${locale} compare`)).toEqual([])
    })

    test(`${locale}: what cannot be compared is said on the page, in its language, never an error`, async ({
      page,
    }) => {
      const asked = ['SH999999', 'nicht!da', ...[quadro, curva, diamant, trio, luna].map((p) => first(p.slug))]
      const response = await page.goto(`/${locale}/compare?p=${asked.join(',')}`)
      expect(response?.status()).toBe(200)
      // Kept by no cache in front of the app, and by none in the browser.
      expect(response?.headers()['x-accel-expires']).toBe('0')
      expect(response?.headers()['cache-control']).toMatch(/no-store|private/)
      const notices = page.locator('[data-compare-notices]')
      await expect(notices).toContainText('SH999999')
      await expect(notices).toContainText('nicht!da')
      await expect(notices).toContainText(first(luna.slug))
      await expect(columnNames(page)).toHaveCount(4)
      await expect(page.getByText(t.full.replace('{max}', '4'))).toBeVisible()
      // Nothing asked for: what to do, and the way to the products.
      await page.goto(`/${locale}/compare`)
      await expect(page.getByText(t.empty)).toBeVisible()
      await expect(table(page)).toHaveCount(0)
    })

    test(`${locale}: a fifth tick is refused with the reason, with and without JavaScript`, async ({ browser }) => {
      const five = products.filter((p) => p.category === 'enclosures').slice(0, 5)
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled })
        const page = await context.newPage()
        await page.goto(`/${locale}/product?category=enclosures`)
        const box = (p: (typeof five)[number]) => page.getByRole('checkbox', { name: `${t.tick} ${p.title[locale]}` })
        for (const p of five.slice(0, 4)) await box(p).check()
        const submit = page.getByRole('button', { name: t.submitSelected })
        await expect(submit).toBeVisible()
        const reason = t.tickedFull.replace('{max}', '4')
        if (javaScriptEnabled) {
          // The fifth box cannot be ticked; the reason is said in a live region.
          await box(five[4]!).click()
          await expect(box(five[4]!)).not.toBeChecked()
          await expect(page.locator('[data-compare-refused][aria-live="polite"]')).toContainText(reason)
          await expect(submit).toBeVisible()
        } else {
          // CSS alone: from the fifth tick the button gives way to the reason.
          await box(five[4]!).check()
          await expect(submit).toBeHidden()
          await expect(page.getByText(reason, { exact: true })).toBeVisible()
          await box(five[0]!).uncheck()
          await expect(submit).toBeVisible()
          await expect(page.getByText(reason, { exact: true })).toBeHidden()
        }
        await context.close()
      }
    })

    test(`${locale}: printed, a comparison is a document: brand, date and address, no buttons or links, words hyphenated`, async ({
      page,
    }) => {
      const keys = [quadro, curva, diamant, trio].map((p) => first(p.slug))
      await page.goto(`/${locale}/compare?p=${keys.join(',')}`)
      const pdf = await page.pdf({ format: 'A4', printBackground: true })
      const { text } = await pdfText(pdf)
      // NFKC: the PDF's text layer names some CJK characters by their radicals' code points.
      const flat = text.replace(/\s+/g, ' ').normalize('NFKC')
      expect(flat).toContain('SANHAUS')
      expect(flat).toContain(`/${locale}/compare?p=${keys.join(',')}`)
      expect(flat).toContain(
        new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
      )
      for (const button of [messages[locale].list.save, t.onlyDifferences, t.remove, t.addSubmit])
        expect(flat, button).not.toContain(button)
      // The longer words carry the language's soft hyphens, on paper and on a phone alike.
      if (locale === 'de') {
        const label = await row(page, 'articleNumber').locator('th').textContent()
        expect(label).toContain('Ar\u00adti\u00adkel\u00adnum\u00admer')
      }
    })

    test(`${locale}: a comparison prints as its table alone, every column on the page`, async ({ page }) => {
      await page.setViewportSize({ width: 760, height: 1000 })
      await page.goto(`/${locale}/compare?p=${[quadro, curva, diamant, trio].map((p) => first(p.slug)).join(',')}`)
      await page.emulateMedia({ media: 'print' })
      await expect(page.locator('body > header')).toBeHidden()
      await expect(page.locator('body > footer')).toBeHidden()
      await expect(page.getByRole('button', { name: t.addSubmit })).toBeHidden()
      await expect(table(page)).toBeVisible()
      const fits = await table(page).evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0) + 1)
      expect(fits).toBe(true)
    })
  }

  test(`a comparison in ${smokeLocales.join(', ')} (smoke check): the table's words are the language's`, async ({
    page,
  }) => {
    for (const locale of smokeLocales) {
      const t = messages[locale].compare
      await page.goto(`/${locale}/compare?p=${first(quadro.slug)},${first(curva.slug)}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect.poll(() => namesOf(page)).toEqual([quadro.title[locale], curva.title[locale]])
      await expect(row(page, 'height').locator('th')).toContainText(messages[locale].product.height)
      await expect(row(page, 'height').locator('th')).toContainText(t.differs)
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`))
    }
  })
})
