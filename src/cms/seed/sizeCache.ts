import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type sharpModule from 'sharp'

type Sharp = typeof sharpModule
type Instance = ReturnType<Sharp>

/** Where the demo content keeps what it has drawn and resized on this machine. */
export const seedCacheDir = (): string => process.env.SEED_CACHE_DIR ?? path.join(os.tmpdir(), 'sanhaus-seed-cache')

/** The folder resized pictures are kept in while the demo content is written; null otherwise. */
let active: string | null = null

/** What the demo content's pictures cost: drawings rendered and sizes encoded, or read back. */
export type PictureWork = { drawn: number; drawnMs: number; sized: number; sizedMs: number; reused: number }
export const pictureWork: PictureWork = { drawn: 0, drawnMs: 0, sized: 0, sizedMs: 0, reused: 0 }

/** How the pictures of a seed were made, for its log: `drawn 12 (3.4 s), sized 36 (8.1 s), read back 40`. */
export function describePictureWork(since: PictureWork): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  return [
    `drawn ${pictureWork.drawn - since.drawn} (${seconds(pictureWork.drawnMs - since.drawnMs)})`,
    `sized ${pictureWork.sized - since.sized} (${seconds(pictureWork.sizedMs - since.sizedMs)})`,
    `read back ${pictureWork.reused - since.reused}`,
  ].join(', ')
}

/**
 * Runs `work` (the seed) with Payload's picture sizes kept by what they are made of: the same
 * drawing resized the same way is encoded once per machine, and every later seed (a second
 * database, a test run) reads the sizes back instead of encoding them again.
 */
export async function withSizeCache<T>(work: () => Promise<T>): Promise<T> {
  const before = active
  active = path.join(seedCacheDir(), 'sizes')
  try {
    return await work()
  } finally {
    active = before
  }
}

function digestOf(input: unknown): string | null {
  const hash = crypto.createHash('sha256')
  if (Buffer.isBuffer(input)) hash.update(input)
  else if (typeof input === 'string') hash.update(fs.readFileSync(input))
  else return null
  return hash.digest('hex')
}

type Op = [string, unknown[]]

/** A pipeline's input, hashed once for all the sizes made from it (clones share it). */
type Source = { input: unknown; options: unknown; digest?: string | null }

/**
 * How hard libvips works at a WebP size of the demo content: effort 2 instead of sharp's 4. On the
 * demo drawings (6 pictures, 3 sizes each, `.tmp` scratch bench) it encodes 2.6 times as fast for
 * files 7 % larger; an editor's upload keeps sharp's default.
 */
export const SEED_WEBP_EFFORT = 2

/** A pipeline step's arguments while the demo content is written: WebP at the seed's effort. */
export function seedEncoding(step: string, args: unknown[]): unknown[] {
  const options = (at: number) => ({ ...((args[at] as object | undefined) ?? {}), effort: SEED_WEBP_EFFORT })
  if (step === 'webp') return [options(0), ...args.slice(1)]
  if (step === 'toFormat' && (args[0] === 'webp' || (args[0] as { id?: string } | undefined)?.id === 'webp'))
    return [args[0], options(1), ...args.slice(2)]
  return args
}

/**
 * The sharp Payload is given: sharp itself, except while the demo content is written
 * (`withSizeCache`), when a pipeline's result is looked up by its input's hash, the operations
 * applied to it and sharp's version before it is computed, and kept after.
 */
export function cachingSharp(real: Sharp): Sharp {
  const wrap = (instance: Instance, source: Source, ops: Op[]): Instance => {
    const proxy: Instance = new Proxy(instance, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown
        if (typeof value !== 'function' || typeof prop !== 'string') return value
        if (prop === 'clone') return () => wrap(target.clone(), source, [...ops])
        if (prop === 'toBuffer') return (opts?: unknown) => cachedToBuffer(real, target, active, source, [ops, opts])
        return (...given: unknown[]) => {
          const args = active ? seedEncoding(prop, given) : given
          const result = (value as (...a: unknown[]) => unknown).apply(target, args)
          if (result !== target) return result
          ops.push([prop, args])
          return proxy
        }
      },
    })
    return proxy
  }
  const wrapped = ((input?: unknown, options?: unknown) =>
    wrap((real as unknown as (i?: unknown, o?: unknown) => Instance)(input, options), { input, options }, [])) as Sharp
  return Object.assign(wrapped, real)
}

async function cachedToBuffer(
  real: Sharp,
  target: Instance,
  dir: string | null,
  source: Source,
  [ops, opts]: [Op[], unknown],
): Promise<unknown> {
  const compute = () => (target.toBuffer as (o?: unknown) => Promise<unknown>).call(target, opts)
  if (!dir || typeof opts === 'function') return compute()
  if (source.digest === undefined) source.digest = digestOf(source.input)
  if (!source.digest) return compute()
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([real.versions, source.digest, source.options ?? null, ops, opts ?? null]))
    .digest('hex')
  const file = path.join(dir, key)
  const withInfo = Boolean(
    opts && typeof opts === 'object' && (opts as { resolveWithObject?: boolean }).resolveWithObject,
  )
  try {
    const data = await fs.promises.readFile(`${file}.bin`)
    pictureWork.reused++
    if (!withInfo) return data
    const info = JSON.parse(await fs.promises.readFile(`${file}.json`, 'utf8')) as unknown
    return { data, info }
  } catch {
    // Not made yet on this machine.
  }
  const t0 = performance.now()
  const result = (await compute()) as Buffer | { data: Buffer; info: unknown }
  pictureWork.sized++
  pictureWork.sizedMs += performance.now() - t0
  const data = Buffer.isBuffer(result) ? result : result.data
  try {
    await fs.promises.mkdir(dir, { recursive: true })
    const part = `${file}.${process.pid}.${crypto.randomUUID()}`
    if (!Buffer.isBuffer(result)) {
      await fs.promises.writeFile(`${part}.json`, JSON.stringify(result.info))
      await fs.promises.rename(`${part}.json`, `${file}.json`)
    }
    await fs.promises.writeFile(`${part}.bin`, data)
    await fs.promises.rename(`${part}.bin`, `${file}.bin`)
  } catch {
    // A cache that cannot be written only costs time.
  }
  return result
}
