import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'

import { dbKind, cmsOfFile } from './harness'
import { adminClient, createDatabase, databaseUrl, dropDatabase, postgresServerUrl } from '../../scripts/pg.mjs'

const cms = cmsOfFile()

/** How many staff accounts with this address the database another test file would start from holds. */
async function inAnotherFilesCopy(email: string): Promise<number> {
  const template = inject('intTemplate')
  if (!template) throw new Error('the integration run made no template database')
  if (template.kind === 'sqlite') {
    const file = path.join(cms.dir, 'another-file.db')
    fs.copyFileSync(template.file, file)
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: `file:${file}` })
    try {
      const rows = await client.execute({ sql: 'SELECT count(*) AS n FROM users WHERE email = ?', args: [email] })
      return Number(rows.rows[0]!.n)
    } finally {
      client.close()
    }
  }
  const server = postgresServerUrl()
  const admin = (await adminClient(server))!
  const copy = await createDatabase(admin, 'brand_check', template.name)
  const pg = await import('pg')
  const client = new pg.default.Client({ connectionString: databaseUrl(server, copy) })
  try {
    await client.connect()
    const rows = await client.query('SELECT count(*) AS n FROM users WHERE email = $1', [email])
    return Number(rows.rows[0].n)
  } finally {
    await client.end()
    await dropDatabase(admin, copy)
    await admin.end()
  }
}

describe(`one database per test file (${dbKind()})`, () => {
  it('what one file writes is not in the database another file starts from', async () => {
    const email = `kopie-${Date.now().toString(36)}@sanhaus.example`
    await cms.payload.create({
      collection: 'users',
      data: { email, password: 'Duschwand-Spiegel-2026!', role: 'editor', name: 'Kopie' } as never,
    })
    const own = await cms.payload.find({ collection: 'users', where: { email: { equals: email } } })
    expect(own.totalDocs).toBe(1)
    expect(await inAnotherFilesCopy(email)).toBe(0)
  })
})
