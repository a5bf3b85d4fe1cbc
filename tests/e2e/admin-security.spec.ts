import { expect, test } from '@playwright/test'

import { e2eAdmin } from '../../playwright.config'

test('the admin’s session cookie is HttpOnly and SameSite, and counts only on requests from the admin’s own origin (CSRF)', async ({ page, baseURL }) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(e2eAdmin.email)
  await page.locator('#field-password').fill(e2eAdmin.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin(?!\/login)/)
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('-token'))
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  const own = await page.request.get('/api/users/me', { headers: { Origin: new URL(baseURL!).origin } })
  expect(((await own.json()) as { user: { email: string } | null }).user?.email).toBe(e2eAdmin.email)
  // The same cookie on a request another site made the browser send: no user, nothing readable.
  const forged = await page.request.get('/api/users/me', { headers: { Origin: 'https://evil.example' } })
  expect(((await forged.json()) as { user: unknown }).user).toBeNull()
  const forgedList = await page.request.get('/api/enquiries', { headers: { Origin: 'https://evil.example' } })
  expect(forgedList.status()).toBe(403)
  const forgedWrite = await page.request.post('/api/users', {
    headers: { Origin: 'https://evil.example' },
    data: { email: 'intruder@evil.example', password: 'an-Intruder-Passw0rd', role: 'admin' },
  })
  expect(forgedWrite.status()).toBe(403)
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
