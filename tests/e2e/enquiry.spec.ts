import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { salesAccount, salesRequest } from './global-setup'
import { flowLocales, localeTags, messages, wcagViolations, type Locale } from './helpers'
import { products } from './seed'

const form = (locale: Locale) => `/${locale}/contact/teamwork`

let sales: APIRequestContext
let salesUser: { email: string; password: string }

test.beforeAll(async ({ baseURL }, workerInfo) => {
  salesUser = salesAccount(workerInfo.parallelIndex)
  sales = await salesRequest(baseURL, workerInfo.parallelIndex)
})

async function storedNamed(name: string) {
  const res = await sales.get(`/api/enquiries?where[name][equals]=${encodeURIComponent(name)}&depth=0`)
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true)
  return (
    (await res.json()) as {
      docs: {
        type: string
        country: string
        email: string
        emailAscii: string
        province?: string
        city?: string
        requirement: string
        product?: string
        locale: string
        items?: { article: string; quantity: number }[]
      }[]
    }
  ).docs
}

/**
 * Fills the form with the keyboard only, starting at the type cards: on a Chinese page China's
 * form (chosen already), on a German one a buyer in Germany (the country typed into the list).
 */
async function fillByKeyboard(page: Page, name: string, locale: Locale) {
  const china = locale === 'zh'
  await page.locator('#enquiry-type').focus()
  await page.keyboard.press('ArrowRight') // project purchase (index 1)
  await page.keyboard.press('Tab')
  await expect(page.locator('#enquiry-country')).toBeFocused()
  // A native list's type-ahead: the country's name as the page writes it.
  if (!china) await page.keyboard.type(new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of('DE')!)
  await expect(page.locator('#enquiry-country')).toHaveValue(china ? 'CN' : 'DE')
  await page.keyboard.press('Tab')
  await expect(page.locator('#enquiry-name')).toBeFocused()
  await page.keyboard.type(name)
  await page.keyboard.press('Tab')
  await page.keyboard.type(china ? '13800138000' : '+49 89 1234567')
  await page.keyboard.press('Tab')
  await page.keyboard.type(china ? 'buyer@example.cn' : 'einkauf@hotel-münchen.de')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Hotel Group')
  await page.keyboard.press('Tab')
  if (china) {
    await expect(page.locator('#enquiry-province')).toBeFocused()
    await page.keyboard.press('ArrowDown')
  } else {
    await expect(page.locator('#enquiry-region')).toBeFocused()
    await page.keyboard.type('Bayern')
    await page.keyboard.press('Tab')
    await page.keyboard.type('80331')
    await page.keyboard.press('Tab')
    await page.keyboard.type('München')
  }
  await page.keyboard.press('Tab')
  await page.keyboard.type('80 Waschtische für ein Hotel, Lieferung im Frühjahr.')
  await page.keyboard.press('Tab')
  await expect(page.locator('#enquiry-consent')).toBeFocused()
  await page.keyboard.press('Space')
  if (china) {
    // Past the privacy policy's link in the first consent's label to the second consent.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.locator('#enquiry-transferConsent')).toBeFocused()
    await page.keyboard.press('Space')
  }
}

