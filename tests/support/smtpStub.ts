import net from 'node:net'

export type ReceivedMail = { from: string; to: string[]; smtpUtf8: boolean; data: string }

export type SmtpStub = { url: string; received: ReceivedMail[]; close: () => Promise<void> }

/**
 * A mail server on 127.0.0.1 that speaks just enough SMTP for nodemailer (EHLO, MAIL, RCPT, DATA,
 * RSET, QUIT), announces SMTPUTF8 or not, and keeps what it receives.
 */
export async function smtpStub({ smtpUtf8 }: { smtpUtf8: boolean }): Promise<SmtpStub> {
  const received: ReceivedMail[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let mail: ReceivedMail | null = null
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 stub ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          mail!.data = buffer.slice(0, end)
          received.push(mail!)
          mail = null
          inData = false
          buffer = buffer.slice(end + 5)
          reply('250 queued')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') {
          reply('250-stub')
          reply('250-8BITMIME')
          if (smtpUtf8) reply('250-SMTPUTF8')
          reply('250 SIZE 10485760')
        } else if (verb === 'HELO') reply('250 stub')
        else if (verb === 'MAIL') {
          mail = { from: line.slice(10), to: [], smtpUtf8: /\bSMTPUTF8\b/i.test(line), data: '' }
          reply('250 ok')
        } else if (verb === 'RCPT') {
          mail?.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'))
          reply('250 ok')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 go ahead')
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok')
        else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('502 not implemented')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
