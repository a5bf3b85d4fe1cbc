import { createClient } from '@libsql/client'
import { request, type APIRequestContext } from '@playwright/test'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { signedIn } from './auth'

/** The test server's database and secret (written by scripts/serve-test.mjs when it starts). */
export function serverInfo(): { databaseUrl: string; payloadSecret: string; dataDir: string } {
  return JSON.parse(fs.readFileSync(path.resolve('test-results/e2e-server.json'), 'utf8'))
}

/**
 * One statement on the test server's database, behind the CMS's back: for what only time does
 * (a closing date that passes) and no save may do. `?` placeholders on both databases.
 */
export async function sql(query: string, params: (string | number)[] = []): Promise<Record<string, unknown>[]> {
  const { databaseUrl } = serverInfo()
  if (databaseUrl.startsWith('file:')) {
    const client = createClient({ url: databaseUrl })
    try {
      return (await client.execute({ sql: query, args: params })).rows as unknown as Record<string, unknown>[]
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    let n = 0
    return (
      await client.query(
        query.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows
  } finally {
    await client.end()
  }
}

export const isPostgres = (): boolean => !serverInfo().databaseUrl.startsWith('file:')

/** The token with which the server asks itself to expire cache tags (src/cms/hooks/revalidate.ts). */
export function revalidateToken(): string {
  return crypto.createHmac('sha256', serverInfo().payloadSecret).update('revalidate cache tags').digest('base64url')
}

/** A request context signed in as the e2e admin (the job queue's run endpoint is for admins). */
export async function adminRequest(baseURL: string | undefined): Promise<APIRequestContext> {
  const { token } = await signedIn(baseURL, 'e2e-admin', 0)
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `JWT ${token}`, connection: 'close' } })
}

/** A mail the test server wrote instead of sending it (no SMTP there): its subject and text. */
export type CapturedMail = { to: unknown; subject: string; text: string }

/** The mails the test server has written so far (its `data/mail` folder). */
export function capturedMails(): CapturedMail[] {
  const dir = path.join(serverInfo().dataDir, 'mail')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CapturedMail)
}
