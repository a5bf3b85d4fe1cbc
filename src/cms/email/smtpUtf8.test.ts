import { afterAll, describe, expect, it } from 'vitest'

import { smtpUtf8Supported } from './smtpUtf8'
import { smtpStub, type SmtpStub } from '../../../tests/support/smtpStub'

const stubs: SmtpStub[] = []
afterAll(async () => {
  for (const stub of stubs) await stub.close()
})

describe('asking the mail server for SMTPUTF8', () => {
  it('says yes only where the server announces it in its answer to EHLO', async () => {
    const with8 = await smtpStub({ smtpUtf8: true })
    const without = await smtpStub({ smtpUtf8: false })
    stubs.push(with8, without)
    expect(await smtpUtf8Supported(with8.url)).toBe(true)
    expect(await smtpUtf8Supported(without.url)).toBe(false)
  })

  it('counts no server, and one that does not answer, as one without it', async () => {
    expect(await smtpUtf8Supported(undefined)).toBe(false)
    const closed = await smtpStub({ smtpUtf8: true })
    await closed.close()
    expect(await smtpUtf8Supported(closed.url)).toBe(false)
  })
})
