import { expect, test, type Page } from '@playwright/test'

import { salesRequest } from './global-setup'
import {
  flowLocales,
  hydrated,
  layoutShift,
  shiftSources,
  messages,
  signIn,
  smokeLocales,
  startShiftMeter,
  wcagViolations,
  type Locale,
} from './helpers'
import { adminRequest, capturedMails } from './server'
import { products } from '../../src/cms/seed/content/catalogue'
import { articleNumbers } from '../../src/cms/seed/variants'

const numbers = articleNumbers()
const product = (slug: string) => products.find((p) => p.slug === slug)!
const first = (slug: string) => numbers.get(slug)![0]!
const quadro = product('quadro-90-corner-enclosure')
const luna = product('luna-60-wall-hung-basin')
const curva = product('curva-90-quadrant-enclosure')
const diamant = product('diamant-90-pentagonal-enclosure')

/** Who sends the list: a German architect with a number of Munich, or a Chinese planner. */
const germany = {
  country: 'DE',
  key: 'europe',
  /** The market as the inbox names it in the sales account's admin language (English). */
  marketName: 'Europe',
  countryName: '(DE)',
  mailCountry: 'Deutschland',
  tel: '+49 89 1234567',
  e164: '+49891234567',
  email: 'planer@architektur-muenchen.de',
  recipients: ['vertrieb.europa@sanhaus.example'],
}
const china = {
  country: 'CN',
  key: 'china',
  marketName: 'China',
  countryName: '(CN)',
  mailCountry: 'China',
  tel: '13900001111',
  e164: '+8613900001111',
  email: 'planer@example.cn',
  recipients: ['sales@sanhaus.example'],
}

const other = (locale: Locale): Locale => (locale === 'zh' ? 'de' : 'zh')
const headerCount = (page: Page) => page.locator('header [data-list-link] [data-list-count]')
const rows = (page: Page) => page.locator('tr[data-list-row]')

/** The rows of the list page as the visitor reads them: article and quantity. */
async function listed(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) => {
      const input = tr.querySelector('input')
      const quantity = input ? input.value : (tr.querySelector('td:nth-child(2)')?.textContent ?? '')
      return `${tr.getAttribute('data-list-row')}×${quantity.trim()}`
    }),
  )
}