for (const locale of flowLocales) {
  test(`${locale}: every rule shows its message, focus goes to the first problem, and a keyboard-filled enquiry arrives in the sales inbox`, async ({
    page,
  }) => {
    const t = messages[locale].enquiry
    const v = t.validation
    await page.goto(form(locale))
    await expect(page.getByRole('button', { name: t.submit })).toBeVisible()
    // Sending the empty form: a summary is announced and focus moves to the first field. A Chinese
    // page starts with China's form; a German one asks for the country first, the address after it.
    await page.getByRole('button', { name: t.submit }).press('Enter')
    await expect(page.locator('main form').getByRole('alert')).toContainText(t.errorSummary)
    await expect(page.locator('#enquiry-type')).toBeFocused()
    const china = locale === 'zh'
    const shown = china
      ? ([
          ['type', v.type],
          ['name', v.name],
          ['tel', v.tel],
          ['email', v.email],
          ['province', v.province],
          ['requirement', v.requirement],
          ['consent', v.consent],
          ['transferConsent', v.transferConsent],
        ] as const)
      : ([
          ['type', v.type],
          ['country', v.country],
          ['name', v.name],
          ['tel', v.tel],
          ['email', v.email],
          ['requirement', v.requirement],
          ['consent', v.consent],
        ] as const)
    for (const [id, message] of shown) await expect(page.locator(`#enquiry-${id}-error`), id).toHaveText(message)
    // Until a country is chosen the phone waits for its rule; the address fields come with the country.
    if (!china) await expect(page.locator('#enquiry-tel-hint')).toHaveText(t.telHintFirst)
    if (!china) await expect(page.locator('#enquiry-province, #enquiry-city')).toHaveCount(0)
    await expect(page.locator('#enquiry-name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#enquiry-name')).toHaveAttribute('aria-describedby', /enquiry-name-error/)
    // Rules on blur: too short a name, a wrong phone format, an e-mail without domain.
    await page.locator('#enquiry-name').fill('A')
    await page.locator('#enquiry-name').blur()
    await expect(page.locator('#enquiry-name-error')).toHaveText(v.nameShort)
    if (!china) await page.locator('#enquiry-country').selectOption('DE')
    await expect(page.locator('#enquiry-country-error')).toBeEmpty()
    await page.locator('#enquiry-tel').fill(china ? '1380013800' : '12')
    await page.locator('#enquiry-tel').blur()
    await expect(page.locator('#enquiry-tel-error')).toHaveText(china ? v.telFormat : v.telCountry)
    await page.locator('#enquiry-email').fill('buyer@')
    await page.locator('#enquiry-email').blur()
    await expect(page.locator('#enquiry-email-error')).toHaveText(v.emailFormat)
    // China's rule for the phone is the spec's 11 digits; Germany's is Germany's numbering plan.
    await page.locator('#enquiry-tel').fill(china ? '13800138000' : '+49 89 1234567')
    await page.locator('#enquiry-tel').blur()
    await expect(page.locator('#enquiry-tel-error')).toBeEmpty()
    // The position is asked for only when joining us, and then required on change.
    await expect(page.locator('#enquiry-job')).toHaveCount(0)
    await page.locator('label', { hasText: t.types.joinus }).click()
    await expect(page.locator('#enquiry-job')).toBeVisible()
    await page.locator('#enquiry-job').selectOption({ index: 1 })
    await page.locator('#enquiry-job').selectOption('')
    await expect(page.locator('#enquiry-job-error')).toHaveText(v.job)

    // A fresh start: the draft of this tab and the country remembered on the device go.
    await page.evaluate(() => {
      sessionStorage.clear()
      localStorage.removeItem('sanhaus-country')
    })
    await page.reload()
    const name = `Keyboard ${locale} ${Date.now()}`
    await fillByKeyboard(page, name, locale)
    await expect(page.locator('fieldset[data-selected-index="1"]')).toContainText(
      t.selected.replace('{title}', t.types.project),
    )
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: t.successTitle })).toBeFocused({ timeout: 15_000 })
    await expect(page.getByRole('status')).toContainText(/SH-\d{6}/)
    const stored = await storedNamed(name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      type: 'project',
      locale,
      country: china ? 'CN' : 'DE',
      // As typed: a domain in another script is kept, its punycode beside it.
      email: china ? 'buyer@example.cn' : 'einkauf@hotel-münchen.de',
      emailAscii: china ? 'buyer@example.cn' : 'einkauf@xn--hotel-mnchen-jlb.de',
      ...(china ? { province: '北京' } : { city: 'München', postcode: '80331', region: 'Bayern' }),
      requirement: '80 Waschtische für ein Hotel, Lieferung im Frühjahr.',
    })
  })
}

