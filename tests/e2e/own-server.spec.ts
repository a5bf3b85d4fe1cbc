import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { enquiryFields, sleep, slowPost, startApp, tcpConnect, type App } from '../../scripts/harness.mjs'
import { freePort, waitForHealth } from '../../scripts/lib.mjs'

import { locales, moreRoutes, specRoutes } from './helpers'

/**
 * A server of its own on an empty SQLite database (SEED=off: a site before anyone wrote its
 * content), then stopped with SIGTERM as a process manager or a deploy does, while visitors are
 * still uploading their enquiries.
 */
test.describe('a server of its own: empty site, then graceful shutdown', () => {
  test.describe.configure({ mode: 'serial' })
  test.describe.configure({ timeout: 180_000 })
  let app: App
  let dir: string

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-shutdown-'))
    app = startApp({
      port: await freePort(),
      env: {
        DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
        DATA_DIR: dir,
        MEDIA_DIR: path.join(dir, 'media'),
        MAIL_CAPTURE_DIR: path.join(dir, 'mail'),
        PAYLOAD_SECRET: crypto.randomBytes(32).toString('base64url'),
        ADMIN_EMAIL: 'shutdown-admin@sanhaus.example',
        ADMIN_PASSWORD: 'shutdown-Admin-Passw0rd!',
        SEED: 'off',
        ENQUIRY_POW_BITS: '0',
        ENQUIRY_MIN_FILL_MS: '0',
      },
    })
    await waitForHealth(app.base, 150_000)
  })

  test.afterAll(async () => {
    await app?.stop('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a new site without content yet serves every page in every language without a server error', async () => {
    const failures: string[] = []
    for (const locale of locales) {
      for (const route of [...specRoutes, ...moreRoutes]) {
        const response = await fetch(`${app.base}/${locale}${route}`, { redirect: 'manual' })
        const html = await response.text()
        // Legal pages not written yet are missing (404); everything else is the page, with its shell.
        if (response.status >= 500 || (response.status === 200 && !html.includes('</footer>'))) failures.push(`${locale}${route}: ${response.status}`)
      }
    }
    expect(failures).toEqual([])
  })

  test('on SIGTERM it finishes the enquiries in flight, takes no new connection, and exits with every enquiry stored whole', async () => {
    // A server that has been running: its enquiry route is loaded (the first request loads it).
    const warm = await fetch(`${app.base}/api/join?lang=de`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(enquiryFields(99, 'Vorab')) })
    expect(warm.status).toBe(201)
    const keys = Array.from({ length: 4 }, () => crypto.randomBytes(16).toString('base64url'))
    const uploads = keys.map((key, i) =>
      slowPost(app.port, '/api/join?lang=de', JSON.stringify(enquiryFields(i, 'Abschaltung')), { 'content-type': 'application/json', 'idempotency-key': key }),
    )
    await sleep(300)
    const stopping = app.stop('SIGTERM')
    await sleep(500)
    // The listening socket is closed at once: a balancer sends the next visitor elsewhere.
    expect(await tcpConnect(app.port)).toBe('ECONNREFUSED')
    expect(app.child.exitCode, 'the server waits for the uploads it is still receiving').toBeNull()

    for (const upload of uploads) upload.finish()
    const answers = await Promise.all(uploads.map((u) => u.answered))
    expect(answers.map((a) => a.status), JSON.stringify(answers)).toEqual([201, 201, 201, 201])

    const exit = await Promise.race([stopping, sleep(20_000).then(() => null)])
    expect(exit, 'the server exits by itself after the last answer').not.toBeNull()
    expect(app.output()).toContain('[shutdown] SIGTERM')

    // Each enquiry is stored once, together with the job that sends its notification.
    const db = createClient({ url: `file:${path.join(dir, 'site.db')}` })
    try {
      const rows = (await db.execute(`SELECT e.idempotency_key AS key, e.mail_status AS mail, j.id AS job FROM enquiries e LEFT JOIN payload_jobs j ON j.input LIKE '%"' || e.id || '"%' AND j.task_slug = 'enquiryMail'`)).rows
      expect(rows.filter((r) => r.key !== null).map((r) => r.key).sort()).toEqual([...keys].sort())
      for (const row of rows) expect(row.mail === 'sent' || row.job !== null, `enquiry ${row.key}: notification neither sent nor queued`).toBe(true)
    } finally {
      db.close()
    }
  })
})