test.describe('the Merkliste: a project list on the device that becomes one enquiry', () => {
  for (const locale of flowLocales) {
    const t = messages[locale].list
    const te = messages[locale].enquiry

    test(`${locale}: three items from a tile, a product page and the comparison, kept over a reload and a language switch, opened by its link elsewhere and sent as one enquiry staff see with its rows`, async ({
      browser,
      baseURL,
    }, workerInfo) => {
      test.setTimeout(120_000)
      const context = await browser.newContext()
      const page = await context.newPage()
      const expected = [`${first(quadro.slug)}×1`, `${first(luna.slug)}×12`, `${first(curva.slug)}×1`]

      // 1. A tile of the product centre: "Merken" is a toggle button.
      await page.goto(`/${locale}/product?category=enclosures`)
      await hydrated(page, `[data-list-toggle="${first(quadro.slug)}"]`)
      const tile = page.getByRole('button', { name: `${t.save} ${quadro.title[locale]}` })
      await expect(tile).toHaveAttribute('aria-pressed', 'false')
      await tile.click()
      await expect(tile).toHaveAttribute('aria-pressed', 'true')
      await expect(headerCount(page)).toHaveText('1')

      // 2. A product page: a quantity, then "Auf die Merkliste".
      await page.goto(`/${locale}/product/${luna.slug}`)
      const quantity = page.getByRole('spinbutton', { name: t.quantity })
      await expect(quantity).toBeVisible()
      await quantity.fill('0')
      await page.getByRole('button', { name: t.add }).click()
      await expect(page.locator('[data-list-add] [role="alert"]')).toHaveText(
        t.quantityInvalid.replace('{max}', '9999'),
      )
      await quantity.fill('12')
      await page.getByRole('button', { name: t.add }).click()
      await expect(page.getByRole('status').filter({ hasText: t.view })).toContainText(
        t.onList.replace('{quantity}', '12'),
      )
      await expect(headerCount(page)).toHaveText('2')

      // 3. The comparison: each column has "Merken".
      await page.goto(`/${locale}/compare?p=${first(curva.slug)},${first(diamant.slug)}`)
      await hydrated(page, `[data-list-toggle="${first(curva.slug)}"]`)
      await page.getByRole('button', { name: `${t.save} ${curva.title[locale]}` }).click()
      await expect(headerCount(page)).toHaveText('3')

      // The list page opens the device's list by its address, in the order added.
      await page.locator('header [data-list-link]').click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/list\\?items=`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect(rows(page)).toHaveCount(3)
      expect(await listed(page)).toEqual(expected)
      await expect(rows(page).first()).toContainText(quadro.title[locale])
      expect(await wcagViolations(page, 'list')).toEqual([])

      // Kept over a reload, and over a switch of language (the names follow the language).
      await page.reload()
      await expect(rows(page)).toHaveCount(3)
      expect(await listed(page)).toEqual(expected)
      const to = other(locale)
      await page.locator(`header [data-locale="${to}"]`).click()
      await expect(page).toHaveURL(new RegExp(`/${to}/list`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[to].list.title)
      await expect(rows(page).first()).toContainText(quadro.title[to])
      expect(await listed(page)).toEqual(expected)
      await page.goto(`/${locale}/list`)
      await expect(rows(page)).toHaveCount(3)

      // The share link opens the same list in a fresh browser, where it becomes that browser's list.
      const link = await page.getByLabel(t.shareLabel).inputValue()
      expect(link).toMatch(new RegExp(`/${locale}/list\\?items=`))
      const fresh = await browser.newContext()
      const elsewhere = await fresh.newPage()
      await elsewhere.goto(link)
      await expect(rows(elsewhere)).toHaveCount(3)
      await expect(elsewhere.getByText(t.adopted)).toBeVisible()
      expect(await listed(elsewhere)).toEqual(expected)
      await expect(headerCount(elsewhere)).toHaveText('3')

      // "Send as one enquiry": the form reads the list from the device and sends it with the enquiry.
      await elsewhere.getByRole('link', { name: t.send }).click()
      await expect(elsewhere).toHaveURL(new RegExp(`/${locale}/contact/teamwork`))
      const items = elsewhere.locator('[data-enquiry-items]')
      await expect(items).toContainText(`${te.listTitle} (3)`)
      await expect(items.locator('li')).toHaveText([
        new RegExp(first(quadro.slug)),
        new RegExp(`${first(luna.slug)}.*12`),
        new RegExp(first(curva.slug)),
      ])
      await expect(items.getByRole('checkbox', { name: te.listInclude })).toBeChecked()
      const name = `Merkliste ${locale} ${Date.now()}`
      // A German architect in Munich (German page), a Chinese planner in Hangzhou (Chinese page).
      const market = locale === 'zh' ? china : germany
      await elsewhere.locator('#enquiry-country').selectOption(market.country)
      await elsewhere.locator('#enquiry-name').fill(name)
      await elsewhere.locator('#enquiry-tel').fill(market.tel)
      await elsewhere.locator('#enquiry-email').fill(market.email)
      if (market.country === 'CN') await elsewhere.locator('#enquiry-province').selectOption('浙江')
      else await elsewhere.locator('#enquiry-city').fill('München')
      await elsewhere.locator('#enquiry-requirement').fill('Hotelprojekt, 40 Bäder, Lieferung im Frühjahr.')
      await elsewhere.locator('#enquiry-consent').check()
      if (market.country === 'CN') await elsewhere.locator('#enquiry-transferConsent').check()
      await elsewhere.getByRole('button', { name: te.submit }).click()
      await expect(elsewhere.getByRole('heading', { name: te.successTitle })).toBeVisible({ timeout: 15_000 })
      await expect(elsewhere.getByText(te.listKept)).toBeVisible()
      await expect(elsewhere.locator('main [role="status"]').filter({ hasText: /SH-\d{6}/ })).toBeVisible()

      // Staff: the rows in the store (with the titles in the enquiry's language), in the admin and in the mail.
      const sales = await salesRequest(baseURL, workerInfo.parallelIndex)
      const found = await sales.get(`/api/enquiries?where[name][equals]=${encodeURIComponent(name)}&depth=0`)
      const [stored] = (
        (await found.json()) as {
          docs: {
            id: number
            country: string
            market: string
            telE164: string
            items: { article: string; quantity: number; title: string }[]
          }[]
        }
      ).docs
      expect(stored).toMatchObject({ country: market.country, market: market.key, telE164: market.e164 })
      expect(stored?.items.map((i) => `${i.article}×${i.quantity}`)).toEqual(expected)
      expect(stored?.items[1]?.title).toContain(luna.title[locale])

      const staff = await browser.newContext()
      const admin = await staff.newPage()
      await signIn(admin, 'sales', workerInfo.parallelIndex)
      // The inbox shows the country, and filters by it.
      await admin.goto(
        `/admin/collections/enquiries?where[and][0][country][equals]=${market.country}&search=${encodeURIComponent(name)}`,
      )
      const listRow = admin.locator('tr', { hasText: name })
      await expect(listRow).toContainText(market.countryName)
      // The market by its name in the admin's language; the stored key stays on the cell.
      await expect(listRow.locator(`[data-market="${market.key}"]`)).toHaveText(market.marketName)
      await admin.goto(`/admin/collections/enquiries/${stored!.id}`)
      const field = admin.locator('#field-items')
      await expect(field).toContainText(`${first(luna.slug)} × 12`)
      await expect(field).toContainText(`${first(quadro.slug)} × 1`)
      await expect(field).toContainText(`${first(curva.slug)} × 1`)

      const jobs = await adminRequest(baseURL)
      const run = await jobs.get('/api/payload-jobs/run?queue=mail&limit=50')
      expect(run.status(), await run.text()).toBe(200)
      await expect
        .poll(() => capturedMails().find((m) => m.text.includes(name))?.text ?? '', { timeout: 15_000 })
        .toContain('Positionen / Items (3):')
      const mail = capturedMails().find((m) => m.text.includes(name))!
      for (const row of expected) expect(mail.text).toContain(`- ${row.replace('×', ' × ')}`)
      // To the market's recipients (seeded: Frankfurt for Europe, Hangzhou's sales for China), the country named.
      expect(mail.to).toEqual(market.recipients)
      expect(mail.subject).toContain(market.mailCountry)
      expect(mail.text).toContain(`Land / Country: ${market.mailCountry} (${market.country})`)

      await Promise.all([context.close(), fresh.close(), staff.close(), jobs.dispose(), sales.dispose()])
    })

    test(`${locale}: without JavaScript, "Merken" is a link to a list of that item, which the server renders`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`/${locale}/product?category=enclosures`)
      const link = page.getByRole('link', { name: `${t.save} ${quadro.title[locale]}` })
      await expect(link).toHaveAttribute('href', `/${locale}/list?items=${first(quadro.slug)}:1`)
      await link.click()
      await expect(rows(page)).toHaveCount(1)
      await expect(rows(page)).toContainText(quadro.title[locale])
      await context.close()
    })

    test(`${locale}: a shared list with a product no longer offered shows it as unavailable, names what it could not read, and does not replace the visitor's own list unasked`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/list?items=${first(luna.slug)}:2`)
      await expect(rows(page)).toHaveCount(1)
      await page.goto(`/${locale}/list?items=SH999999:3,${first(diamant.slug)}:1,nix`)
      await expect(page.getByRole('heading', { name: t.sharedTitle })).toBeVisible()
      await expect(page.locator('[data-list-notices]')).toContainText('nix')
      // A number the catalogue never held is unknown; the own list's count in the singular.
      await expect(page.locator('tr[data-list-row="SH999999"]')).toContainText(t.unknown)
      await expect(page.getByText(locale === 'de' ? /hat 1 Position und/ : /共有1项/)).toBeVisible()
      await expect(page.locator(`tr[data-list-row="${first(diamant.slug)}"]`)).toContainText(diamant.title[locale])
      // Still the visitor's own list on the device until they choose.
      await expect(headerCount(page)).toHaveText('1')
      await page.getByRole('button', { name: t.merge }).click()
      await expect(headerCount(page)).toHaveText('3')
      await expect(page.locator(`tr[data-list-row="${first(luna.slug)}"] input`)).toHaveValue('2')
      await page.getByRole('button', { name: t.removeUnavailable }).click()
      await expect(rows(page)).toHaveCount(2)
      await expect(page).toHaveURL(new RegExp(`items=${first(luna.slug)}:2,${first(diamant.slug)}:1$`))
    })
  }
})

