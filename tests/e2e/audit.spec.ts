import { expect, test } from '@playwright/test'

import { staffAccount, staffRequest } from './global-setup'
import { signIn } from './helpers'

/**
 * The audit record in the admin (German and Chinese admin): an administrator reads it, with
 * every staff account's sign-in and an export of enquiries; an editor can neither read nor
 * change it, and nobody can change or delete a line through the REST API.
 */

test.use({ locale: 'de-DE' })

type Line = { id: number; action: string; userEmail?: string | null; count?: number | null }

test('an administrator reads who signed in and who exported enquiries; an editor cannot read, change or delete a line', async ({
  page,
  baseURL,
}, workerInfo) => {
  const index = workerInfo.parallelIndex
  const admin = await staffRequest(baseURL, 'admin', index)
  const editor = await staffRequest(baseURL, 'editor', index)
  const sales = await staffRequest(baseURL, 'sales', index)
  const salesEmail = staffAccount('sales', index).email
  const linesOf = async (where: string) =>
    ((await (await admin.get(`/api/audit-entries?${where}&sort=-id&depth=0&limit=20`)).json()) as { docs: Line[] }).docs

  // An export of enquiries by sales is a line with its row count.
  const exportsBefore = (await linesOf(`where[action][equals]=export&where[userEmail][equals]=${salesEmail}`)).length
  const csv = await sales.get('/api/enquiries/export.csv?tz=Europe/Berlin')
  expect(csv.status()).toBe(200)
  const rows = (await csv.text()).trim().split('\r\n').length - 1
  const exports = await linesOf(`where[action][equals]=export&where[userEmail][equals]=${salesEmail}`)
  expect(exports).toHaveLength(exportsBefore + 1)
  expect(exports[0]!.count).toBe(rows)

  // Nobody changes or deletes a line, an administrator neither; an editor cannot even read them.
  const line = exports[0]!
  expect((await editor.get('/api/audit-entries?limit=1')).status()).toBe(403)
  expect((await editor.patch(`/api/audit-entries/${line.id}`, { data: { detail: 'x' } })).status()).toBe(403)
  expect((await admin.patch(`/api/audit-entries/${line.id}`, { data: { detail: 'x' } })).status()).toBe(403)
  expect((await admin.delete(`/api/audit-entries/${line.id}`)).status()).toBe(403)
  expect((await admin.post('/api/audit-entries', { data: { action: 'export' } })).status()).toBe(403)

  // The admin's list: the sales account's sign-in and its export, in the admin's language.
  await signIn(page, 'admin', index)
  await page.goto(`/admin/collections/audit-entries?where[userEmail][equals]=${encodeURIComponent(salesEmail)}`)
  await expect(page.getByRole('heading', { name: 'Änderungsprotokoll' })).toBeVisible()
  const table = page.locator('.table')
  await expect(table.getByText('Export', { exact: true }).first()).toBeVisible()
  await expect(table.getByText('Anmeldung', { exact: true }).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/audit-list-de.png', fullPage: true })

  // The administrator's own export of the record: headers in German, times in the zone asked for.
  const record = await admin.get('/api/audit-entries/export.csv?tz=Asia/Shanghai', {
    headers: { 'accept-language': 'de' },
  })
  expect(record.status()).toBe(200)
  const header = (await record.text()).split('\r\n')[0]!
  expect(header).toContain('"Zeitpunkt (Asia/Shanghai)","Vorgang","Wer"')

  // The editor's admin offers no audit record at all.
  await page.context().clearCookies()
  await signIn(page, 'editor', index)
  await page.goto('/admin')
  await expect(page.locator('nav').getByText('Änderungsprotokoll')).toHaveCount(0)
  await admin.dispose()
  await editor.dispose()
  await sales.dispose()
})

test('the Chinese admin reads the record in Chinese', async ({ page }, workerInfo) => {
  await page
    .context()
    .addCookies([{ name: 'payload-lng', value: 'zh', url: new URL(test.info().project.use.baseURL!).origin }])
  await signIn(page, 'admin', workerInfo.parallelIndex)
  await page.goto('/admin/collections/audit-entries')
  await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible()
  await expect(page.locator('.table').getByText('登录', { exact: true }).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/audit-list-zh.png', fullPage: true })
})