test('the country comes first: China on a Chinese page with 34 provinces, every country named and sorted in the page’s language, 20 px row icons and the privacy link', async ({
  page,
}) => {
  await page.goto(form('zh'))
  await expect(page.locator('#enquiry-country')).toHaveValue('CN')
  await expect(page.locator('#enquiry-country option:checked')).toHaveText('中国')
  // The overseas notice shows only while the site takes enquiries from China only (china-only.spec.ts).
  await expect(page.getByRole('note')).toHaveCount(0)
  await expect(page.locator('#enquiry-province option:not([value=""])')).toHaveCount(34)
  await expect(page.locator('#enquiry-province option', { hasText: '中国香港' })).toHaveCount(1)
  await expect(page.locator('#enquiry-country option[value="TW"], #enquiry-country option[value="HK"]')).toHaveCount(0)
  const sizes = await page
    .locator('main form label[for] svg')
    .evaluateAll((icons) => icons.map((i) => i.getAttribute('width')))
  expect(sizes.length).toBeGreaterThanOrEqual(6)
  expect(new Set(sizes)).toEqual(new Set(['20']))
  await expect(page.locator('form a[href="/zh/privacy"]').first()).toHaveText('隐私政策')

  await page.goto(form('de'))
  await page.evaluate(() => localStorage.removeItem('sanhaus-country'))
  await page.reload()
  await expect(page.locator('#enquiry-country')).toHaveValue('')
  const names = await page.locator('#enquiry-country option:not([value=""])').allTextContents()
  expect(names.length).toBe(246)
  expect(names).toContain('Deutschland')
  expect(names).toEqual([...names].sort(new Intl.Collator('de').compare))
  await expect(page.locator('#enquiry-province')).toHaveCount(0)
  await page.locator('#enquiry-country').selectOption('CN')
  await expect(page.locator('#enquiry-province option', { hasText: 'Innere Mongolei' })).toHaveCount(1)
  await expect(page.locator('#enquiry-transferConsent')).not.toBeChecked()
})

test('links from the recruit, tailorism and product pages preselect type, position and product', async ({ page }) => {
  await page.goto('/en/contact/recruit')
  const apply = page.locator('a[href*="/contact/teamwork?type=joinus&job="]').first()
  const jobTitle = ((await apply.getAttribute('aria-label')) ?? '').split(': ').slice(1).join(': ')
  await apply.click()
  await expect(page).toHaveURL(/\/en\/contact\/teamwork\?type=joinus&job=\d+/)
  await expect(page.locator('input[name="type"][value="joinus"]')).toBeChecked()
  await expect(page.locator('#enquiry-job option:checked')).toHaveText(jobTitle)

  await page.goto('/de/products/tailorism')
  await page.locator('a[href="/de/contact/teamwork?type=customised"]').first().click()
  await expect(page.locator('input[name="type"][value="customised"]')).toBeChecked()
  await expect(page.locator('fieldset[data-selected-index="2"]')).toContainText(messages.de.enquiry.types.customised)

  // A seeded product: other tests publish and withdraw products of their own at the top of the list.
  await page.goto('/fr/product')
  await page.locator(`main a[href="/fr/product/${products[0]!.slug}"]`).first().click()
  await page.waitForURL(`**/fr/product/${products[0]!.slug}`)
  const title = (await page.locator('h1').textContent())?.trim() ?? ''
  await page.locator('a[href*="/contact/teamwork?type=project&product="]').click()
  await expect(page.locator('input[name="type"][value="project"]')).toBeChecked()
  await expect(page.locator('[data-product]')).toContainText(title)
})

