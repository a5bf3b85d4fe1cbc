import { expect, test } from '@playwright/test'

import { BUDGET_KB, measurePages, recordedFloor, report } from '../../scripts/js-budget.mjs'

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
