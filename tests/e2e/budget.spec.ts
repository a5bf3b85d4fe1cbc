import { expect, test, type Page } from '@playwright/test'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { staffRequest } from './global-setup'
import {
  BUDGET_KB,
  budgetPages,
  gzipSize,
  measurePage,
  measurePages,
  recordedFloor,
  report,
  scriptFiles,
} from '../../scripts/js-budget.mjs'

const floor = recordedFloor()
const floorMissing =
  'scripts/js-floor.json was measured with other versions of next/react or another way: run `node scripts/js-budget.mjs --write-floor`'

/** Serves `target` with `script` added at the end of its body (the page's CSP, which would refuse it, left off). */
async function plantScript(page: Page, target: string, script: string) {
  await page.route(`**${target}`, async (route) => {
    const response = await route.fetch()
    const headers = { ...response.headers() }
    delete headers['content-security-policy']
    delete headers['content-length']
    await route.fulfill({
      response,
      headers,
      body: (await response.text()).replace('</body>', `<script>${script}</script></body>`),
    })
  })
}

/** The page kinds in three parts, so the test's workers measure them side by side. */
const parts = [0, 1, 2].map((i) => budgetPages.filter((_, j) => j % 3 === i))

for (const [i, pages] of parts.entries()) {
  test(`page kinds, part ${i + 1} of 3: each loads at most ${BUDGET_KB} KB of JavaScript (gzip) over a bare Next.js page and shifts no layout without an input, scrolled to the bottom`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    expect(floor, floorMissing).not.toBeNull()
    const result = report(await measurePages(baseURL!, pages, { browser, concurrency: 3 }), floor!)
    console.log(`JS floor ${result.floorKb} KB; ${result.pages.map((p) => `${p.kind} +${p.overFloorKb}`).join(', ')}`)
    expect(result.overBudget).toEqual([])
    // No shift of SHIFT_LIMIT or more that no input caused, while the page loads and scrolls. A
    // page that shifted is loaded once more and fails if it shifts again: on a busy machine the
    // parser's pauses fall differently each load, and a shift of one load is printed.
    const shifted = result.pages.filter((p) => p.shifts.length > 0).map((p) => p.page)
    if (shifted.length > 0) console.log(`layout shifts, first load: ${result.shifting.join(' | ')}`)
    const again = shifted.length
      ? report(
          await measurePages(
            baseURL!,
            pages.filter((p) => shifted.includes(p.path)),
            { browser },
          ),
          floor!,
        )
      : null
    expect(again?.shifting ?? []).toEqual([])
  })
}

test('a block planted above the content after the first paint is reported as a layout shift', async ({
  page,
  baseURL,
}) => {
  expect(floor, floorMissing).not.toBeNull()
  const target = '/de/about'
  // 120 px pushed in above the main content 300 ms after load, as a late banner would.
  await plantScript(
    page,
    target,
    `addEventListener('load', () => setTimeout(() => { const d = document.createElement('div'); d.style.height = '120px'; document.querySelector('main').prepend(d) }, 300))`,
  )
  const planted = await measurePage(page, baseURL + target)
  const result = report([{ kind: 'about, planted shift', path: target, ...planted }], floor!)
  expect(result.shifting).toHaveLength(1)
  expect(result.shifting[0]).toMatch(/^\/de\/about: 0\.\d+ at \d+ ms/)
})

test('a planted 20 KB island that loads once the page is scrolled breaks the budget', async ({ page, baseURL }) => {
  test.setTimeout(60_000)
  expect(floor, floorMissing).not.toBeNull()
  const target = '/de/about'
  const plantedPath = '/_next/static/chunks/planted-island.js'
  // 20 KB and more after gzip: letters no compressor can shorten (a chain of SHA-256 digests, the same every run).
  const letters = Array.from({ length: 640 }, (_, i) =>
    crypto.createHash('sha256').update(`island ${i}`).digest('base64'),
  )
    .join('')
    .slice(0, 28_000)
  const island = `window.__plantedIsland = "${letters}";\n`
  expect(gzipSize(Buffer.from(island))).toBeGreaterThanOrEqual(20 * 1024)

  const clean = await measurePage(page, baseURL + target)
  await page.route(`**${plantedPath}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: island }),
  )
  await plantScript(
    page,
    target,
    `addEventListener('scroll', () => { const s = document.createElement('script'); s.src = '${plantedPath}'; document.head.append(s) }, { once: true })`,
  )
  const planted = await measurePage(page, baseURL + target)
  expect(planted.list.map((f) => f.file)).toContain(plantedPath)
  expect(planted.gzip - clean.gzip).toBeGreaterThanOrEqual(20 * 1024)
  const result = report([{ kind: 'about, planted', path: target, ...planted }], floor!)
  expect(result.withinBudget).toBe(false)
  expect(result.overBudget.map((p) => p.page)).toEqual([target])
})

test('the enquiry form loads its validation rules only once a visitor starts on it', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/de/contact/teamwork')
  await page.waitForLoadState('networkidle')
  const before = scripts.length
  await page.locator('#enquiry-name').focus()
  await expect.poll(() => scripts.length).toBeGreaterThan(before)
  // The rules work as soon as they are there: a one-letter name is refused on leaving the field.
  await page.locator('#enquiry-name').fill('A')
  await page.locator('#enquiry-tel').focus()
  await expect(page.locator('#enquiry-name-error')).not.toBeEmpty()
})

test('the Live Preview script comes with previews only: no public page loads it', async ({
  request,
  baseURL,
}, workerInfo) => {
  // The message Payload's admin sends a preview after each save (@payloadcms/live-preview).
  const marker = 'payload-document-event'
  const loads = (html: string) =>
    scriptFiles(html).some((file) => fs.readFileSync(path.join('.next', file), 'utf8').includes(marker))
  for (const { path: page } of budgetPages) expect(loads(await (await request.get(page)).text()), page).toBe(false)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  for (const page of ['/preview/de/home', '/preview/zh/product/luna-60-wall-hung-basin']) {
    const answer = await editor.get(page)
    expect(answer.status(), page).toBe(200)
    expect(loads(await answer.text()), page).toBe(true)
  }
})
