import { request } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { staffAccount, type StaffRole } from './global-setup'
import { serverInfo } from './server'
import { e2eAdmin } from '../../playwright.config'

/** A staff account of a worker (`index`), or the e2e admin that made them. */
export type Account = StaffRole | 'e2e-admin'

type Cookie = {
  name: string
  value: string
  domain: string
  path: string
  expires: number
  httpOnly: boolean
  secure: boolean
  sameSite: 'Strict' | 'Lax' | 'None'
}
/** A signed-in session: its cookies (as a browser context takes them) and its token (for REST). */
export type SignedIn = { cookies: Cookie[]; token: string }

/** Where a session is kept: in the test server's data folder, so a new server starts without any. */
const stateFile = (account: Account, index: number) =>
  path.join(serverInfo().dataDir, 'e2e-auth', account === 'e2e-admin' ? 'e2e-admin.json' : `${account}-${index}.json`)

/** Signs the account in by REST and keeps the session for every later test of the run. */
export async function signInOnce(baseURL: string | undefined, account: Account, index: number): Promise<SignedIn> {
  const context = await request.newContext({ baseURL })
  try {
    const login = await context.post('/api/users/login', {
      data: account === 'e2e-admin' ? e2eAdmin : staffAccount(account, index),
    })
    if (!login.ok()) throw new Error(`${account} ${index}: sign-in failed: ${login.status()}`)
    const { token } = (await login.json()) as { token: string }
    const { cookies } = await context.storageState()
    const state: SignedIn = { cookies: cookies.filter((c) => c.name === 'payload-token'), token }
    const file = stateFile(account, index)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(`${file}.part`, JSON.stringify(state))
    fs.renameSync(`${file}.part`, file)
    return state
  } finally {
    await context.dispose()
  }
}

/**
 * The account's session, signed in once per run (tests/e2e/auth.setup.ts), or now where that
 * project did not run (a single file run with --no-deps).
 */
export async function signedIn(baseURL: string | undefined, account: Account, index: number): Promise<SignedIn> {
  const file = stateFile(account, index)
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SignedIn
  return signInOnce(baseURL, account, index)
}