async function fillValid(page: Page, name: string) {
  await page.locator('input[name="type"][value="brand"]').check()
  await page.locator('#enquiry-country').selectOption('CN')
  await page.locator('#enquiry-name').fill(name)
  await page.locator('#enquiry-tel').fill('13900001111')
  await page.locator('#enquiry-email').fill('dealer@example.cn')
  await page.locator('#enquiry-province').selectOption('浙江')
  await page.locator('#enquiry-requirement').fill('Wir möchten einen Showroom in Ningbo eröffnen.')
  await page.locator('#enquiry-consent').check()
  await page.locator('#enquiry-transferConsent').check()
}

test('a time-out keeps the typed data through a reload, and the retry stores the enquiry once', async ({ page }) => {
  const name = `Timeout ${Date.now()}`
  await page.goto(form('en'))
  await fillValid(page, name)
  // The server takes the enquiry but its answer comes too late (after the 5 s time-out).
  await page.route('**/api/join?*', async (route) => {
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 6000))
    await route.fulfill({ response }).catch(() => {})
  })
  await page.getByRole('button', { name: 'submit' }).click()
  await expect(page.locator('main form').getByRole('alert')).toHaveText(messages.en.enquiry.timeout, {
    timeout: 15_000,
  })
  await page.unroute('**/api/join?*')
  await page.reload()
  await expect(page.getByText(messages.en.enquiry.restored)).toBeVisible()
  await expect(page.locator('#enquiry-name')).toHaveValue(name)
  await expect(page.locator('#enquiry-consent')).toBeChecked()
  await expect(page.locator('#enquiry-transferConsent')).toBeChecked()
  await page.getByRole('button', { name: 'submit' }).click()
  await expect(page.getByRole('heading', { name: messages.en.enquiry.successTitle })).toBeVisible({ timeout: 15_000 })
  expect(await storedNamed(name)).toHaveLength(1)
})

for (const locale of ['de', 'zh'] as const) {
  test(`${locale}: a security check the server never answers ends after 5 s with the time-out message, keeps everything typed, and the enquiry can be sent again`, async ({
    page,
  }) => {
    const t = messages[locale].enquiry
    const name = `Zeitlimit ${locale} ${Date.now()}`
    // The server takes the request for the challenge (asked for at the first touch of the form) and never answers.
    let asked = 0
    await page.route('**/api/join/challenge', () => {
      asked ||= Date.now()
    })
    await page.goto(form(locale))
    await fillValid(page, name)
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('button', { name: t.sending })).toBeDisabled()
    await expect(page.locator('main form').getByRole('alert')).toHaveText(t.timeout, { timeout: 15_000 })
    expect(asked).toBeGreaterThan(0)
    expect(Date.now() - asked).toBeGreaterThanOrEqual(4_500)
    // Nothing typed is lost, and the button sends again.
    await expect(page.locator('input[name="type"][value="brand"]')).toBeChecked()
    await expect(page.locator('#enquiry-name')).toHaveValue(name)
    await expect(page.locator('#enquiry-tel')).toHaveValue('13900001111')
    await expect(page.locator('#enquiry-email')).toHaveValue('dealer@example.cn')
    await expect(page.locator('#enquiry-province')).toHaveValue('浙江')
    await expect(page.locator('#enquiry-requirement')).toHaveValue('Wir möchten einen Showroom in Ningbo eröffnen.')
    await expect(page.locator('#enquiry-consent')).toBeChecked()
    await page.unroute('**/api/join/challenge')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 15_000 })
    expect(await storedNamed(name)).toHaveLength(1)
  })
}

