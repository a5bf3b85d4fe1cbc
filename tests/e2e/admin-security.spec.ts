import { expect, test } from '@playwright/test'

import { salesAccount } from './global-setup'

test('the admin’s session cookie is HttpOnly and SameSite, and counts only on requests from the admin’s own origin (CSRF)', async ({
  page,
  baseURL,
}, workerInfo) => {
  // This worker's own sales account: a shared one could lose its session to another test's sign-in.
  const account = salesAccount(workerInfo.parallelIndex)
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin(?!\/login)/)
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('-token'))
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  const origin = new URL(baseURL!).origin
  const own = await page.request.get('/api/users/me', { headers: { Origin: origin } })
  const me = ((await own.json()) as { user: { id: number; email: string } | null }).user
  expect(me?.email).toBe(account.email)
  expect((await page.request.get('/api/enquiries?limit=1', { headers: { Origin: origin } })).status()).toBe(200)
  // The same cookie on a request another site made the browser send: no user, nothing readable.
  const forged = await page.request.get('/api/users/me', { headers: { Origin: 'https://evil.example' } })
  expect(((await forged.json()) as { user: unknown }).user).toBeNull()
  const forgedList = await page.request.get('/api/enquiries?limit=1', { headers: { Origin: 'https://evil.example' } })
  expect(forgedList.status()).toBe(403)
  const forgedWrite = await page.request.patch(`/api/users/${me!.id}`, {
    headers: { Origin: 'https://evil.example' },
    data: { name: 'Übernommen' },
  })
  expect(forgedWrite.status()).toBe(403)
  const ownWrite = await page.request.patch(`/api/users/${me!.id}`, {
    headers: { Origin: origin },
    data: { name: 'Vertrieb' },
  })
  expect(ownWrite.status()).toBe(200)
})

test('there is no GraphQL endpoint, playground or introspection', async ({ request }) => {
  for (const path of ['/api/graphql', '/api/graphql-playground']) {
    const get = await request.get(path)
    expect(get.status(), path).toBe(404)
  }
  const introspection = await request.post('/api/graphql', { data: { query: '{ __schema { types { name } } }' } })
  expect(introspection.status()).toBe(404)
  expect(await introspection.text()).not.toContain('__schema')
})
