#!/usr/bin/env node
// The production server: `next start`, with one addition. A page that calls `notFound()` is
// answered by Next 16 with status 404 and an empty HTML document (`<html id="__next_error__">`);
// its header, message and footer appear only once scripts run (vercel/next.js#62228). Here every
// such answer to a browser's page request gets the site's not-found page in the path's language,
// rendered on the server (`/<locale>/~404`, cached like any page), still with status 404.
// Client-side navigations (RSC requests), files, the API and the admin are passed through as is.
// A page whose query named a document the catalogue does not publish (`?article=SH999999` on the
// enquiry form) is answered with a 308 to the address without it, which the proxy names
// (`x-not-found-location`, src/lib/staticQuery.ts); neither answer is kept by any cache.
//
// Usage: node scripts/server.mjs [-p <port>] [-H <hostname>]  (PORT works too)
import crypto from 'node:crypto'
import http from 'node:http'
import { createRequire } from 'node:module'
import v8 from 'node:v8'

import { notFoundPagePath } from './not-found-page.mjs'

const require = createRequire(import.meta.url)
const next = require('next')

const argument = (flag) => {
  const at = process.argv.indexOf(flag)
  return at > 0 ? process.argv[at + 1] : undefined
}
const port = Number(argument('-p') ?? process.env.PORT ?? 3000)
const hostname = argument('-H')

// Only this process knows it: the proxy serves `/<locale>/~404` to requests that carry it.
const token = crypto.randomBytes(24).toString('base64url')
// The app asks itself for some work over HTTP (src/cms/hooks/revalidate.ts): it must know the port.
process.env.PORT = String(port)
process.env.NOT_FOUND_PAGE_TOKEN = token

// How many proxies stand in front (src/env.ts, TRUSTED_PROXIES): with none, a client's own
// X-Forwarded-For is never believed; the connection's address takes its place.
const trustedProxies = Math.max(0, Math.min(5, Number.parseInt(process.env.TRUSTED_PROXIES ?? '0', 10) || 0))

/** The client address the app's rate limits read (src/lib/api/clientAddress.ts). */
function clientAddressFromSocket(req) {
  if (trustedProxies > 0) return
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  delete req.headers['x-real-ip']
}

const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()

/**
 * A browser asking for a page or a page's document (not a client navigation, a file, the API, the
 * admin, or a preview: it has its own 404).
 */
function isPageRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) return false
  const pathname = (req.url ?? '/').split('?')[0]
  if (/^\/(?:api|admin|_next|preview)(?:\/|$)/.test(pathname)) return false
  // The site's own files (robots.txt, sitemaps, the icon) are no pages; any other dotted path is
  // (`/de/home.x`), and a document beside a page (`/de/product/<slug>/datasheet.pdf`) is missing
  // where its page is.
  return !/^\/(?:robots\.txt|sitemap\.xml|sitemaps\/|icon\.svg|favicon\.ico)/.test(pathname)
}

/** The server-rendered not-found page for `pathname`, from this server itself. */
function fetchNotFoundPage(pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: notFoundPagePath(pathname),
        headers: { accept: 'text/html', 'accept-encoding': 'identity', 'x-not-found-page': token },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`not-found page answered ${response.statusCode}`)),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(10_000, () => request.destroy(new Error('not-found page timed out')))
    request.on('error', reject)
  })
}

/**
 * Lets Next answer, but holds back a 404 HTML answer and sends the rendered not-found page in its
 * place (Next's own headers kept, except those that describe the body it replaces).
 */
