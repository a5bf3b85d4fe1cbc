// Programs the tests and measurements need besides Node.js: Debian's Chromium (browser tests),
// nginx (deploy/nginx.conf in front of two instances), PostgreSQL's client programs (backup
// and restore of a PostgreSQL database), ezdxf (the DXF reader the drawings are read back with),
// openpyxl (the XLSX reader the trade spreadsheets are read back with), python-docx (the DOCX
// reader the tender texts are read back with), translate-toolkit (the XLIFF library CAT tools'
// converters build on, which the XLIFF export is translated in) and wrk (the load runs of `npm run bench`). Each is found
// where Debian puts it; when it is missing and this process runs as root on Debian, it is
// installed from Debian's packages, as on a fresh CI machine; otherwise the caller gets an error
// that says what to install.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export class MissingProgram extends Error {
  name = 'MissingProgram'
}

/**
 * @typedef {{ name: string, why: string, env?: string, paths: string[], packages: string[] }} Program
 */

/** @type {Record<'chromium' | 'nginx' | 'pgClient' | 'ezdxf' | 'openpyxl' | 'pythonDocx' | 'translateToolkit' | 'wrk', Program>} */
export const PROGRAMS = {
  chromium: {
    name: 'Chromium',
    why: 'the browser tests',
    env: 'CHROME_PATH',
    paths: ['/usr/bin/chromium'],
    // Chinese pages need CJK glyphs; the machine has none of its own.
    packages: ['chromium', 'fonts-noto-cjk'],
  },
  nginx: {
    name: 'nginx',
    why: 'the tests of deploy/nginx.conf in front of two instances',
    env: 'NGINX_PATH',
    paths: ['/usr/sbin/nginx', '/usr/bin/nginx'],
    packages: ['nginx'],
  },
  pgClient: {
    name: 'PostgreSQL client programs (pg_dump, pg_restore)',
    why: 'the backup and restore tests on PostgreSQL',
    env: 'PG_BINDIR',
    paths: ['/usr/bin/pg_dump'],
    packages: ['postgresql-client'],
  },
  ezdxf: {
    name: 'ezdxf (Python DXF reader)',
    why: 'the tests that read the DXF drawings as a CAD program does',
    // Debian's own interpreter imports it; another python3 first on PATH may not
    paths: ['/usr/lib/python3/dist-packages/ezdxf/__init__.py'],
    packages: ['python3-ezdxf'],
  },
  openpyxl: {
    name: 'openpyxl (Python XLSX reader)',
    why: 'the tests that read the trade spreadsheets back with another program than their writer',
    paths: ['/usr/lib/python3/dist-packages/openpyxl/__init__.py'],
    packages: ['python3-openpyxl'],
  },
  pythonDocx: {
    name: 'python-docx (Python DOCX reader)',
    why: 'the tests that read the tender texts’ Word files back with another program than their writer',
    paths: ['/usr/lib/python3/dist-packages/docx/__init__.py'],
    packages: ['python3-docx'],
  },
  translateToolkit: {
    name: 'translate-toolkit (Python XLIFF reader)',
    why: 'the tests that translate the XLIFF export in the CAT library agencies’ tools build on',
    paths: ['/usr/lib/python3/dist-packages/translate/storage/xliff.py'],
    packages: ['python3-translate'],
  },
  wrk: {
    name: 'wrk',
    why: 'the load runs of `npm run bench`',
    env: 'WRK_PATH',
    paths: ['/usr/bin/wrk'],
    packages: ['wrk'],
  },
}

function found(program) {
  const fromEnv = program.env && process.env[program.env]
  if (fromEnv) {
    const candidate = program.env === 'PG_BINDIR' ? `${fromEnv}/pg_dump` : fromEnv
    if (fs.existsSync(candidate)) return fromEnv
  }
  return program.paths.find((p) => fs.existsSync(p)) ?? null
}

function mayInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && fs.existsSync('/etc/debian_version') && process.env.INSTALL_PROGRAMS !== '0'
}

function aptInstall(packages, log) {
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  try {
    apt(['install', '-y', '--no-install-recommends', ...packages])
  } catch {
    // Package lists may be missing on a fresh machine; refresh them once and retry.
    log('apt-get install failed; refreshing the package lists once and trying again…')
    apt(['update'])
    apt(['install', '-y', '--no-install-recommends', ...packages])
  }
}

/**
 * The path of `program` (for PostgreSQL's client programs, the folder of PG_BINDIR or the binary
 * in /usr/bin); installs it when it is missing and may be installed, else throws MissingProgram.
 */
export function ensureProgram(program, { log = console.log } = {}) {
  const existing = found(program)
  if (existing) return existing
  if (mayInstall()) {
    log(`${program.name} is missing (needed by ${program.why}): installing Debian's ${program.packages.join(', ')}…`)
    const started = Date.now()
    try {
      aptInstall(program.packages, log)
    } catch (error) {
      throw new MissingProgram(
        `${program.name} could not be installed (apt-get: ${error instanceof Error ? error.message.split('\n')[0] : error}); ${program.why} need it.`,
      )
    }
    const installed = found(program)
    if (installed) {
      log(`${program.name} installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
      return installed
    }
  }
  throw new MissingProgram(
    `${program.name} not found; ${program.why} need it. Install it (Debian: \`apt-get install -y ${program.packages.join(' ')}\`)` +
      (program.env ? ` or set ${program.env} to it.` : '.') +
      (mayInstall() || process.env.INSTALL_PROGRAMS === '0'
        ? ''
        : ' (It is installed by itself when the tests run as root on Debian.)'),
  )
}

export const ensureChromium = (options) => ensureProgram(PROGRAMS.chromium, options)
export const ensureNginx = (options) => ensureProgram(PROGRAMS.nginx, options)
export const ensureWrk = (options) => ensureProgram(PROGRAMS.wrk, options)

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(PROGRAMS)) {
    console.log(`${name}: ${ensureProgram(PROGRAMS[name])}`)
  }
}
