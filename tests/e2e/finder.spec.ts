import { expect, test, type Page } from '@playwright/test'

import { flowLocales, hydrated, messages, smokeLocales, wcagViolations } from './helpers'
import { products } from '../../src/cms/seed/content/catalogue'
import { colours, openings } from '../../src/lib/catalogue/specs'
import { typeset } from '../../src/lib/text/typography'

const title = (slug: string) => products.find((p) => p.slug === slug)!.title
const enclosures = products.filter((p) => p.category === 'enclosures')
const quadro = 'quadro-90-corner-enclosure'

const results = (page: Page) => page.locator('[data-finder-results] h3 a')
const form = (page: Page) => page.locator('form[data-finder]')

test.describe('the product finder', () => {
  for (const locale of flowLocales) {
    const t = messages[locale].finder

    test(`${locale}: narrows the enclosures by colour and opening, with counts, without JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`/${locale}/product?category=enclosures`)
      await form(page).locator('summary').click()
      const colour = form(page).getByRole('group', { name: t.colour })
      const black = colour.getByLabel(new RegExp(`^${colours.black[locale]} \\(\\d+\\)$`))
      await expect(black).toBeVisible()
      await black.check()
      await form(page)
        .getByRole('group', { name: t.opening })
        .getByLabel(new RegExp(`^${openings.sliding[locale]}`))
        .check()
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/colour=black/)
      await expect(page).toHaveURL(/opening=sliding/)
      const expected = enclosures
        .filter((p) => p.specs.colours.includes('black') && p.specs.opening === 'sliding')
        .map((p) => p.title[locale])
      expect(expected.length).toBeGreaterThan(1)
      await expect(results(page)).toHaveText(expected)
      await expect(page.locator('[data-finder-results] [role="status"]')).toContainText(String(expected.length))
      // What each choice would leave: chrome among the sliding ones.
      const chrome = enclosures.filter((p) => p.specs.colours.includes('chrome') && p.specs.opening === 'sliding')
      await expect(form(page).getByRole('group', { name: t.colour })).toContainText(
        `${colours.chrome[locale]} (${chrome.length})`,
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${locale}/product\\?category=enclosures$`),
      )
      await context.close()
    })

    test(`${locale}: a niche of 900 × 800 names the article that fits, and "Merken" and "compare" take it; 300 × 300 shows nothing`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/product?category=enclosures`)
      await form(page).getByLabel(t.fit).fill('900x800')
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/fit=900x800/)
      await expect(results(page)).toHaveText([title(quadro)[locale]])
      // Quadro 90 with the shorter side panel (SH300302), not the 900 × 900 default (SH300301).
      await expect(results(page)).toHaveAttribute('href', `/${locale}/product/${quadro}/SH300302`)
      const note = page.locator('[data-finder-results] [data-fit]')
      await expect(note).toContainText('SH300302')
      await expect(note).toContainText(t.fitsExactly)
      await expect(page.locator('[data-finder-results]')).toContainText(t.ruleNiche.replace('{tolerance}', '5'))
      await expect(page.locator('[data-finder-results] input[name="p"]')).toHaveAttribute('value', 'SH300302')
      await hydrated(page, '[data-list-toggle="SH300302"]')
      await page.getByRole('button', { name: `${messages[locale].list.save} ${title(quadro)[locale]}` }).click()
      await page.locator('header [data-list-link]').click()
      await expect(page.locator('tr[data-list-row]')).toHaveCount(1)
      await expect(page.locator('tr[data-list-row]')).toContainText('SH300302')
      await page.goto(`/${locale}/product?category=enclosures&fit=900x800`)
      expect(await wcagViolations(page, `finder ${locale}`)).toEqual([])

      const response = await page.goto(`/${locale}/product?category=enclosures&fit=300x300`)
      expect(response?.headers()['cache-control']).toMatch(/no-store/)
      await expect(results(page)).toHaveCount(0)
      await expect(page.locator('[data-finder-results]')).toContainText(t.none)
    })

    test(`${locale}: a room's height counts, a tray is cut to the niche in plain words, and the size fields take any millimetre`, async ({
      page,
    }) => {
      // Under a sloped ceiling of 1,900 mm the 1,950 mm high Quadro and Diamant give way to Curva.
      await page.goto(`/${locale}/product?category=enclosures&fit=900x900`)
      await expect(results(page)).toHaveCount(3)
      await page.goto(`/${locale}/product?category=enclosures&fit=900x900x1900`)
      await expect(results(page)).toHaveText([title('curva-90-quadrant-enclosure')[locale]])
      await page.goto(`/${locale}/product?category=enclosures&fit=900x800x1900`)
      await expect(results(page)).toHaveCount(0)

      // Ardesia 140 may be cut from 1,400 mm down to 700: a niche of 1,300 × 800 says so.
      await page.goto(`/${locale}/product?category=trays&fit=1300x800`)
      await expect(results(page)).toHaveText([title('ardesia-140-slate-shower-tray')[locale]])
      const n = new Intl.NumberFormat(locale).format(1300)
      const cut = t.fitStep.replace('{dimension}', t.width).replace('{text}', t.stepCut.replace('{mm}', n))
      // One line: the colours of Ardesia all fit alike, so no variant is named.
      await expect(page.locator('[data-finder-results] [data-fit] p')).toHaveText(
        typeset(
          `${t.fits} – ${cut} · ${t.fitStep.replace('{dimension}', t.depth).replace('{text}', t.stepExact)}`,
          locale,
        ),
      )

      // 905 mm is a width like any other.
      await page.goto(`/${locale}/product?category=enclosures`)
      await form(page).locator('summary').click()
      const from = form(page).getByRole('group', { name: t.dimensions }).getByLabel(`${t.width} ${t.from}`)
      await from.fill('905')
      expect(await from.evaluate((el: HTMLInputElement) => el.checkValidity())).toBe(true)
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/widthMin=905/)
    })

    test(`${locale}: bad input gets a message on the page, not an error page`, async ({ page }) => {
      for (const [fit, key] of [
        ['neunhundert', 'fitFormat'],
        ['0x800', 'fitTooSmall'],
        ['900x9000', 'fitTooLarge'],
      ] as const) {
        const response = await page.goto(`/${locale}/product?category=enclosures&fit=${fit}`)
        expect(response?.status(), fit).toBe(200)
        await expect(page.locator('#finder-fit-error')).toHaveText(t[key])
        await expect(form(page).getByLabel(t.fit)).toHaveAttribute('aria-invalid', 'true')
        await expect(form(page).getByLabel(t.fit)).toHaveValue(fit)
      }
      expect(await wcagViolations(page, `finder error ${locale}`)).toEqual([])
      const unknown = await page.goto(`/${locale}/product?category=enclosures&colour=purple`)
      expect(unknown?.status()).toBe(200)
      await expect(page.locator('[data-finder-results] [role="alert"]')).toContainText('purple')
    })
  }

  for (const locale of smokeLocales) {
    test(`${locale}: smoke: the fit check finds Quadro 90 for a niche of 900 × 800`, async ({ page }) => {
      await page.goto(`/${locale}/product?category=enclosures&fit=900x800`)
      await expect(results(page)).toHaveText([title(quadro)[locale]])
      await expect(page.locator('[data-finder-results] [data-fit]')).toContainText('SH300302')
      await expect(form(page).getByLabel(messages[locale].finder.fit)).toHaveValue('900x800')
    })
  }
})
