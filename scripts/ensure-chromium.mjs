// Finds Debian's Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium; installs it
// with apt-get when missing and running as root on Debian; otherwise stops with a clear message.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export function ensureChromium({ log = console.log } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean)
  const found = candidates.find((p) => fs.existsSync(p))
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && fs.existsSync('/etc/debian_version')) {
    log('Chromium is missing: installing Debian’s chromium package (about a minute)…')
    const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    try {
      apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'])
    } catch {
      // Package lists may be missing on a fresh machine; refresh them once and retry.
      apt(['update'])
      apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'])
    }
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error(
    'Chromium not found. Install it (Debian: `apt-get install -y chromium`) or set CHROME_PATH to a Chromium/Chrome binary.',
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium())
}
