import { request, type FullConfig } from '@playwright/test'

import { e2eAdmin } from '../../playwright.config'

/** Staff accounts the tests sign in with: one sales account per parallel worker. */
export const salesAccount = (index: number) => ({ email: `e2e-sales-${index}@sanhaus.example`, password: 'e2e-Sales-Passw0rd!' })

/**
 * Runs once, before any test: signs in as the admin and creates the staff accounts. Two
 * sign-ins of one account at the same moment can cost one of them its session, so the tests
 * never share an account they sign in with.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL
  const anonymous = await request.newContext({ baseURL })
  const login = await anonymous.post('/api/users/login', { data: e2eAdmin })
  if (!login.ok()) throw new Error(`admin sign-in failed: ${login.status()}`)
  const { token } = (await login.json()) as { token: string }
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `JWT ${token}` } })
  for (let i = 0; i < Math.max(config.workers, 1); i++) {
    const account = salesAccount(i)
    const exists = await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(account.email)}`)
    if (((await exists.json()) as { totalDocs: number }).totalDocs > 0) continue
    const created = await admin.post('/api/users', { data: { ...account, role: 'sales', name: `Vertrieb ${i + 1}` } })
    if (!created.ok()) throw new Error(`sales account ${i} not created: ${created.status()} ${await created.text()}`)
  }
  await admin.dispose()
  await anonymous.dispose()
}
