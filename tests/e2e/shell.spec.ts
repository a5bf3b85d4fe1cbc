import { expect, test, type Page } from '@playwright/test'

import { layoutShift, locales, shiftSources, startShiftMeter } from './helpers'

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

  // All six languages: a longer word in one of them is what pushes the last icon out.
  test('on a desktop every control of the header fits beside the full menu, in every language', async ({ page }) => {
    test.setTimeout(60_000)
    const overflow: string[] = []
    // One load per language; the header is measured at each width after resizing the window.
    for (const locale of locales) {
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(`/${locale}/about`)
      await page.evaluate(() => document.fonts.ready)
      for (const width of [1366, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        const fit = await page.evaluate(() => {
          const bar = document.querySelector('header .container')!
          const style = getComputedStyle(bar)
          const box = bar.getBoundingClientRect()
          const right = Math.min(box.right - parseFloat(style.paddingRight), document.documentElement.clientWidth)
          const controls = [...bar.querySelectorAll<HTMLElement>('a, button')].filter((c) => c.offsetParent !== null)
          const menuButton = [...bar.querySelectorAll('nav button[aria-expanded]')].find((b) => !b.closest('li'))
          return {
            menuShown: !!document.querySelector('header nav a[href$="/about"]:not([data-locale])')?.getClientRects()
              .length,
            menuButton: menuButton ? getComputedStyle(menuButton).display !== 'none' : false,
            beyond: controls
              .filter((c) => c.getBoundingClientRect().right > right + 0.5)
              .map((c) => c.getAttribute('aria-label') ?? c.textContent?.trim() ?? c.tagName),
          }
        })
        if (!fit.menuShown || fit.menuButton) overflow.push(`${locale} ${width}: no full menu`)
        if (fit.beyond.length) overflow.push(`${locale} ${width}: ${fit.beyond.join(', ')} beyond the bar`)
      }
    }
    // Under 1,366 px the menu is behind its button (the last language's page, narrowed).
    const last = locales.at(-1)!
    await page.setViewportSize({ width: 1365, height: 900 })
    await expect(page.locator(`header nav a[href="/${last}/about"]:not([data-locale])`)).toBeHidden()
    expect(overflow).toEqual([])
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

test.describe('brand font', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true })

  /** The font the browser drew the page’s first heading with ("Manrope ExtraLight", the variable font’s name; "Arial"; …). */
  async function drawnFont(page: Page): Promise<string | undefined> {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    await cdp.detach()
    return fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName
  }

  test('headings are set in the brand typeface', async ({ page }) => {
    await page.goto('/de/home')
    await page.evaluate(() => document.fonts.ready)
    // The next page has the file from the cache, whatever the first page's network did.
    await page.goto('/de/about')
    expect(await drawnFont(page)).toMatch(/^Manrope/)
  })

  for (const locale of ['de', 'es']) {
    test(`a font file that comes late moves nothing on the home page (${locale}, phone)`, async ({ page }) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\.woff2$/, async (route) => {
        await held
        await route.continue()
      })
      await page.addInitScript(startShiftMeter, true)
      /** Where the page's blocks begin (header, every section of main, footer), in px from the top. */
      const blockTops = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('body > header, main > *, main section, body > footer')].map((el) =>
            Math.round(el.getBoundingClientRect().top),
          ),
        )
      const drawFrame = async () => {
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Page.captureScreenshot', { format: 'png' })
        await cdp.detach()
      }
      await page.goto(`/${locale}/home`, { waitUntil: 'domcontentloaded' })
      await expect(page.locator('main h2').first()).toBeVisible()
      // A browser holds text back for up to 100 ms of a font's download (the block period, a clock
      // of its own that nothing can move on): past it, the page is drawn in the fallback font.
      await page.waitForFunction(() => performance.now() > 500)
      await drawFrame()
      expect(await drawnFont(page)).not.toMatch(/^Manrope/)
      const before = await blockTops()
      // Now the font arrives.
      const font = page.waitForResponse(/\.woff2$/)
      release()
      await font
      await page.evaluate(() => document.fonts.ready)
      await drawFrame()
      expect(await blockTops()).toEqual(before)
      expect(await layoutShift(page), await shiftSources(page)).toBe(0)
    })
  }
})
