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
  // The other tests run with reduced motion (less work for the browser); these look at the motion.
  test.use({ reducedMotion: 'no-preference' })
  test.beforeAll(() => expect(total).toBeGreaterThan(1))

  test('advances by itself every 2 seconds, with a fade, and loops', async ({ page }) => {
    // Record, inside the page and from its first moment, when each slide becomes active: the
    // first step may come before the test could look, and polling from the test runner would
    // add its own jitter to the measured intervals.
    await page.addInitScript(() => {
      const w = window as unknown as { slideTimes: { label: string; at: number }[] }
      w.slideTimes = []
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement
          if (el.hasAttribute('data-active'))
            w.slideTimes.push({ label: el.getAttribute('aria-label')!, at: performance.now() })
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-active'] })
    })
    await openRotating(page)
    await expect(active(page)).toHaveAttribute('aria-label', slide(3 > total ? 1 : 3), { timeout: 6000 })
    const times = await page.evaluate(
      () => (window as unknown as { slideTimes: { label: string; at: number }[] }).slideTimes,
    )
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
    // The rotation may move on at any moment, even between a check and a click on a busy
    // machine. So the page itself records, at each arrow click, the slide the click acted on,
    // and every change of slide after it; each click is judged against its own starting slide.
    type Entry = { kind: 'click' | 'slide'; n: number; dir?: number; at: number }
    await page.evaluate(() => {
      const w = window as unknown as { carouselLog: Entry[] }
      w.carouselLog = []
      const shown = () =>
        Number(
          document
            .querySelector('[aria-roledescription="slide"][data-active]')!
            .getAttribute('aria-label')!
            .split(' ')[0],
        )
      let last = shown()
      document.addEventListener(
        'click',
        (e) => {
          const label = (e.target as HTMLElement).closest('button')?.getAttribute('aria-label')
          if (label === 'Next slide' || label === 'Previous slide')
            w.carouselLog.push({
              kind: 'click',
              n: shown(),
              dir: label === 'Next slide' ? 1 : -1,
              at: performance.now(),
            })
        },
        true,
      )
      new MutationObserver(() => {
        const n = shown()
        if (n !== last) w.carouselLog.push({ kind: 'slide', n, at: performance.now() })
        last = n
      }).observe(document.body, { subtree: true, attributeFilter: ['data-active'] })
    })
    const log = () => page.evaluate(() => (window as unknown as { carouselLog: Entry[] }).carouselLog)
    const after = (n: number, step: number) => ((n - 1 + step + total) % total) + 1
    /** The first change of slide after the `i`-th entry of the log. */
    const changeAfter = async (i: number) => (await log()).slice(i + 1).find((e) => e.kind === 'slide')

    // Start right after the rotation has moved by itself: the next automatic step is then 2 s
    // away, and each click starts those 2 s again, so no click meets the rotation half-way
    // (the page's slide attribute follows the carousel's state a moment late).
    // (On a busy machine the page's first timer can fire late: wait for it a while.)
    await expect.poll(async () => (await log()).some((e) => e.kind === 'slide'), { timeout: 8000 }).toBe(true)
    for (const name of ['Next slide', 'Previous slide', 'Previous slide']) {
      const before = (await log()).length
      await page.getByRole('button', { name }).click()
      const click = (await log()).slice(before).findIndex((e) => e.kind === 'click') + before
      const { n, dir } = (await log())[click]!
      await expect.poll(async () => (await changeAfter(click))?.n, { timeout: 3000 }).toBe(after(n, dir!))
    }
    await expect(page.getByRole('button', { name: 'Pause automatic rotation' })).toBeVisible()
    // Still rotating: after the last step, the next slide follows by itself about 2 s later.
    const entries = await log()
    const lastStep = entries.length - 1
    const stepped = entries[lastStep]!
    // A loaded machine fires a timer late, never early: allow it up to 6 s.
    await expect.poll(async () => (await changeAfter(lastStep))?.n, { timeout: 6000 }).toBe(after(stepped.n, 1))
    const next = (await changeAfter(lastStep))!
    // Measured from the last click: the click starts the 2 s again, and the page shows the slide
    // it chose only a moment later (how much later depends on the machine's load).
    const lastClick = entries.findLast((e) => e.kind === 'click')!
    expect(next.at - lastClick.at).toBeGreaterThan(1900)
  })

  test('the pause button stops the rotation and play starts it again', async ({ page }) => {
    // The page's clock, so the time that passes is moved on rather than waited for.
    await page.clock.install()
    await openRotating(page)
    await page.getByRole('button', { name: 'Pause automatic rotation' }).click()
    // Paused once the button offers to start again: a step whose timer ran out just before the
    // click is shown by then, so the slide read now is the one that has to stay.
    await expect(page.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
    const label = await active(page).getAttribute('aria-label')
    // Three seconds (one and a half autoplay intervals) pass: the slide stays.
    await page.clock.runFor(3000)
    await expect(active(page)).toHaveAttribute('aria-label', label!)
    await page.getByRole('button', { name: 'Start automatic rotation' }).click()
    // The next step comes one autoplay interval (2 s) after the start.
    await page.clock.runFor(2100)
    await expect(active(page)).not.toHaveAttribute('aria-label', label!)
  })

  test('with reduced motion it does not advance by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/en/home')
    await expect(page.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
    // Three seconds pass (moved on, not waited for): no step.
    await page.clock.runFor(3000)
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

  for (const width of [1440, 390]) {
    test(`the other slides' pictures are fetched after the page has loaded, and nothing moves when they come (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { value: number; at: number }[] }
        w.shifts = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number
            hadRecentInput: boolean
            startTime: number
          }[])
            if (!e.hadRecentInput) w.shifts.push({ value: e.value, at: e.startTime })
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto('/de/home')
      const slides = page.locator('[aria-roledescription="slide"]')
      await expect(slides.nth(1).locator('img')).toHaveCount(1)
      const pictures = slides.locator('img')
      await expect(pictures).toHaveCount(total)
      await expect
        .poll(() => pictures.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)))
        .toBe(true)
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const start = (name: string) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.includes(name))
            ?.startTime ?? -1
        const srcs = [...document.querySelectorAll<HTMLImageElement>('[aria-roledescription="slide"] img')].map((i) =>
          new URL(i.currentSrc).pathname.split('/').pop()!,
        )
        return {
          load: nav.loadEventStart,
          starts: srcs.map(start),
          shifts: (window as unknown as { shifts: { value: number; at: number }[] }).shifts,
        }
      })
      // The first slide's picture is asked for with the page; the others only after its load event.
      expect(timing.starts[0]).toBeGreaterThanOrEqual(0)
      expect(timing.starts[0]).toBeLessThan(timing.load)
      for (const at of timing.starts.slice(1)) expect(at).toBeGreaterThanOrEqual(timing.load)
      // Nothing moves once they come: no shift after the load event. (How the page settles before
      // it, fonts and all, is the budget test's: tests/e2e/budget.spec.ts.)
      const afterLoad = timing.shifts.filter((s) => s.at >= timing.load)
      expect(afterLoad.reduce((a, b) => a + b.value, 0)).toBeLessThan(0.001)
    })
  }
})
