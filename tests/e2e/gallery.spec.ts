import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { flowLocales, hydrated, type Locale } from './helpers'
import { pageText } from './seed'
import { cases } from '../../src/cms/seed/content/cases'
import { certificates, testReports } from '../../src/cms/seed/content/certificates'
import { pages } from '../../src/cms/seed/content/pages'

type GalleryMessages = { open: string; counter: string }

function galleryMessages(locale: Locale): GalleryMessages {
  const file = path.resolve('messages', `${locale}.json`)
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { gallery: GalleryMessages }).gallery
}

const counter = (locale: Locale, current: number, total: number) =>
  galleryMessages(locale).counter.replace('{current}', String(current)).replace('{total}', String(total))

const captionsOf = (items: readonly { caption: Record<Locale, string> }[], locale: Locale) =>
  items.map((i) => pageText(i.caption[locale], locale))

/** Presses Tab until the target has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab did not reach the element in ${max} presses`)
}

async function expectLargeImageLoaded(dialog: Locator) {
  const img = dialog.locator('img')
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
}

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const locale of flowLocales) {
  test.describe(`galleries in ${locale}`, () => {
    test('/case shows the international and the China projects with their captions', async ({ page }) => {
      await page.goto(`/${locale}/case`)
      for (const region of ['foreign', 'china'] as const) {
        const seeded = cases.filter((c) => c.region === region)
        const items = page.locator(`#${region} li`)
        await expect(items).toHaveCount(region === 'foreign' ? 12 : 20)
        await expect(items).toContainText(captionsOf(seeded, locale))
        await expect(items).toContainText(seeded.map((c) => c.city[locale]))
        await expect(page.locator(`#${region} h2`)).toHaveText(
          pages.cases[region === 'foreign' ? 'foreignHeading' : 'chinaHeading'][locale],
        )
      }
      const first = cases[0]!
      // The thumbnail's name holds all its visible text, the city above the caption included (label in name).
      const open = galleryMessages(locale).open.replace('{caption}', `${first.city[locale]} ${first.caption[locale]}`)
      await expect(page.getByRole('button', { name: open, exact: true })).toBeVisible()
    })

    test('/certifiction shows every certificate group in the page’s order and the test reports', async ({ page }) => {
      await page.goto(`/${locale}/certifiction`)
      const groupOrder = pages.qualification.groups.map((g) => g.group)
      expect(await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id))).toEqual([
        ...groupOrder,
        'test-reports',
      ])
      const expectedCounts: Record<string, number> = { standard: 8, more: 8, patent: 9 }
      for (const group of groupOrder) {
        const seeded = certificates.filter((c) => c.group === group)
        const items = page.locator(`#${group} li`)
        if (group in expectedCounts) expect(seeded).toHaveLength(expectedCounts[group]!)
        await expect(items).toHaveCount(seeded.length)
        await expect(items).toContainText(captionsOf(seeded, locale))
        const heading = pages.qualification.groups.find((g) => g.group === group)!.heading[locale]
        await expect(page.locator(`#${group} h2`)).toHaveText(heading)
      }
      // Patent captions are numbered and show the patent's number.
      const patents = certificates.filter((c) => c.group === 'patent')
      await expect(page.locator('#patent li')).toContainText(patents.map((p) => p.number!))
      const reports = page.locator('#test-reports li')
      await expect(reports).toHaveCount(testReports.length)
      await expect(reports).toContainText(testReports.map((r) => r.title[locale]))
      await expect(reports).toContainText(testReports.map((r) => r.number))
      await expect(reports).toContainText(testReports.map((r) => String(r.year)))
    })

    // The galleries and the lightbox are the same components in every language; German (longest
    // words) and Chinese (CJK) cover them, as a11y-pages.spec.ts does for the other pages.
    for (const route of locale === 'de' || locale === 'zh' ? ['/case', '/certifiction'] : []) {
      test(`${route} has no WCAG 2.2 A/AA violations, also with the lightbox open`, async ({ page }) => {
        // Without the scroll reveal every element is in its final state when axe measures contrast.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(`/${locale}${route}`)
        expect(await axeViolations(page)).toEqual([])
        await page.locator('main li button').first().click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await expectLargeImageLoaded(dialog)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}

test.describe('lightbox', () => {
  test('its code loads only when a visitor first enlarges a picture', async ({ page }) => {
    // The dialog's code is the only script that opens a modal; find it by that call.
    const withDialogCode: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.text().catch(() => '')
      if (body.includes('showModal')) withDialogCode.push(response.url())
    })
    await page.goto('/de/case')
    await hydrated(page, '#foreign li button')
    await page.waitForLoadState('networkidle')
    expect(withDialogCode).toEqual([])

    await page.locator('#foreign li button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect.poll(() => withDialogCode.length).toBe(1)
  })

  test('works by keyboard alone: open, step with looping, Escape returns focus', async ({ page }) => {
    const locale = 'de'
    const foreign = cases.filter((c) => c.region === 'foreign')
    await page.goto(`/${locale}/case`)
    const thumb = page.locator('#foreign li button').first()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeHidden()
    // The large picture is not loaded before the lightbox opens.
    await expect(page.locator('dialog img')).toHaveCount(0)

    await tabTo(page, thumb)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expectLargeImageLoaded(dialog)
    await expect(dialog).toContainText(counter(locale, 1, 12))
    await expect(dialog.locator('figcaption')).toContainText(foreign[0]!.caption[locale])

    await page.keyboard.press('ArrowRight')
    await expect(dialog).toContainText(counter(locale, 2, 12))
    await expect(dialog.locator('figcaption')).toContainText(foreign[1]!.caption[locale])

    await page.keyboard.press('ArrowLeft')
    await expect(dialog).toContainText(counter(locale, 1, 12))
    await page.keyboard.press('ArrowLeft')
    await expect(dialog).toContainText(counter(locale, 12, 12))
    await expect(dialog.locator('figcaption')).toContainText(foreign[11]!.caption[locale])
    await expectLargeImageLoaded(dialog)

    // Tab stays inside the open dialog.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumb).toBeFocused()
  })

  test('the buttons step, the page stays put while open, a click beside the picture closes', async ({ page }) => {
    const locale = 'zh'
    const patents = certificates.filter((c) => c.group === 'patent')
    await page.goto(`/${locale}/certifiction`)
    const thumb = page.locator('#patent li button').nth(8)
    await thumb.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(counter(locale, 9, 9))
    await expect(dialog.locator('figcaption')).toContainText(patents[8]!.number!)
    // The page's scroll lock follows the dialog a moment after it opens and closes.
    const overflow = () => page.evaluate(() => document.documentElement.style.overflow)
    await expect.poll(overflow).toBe('hidden')

    await dialog.getByRole('button', { name: '下一张' }).click()
    await expect(dialog).toContainText(counter(locale, 1, 9))
    await expect(dialog.locator('figcaption')).toContainText(pageText(patents[0]!.caption[locale], locale))
    await dialog.getByRole('button', { name: '上一张' }).click()
    await expect(dialog).toContainText(counter(locale, 9, 9))

    await page.mouse.click(8, 400)
    await expect(dialog).toBeHidden()
    await expect(thumb).toBeFocused()
    await expect.poll(overflow).toBe('')

    await thumb.click()
    await dialog.getByRole('button', { name: '关闭' }).click()
    await expect(dialog).toBeHidden()
  })

  test('on a phone a swipe shows the next picture', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await page.goto('/en/case')
    await page.locator('#china li button').first().tap()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(counter('en', 1, 20))
    const box = (await dialog.locator('img').boundingBox())!
    const y = box.y + box.height / 2
    await dialog.locator('figure').dispatchEvent('pointerdown', {
      pointerType: 'touch',
      clientX: box.x + box.width - 10,
      clientY: y,
      isPrimary: true,
    })
    await dialog
      .locator('figure')
      .dispatchEvent('pointerup', { pointerType: 'touch', clientX: box.x + 10, clientY: y + 4, isPrimary: true })
    await expect(dialog).toContainText(counter('en', 2, 20))
    await expect(dialog).toBeVisible()
    await context.close()
  })
})

test('without JavaScript every thumbnail and caption is on the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/fr/case')
  // The gallery's items (each a thumbnail button); the products of a project are lists of their own.
  const items = page.locator('main li:has(> button)')
  await expect(items).toHaveCount(32)
  for (const item of await items.all()) {
    await expect(item.locator('img')).toBeVisible()
  }
  await expect(items.last()).toContainText(cases[cases.length - 1]!.caption.fr)
  await page.goto('/fr/certifiction')
  await expect(page.locator('main section[id] li button')).toHaveCount(certificates.length)
  await context.close()
})

test('a gallery page on a phone paints its first picture at once: it loads first, the pictures further down only when reached', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/de/case', '/zh/certifiction']) {
    await page.goto(path)
    const galleries = page.locator('main section[id] ul:has(> li > button)')
    const first = galleries.first()
    const thumbs = first.locator('li img')
    await expect(thumbs.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(thumbs.first()).toHaveAttribute('loading', 'eager')
    await expect
      .poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    // The first row of the wide layout loads at once too; the rest, and the next gallery, wait to be seen.
    await expect(thumbs.nth(1)).toHaveAttribute('loading', 'eager')
    await expect(thumbs.last()).toHaveAttribute('loading', 'lazy')
    await expect(galleries.nth(1).locator('li img').first()).toHaveAttribute('loading', 'lazy')
    // Twelve projects in one column: the last is far below the screen, and not fetched yet.
    if (path === '/de/case') expect(await thumbs.last().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0)
  }
})
