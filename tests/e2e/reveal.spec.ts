import { expect, test } from '@playwright/test'

import { layoutShift, shiftSources, startShiftMeter } from './helpers'

/** The fair list of /about is well below the first screen. */
const target = 'section[aria-labelledby="about-fairs"] li >> nth=0'

test.describe('scroll reveal', () => {
  // The other tests run with reduced motion (less work for the browser); these look at the motion.
  test.use({ reducedMotion: 'no-preference' })
  test('content below the fold fades in when scrolled to, without moving the layout', async ({ page }) => {
    await page.goto('/de/about')
    await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', '')
    const item = page.locator(target)
    await expect(item).toHaveCSS('opacity', '0')
    const before = await item.evaluate((el) => (el as HTMLElement).offsetTop)
    await page.evaluate(startShiftMeter, false)
    await item.scrollIntoViewIfNeeded()
    await expect(item).toHaveAttribute('data-revealed', '')
    await expect(item).toHaveCSS('opacity', '1')
    expect(await item.evaluate((el) => (el as HTMLElement).offsetTop)).toBe(before)
    expect(await layoutShift(page), await shiftSources(page)).toBeLessThan(0.01)
  })

  test('later items of a row start later (staggered)', async ({ page }) => {
    await page.goto('/de/home')
    // The delays apply once the island has set up the reveal (after hydration, later on a busy machine).
    await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', /.*/)
    const delays = await page
      .locator('section[aria-labelledby="home-why"] li')
      .evaluateAll((items) => items.slice(0, 3).map((el) => parseFloat(getComputedStyle(el).transitionDelay)))
    expect(delays).toEqual([0, 0.09, 0.18])
  })

  test('with reduced motion everything is simply there', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/de/about')
    await expect(page.locator(target)).toHaveCSS('opacity', '1')
    await expect(page.locator(target)).toHaveCSS('transform', 'none')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('all content is visible', async ({ page }) => {
    await page.goto('/de/about')
    await expect(page.locator(target)).toHaveCSS('opacity', '1')
    await expect(page.locator('section[aria-labelledby="about-history"] li')).toHaveCount(12)
  })
})

test('a page is rendered once and then served from the cache', async ({ request }) => {
  await request.get('/it/craft')
  const again = await request.get('/it/craft')
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
})
