import { expect, test } from '@playwright/test'

import { OFFICE_TIME_ZONE, officeTime } from '@/lib/time/officeTime'

import { staffAccount, staffRequest } from './global-setup'
import { publishTyped, signIn } from './helpers'

/**
 * Approval per language with two people (German admin for the editor, Chinese admin for the
 * reviewer): an editor's Italian change of a legal page cannot be published by that editor, in
 * the admin or by a direct API call; a reviewer for French cannot approve it; a reviewer for
 * Italian finds it on the dashboard, approves it, and it goes live; each step is a line of the
 * audit record with user, language and version. (This run asks approval for legal pages only:
 * tests/e2e/global-setup.ts.)
 */

type Line = { action: string; userEmail?: string | null; languages?: string[]; version?: string | null }

test('an Italian change of a legal page waits for an Italian reviewer’s approval, then goes live', async ({
  browser,
  baseURL,
}, workerInfo) => {
  const index = workerInfo.parallelIndex
  const editorApi = await staffRequest(baseURL, 'editor', index)
  const frenchApi = await staffRequest(baseURL, 'reviewerFr', index)
  const admin = await staffRequest(baseURL, 'admin', index)
  const found = (await (await editorApi.get('/api/legal-pages?where[slug][equals]=impressum&depth=0')).json()) as {
    docs: { id: number }[]
  }
  const id = found.docs[0]!.id
  const title = `Note legali ${Date.now().toString(36)}`

  // The editor, in the German admin, changes the Italian title: "Publish" is refused, naming Italian.
  const editorContext = await browser.newContext({ baseURL, locale: 'de-DE' })
  const editor = await editorContext.newPage()
  await signIn(editor, 'editor', index)
  await editor.goto(`/admin/collections/legal-pages/${id}?locale=it`)
  await editor.locator('#field-title').fill(title)
  await publishTyped(editor, `/api/legal-pages/${id}?locale=it`, 'title', title)
  await expect(editor.locator('.payload-toast-container .payload-toast-item').last()).toContainText(
    'Freigabe fehlt für Italiano',
  )
  // A direct call is refused just the same.
  const direct = await editorApi.patch(`/api/legal-pages/${id}?locale=it`, {
    data: { _status: 'published' },
    headers: { 'accept-language': 'de' },
  })
  expect(direct.status()).toBe(403)
  expect(((await direct.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('Italiano')

  // The panel beside the document: Italian changed by the editor; the editor asks for review.
  const panel = editor.locator('.review-panel')
  const italian = panel.locator('li[data-locale="it"]')
  await expect(italian).toHaveAttribute('data-state', 'changed')
  await expect(italian).toContainText(`Redaktion ${index + 1}`)
  await italian.getByRole('button', { name: 'Prüfung anfragen' }).click()
  await expect(italian).toHaveAttribute('data-state', 'requested')
  await expect(italian.getByRole('link', { name: 'Änderungen ansehen' })).toHaveAttribute(
    'href',
    /versionFrom=.*localeCodes/,
  )
  await editor.screenshot({ path: 'test-results/screenshots/approval-panel-de.png', fullPage: true })

  // A reviewer for French cannot approve Italian.
  const french = await frenchApi.post('/api/reviews/approve', {
    data: { entity: 'legal-pages', id, locale: 'it' },
    headers: { 'accept-language': 'de' },
  })
  expect(french.status()).toBe(403)

  // The reviewer for Italian, in the Chinese admin: the dashboard's queue leads to the page; approve.
  const reviewerContext = await browser.newContext({ baseURL, locale: 'zh-CN' })
  await reviewerContext.addCookies([{ name: 'payload-lng', value: 'zh', url: baseURL! }])
  const reviewer = await reviewerContext.newPage()
  await signIn(reviewer, 'reviewer', index)
  await reviewer.goto('/admin')
  const queue = reviewer.locator('[data-review-queue]')
  await expect(queue.getByRole('heading', { name: '待审批' })).toBeVisible()
  await reviewer.screenshot({ path: 'test-results/screenshots/approval-queue-zh.png', fullPage: true })
  await queue.locator('li[data-locale="it"]').filter({ hasText: title }).getByRole('link').first().click()
  const pending = reviewer.locator('.review-panel li[data-locale="it"]')
  await expect(pending).toHaveAttribute('data-state', 'requested')
  await pending.getByRole('button', { name: '批准', exact: true }).click()
  await expect(pending).toHaveAttribute('data-state', 'approved')
  await reviewer.screenshot({ path: 'test-results/screenshots/approval-panel-zh.png', fullPage: true })

  // Now the editor publishes, and the Italian page reads the new title.
  const published = await editorApi.patch(`/api/legal-pages/${id}?locale=it`, { data: { _status: 'published' } })
  expect(published.status()).toBe(200)
  const visitor = await editorContext.request.get('/it/impressum')
  expect(await visitor.text()).toContain(title)

  // Each step is in the record: who, which language, which version.
  const lines = (
    (await (
      await admin.get(`/api/audit-entries?where[documentId][equals]=${id}&sort=-id&limit=10&depth=0`)
    ).json()) as {
      docs: Line[]
    }
  ).docs
  const step = (action: string) => lines.find((l) => l.action === action)
  expect(step('reviewRequested')).toMatchObject({ userEmail: staffAccount('editor', index).email, languages: ['it'] })
  expect(step('approved')).toMatchObject({ userEmail: staffAccount('reviewer', index).email, languages: ['it'] })
  expect(step('approved')!.version).toBeTruthy()
  expect(step('publish')).toMatchObject({ userEmail: staffAccount('editor', index).email, languages: ['it'] })
  await Promise.all([
    editorContext.close(),
    reviewerContext.close(),
    editorApi.dispose(),
    frenchApi.dispose(),
    admin.dispose(),
  ])
})

test('the calendar lists a scheduled Italian unpublish as a list and a month beside the planned launch, and the document’s header and its row in the list show it (Chinese admin)', async ({
  page,
  baseURL,
}, workerInfo) => {
  const index = workerInfo.parallelIndex
  const admin = await staffRequest(baseURL, 'admin', index)
  const news = (
    (await (await admin.get('/api/news?limit=1&depth=0&locale=it&sort=-date')).json()) as {
      docs: { id: number; title: string }[]
    }
  ).docs[0]!
  // Due in 40 days at 09:30 in Berlin: not run during the tests, and on a known day.
  const due = new Date(Date.now() + 40 * 86_400_000)
  const day = due.toISOString().slice(0, 10)
  const waitUntil = new Date(`${day}T08:30:00Z`).toISOString()
  const job = await admin.post('/api/payload-jobs', {
    data: {
      taskSlug: 'schedulePublish',
      queue: 'default',
      input: { type: 'unpublish', locale: 'it', doc: { relationTo: 'news', value: String(news.id) } },
      waitUntil,
    },
  })
  expect(job.status(), await job.text()).toBe(201)
  const jobId = ((await job.json()) as { doc: { id: number } }).doc.id
  try {
    await page.context().addCookies([{ name: 'payload-lng', value: 'zh', url: baseURL! }])
    await signIn(page, 'editor', index)
    await page.goto('/admin/calendar?tz=Asia/Shanghai')
    await expect(page.getByRole('heading', { name: '计划的更改' })).toBeVisible()
    const row = page.locator(`[data-calendar-list] tr[data-entry="${jobId}"]`)
    await expect(row).toHaveAttribute('data-locale', 'it')
    await expect(row).toContainText('撤回')
    await expect(row).toContainText(news.title)
    // 08:30 UTC is 16:30 in Shanghai.
    await expect(row.locator('time')).toHaveText(`${day} 16:30`)
    // The demo's planned launch (14 days from the seed) beside the schedules, a day without a time.
    const launch = page.locator('[data-calendar-list] tr', { has: page.locator('[data-planned="launch"]') })
    await expect(launch).toHaveCount(1)
    await expect(launch).toContainText('计划上市日期')
    await expect(launch.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
    await expect(launch.getByRole('link')).toHaveAttribute(
      'href',
      /\/admin\/collections\/products\/\d+#field-plannedFor$/,
    )
    await page.screenshot({ path: 'test-results/screenshots/calendar-list-zh.png', fullPage: true })
    await page.goto(`/admin/calendar?tz=Asia/Shanghai&view=month&month=${day.slice(0, 7)}`)
    await expect(page.locator(`td[data-day="${day}"] li[data-entry="${jobId}"]`)).toContainText('16:30')
    await page.screenshot({ path: 'test-results/screenshots/calendar-month-zh.png', fullPage: true })
    // The entry leads to the article in Italian, whose header names what is scheduled.
    await page.locator(`td[data-day="${day}"] li[data-entry="${jobId}"] a`).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/news/${news.id}\\?locale=it`))
    await expect(page.locator('[data-pending-schedule] li[data-locale="it"]')).toContainText('撤回')
    // The list of news names it in the article's row ("已计划" column).
    await page.goto(`/admin/collections/news?where[id][equals]=${news.id}`)
    await expect(page.getByRole('columnheader', { name: '已计划' })).toBeVisible()
    const cell = page.locator('[data-schedule-cell] li[data-locale="it"]')
    await expect(cell).toContainText('撤回')
    await expect(cell).toContainText('意大利语')
    // In the office's time zone, as the document's header.
    await expect(cell.locator('time')).toHaveText(officeTime(waitUntil, OFFICE_TIME_ZONE).slice(0, 16))
    await page.screenshot({ path: 'test-results/screenshots/news-list-scheduled-zh.png', fullPage: true })
  } finally {
    await admin.delete(`/api/payload-jobs/${jobId}`)
    await admin.dispose()
  }
})

test.describe('the scheduling dialog', () => {
  // An editor in Hangzhou: the browser's own zone.
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('starts in the editor’s own time zone, names the languages in the admin’s language and offers a 24-hour clock (Chinese admin)', async ({
    page,
    baseURL,
  }, workerInfo) => {
    const index = workerInfo.parallelIndex
    const editor = await staffRequest(baseURL, 'editor', index)
    const banner = ((await (await editor.get('/api/banners?limit=1&depth=0')).json()) as { docs: { id: number }[] })
      .docs[0]!
    await editor.dispose()
    await page.context().addCookies([{ name: 'payload-lng', value: 'zh', url: baseURL! }])
    await signIn(page, 'editor', index)
    await page.goto(`/admin/collections/banners/${banner.id}?locale=de`)
    await expect(page.locator('#field-title')).not.toHaveValue('', { timeout: 60_000 })
    await page.locator('#action-save').locator('xpath=..').locator('.popup-button').click()
    await page.locator('#schedule-publish').click()
    await expect(page.locator('.schedule-publish__scheduler .timezone-picker')).toContainText('Shanghai')
    // The time list runs on a 24-hour clock.
    await page.locator('.schedule-publish__scheduler .date-time-picker input').click()
    const thirteen = page.locator('.react-datepicker__time-list-item', { hasText: /^13:00$/ })
    await expect(thirteen).toHaveCount(1)
    // A time chosen reads in the admin's date format (2026-12-03 13:00), not as "Dec 3, 2026 1:00 PM".
    await thirteen.click()
    await expect(page.locator('.schedule-publish__scheduler .date-time-picker input')).toHaveValue(
      /^\d{4}-\d{2}-\d{2} 13:00$/,
    )
    await page.locator('.schedule-publish__drawer-header h2').click()
    // "Publish" offers all languages and each of them by their Chinese names.
    await page.locator('.schedule-publish__type li').first().locator('label').click()
    await page.locator('.schedule-publish__scheduler .react-select', { hasText: '所有语言' }).click()
    await expect(page.locator('.rs__option', { hasText: '意大利语' })).toHaveCount(1)
    await page.screenshot({ path: 'test-results/screenshots/schedule-dialog-zh.png' })
  })
})
