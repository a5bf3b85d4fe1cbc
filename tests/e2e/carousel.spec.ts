import { expect, test, type Page } from '@playwright/test'

import { banners } from './seed'

const total = banners.length
const active = (page: Page) => page.locator('[aria-roledescription="slide"][data-active]')
const slide = (n: number) => `${n} of ${total}`

/** The carousel is hydrated and rotating once its button offers to pause. */
async function openRotating(page: Page) {
  await page.goto('/en/home')
  await expect(page.getByRole('button', { name: 'Pause automatic rotation' })).toBeVisible()
}

test.describe('home banner carousel', () => {
  test.beforeAll(() => expect(total).toBeGreaterThan(1))

  test('advances by itself every 2 seconds, with a fade, and loops', async ({ page }) => {
    await openRotating(page)
    await expect(active(page)).toHaveAttribute('aria-label', slide(1))
    // Record, inside the page, the moment each slide becomes active: polling from
    // the test runner would add its own jitter to the measured intervals.
    await page.evaluate(() => {
      const w = window as unknown as { slideTimes: { label: string; at: number }[] }
      w.slideTimes = []
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement
          if (el.hasAttribute('data-active')) w.slideTimes.push({ label: el.getAttribute('aria-label')!, at: performance.now() })
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['data-active'] })
    })
    await expect(active(page)).toHaveAttribute('aria-label', slide(3 > total ? 1 : 3), { timeout: 6000 })
    const times = await page.evaluate(() => (window as unknown as { slideTimes: { label: string; at: number }[] }).slideTimes)
    expect(times.map((t) => t.label).slice(0, 2)).toEqual([slide(2), slide(3 > total ? 1 : 3)])
    const interval = times[1]!.at - times[0]!.at
    expect(interval).toBeGreaterThan(1900)
    // A busy machine can only fire a timer late, never early.
    expect(interval).toBeLessThan(2600)
    // Fade: slides are stacked and change their opacity with a transition.
    const transition = await active(page).evaluate((el) => getComputedStyle(el).transitionProperty)
    expect(transition).toContain('opacity')
    // Loops back to the first slide.
    await expect(active(page)).toHaveAttribute('aria-label', slide(1), { timeout: 2600 * total })
  })

  test('the arrows move one slide and do not stop the rotation', async ({ page }) => {
    await openRotating(page)
    // The rotation may move on by itself at any moment, so each step is checked against the
    // slide shown right before the click, and a click right after a change resets the timer.
    const current = async () => Number((await active(page).getAttribute('aria-label'))!.split(' ')[0])
    const after = (n: number, step: number) => ((n - 1 + step + total) % total) + 1
    await expect(active(page)).toHaveAttribute('aria-label', slide(2), { timeout: 4000 })
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(active(page)).toHaveAttribute('aria-label', slide(3 > total ? 1 : 3), { timeout: 1500 })
    // Still rotating: the next slide follows by itself.
    await expect(active(page)).toHaveAttribute('aria-label', slide(after(3, 1)), { timeout: 3000 })
    const shown = await current()
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect(active(page)).toHaveAttribute('aria-label', slide(after(shown, -1)), { timeout: 1500 })
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect(active(page)).toHaveAttribute('aria-label', slide(after(shown, -2)), { timeout: 1500 })
    await expect(page.getByRole('button', { name: 'Pause automatic rotation' })).toBeVisible()
    await expect(active(page)).toHaveAttribute('aria-label', slide(after(shown, -1)), { timeout: 3000 })
  })

  test('the pause button stops the rotation and play starts it again', async ({ page }) => {
    await openRotating(page)
    await page.getByRole('button', { name: 'Pause automatic rotation' }).click()
    const label = await active(page).getAttribute('aria-label')
    await page.waitForTimeout(3000)
    await expect(active(page)).toHaveAttribute('aria-label', label!)
    await page.getByRole('button', { name: 'Start automatic rotation' }).click()
    await expect(active(page)).not.toHaveAttribute('aria-label', label!, { timeout: 3000 })
  })

  test('with reduced motion it does not advance by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/en/home')
    await expect(page.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
    await page.waitForTimeout(3000)
    await expect(active(page)).toHaveAttribute('aria-label', slide(1))
    // The arrows still work.
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(active(page)).toHaveAttribute('aria-label', slide(2))
  })

  test('hidden slides are out of the keyboard and screen-reader order', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/zh/home')
    const hidden = page.locator('[aria-roledescription="slide"]:not([data-active])')
    await expect(hidden).toHaveCount(total - 1)
    for (const el of await hidden.all()) {
      await expect(el).toHaveAttribute('aria-hidden', 'true')
      expect(await el.evaluate((n) => (n as HTMLElement).inert)).toBe(true)
    }
    await expect(page.locator('h1')).toHaveText(banners[0]!.title.zh)
  })
})
