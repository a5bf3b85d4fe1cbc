import fs from 'node:fs'
import path from 'node:path'
import type { Transport } from 'nodemailer'

type Address = string | { address: string; name?: string }

/**
 * Without SMTP (development, tests), outgoing mail is written as one JSON file per message
 * into a folder, where developers and tests read it; nothing leaves the machine.
 */
export function captureTransport(dir: string): Transport {
  return {
    name: 'capture',
    version: '1',
    send(mail, done) {
      const data = mail.data as {
        from?: Address
        to?: Address | Address[]
        replyTo?: Address
        subject?: string
        text?: string
      }
      const messageId = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}@capture`
      const record = {
        messageId,
        date: new Date().toISOString(),
        from: data.from,
        to: data.to,
        replyTo: data.replyTo,
        subject: data.subject,
        text: data.text,
      }
      try {
        fs.mkdirSync(dir, { recursive: true })
        fs.writeFileSync(path.join(dir, `${messageId.replace(/@.*/, '')}.json`), JSON.stringify(record, null, 2))
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)), undefined as never)
        return
      }
      done(null, { envelope: mail.message.getEnvelope(), messageId } as never)
    },
  }
}