function replacingNotFound(req, res) {
  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  /** null until the status is known; then whether this answer is replaced. */
  let replacing = null
  /** The page's language when its address has none (the proxy names it: src/proxy.ts). */
  let locale = null
  /** Where the page leads when its query named a document that is not there (the proxy names it). */
  let elsewhere = null
  const decide = () => {
    if (replacing === null) {
      replacing = res.statusCode === 404 && /text\/html/.test(String(res.getHeader('content-type') ?? ''))
      locale = res.getHeader('x-page-locale') ?? null
      elsewhere = res.getHeader('x-not-found-location') ?? null
      res.removeHeader('x-page-locale')
      res.removeHeader('x-not-found-location')
    }
    return replacing
  }

  res.writeHead = function (status, ...rest) {
    res.statusCode = status
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    if (decide()) return res
    return writeHead.call(res, status)
  }
  res.write = function (chunk, encoding, callback) {
    if (!decide()) return write.call(res, chunk, encoding, callback)
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (!decide()) return end.call(res, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    if (typeof elsewhere === 'string' && elsewhere.startsWith('/') && !elsewhere.startsWith('//')) {
      for (const name of [
        'content-encoding',
        'content-length',
        'content-type',
        'etag',
        'transfer-encoding',
        'x-nextjs-cache',
      ])
        res.removeHeader(name)
      res.setHeader('location', elsewhere)
      res.setHeader('cache-control', NO_STORE)
      writeHead.call(res, 308)
      end.call(res, undefined, done)
      return res
    }
    const pathname = locale ? `/${locale}` : (req.url ?? '/').split('?')[0]
    fetchNotFoundPage(pathname).then(
      (body) => {
        for (const name of ['content-encoding', 'content-length', 'etag', 'transfer-encoding', 'x-nextjs-cache']) {
          res.removeHeader(name)
        }
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('content-length', body.length)
        // A not-found answer is never kept by a shared cache: the address may get content.
        res.setHeader('cache-control', NO_STORE)
        writeHead.call(res, 404)
        end.call(res, req.method === 'HEAD' ? undefined : body, done)
      },
      (error) => {
        // Next's own answer is gone by now; a plain 404 says at least that much.
        console.error(`[server] not-found page for ${pathname}: ${error.message}`)
        if (!res.headersSent) {
          res.removeHeader('content-encoding')
          res.removeHeader('etag')
          res.setHeader('content-type', 'text/plain; charset=utf-8')
          res.removeHeader('content-length')
          writeHead.call(res, 404)
        }
        end.call(res, req.method === 'HEAD' ? undefined : 'Not found', done)
      },
    )
    return res
  }
}

/** What no shared cache keeps: a not-found answer (the address may get content any time). */
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * Every answer's last look: one `Location` header (Next 16 writes a redirect's target twice when a
 * page redirects while it renders, `redirect()`, `permanentRedirect()`, which some clients read as
 * a list), and a 404 of any kind (a file, a build asset, Next's own) stored by no cache.
 */
function lastLook(res) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    const location = res.getHeader('location')
    if (Array.isArray(location)) res.setHeader('location', location[0])
    for (const headers of rest) {
      if (headers && !Array.isArray(headers) && typeof headers === 'object') {
        for (const name of Object.keys(headers)) {
          const lower = name.toLowerCase()
          if (lower === 'location' && Array.isArray(headers[name])) headers[name] = headers[name][0]
          if (lower === 'cache-control' && status === 404 && !/no-store/.test(String(headers[name])))
            headers[name] = NO_STORE
        }
      }
    }
    // Kept when it says no-store already (a preview's `private, no-store`).
    if (status === 404 && !/no-store/.test(String(res.getHeader('cache-control') ?? '')))
      res.setHeader('cache-control', NO_STORE)
    return writeHead.call(res, status, ...rest)
  }
}

await app.prepare()

const server = http.createServer((req, res) => {
  clientAddressFromSocket(req)
  lastLook(res)
  if (isPageRequest(req)) replacingNotFound(req, res)
  handle(req, res).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
})
// Idle keep-alive connections stay open longer than a client or balancer keeps them (nginx 60 s),
// so the server does not close one just as a request is sent on it (an ECONNRESET for the client).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.on('upgrade', (req, socket, head) => {
  const upgrade = app.getUpgradeHandler?.()
  if (upgrade) upgrade(req, socket, head)
  else socket.destroy()
})

// As `next start`: on SIGTERM or SIGINT stop accepting connections, finish the requests in
// flight, then exit with the signal's code.
let stopping = false
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
]) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close(async () => {
      await app.close?.().catch((error) => console.error(error))
      process.exit(code)
    })
    server.closeIdleConnections()
  })
}

// `npm run memory` asks the server for its own account of its memory (V8's heap and the rest).
if (process.env.MEMORY_REPORT) {
  process.on('SIGUSR2', () => {
    // Next's page cache in this process (the LRU of `cacheMaxMemorySize`; none with Redis).
    const lru = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default.memoryCache
    const pageCache = lru ? { entries: lru.cache?.size ?? null, bytes: lru.totalSize ?? null } : null
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((space) => [space.space_name, Math.round(space.space_size / 1048576)]),
    )
    console.log(`[memory] ${JSON.stringify({ ...process.memoryUsage(), pageCache, spaces })}`)
  })
}

server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)
  console.log(
    trustedProxies === 0
      ? '▲ Client addresses: the connection’s own (TRUSTED_PROXIES=0; X-Forwarded-For from clients is ignored)'
      : `▲ Client addresses: from X-Forwarded-For, ${trustedProxies} ${trustedProxies === 1 ? 'proxy' : 'proxies'} in front trusted (TRUSTED_PROXIES=${trustedProxies})`,
  )
})
