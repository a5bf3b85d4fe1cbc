import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { staffRequest } from './global-setup'
import { BUDGET_KB, budgetPages, measurePages, recordedFloor, report, scriptFiles } from '../../scripts/js-budget.mjs'

test(`no page loads more than ${BUDGET_KB} KB of gzipped JavaScript over a bare Next.js page`, async ({ baseURL }) => {
  test.setTimeout(120_000)
  const floor = recordedFloor()
  expect(
    floor,
    'scripts/js-floor.json was measured with other versions of next/react: run `node scripts/js-budget.mjs --write-floor`',
  ).not.toBeNull()
  const result = report(await measurePages(baseURL!), floor!)
  console.log(`JS floor ${result.floorKb} KB; heaviest ${result.heaviest} +${result.overFloorKb} KB`)
  expect(result.pages.filter((p) => p.overFloorKb > BUDGET_KB)).toEqual([])
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
  for (const page of budgetPages) expect(loads(await (await request.get(page)).text()), page).toBe(false)
  const editor = await staffRequest(baseURL, 'editor', workerInfo.parallelIndex)
  for (const page of ['/preview/de/home', '/preview/zh/product/luna-60-wall-hung-basin']) {
    const answer = await editor.get(page)
    expect(answer.status(), page).toBe(200)
    expect(loads(await answer.text()), page).toBe(true)
  }
})
