import { expect, test, type Page } from '@playwright/test'

import { salesRequest } from './global-setup'
import { localeTags, messages, smokeLocales } from './helpers'
import { jobs } from './seed'
import { articleNumbers } from '../../src/cms/seed/variants'

/**
 * Every way into the enquiry form (a product's quote, a variant's with its article number, a
 * series', a job opening's; the Merkliste's is list.spec.ts) opens it with the country the
 * visitor chose last on this device and the rows or the position already there. Smoke checks of
 * the country choice in the four languages without full flows.
 */

const numbers = articleNumbers()
const form = '/de/contact/teamwork'
const storageCleared = () => {
  sessionStorage.clear()
  localStorage.clear()
}

/** The fields a buyer in Austria fills in besides what the link chose. */
async function fillAustria(page: Page, name: string) {
  await page.locator('#enquiry-name').fill(name)
  await page.locator('#enquiry-tel').fill('+43 1 5123456')
  await page.locator('#enquiry-email').fill('einkauf@hotel-wien.at')
  await page.locator('#enquiry-requirement').fill('Angebot für ein Hotel in Wien, bitte.')
  await page.locator('#enquiry-consent').check()
}

test('de: every entry point opens the form with the remembered country and its rows or position, and a variant’s quote arrives with its article number', async ({
  page,
  baseURL,
}, workerInfo) => {
  test.setTimeout(90_000)
  await page.goto(form)
  await page.evaluate(storageCleared)
  await page.reload()
  await page.locator('#enquiry-country').selectOption('AT')

  // A product's quote: the product and its default variant.
  const luna = numbers.get('luna-60-wall-hung-basin')!
  await page.goto('/de/product/luna-60-wall-hung-basin')
  await page.locator('a[href*="/contact/teamwork?type=project&product=luna-60-wall-hung-basin"]').click()
  await page.waitForURL(/type=project&product=luna-60-wall-hung-basin$/)
  await expect(page.locator('#enquiry-country')).toHaveValue('AT')
  await expect(page.locator('[data-linked]')).toContainText(luna[0]!)

  // A variant's quote carries its article number (in the form's canonical query) and sends that row.
  const black = luna[2]!
  await page.goto(`/de/product/luna-60-wall-hung-basin/${black}`)
  await page.locator(`a[href*="article=${black}"]`).click()
  await page.waitForURL(new RegExp(`article=${black}`))
  await expect(page.locator('#enquiry-country')).toHaveValue('AT')
  await expect(page.locator('input[name="type"][value="project"]')).toBeChecked()
  const line = page.locator(`[data-linked="article:${black}"]`)
  await expect(line).toContainText(black)
  const name = `Variante ${Date.now()}`
  await fillAustria(page, name)
  await page.getByRole('button', { name: messages.de.enquiry.submit }).click()
  await expect(page.getByRole('heading', { name: messages.de.enquiry.successTitle })).toBeVisible({ timeout: 15_000 })
  const sales = await salesRequest(baseURL, workerInfo.parallelIndex)
  const found = await sales.get(`/api/enquiries?where[name][equals]=${encodeURIComponent(name)}&depth=0`)
  const [stored] = ((await found.json()) as { docs: Record<string, unknown>[] }).docs
  expect(stored).toMatchObject({ country: 'AT', market: 'europe', telE164: '+4315123456' })
  expect((stored!.items as { article: string; quantity: number }[]).map((i) => [i.article, i.quantity])).toEqual([
    [black, 1],
  ])

  // A series' quote: its products' rows.
  await page.goto('/de/series/luna')
  await page.locator('a[href*="/contact/teamwork?type=project&series=luna"]').click()
  await page.waitForURL(/series=luna/)
  await expect(page.locator('#enquiry-country')).toHaveValue('AT')
  const rows = page.locator('[data-linked="series:luna"] [data-item]')
  expect(await rows.count()).toBeGreaterThanOrEqual(2)
  await expect(rows.first()).toContainText(luna[0]!)

  // A job opening's application: the position chosen, the country kept.
  const job = jobs[0]!
  await page.goto(`/de/contact/recruit/${job.slug}`)
  await page.locator('a[href*="/contact/teamwork?type=joinus&job="]').first().click()
  await expect(page.locator('input[name="type"][value="joinus"]')).toBeChecked()
  await expect(page.locator('#enquiry-job option:checked')).toHaveText(job.title.de)
  await expect(page.locator('#enquiry-country')).toHaveValue('AT')
  await sales.dispose()
})

