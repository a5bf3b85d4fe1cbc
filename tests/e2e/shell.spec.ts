import { expect, test } from '@playwright/test'

test.describe('header', () => {
  test('the search box opens from its icon and searches on Enter', async ({ page }) => {
    await page.goto('/de/home')
    const input = page.getByRole('combobox', { name: 'Website durchsuchen' })
    await expect(input).toBeHidden()
    await page.getByRole('button', { name: 'Suche öffnen' }).click()
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('placeholder', 'Suchen …')
    await input.fill('Waschbecken')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=Waschbecken$/)
  })

  test('submenus open by keyboard and close with Escape', async ({ page }) => {
    await page.goto('/en/home')
    const toggle = page.getByRole('button', { name: /Submenu “Contact”/ })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const recruit = page.locator('header a[href="/en/contact/recruit"]')
    await expect(recruit).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(recruit).toBeHidden()
  })

  test('the shop links open the external shops in a new tab', async ({ page }) => {
    await page.goto('/de/home')
    const external = page.locator('header nav a[target="_blank"]')
    await expect(external).toHaveCount(2)
    for (const link of await external.all()) {
      expect(await link.getAttribute('rel')).toContain('noopener')
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
    }
  })

  test('on a phone the menu opens as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/zh/home')
    const open = page.getByRole('button', { name: '打开菜单' })
    await expect(page.locator('header nav a[href="/zh/about"]')).toBeHidden()
    await open.click()
    await expect(page.locator('header nav a[href="/zh/about"]')).toBeVisible()
    await expect(page.locator('header [data-locale="de"]')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('header nav a[href="/zh/about"]')).toBeHidden()
  })

  test('a progress bar shows while a page loads', async ({ page }) => {
    // The next page comes slowly, so the bar has time to show; its prefetch never comes (a page
    // prefetched before the click would open at once, with no time to show anything).
    await page.route('**/de/about**', async (route) => {
      if (route.request().headers()['next-router-prefetch']) return route.abort()
      await new Promise((r) => setTimeout(r, 800))
      await route.continue()
    })
    await page.goto('/de/home')
    // The bar listens for clicks once the page's scripts run (they set `__appReady`); a click
    // before that is a plain page load, without the bar.
    await page.waitForFunction(() => (window as Window & { __appReady?: boolean }).__appReady === true)
    await page.locator('header nav a[href="/de/about"]').first().click()
    await expect(page.locator('[data-state="loading"]')).toBeAttached()
    await expect(page).toHaveURL(/\/de\/about$/)
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0)
  })
})

test.describe('footer', () => {
  test('shows the addresses, legal links and QR codes on request', async ({ page }) => {
    await page.goto('/de/home')
    const footer = page.locator('footer')
    await expect(footer.locator('address')).toHaveCount(2)
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/impressum')
    await expect(footer.getByRole('link', { name: 'Datenschutz', exact: true })).toHaveAttribute('href', '/de/privacy')
    const qrButtons = footer.locator('button[popovertarget^="qr-"]:not([popovertargetaction="hide"])')
    await expect(qrButtons).toHaveCount(2)
    const first = qrButtons.first()
    const dialog = page.locator(`#${await first.getAttribute('popovertarget')}`)
    await expect(dialog).toBeHidden()
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('img')).toHaveAttribute('alt', /QR/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test('a failed script chunk gives a localized notice with a reload link', async ({ page }) => {
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  await page.goto('/zh/about')
  const notice = page.locator('#chunk-error')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('页面未能完整加载')
  await expect(notice.getByRole('link', { name: '重新加载' })).toBeVisible()
})

test('the skip link leads to the content', async ({ page }) => {
  await page.goto('/it/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Vai al contenuto' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})