for (const [status, key, expected] of [
  [429, 'rateLimited', messages.es.enquiry.rateLimited.replace('{minutes}', '10')],
  [503, 'unavailable', messages.es.enquiry.unavailable],
  [0, 'offline', messages.es.enquiry.offline],
] as const) {
  test(`${key}: a clear message, and nothing typed is lost`, async ({ page }) => {
    await page.goto(form('es'))
    await fillValid(page, `Fallo ${key}`)
    await page.route('**/api/join?*', (route) =>
      status === 0
        ? route.abort('internetdisconnected')
        : route.fulfill({
            status,
            headers: { 'retry-after': '600', 'content-type': 'application/json' },
            body: JSON.stringify({ error: { code: key, message: '' } }),
          }),
    )
    await page.getByRole('button', { name: messages.es.enquiry.submit }).click()
    await expect(page.locator('main form').getByRole('alert')).toHaveText(expected)
    await expect(page.locator('#enquiry-name')).toHaveValue(`Fallo ${key}`)
    await expect(page.locator('#enquiry-requirement')).toHaveValue('Wir möchten einen Showroom in Ningbo eröffnen.')
  })
}

test('the form, with its messages shown, has no WCAG 2.2 A/AA violations', async ({ page }) => {
  await page.goto(form('de'))
  await page.getByRole('button', { name: 'Einreichen' }).click()
  await expect(page.locator('#enquiry-name-error')).not.toBeEmpty()
  expect(await wcagViolations(page)).toEqual([])
})

test('sales finds the enquiry in the admin inbox by the person’s name, with a link to write to them and the visitor’s text shown as plain text', async ({
  page,
}) => {
  const name = `Inbox ${Date.now()}`
  await page.goto(form('de'))
  await fillValid(page, name)
  await page.locator('#enquiry-requirement').fill('<img src=x onerror="document.title=\'pwned\'"> Bitte um Rückruf')
  await page.getByRole('button', { name: 'Einreichen' }).click()
  await expect(page.getByRole('heading', { name: messages.de.enquiry.successTitle })).toBeVisible({ timeout: 15_000 })

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(salesUser.email)
  await page.locator('#field-password').fill(salesUser.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto('/admin/collections/enquiries')
  const row = page.locator('tr', { hasText: name })
  await expect(row).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', /\/api\/enquiries\/export\.csv/)
  // The row leads to the enquiry by the person's name, and offers to write to them.
  await expect(row.locator('a').first()).toHaveText(name)
  await expect(row.locator('a[href^="mailto:"]')).toHaveCount(1)
  // The market by its name in the settings (the enquiry stores its key).
  await expect(row.locator('[data-market]')).toHaveText(/^(China|Europa)$/)
  await row.locator('a').first().click()
  await expect(page.locator('textarea#field-requirement')).toHaveValue(/<img src=x onerror=/)
  await expect(page.locator('a[data-mailto]')).toHaveAttribute('href', /^mailto:.+@/)
  expect(await page.title()).not.toBe('pwned')
  expect(await page.locator('img[src="x"]').count()).toBe(0)
})

test('POST /api/join answers in the public API’s error shape: 405, 413 and localized field messages', async ({
  request,
}) => {
  const get = await request.get('/api/join?lang=en')
  expect(get.status()).toBe(405)
  expect(get.headers()['allow']).toBe('POST')
  expect(await get.json()).toEqual({
    error: { code: 'method_not_allowed', message: 'This method is not allowed here. Allowed: POST.' },
  })
  const big = await request.post('/api/join', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ requirement: 'x'.repeat(40_000) }),
  })
  expect(big.status()).toBe(413)
  expect(((await big.json()) as { error: { code: string } }).error.code).toBe('too_large')
  const bad = await request.post('/api/join?lang=1', { data: { name: 'A', tel: '123' } })
  expect(bad.status()).toBe(400)
  const body = (await bad.json()) as { error: { code: string; fields: Record<string, string> } }
  expect(body.error.fields).toMatchObject({
    name: messages.zh.enquiry.validation.nameShort,
    tel: messages.zh.enquiry.validation.telFormat,
  })
  const challenge = await request.get('/api/join/challenge')
  expect(challenge.headers()['cache-control']).toContain('no-store')
  expect(((await challenge.json()) as { data: { bits: number } }).data.bits).toBeGreaterThan(0)
})