test('the list page in the four other languages: its head, its rows in that language and its actions (a smoke check; German and Chinese run the full flow above)', async ({
  page,
}) => {
  for (const locale of smokeLocales) {
    const t = messages[locale].list
    await page.goto(`/${locale}/list?items=${first(quadro.slug)}:4`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
    await expect(rows(page)).toContainText(quadro.title[locale])
    await expect(page.getByRole('link', { name: t.send })).toBeVisible()
    await expect(page.getByRole('link', { name: t.pdf })).toHaveAttribute(
      'href',
      `/${locale}/list.pdf?items=${first(quadro.slug)}:4`,
    )
    await page.evaluate(() => localStorage.clear())
  }
})

test('a shared list opened on a phone without a list of its own becomes the visitor’s without moving anything on the screen', async ({
  browser,
}) => {
  // Where the rows, the totals, the buttons and the share field are: as the server draws the page
  // (what the browser paints first), and once the page knows the list is the visitor's.
  const layout = async (javaScriptEnabled: boolean, locale: string) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`/${locale}/list?items=SH100101:2,SH300301:1`)
    if (javaScriptEnabled) await expect(page.locator('[data-list-row] input').first()).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    const boxes = await page
      .locator('main tbody tr, main [class*="_totals"], main [class*="_actions"], main [class*="_share"]')
      .evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect()
          return `${el.tagName} ${Math.round(r.top)}+${Math.round(r.height)}`
        }),
      )
    await context.close()
    return boxes
  }
  for (const locale of ['zh', 'de'] as const) {
    const first = await layout(false, locale)
    expect(first.length, locale).toBeGreaterThanOrEqual(5)
    expect(await layout(true, locale), locale).toEqual(first)
  }
})

