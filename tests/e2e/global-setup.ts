import { request, type APIRequestContext, type FullConfig } from '@playwright/test'

import { signedIn } from './auth'
import { e2eAdmin } from '../../playwright.config'

export type StaffRole = 'sales' | 'editor' | 'admin' | 'translator' | 'reviewer' | 'reviewerFr'

/**
 * Staff accounts the tests sign in with, per parallel worker: one sales, one editor, one admin
 * account, and a translator (an editor limited to Italian).
 */
export const staffAccount = (role: StaffRole, index: number) => ({
  email: `e2e-${role.toLowerCase()}-${index}@sanhaus.example`,
  password: 'e2e-Sales-Passw0rd!',
})
const staffNames: Record<StaffRole, string> = {
  sales: 'Vertrieb',
  editor: 'Redaktion',
  admin: 'Verwaltung',
  translator: 'Übersetzung Italienisch',
  reviewer: 'Freigabe Italienisch',
  reviewerFr: 'Freigabe Französisch',
}
const accountData = (role: StaffRole) =>
  role === 'translator'
    ? { role: 'editor', languages: ['it'] }
    : role === 'reviewer'
      ? { role: 'editor', reviewLanguages: ['it'] }
      : role === 'reviewerFr'
        ? { role: 'editor', reviewLanguages: ['fr'] }
        : { role }
export const salesAccount = (index: number) => staffAccount('sales', index)

/**
 * A request context signed in as this worker's account of a role (by token: Payload's REST API
 * takes the session cookie only from the admin's own origin, and refuses anonymous callers). The
 * session is the one the run signed in once (tests/e2e/auth.setup.ts).
 */
export async function staffRequest(
  baseURL: string | undefined,
  role: StaffRole,
  index: number,
): Promise<APIRequestContext> {
  const { token } = await signedIn(baseURL, role, index)
  // A fresh connection per call: a kept-alive one may be closed by the server between tests.
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `JWT ${token}`, connection: 'close' } })
}

export const salesRequest = (baseURL: string | undefined, index: number) => staffRequest(baseURL, 'sales', index)

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
    for (const role of ['sales', 'editor', 'admin', 'translator', 'reviewer', 'reviewerFr'] as const) {
      const account = staffAccount(role, i)
      const exists = await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(account.email)}`)
      if (((await exists.json()) as { totalDocs: number }).totalDocs > 0) continue
      const created = await admin.post('/api/users', {
        data: { ...account, ...accountData(role), name: `${staffNames[role]} ${i + 1}` },
      })
      if (!created.ok())
        throw new Error(`${role} account ${i} not created: ${created.status()} ${await created.text()}`)
    }
  }
  await narrowApproval(admin)
  await admin.dispose()
  await anonymous.dispose()
}

/**
 * The demo asks approval for legal pages, products, page texts and the settings
 * (tests/int/content.int.test.ts checks it). Many browser tests publish products, page texts and
 * settings as one editor, to test something else; this run asks approval for legal pages only,
 * where tests/e2e/approval.spec.ts walks it. The administrator changes the setting as an
 * administrator would: a draft of the settings, published in an emergency (a line of the record).
 */
async function narrowApproval(admin: APIRequestContext): Promise<void> {
  const settings = (await (await admin.get('/api/globals/site-settings?depth=0&draft=true')).json()) as {
    records?: { auditMonths?: number; approvalKinds?: string[] }
  }
  const kinds = settings.records?.approvalKinds ?? []
  if (kinds.length === 1 && kinds[0] === 'legal-pages') return
  const draft = await admin.post('/api/globals/site-settings?draft=true&depth=0', {
    data: { records: { ...settings.records, approvalKinds: ['legal-pages'] } },
  })
  if (!draft.ok()) throw new Error(`settings draft not saved: ${draft.status()} ${await draft.text()}`)
  const published = await admin.post('/api/reviews/emergency', { data: { entity: 'site-settings' } })
  if (!published.ok()) throw new Error(`settings not published: ${published.status()} ${await published.text()}`)
}
