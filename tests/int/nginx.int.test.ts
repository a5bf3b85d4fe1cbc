// deploy/nginx.conf, run as written (cache path, upstream servers and port replaced by
// scripts/nginx-conf.mjs, as for `npm run bench`), in front of two stand-in instances: balancing,
// retries of idempotent requests only, passive health and the micro-cache.
import fs from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib.mjs'
import {
  checkConf,
  findNginx,
  nginxDir,
  renderSite,
  spawnNginx,
  waitForPort,
  writeConf,
} from '../../scripts/nginx-conf.mjs'

const nginx = findNginx()

/**
 * How a stand-in instance answers: normally (200 with its name), with an error status, or by closing
 * the connection.
 */
type Mode = 'ok' | 502 | 503 | 'close'

type Instance = {
  name: string
  port: number
  mode: Mode
  gets: number
  posts: number
  /** Previews with drafts it has answered to a staff session. */
  previews: number
  /** Stops listening and drops its open connections: the instance is down. */
  kill: () => Promise<void>
}

async function instance(name: string): Promise<Instance> {
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      if (req.method === 'POST') state.posts++
      else state.gets++
      if (state.mode === 'close') {
        req.socket.destroy()
        return
      }
      if (state.mode !== 'ok') {
        res.writeHead(state.mode, { 'content-type': 'text/plain' })
        res.end(`${name} failing`)
        return
      }
      const headers: Record<string, string> = {
        'content-type': 'text/plain',
        'cache-control': 's-maxage=31536000, stale-while-revalidate',
        // As the app (Next.js) says of its pages.
        vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      }
      if (req.url?.includes('with-cookie')) headers['set-cookie'] = 'NEXT_LOCALE=de; Path=/'
      // Like the app: a preview shows the drafts to a staff session only, and may be kept by no cache.
      if (req.url?.startsWith('/preview/')) {
        const staff = /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')
        res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' })
        res.end(`${name} ${staff ? `draft ${++state.previews}` : 'login'}`)
        return
      }
      // Which encoding it was asked for (the app compresses with gzip when the request names it),
      // with a number that tells one answer from the next.
      headers['x-answer'] = `${req.headers['accept-encoding'] ?? ''}#${state.gets}`
      res.writeHead(200, headers)
      res.end(name)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  let open = true
  const state: Instance = {
    name,
    port: (server.address() as AddressInfo).port,
    mode: 'ok',
    gets: 0,
    posts: 0,
    previews: 0,
    kill: async () => {
      if (!open) return
      open = false
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return state
}

type Site = {
  a: Instance
  b: Instance
  get: (p: string, headers?: Record<string, string>) => Promise<Answer>
  post: (p: string) => Promise<Answer>
}
type Answer = { status: number; body: string; cache: string | null; answer: string | null }

/** Two instances (a, b) behind a fresh nginx running deploy/nginx.conf; everything is shut down after `fn`. */
async function withSite(fn: (site: Site) => Promise<void>) {
  const a = await instance('a')
  const b = await instance('b')
  const dir = nginxDir('nginx-test-')
  const port = await freePort()
  const site = renderSite({ upstreamPorts: [a.port, b.port], port, cacheDir: path.join(dir, 'cache') })
  // One worker: the round robin is deterministic (the shared `zone` keeps it across workers anyway).
  const conf = writeConf(dir, { site, workers: 1 })
  const proxy = spawnNginx(nginx!, dir, conf)
  const base = `http://127.0.0.1:${port}`
  const answer = async (res: Response): Promise<Answer> => ({
    status: res.status,
    body: await res.text(),
    cache: res.headers.get('x-micro-cache'),
    answer: res.headers.get('x-answer'),
  })
  try {
    await waitForPort(port)
    await fn({
      a,
      b,
      get: async (p, headers) => answer(await fetch(base + p, { headers })),
      post: async (p) =>
        answer(
          await fetch(base + p, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Test', email: 'test@example.com' }),
          }),
        ),
    })
  } finally {
    await proxy.stop()
    await a.kill()
    await b.kill()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const paths = (n: number, prefix = '/api/cats?i=') => Array.from({ length: n }, (_, i) => `${prefix}${i}`)

describe('deploy/nginx.conf in front of two instances', () => {
  it("has nginx to run (npm test installs Debian's when it may; NGINX_PATH names another)", () => {
    expect(
      nginx,
      'nginx is not installed (NGINX_PATH, /usr/sbin/nginx, /usr/bin/nginx): `apt-get install -y nginx`',
    ).not.toBeNull()
  })

  it('passes nginx -t once rendered', async () => {
    const dir = nginxDir('nginx-test-')
    try {
      const conf = writeConf(dir, {
        site: renderSite({ upstreamPorts: [3000, 3001], port: await freePort(), cacheDir: path.join(dir, 'cache') }),
      })
      const result = await checkConf(nginx!, dir, conf)
      expect(result.output).toContain('test is successful')
      expect(result.ok).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('spreads requests over both instances', async () => {
    await withSite(async ({ a, b, get }) => {
      const bodies = []
      for (const p of paths(10)) bodies.push((await get(p)).body)
      expect(new Set(bodies)).toEqual(new Set(['a', 'b']))
      expect(a.gets + b.gets).toBe(10)
      expect(Math.abs(a.gets - b.gets)).toBeLessThanOrEqual(2)
    })
  })

  it.each([503, 502, 'close'] as const)(
    'retries a GET answered with %s on the other instance; the client gets 200',
    async (mode) => {
      await withSite(async ({ a, b, get }) => {
        a.mode = mode
        const answers = []
        for (const p of [...paths(5), '/de/home', '/admin/collections/products']) answers.push(await get(p))
        expect(answers.map((r) => `${r.status} ${r.body}`)).toEqual(answers.map(() => '200 b'))
        // a was tried (and failed) before b answered; after max_fails (3) it is left alone.
        expect(a.gets).toBeGreaterThanOrEqual(1)
        expect(a.gets).toBeLessThanOrEqual(3)
        expect(b.gets).toBe(answers.length)
      })
    },
  )

  it('keeps passing requests on when every instance has been left out, instead of answering 502 itself', async () => {
    await withSite(async ({ a, b, get }) => {
      // One instance is gone; the other answers 503 (overloaded, say) until nginx has left both out.
      await a.kill()
      b.mode = 503
      for (const p of paths(6)) expect([502, 503]).toContain((await get(p)).status)
      // The remaining one answers again within the 10 s: visitors get its answers at once.
      b.mode = 'ok'
      const before = b.gets
      const answers = []
      for (const p of paths(4, '/api/ads?i=')) answers.push(await get(p))
      expect(answers.map((r) => `${r.status} ${r.body}`)).toEqual(answers.map(() => '200 b'))
      expect(b.gets - before).toBe(4)
    })
  })

  it('retries a GET on the other instance when one is down', async () => {
    await withSite(async ({ a, b, get }) => {
      await a.kill()
      const answers = []
      for (const p of paths(6)) answers.push(await get(p))
      expect(answers.map((r) => `${r.status} ${r.body}`)).toEqual(answers.map(() => '200 b'))
      expect(b.gets).toBe(6)
    })
  })

  it.each([
    [503, 503],
    [502, 502],
    ['close', 502],
  ] as const)(
    'never sends a POST twice: an instance answering %s gives the client %s and the other gets no POST',
    async (mode, status) => {
      await withSite(async ({ a, b, post }) => {
        a.mode = mode
        let reachedA = false
        // Round robin: within two POSTs one goes to a.
        for (let i = 0; i < 4 && !reachedA; i++) {
          const before = { a: a.posts, b: b.posts }
          const res = await post('/api/join')
          expect(a.posts - before.a + (b.posts - before.b)).toBe(1)
          if (a.posts > before.a) {
            reachedA = true
            expect(res.status).toBe(status)
            expect(b.posts).toBe(before.b)
          } else {
            expect(res).toMatchObject({ status: 200, body: 'b' })
          }
        }
        expect(reachedA).toBe(true)
      })
    },
  )

  it('sends a POST to the other instance when the first cannot be reached (it never got it)', async () => {
    await withSite(async ({ a, b, post }) => {
      await a.kill()
      for (let i = 0; i < 4; i++) expect(await post('/api/join')).toMatchObject({ status: 200, body: 'b' })
      expect(b.posts).toBe(4)
      expect(a.posts).toBe(0)
    })
  })

  it('answers 50 GETs with 200 after one instance is killed under way', async () => {
    await withSite(async ({ a, b, get }) => {
      // Both instances hold kept-alive connections from nginx before a goes away.
      for (const p of paths(4)) expect((await get(p)).status).toBe(200)
      expect(a.gets).toBeGreaterThan(0)
      await a.kill()
      const all = [...paths(20), ...paths(20, '/de/product/p-'), ...paths(10, '/admin/collections/products/')]
      const statuses: number[] = []
      for (let i = 0; i < all.length; i += 10)
        statuses.push(...(await Promise.all(all.slice(i, i + 10).map(async (p) => (await get(p)).status))))
      expect(statuses).toHaveLength(50)
      expect(statuses.filter((s) => s !== 200)).toEqual([])
      expect(b.gets).toBeGreaterThanOrEqual(50)
    })
  })

  it('lets a client address try the staff sign-in and password reset 6 times at once (1 + a burst of 5, both together), then answers 429 itself', async () => {
    await withSite(async ({ a, b, post }) => {
      const before = a.posts + b.posts
      const statuses: number[] = []
      for (let i = 0; i < 9; i++)
        statuses.push((await post(i % 2 ? '/api/users/forgot-password' : '/api/users/login')).status)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429])
      expect(a.posts + b.posts - before).toBe(6)
      // Other POSTs (the enquiry form) are not held by it.
      for (let i = 0; i < 9; i++) expect((await post('/api/join')).status).toBe(200)
    })
  })

  it('micro-caches locale pages, never /admin, the API, /api/health, unprefixed paths or answers with Set-Cookie', async () => {
    await withSite(async ({ a, b, get }) => {
      const reached = () => a.gets + b.gets
      for (const page of ['/de/home', '/zh/product?category=basins']) {
        const first = await get(page)
        expect(first).toMatchObject({ status: 200, cache: 'MISS' })
        const count = reached()
        const second = await get(page)
        expect(second).toMatchObject({ status: 200, cache: 'HIT', body: first.body })
        expect(reached()).toBe(count)
      }
      for (const p of [
        '/admin',
        '/admin/collections/products',
        '/api/cats?lang=de',
        '/api/health',
        '/home',
        '/de/home?with-cookie',
      ]) {
        const count = reached()
        const first = await get(p)
        const second = await get(p)
        expect(reached(), p).toBe(count + 2)
        expect([first.status, second.status], p).toEqual([200, 200])
        if (p.startsWith('/de/')) expect(second.cache, p).not.toBe('HIT')
        else expect([first.cache, second.cache], p).toEqual([null, null])
      }
    })
  })

  it('keeps one copy of a page for browsers that take gzip, whatever else their Accept-Encoding names, and one for clients that do not', async () => {
    await withSite(async ({ a, b, get }) => {
      const reached = () => a.gets + b.gets
      // Chrome and Firefox, Safari, a crawler: each words it differently, each takes gzip.
      const chrome = await get('/de/product', { 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(chrome).toMatchObject({ status: 200, cache: 'MISS' })
      expect(chrome.answer).toMatch(/^gzip#/)
      const count = reached()
      for (const encoding of ['gzip, deflate, br', 'gzip,deflate', 'br;q=1.0, gzip;q=0.8, *;q=0.1']) {
        const answer = await get('/de/product', { 'accept-encoding': encoding })
        expect(answer, encoding).toMatchObject({ status: 200, cache: 'HIT', answer: chrome.answer })
      }
      expect(reached()).toBe(count)
      // A client without gzip gets the page as the app sends it uncompressed, and it is kept too.
      for (const encoding of ['identity', 'gzip;q=0, deflate']) {
        const plain = await get('/de/product', { 'accept-encoding': encoding })
        expect(plain.answer, encoding).toMatch(/^#/)
      }
      expect(reached()).toBe(count + 1)
      // The browsers' copy is still there.
      expect(await get('/de/product', { 'accept-encoding': 'gzip, deflate, br, zstd' })).toMatchObject({
        cache: 'HIT',
        answer: chrome.answer,
      })
      expect(reached()).toBe(count + 1)
    })
  })

  it('never stores or serves a preview of drafts: each goes to the app, a visitor never gets a staff answer', async () => {
    await withSite(async ({ a, b, get }) => {
      const reached = () => a.gets + b.gets
      const staff = { cookie: 'NEXT_LOCALE=zh; payload-token=eyJ.staff.session' }
      for (const path of ['/preview/zh/product/luna-60', '/preview/de/home?x=1']) {
        const count = reached()
        const first = await get(path, staff)
        const second = await get(path, staff)
        // Both went to an instance (a fresh render each), and neither was stored.
        expect(reached(), path).toBe(count + 2)
        expect([first.cache, second.cache], path).toEqual([null, null])
        expect(first.body, path).toMatch(/ draft \d+$/)
        expect(second.body, path).not.toBe(first.body)
        // A visitor at the same address right after: the app's answer for no session, never the draft.
        const visitor = await get(path)
        expect(visitor.body, path).toMatch(/ login$/)
        expect(visitor.cache, path).toBeNull()
      }
      // A signed-in editor checking a public page gets it from the app (nginx's copy may be a second old).
      await get('/de/about')
      expect((await get('/de/about', staff)).cache).toBe('BYPASS')
      expect((await get('/de/about')).cache).toBe('HIT')
    })
  })
})