test.describe('the empty Merkliste while the page looks for the device’s list', () => {
  // A layout shift is measured in frames of a loaded machine: one CI run measured 0.0023 on a
  // phone in Chinese, 18 runs beside two busy processes here measured 0. A second try is allowed;
  // the report then lists the test as flaky with what moved (npm test's summary prints it).
  test.describe.configure({ retries: 1 })
  for (const locale of flowLocales) {
    test(`${locale}: the empty Merkliste holds its place while the page looks for the device's list: nothing moves when it shows, on a desktop and a phone`, async ({
      browser,
    }) => {
      const t = messages[locale].list
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const context = await browser.newContext({ viewport })
        const page = await context.newPage()
        // Once, so the brand font is in the cache: what is measured is the page's own doing.
        await page.goto(`/${locale}/list`)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        await page.addInitScript(startShiftMeter, true)
        await page.reload()
        await expect(page.getByRole('heading', { level: 2, name: t.empty })).toBeVisible()
        await expect(page.locator('main').getByRole('link', { name: t.browse })).toBeVisible()
        // Two frames after it shows, so a shift it caused has been reported.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
        expect(await layoutShift(page), `${viewport.width} px:\n${await shiftSources(page)}`).toBeLessThan(0.001)
        await context.close()
      }
    })
  }
})
