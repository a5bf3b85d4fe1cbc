// deploy/nginx.conf run outside /etc/nginx: by `npm run bench` (against the production build), by
// `npm run scale-test` (before two production instances) and by tests/int/nginx.int.test.ts
// (against two stand-in instances). The file's cache path, upstream servers and listen port are
// replaced; everything else is run as written.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { root } from './lib.mjs'

export const confFile = path.join(root, 'deploy/nginx.conf')

/** nginx of NGINX_PATH or Debian's, or null when nginx is not installed (scripts/programs.mjs installs it). */
export function findNginx() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => p && fs.existsSync(p)) ?? null
}

/** A fresh directory for one nginx run (its workers run as the account that starts it: mainConf). */
export function nginxDir(prefix = 'nginx-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: ${what} not found`)
  return text.replace(pattern, replacement)
}

/**
 * deploy/nginx.conf with the cache in `cacheDir`, one upstream server per port in `upstreamPorts`
 * (on 127.0.0.1, with the parameters of the file's first server line), and as many backup lines
 * when the file has them (with the parameters of its first backup line), and `listen` on
 * 127.0.0.1:`port`.
 */
export function renderSite({ upstreamPorts, port, cacheDir, source = fs.readFileSync(confFile, 'utf8') }) {
  if (upstreamPorts.length === 0) throw new Error('renderSite: no upstream ports')
  let site = replaceOnce(source, /\/var\/cache\/nginx\/brand\b/, cacheDir, 'the cache path')
  site = replaceOnce(site, /^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${port};`, '`listen 8080;`')
  const serverLine = /^([ \t]*)server 127\.0\.0\.1:\d+([^;\n]*);[ \t]*\n/gm
  const found = [...site.matchAll(serverLine)]
  const primary = found.find(([, , params]) => !/\bbackup\b/.test(params))
  if (!primary) throw new Error('deploy/nginx.conf: no `server 127.0.0.1:<port> …;` line in the upstream')
  const backup = found.find(([, , params]) => /\bbackup\b/.test(params))
  const lines = [primary, backup]
    .filter(Boolean)
    .map(([, indent, params]) => upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${params};\n`).join(''))
    .join('')
  let placed = false
  return site.replace(serverLine, () => {
    if (placed) return ''
    placed = true
    return lines
  })
}

/**
 * The main configuration around the rendered site: logs and temporary files in `dir`, `extra`
 * inside `http {}`. `daemon` and `pid` are given on the command line (see spawnNginx).
 */
export function mainConf({ dir, sitePath, workers = 'auto', extra = '' }) {
  // Started by root, nginx would run its workers as `nobody`, who cannot reach a checkout in a
  // private folder (a clone in a 0700 temporary directory): they keep the starter's account.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''
  return `${user}worker_processes ${workers};
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # As in Debian's /etc/nginx/nginx.conf, into which deploy/nginx.conf is included.
  sendfile on;
  tcp_nopush on;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type text/html;
${extra}
  include ${sitePath};
}
`
}

/** Writes site.conf and nginx.conf into `dir`; returns the path of nginx.conf. */
export function writeConf(dir, { site, workers, extra }) {
  const sitePath = path.join(dir, 'site.conf')
  fs.writeFileSync(sitePath, site)
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, mainConf({ dir, sitePath, workers, extra }))
  return conf
}

/** `nginx -t` on a written configuration: { ok, output }. */
export function checkConf(nginx, dir, conf) {
  return new Promise((resolve) => {
    const child = spawn(nginx, ['-t', '-p', dir, '-c', conf, '-g', `pid ${dir}/nginx.pid;`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) => resolve({ ok: code === 0, output }))
  })
}

/** nginx in the foreground as a child; `stop()` ends it gracefully (SIGQUIT) and waits for the exit. */
export function spawnNginx(nginx, dir, conf, { stderr = 'inherit' } = {}) {
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', stderr],
  })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  return {
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
      return exited
    },
  }
}

/** Resolves once 127.0.0.1:`port` accepts connections; rejects after `ms`. */
export async function waitForPort(port, ms = 5000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nothing listens on port ${port} after ${ms} ms`)
}
