import { beforeAll, describe, expect, it } from 'vitest'

import type * as UsersModule from '@/cms/collections/Users'

import { cmsOfFile } from './harness'

const cms = cmsOfFile()
// The config (and so Users) is imported only once the CMS has started (cmsOfFile).
let users: typeof UsersModule
const ctx = { disableRevalidate: true }
const good = 'Wanne-Becken-2026!'

beforeAll(async () => {
  users = await import('@/cms/collections/Users')
})

describe('staff passwords', () => {
  it('are refused when short, repetitive or a well-known default', async () => {
    for (const weak of ['kurz', 'aaaaaaaaaaaaaaaa', 'abababab1212', 'password']) {
      expect(users.strongPassword(weak), weak).toBe(false)
      await expect(
        cms.payload.create({
          collection: 'users',
          data: { email: `weak-${weak.length}-${weak[0]}@test.example`, password: weak, role: 'editor' },
          context: ctx,
        }),
        weak,
      ).rejects.toMatchObject({ status: 400 })
    }
  })

  it('are taken when strong, and a later change is checked too', async () => {
    const user = await cms.payload.create({
      collection: 'users',
      data: { email: 'strong@test.example', password: good, role: 'editor' },
      context: ctx,
    })
    await expect(
      cms.payload.update({ collection: 'users', id: user.id, data: { password: 'short' }, context: ctx }),
    ).rejects.toMatchObject({ status: 400 })
    const login = await cms.payload.login({
      collection: 'users',
      data: { email: 'strong@test.example', password: good },
    })
    expect(login.token).toBeTruthy()
  })
  it('are checked when set through “forgot password” as well', async () => {
    await cms.payload.create({
      collection: 'users',
      data: { email: 'forgetful@test.example', password: good, role: 'editor' },
      context: ctx,
    })
    const token = await cms.payload.forgotPassword({
      collection: 'users',
      data: { email: 'forgetful@test.example' },
      disableEmail: true,
    })
    expect(token).toBeTruthy()
    await expect(
      cms.payload.resetPassword({
        collection: 'users',
        data: { token: token!, password: 'password123' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400 })
    // The weak attempt changed nothing: the old password still works, the token too.
    expect(
      (await cms.payload.login({ collection: 'users', data: { email: 'forgetful@test.example', password: good } }))
        .token,
    ).toBeTruthy()
    await cms.payload.resetPassword({
      collection: 'users',
      data: { token: token!, password: 'Neues-Becken-2027?' },
      overrideAccess: true,
    })
    expect(
      (
        await cms.payload.login({
          collection: 'users',
          data: { email: 'forgetful@test.example', password: 'Neues-Becken-2027?' },
        })
      ).token,
    ).toBeTruthy()
  })
})

describe('sign-in', () => {
  it('never locks an account, however many wrong passwords anyone sends (the throttle per client holds strangers back)', async () => {
    await cms.payload.create({
      collection: 'users',
      data: { email: 'target@test.example', password: good, role: 'sales' },
      context: ctx,
    })
    for (let i = 0; i < 12; i++) {
      await expect(
        cms.payload.login({
          collection: 'users',
          data: { email: 'target@test.example', password: `wrong-guess-${i}-xyz` },
        }),
      ).rejects.toMatchObject({ status: 401 })
    }
    const unknown = await cms.payload
      .login({ collection: 'users', data: { email: 'nobody@test.example', password: 'wrong-guess-xyz' } })
      .catch((error: { status: number; message: string }) => error)
    const wrong = await cms.payload
      .login({ collection: 'users', data: { email: 'target@test.example', password: 'wrong-guess-xyz' } })
      .catch((error: { status: number; message: string }) => error)
    // Wrong and unknown read alike.
    expect(unknown).toMatchObject({ status: 401, message: (wrong as { message: string }).message })
    const signedIn = await cms.payload.login({
      collection: 'users',
      data: { email: 'target@test.example', password: good },
    })
    expect(signedIn.user?.email).toBe('target@test.example')
  })

  it('keeps the session cookie from scripts, other sites and, in production, plain http', () => {
    expect(users.sessionCookies({ NODE_ENV: 'production' })).toEqual({ sameSite: 'Lax', secure: true })
    expect(users.sessionCookies({ NODE_ENV: 'production', INSECURE_COOKIES: '1' }).secure).toBe(false)
    expect(users.sessionCookies({ NODE_ENV: 'development' }).secure).toBe(false)
    const auth = cms.payload.collections.users.config.auth
    expect(auth.cookies.sameSite).toBe('Lax')
    expect(auth.maxLoginAttempts).toBe(0)
  })
})

describe('changing a password', () => {
  const session = async (email: string, password: string) => {
    const { token } = await cms.payload.login({ collection: 'users', data: { email, password } })
    return token!
  }
  const whoIs = async (token: string) =>
    (await cms.payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user

  it('asks for the current password in one’s own account, and ends the other sessions', async () => {
    const email = 'changer@test.example'
    await cms.payload.create({ collection: 'users', data: { email, password: good, role: 'editor' }, context: ctx })
    const mine = await session(email, good)
    const stolen = await session(email, good)
    const user = await whoIs(mine)
    expect(user?.email).toBe(email)
    const change = (data: Record<string, string>) =>
      cms.payload.update({
        collection: 'users',
        id: user!.id,
        data: { ...data, password: 'Neues-Duschwand-Passwort-9' } as never,
        user: user!,
        overrideAccess: false,
        context: ctx,
      })
    // A session taken over cannot set a new password: it does not know the current one.
    await expect(change({})).rejects.toMatchObject({ status: 400 })
    await expect(change({ currentPassword: 'geraten-Passwort-1' })).rejects.toMatchObject({ status: 400 })
    expect(await whoIs(stolen)).not.toBeNull()
    await change({ currentPassword: good })
    // The session the change was made in goes on; every other one has ended.
    expect((await whoIs(mine))?.email).toBe(email)
    expect(await whoIs(stolen)).toBeNull()
    await expect(session(email, good)).rejects.toMatchObject({ status: 401 })
    expect(await session(email, 'Neues-Duschwand-Passwort-9')).toBeTruthy()
  })

  it('lets an administrator set another user’s password without it, and ends all that user’s sessions', async () => {
    const email = 'reset-by-admin@test.example'
    await cms.payload.create({ collection: 'users', data: { email, password: good, role: 'sales' }, context: ctx })
    const theirs = await session(email, good)
    const target = await whoIs(theirs)
    await cms.payload.create({
      collection: 'users',
      data: { email: 'boss@test.example', password: good, role: 'admin' },
      context: ctx,
    })
    const boss = await whoIs(await session('boss@test.example', good))
    await cms.payload.update({
      collection: 'users',
      id: target!.id,
      data: { password: 'Vom-Admin-gesetzt-2026' },
      user: boss!,
      overrideAccess: false,
      context: ctx,
    })
    expect(await whoIs(theirs)).toBeNull()
    // A bulk update sets no password, not even an administrator's.
    await expect(
      cms.payload.update({
        collection: 'users',
        where: { email: { equals: email } },
        data: { password: 'Massen-Passwort-2026' },
        user: boss!,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