test('a link naming an article number no published variant has leads to the form without it, and no cache keeps either answer', async ({
  request,
}) => {
  for (const query of ['type=project&article=SH999999', 'type=project&series=gibt-es-nicht', 'product=gibt-es-nicht']) {
    const answer = await request.get(`${form}?${query}`, { maxRedirects: 0, headers: { accept: 'text/html' } })
    expect(answer.status(), query).toBe(308)
    expect(answer.headers()['location'], query).toBe(query.startsWith('type') ? `${form}?type=project` : form)
    expect(answer.headers()['cache-control'], query).toContain('no-store')
  }
  // A malformed number never becomes a page of its own: the proxy drops it from the canonical query.
  const malformed = await request.get(`${form}?type=project&article=SH12`, { headers: { accept: 'text/html' } })
  expect(malformed.status()).toBe(200)
  expect(await malformed.text()).not.toContain('data-linked')
})

test('zh: the country list is named and sorted in Chinese, and Hong Kong, Macao and Taiwan are provinces of China’s form', async ({
  page,
}) => {
  await page.goto('/zh/contact/teamwork')
  const names = await page.locator('#enquiry-country option:not([value=""])').allTextContents()
  expect(names).toContain('德国')
  expect(names).toEqual([...names].sort(new Intl.Collator('zh-CN').compare))
  await page.locator('#enquiry-province').selectOption('香港')
  await page.locator('#enquiry-tel').fill('+852 2123 4567')
  await page.locator('#enquiry-tel').blur()
  await expect(page.locator('#enquiry-tel-error')).toBeEmpty()
  await expect(page.locator('#enquiry-tel-hint')).toHaveText(messages.zh.enquiry.telHintIntl)
  await page.locator('#enquiry-province').selectOption('浙江')
  await expect(page.locator('#enquiry-tel-error')).toHaveText(messages.zh.enquiry.validation.telFormat)
  await expect(page.locator('#enquiry-tel-hint')).toHaveText(messages.zh.enquiry.telHint)
})

for (const locale of smokeLocales) {
  test(`${locale} (smoke): the country comes first, named in ${locale}; choosing one brings its phone rule and address, China its consent to the transfer`, async ({
    page,
  }) => {
    const t = messages[locale].enquiry
    await page.goto(`/${locale}/contact/teamwork`)
    await page.evaluate(storageCleared)
    await page.reload()
    const own = { en: 'GB', it: 'IT', fr: 'FR', es: 'ES' }[locale as 'en' | 'it' | 'fr' | 'es']
    const ownName = new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(own)!
    await expect(page.locator(`#enquiry-country option[value="${own}"]`)).toHaveText(ownName)
    await expect(page.locator('#enquiry-tel-hint')).toHaveText(t.telHintFirst)
    await expect(page.locator('#enquiry-city')).toHaveCount(0)
    await page.locator('#enquiry-country').selectOption(own)
    await expect(page.locator('#enquiry-tel-hint')).toHaveText(t.telHintIntl)
    await expect(page.locator('label[for="enquiry-city"]')).toContainText(t.city)
    await page.locator('#enquiry-tel').fill('12')
    await page.locator('#enquiry-tel').blur()
    await expect(page.locator('#enquiry-tel-error')).toHaveText(t.validation.telCountry)
    await page.locator('#enquiry-country').selectOption('CN')
    await expect(page.locator('#enquiry-transferConsent')).not.toBeChecked()
    await expect(page.locator('label', { has: page.locator('#enquiry-transferConsent') })).toContainText('PIPL')
  })
}
