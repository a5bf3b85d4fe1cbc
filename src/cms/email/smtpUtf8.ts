import net from 'node:net'
import tls from 'node:tls'

/** How long a mail server's answer about SMTPUTF8 is trusted before it is asked again. */
const KEEP_MS = 10 * 60_000
const TIMEOUT_MS = 5_000

const known = new Map<string, { at: number; value: Promise<boolean> }>()

/**
 * Whether the mail server of `smtpUrl` announces SMTPUTF8 (RFC 6531) in its answer to EHLO: only
 * then may a header carry an address whose local part is UTF-8 (`müller@example.de`). Asked once
 * per ten minutes; a server that cannot be asked counts as one without it.
 */
export function smtpUtf8Supported(smtpUrl: string | undefined, now = Date.now()): Promise<boolean> {
  if (!smtpUrl) return Promise.resolve(false)
  const cached = known.get(smtpUrl)
  if (cached && now - cached.at < KEEP_MS) return cached.value
  const value = askEhlo(smtpUrl).catch((error: unknown) => {
    console.warn('[mail] could not ask the mail server for SMTPUTF8:', error instanceof Error ? error.message : error)
    return false
  })
  known.set(smtpUrl, { at: now, value })
  return value
}

/** Connects, reads the greeting, sends EHLO and reads its (multi-line) answer, then says QUIT. */
function askEhlo(smtpUrl: string): Promise<boolean> {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  const port = Number(url.port) || (secure ? 465 : 587)
  return new Promise((resolve, reject) => {
    const socket: net.Socket = secure
      ? tls.connect({ host: url.hostname, port, servername: url.hostname })
      : net.connect({ host: url.hostname, port })
    let buffer = ''
    let greeted = false
    const done = (error: Error | null, value = false) => {
      socket.removeAllListeners('data')
      socket.end()
      socket.destroy()
      if (error) reject(error)
      else resolve(value)
    }
    socket.setTimeout(TIMEOUT_MS, () => done(new Error('timed out')))
    socket.on('error', (error) => done(error))
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      // A reply ends with a line whose code is followed by a space (`250 OK`, not `250-SMTPUTF8`).
      const lines = buffer.split(/\r?\n/)
      const last = lines.findLastIndex((l) => /^\d{3} /.test(l))
      if (last < 0) return
      const reply = lines.slice(0, last + 1)
      buffer = lines.slice(last + 1).join('\n')
      if (!greeted) {
        greeted = true
        if (!reply.at(-1)!.startsWith('220')) return done(new Error(`greeting: ${reply.at(-1)}`))
        socket.write('EHLO sanhaus.local\r\n')
        return
      }
      socket.write('QUIT\r\n')
      done(
        null,
        reply.some((l) => /^250[ -]SMTPUTF8\b/i.test(l)),
      )
    })
  })
}
