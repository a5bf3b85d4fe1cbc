import { expect, test } from '@playwright/test'

import { salesAccount } from './global-setup'
import { adminRequest } from './server'

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

test('a stranger’s wrong passwords hold back the stranger only: the owner signs in in the admin, and an account reads like an address that is none', async ({
  page,
  baseURL,
  playwright,
}) => {
  const admin = await adminRequest(baseURL)
  const stamp = Date.now().toString(36)
  const owner = { email: `eigentuemer-${stamp}@sanhaus.example`, password: 'Duschwand-Spiegel-2026!' }
  const created = await admin.post('/api/users', { data: { ...owner, role: 'editor', name: 'Eigentümer' } })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    // A stranger (one address, as nginx names it) guesses the owner's password 8 times.
    const stranger = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: {
        'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`,
      },
    })
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const answer = await stranger.post('/api/users/login', {
        data: { email: owner.email, password: `falsch-${i}-Passwort` },
        headers: { 'accept-language': 'de' },
      })
      statuses.push(answer.status())
      if (i === 7) expect(await answer.text()).toContain('Zu viele Anmeldeversuche')
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
    // The same for an address that is no account: nothing tells staff addresses apart.
    const unknown: number[] = []
    for (let i = 0; i < 8; i++)
      unknown.push(
        (
          await stranger.post('/api/users/login', {
            data: { email: `niemand-${stamp}@sanhaus.example`, password: 'x' },
          })
        ).status(),
      )
    expect(unknown).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
    await stranger.dispose()

    // The owner, from another address, signs in as always.
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(owner.email)
    await page.locator('#field-password').fill(owner.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin(?!\/login)/)
  } finally {
    await admin.delete(`/api/users/${id}`)
  }
})

test('a malformed document id is a 404 in the admin’s language for every collection and method, never a server error', async ({
  baseURL,
}) => {
  const admin = await adminRequest(baseURL)
  for (const [method, path] of [
    ['GET', '/api/products/abc'],
    ['GET', '/api/enquiries/abc'],
    ['GET', '/api/media/abc'],
    ['GET', '/api/users/abc'],
    ['GET', '/api/enquiries/distinct?field=name'],
    ['GET', '/api/news/1.5'],
    ['GET', '/api/products/versions/abc'],
    ['PATCH', '/api/products/abc'],
    ['DELETE', '/api/redirects/abc'],
    ['POST', '/api/products/abc/duplicate'],
  ] as const) {
    const answer = await admin.fetch(path, {
      method,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      ...(method === 'PATCH' ? { data: { title: 'x' } } : {}),
    })
    expect(answer.status(), `${method} ${path}`).toBe(404)
    expect(await answer.text(), `${method} ${path}`).toContain('Kein Dokument mit dieser ID.')
  }
  // Well-formed ids and Payload's named endpoints still work.
  expect((await admin.get('/api/users/me')).status()).toBe(200)
  expect((await admin.get('/api/products/count')).status()).toBe(200)
  expect((await admin.get('/api/products/999999')).status()).toBe(404)
})

test('in the admin, a new password is saved only with the current one (German and Chinese admin)', async ({
  page,
  baseURL,
}) => {
  // Two sign-ins to the admin and four saves of the account.
  test.setTimeout(150_000)
  const admin = await adminRequest(baseURL)
  const email = `passwort-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@sanhaus.example`
  let password = 'Duschwand-Spiegel-2026!'
  const created = await admin.post('/api/users', { data: { email, password, role: 'editor', name: 'Konto' } })
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const signsIn = async (pass: string) =>
    (await page.request.post('/api/users/login', { data: { email, password: pass } })).status()
  try {
    for (const [lang, change, current] of [
      ['de', /Passwort ändern/, 'Aktuelles Passwort'],
      ['zh', /更改密码/, '当前密码'],
    ] as const) {
      await page.context().clearCookies()
      await page.context().addCookies([{ name: 'payload-lng', value: lang, url: baseURL! }])
      await page.goto('/admin/login')
      await page.locator('#field-email').fill(email)
      await page.locator('#field-password').fill(password)
      await page.locator('button[type="submit"]').click()
      await page.waitForURL(/\/admin(?!\/login)/)
      await page.goto('/admin/account')
      const next = `Neues-Passwort-${lang}-2026-lang`
      const typeNew = async () => {
        await page.getByRole('button', { name: change }).click()
        await page.locator('#field-password').fill(next)
        await page.locator('#field-confirm-password').fill(next)
      }
      // The field shows once a new password is being typed.
      await expect(page.locator('#field-currentPassword')).toHaveCount(0)
      await typeNew()
      await expect(page.locator('label[for="field-currentPassword"]')).toContainText(current)
      // A click that meets the form while it is still working out its state can go unanswered
      // (the button takes focus, nothing is sent): click again until the save goes out.
      const save = async () => {
        for (let attempt = 1; ; attempt++) {
          const answer = page
            .waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/users/'), {
              timeout: 15_000,
            })
            .catch((error: unknown) => {
              if (attempt === 3) throw error
              return null
            })
          await page.getByRole('button', { name: /^(Speichern|保存)$/ }).click()
          const sent = await answer
          if (sent) return sent
        }
      }
      await page.locator('#field-currentPassword').fill('falsch-geraten-123')
      const refused = await save()
      expect(refused.status()).toBe(400)
      // The admin's notice names the field.
      await expect(page.getByText(current).last()).toBeVisible()
      expect(await signsIn(next)).toBe(401)
      if (await page.getByRole('button', { name: change }).isVisible()) await typeNew()
      await page.locator('#field-currentPassword').fill(password)
      expect((await save()).status()).toBe(200)
      await expect.poll(() => signsIn(next), { timeout: 10_000 }).toBe(200)
      password = next
    }
  } finally {
    await admin.delete(`/api/users/${id}`)
  }
})
