import { Cron } from 'croner'
import path from 'node:path'
import { z } from 'zod'

/**
 * The environment, read once and validated. Everything else imports from here.
 *
 * `next build` needs no database and no secret (build once, deploy against any database),
 * so the secret is only demanded when the server or a script actually runs.
 */

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Secrets that ship in templates, tutorials and examples; a deployment using one is refused. */
const KNOWN_DEFAULT_SECRETS = new Set([
  'secret',
  'changeme',
  'change-me',
  'your_secret_here',
  'your-secret-here',
  'your-payload-secret',
  'payload_secret',
  'payloadsecret',
  'supersecret',
  'super-secret',
  'mysecret',
  'password',
  'test',
  'development',
  'default',
])

const KNOWN_DEFAULT_PASSWORDS = new Set([
  'admin',
  'password',
  'changeme',
  'change-me',
  'test',
  'test1234',
  'admin123',
  'admin1234',
  'password1',
  'password123',
  '12345678',
  '123456789',
  'qwertyuiop',
])

/**
 * Why a job schedule is unusable, or null when it is fine: six fields (seconds first), read as
 * Payload's scheduler reads them.
 */
export function scheduleProblem(cron: string): string | null {
  if (cron.trim().split(/\s+/).length !== 6) return 'six fields are needed, seconds first (like "0 30 3 * * *")'
  try {
    new Cron(cron, { paused: true, sloppyRanges: true })
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

export const MIN_SECRET_LENGTH = 32
export const MIN_PASSWORD_LENGTH = 12

/** Why a secret is unacceptable, or null when it is fine. */
export function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'PAYLOAD_SECRET is not set'
  if (KNOWN_DEFAULT_SECRETS.has(secret.trim().toLowerCase())) return 'PAYLOAD_SECRET is a well-known default value'
  if (secret.length < MIN_SECRET_LENGTH)
    return `PAYLOAD_SECRET is too short (${secret.length} characters, at least ${MIN_SECRET_LENGTH} needed)`
  if (new Set(secret).size < 10) return 'PAYLOAD_SECRET has too few distinct characters'
  return null
}

/** Why an admin password is unacceptable, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (KNOWN_DEFAULT_PASSWORDS.has(password.trim().toLowerCase())) return 'ADMIN_PASSWORD is a well-known default value'
  if (password.length < MIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD is too short (at least ${MIN_PASSWORD_LENGTH} characters)`
  return null
}

/** OpenStreetMap's own tile server; its usage policy asks for the attribution below. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: z.string().optional(),
  DATABASE_URL: z.string().trim().optional(),
  PAYLOAD_SECRET: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url().optional(),
  MEDIA_DIR: z.string().optional(),
  DATA_DIR: z.string().optional(),
  SEED: z.enum(['auto', 'off']).default('auto'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SANHAUS <no-reply@sanhaus.example>'),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'a tile URL template like https://tile.example/{z}/{x}/{y}.png')
    .default(DEFAULT_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().default(DEFAULT_TILE_ATTRIBUTION),
  SALES_EMAIL: z.email().default('sales@sanhaus.example'),
  HR_EMAIL: z.email().default('hr@sanhaus.example'),
  MAIL_CAPTURE_DIR: z.string().optional(),
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
  ENQUIRY_REQUEST_LIMIT: z.coerce.number().int().min(0).default(60),
  ENQUIRY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  ENQUIRY_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  ENQUIRY_POW_BITS: z.coerce.number().int().min(0).max(24).default(16),
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  ENQUIRY_RETENTION_SCHEDULE: z
    .string()
    .trim()
    .default('0 30 3 * * *')
    .superRefine((cron, ctx) => {
      const problem = scheduleProblem(cron)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(5).default(0),
  SIGNIN_FAILURES_PER_CLIENT: z.coerce.number().int().min(0).default(20),
  SIGNIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(0).default(5),
  SIGNIN_RESETS_PER_CLIENT: z.coerce.number().int().min(0).default(5),
  SIGNIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  JOBS_AUTORUN: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' }).optional(),
  API_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
})

export type DatabaseConfig = { kind: 'sqlite'; url: string; file: string } | { kind: 'postgres'; url: string }

/** Abuse protection and retention of the enquiry endpoint; load tests state the values they ran with. */
/** The staff sign-in's throttle; each limit counts within `windowSeconds`, 0 turns it off. */
export type SignInSettings = {
  /** refused sign-ins from one client address, whatever account they name, before it must wait */
  failuresPerClient: number
  /** refused sign-ins for one account from one client address before that pair must wait */
  failuresPerAccount: number
  /** password-reset requests from one client address */
  resetsPerClient: number
  windowSeconds: number
}

export type EnquirySettings = {
  /** enquiries per client and window that were stored or refused as robots (not those refused for a field); 0: off */
  rateLimit: number
  /** every `POST /api/join` per client and window, refused ones included; 0: off */
  requestLimit: number
  rateWindowSeconds: number
  /** a form sent sooner than this after it was opened is treated as a bot */
  minFillMs: number
  /** proof-of-work difficulty in leading zero bits of SHA-256; 0 turns it off */
  powBits: number
  retentionDays: number
  /** when the retention clean-up runs (cron with seconds, server time) */
  retentionSchedule: string
}

/** Media in an S3-compatible bucket instead of on the local disk, so every instance serves the same files. */
export type S3Settings = {
  bucket: string
  /** another service than AWS (MinIO, Ceph, R2, ...); AWS itself when absent */
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key`; most services other than AWS want them */
  forcePathStyle: boolean
}

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  isBuild: boolean
  isDev: boolean
  database: DatabaseConfig
  port: number
  siteUrl: string
  dataDir: string
  mediaDir: string
  seed: 'auto' | 'off'
  adminEmail?: string
  adminPassword?: string
  smtpUrl?: string
  mailFrom: string
  /** the interactive maps' tile server, loaded only after the visitor's consent */
  mapTiles: { url: string; attribution: string }
  /** where enquiry notifications go; without SMTP, messages are written to `mailCaptureDir` */
  mail: { sales: string; hr: string; captureDir: string }
  enquiry: EnquirySettings
  /**
   * how many reverse proxies (nginx, load balancer) stand in front and write X-Forwarded-For; 0:
   * none, the client is the connection's own address (scripts/server.mjs puts it there)
   */
  trustedProxies: number
  /** the staff sign-in's throttle (src/features/signIn/throttle.ts) */
  signIn: SignInSettings
  /** origins besides the site itself that may call the public API from a browser */
  corsOrigins: string[]
  /** run queued and scheduled jobs (mail retries, retention) inside this server */
  jobsAutoRun: boolean
  /** where uploaded media are stored when not in `mediaDir` */
  s3: S3Settings | null
  /** shared page/data cache and enquiry rate limit of several instances; none: this process's own */
  redisUrl?: string
  /** Reading it validates it: the build never reads it, the server always does. */
  readonly payloadSecret: string
}

function emptyToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(source)) out[key] = value === '' ? undefined : value
  return out
}

function databaseFrom(url: string | undefined, isDev: boolean, dataDir: string): DatabaseConfig {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url }
  if (url && url.startsWith('file:')) {
    const file = path.resolve(url.slice('file:'.length))
    return { kind: 'sqlite', url: `file:${file}`, file }
  }
  if (url)
    throw new ConfigError(
      `DATABASE_URL must start with postgres://, postgresql:// or file: (got "${url.split(':')[0]}:")`,
    )
  // Development pushes its schema freely, so it never touches the file that production migrates.
  const file = path.join(dataDir, isDev ? 'dev.db' : 'site.db')
  return { kind: 'sqlite', url: `file:${file}`, file }
}

function s3From(e: z.infer<typeof schema>): S3Settings | null {
  const bucket = e.S3_BUCKET
  if (!bucket) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
    ).filter((key) => e[key] !== undefined)
    if (stray.length)
      throw new ConfigError(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store media in that bucket, or remove them to keep media on the local disk`,
      )
    return null
  }
  const missing = (['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((key) => !e[key])
  if (missing.length)
    throw new ConfigError(
      `S3_BUCKET is set, so ${missing.join(', ')} must be set too (media are stored in the bucket "${bucket}")`,
    )
  return {
    bucket,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
  }
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(emptyToUndefined(source))
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`Invalid environment: ${details}`)
  }
  const e = parsed.data
  const isBuild = e.NEXT_PHASE === 'phase-production-build'
  const isDev = e.NODE_ENV === 'development'
  const dataDir = path.resolve(e.DATA_DIR ?? 'data')
  const port = e.PORT
  if (e.ADMIN_PASSWORD && !isBuild) {
    const problem = passwordProblem(e.ADMIN_PASSWORD)
    if (problem) throw new ConfigError(problem)
  }
  return {
    nodeEnv: e.NODE_ENV,
    isBuild,
    isDev,
    database: databaseFrom(e.DATABASE_URL, isDev, dataDir),
    port,
    siteUrl: (e.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    seed: e.SEED,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    mail: {
      sales: e.SALES_EMAIL,
      hr: e.HR_EMAIL,
      captureDir: path.resolve(e.MAIL_CAPTURE_DIR ?? path.join(dataDir, 'mail')),
    },
    enquiry: {
      rateLimit: e.ENQUIRY_RATE_LIMIT,
      requestLimit: e.ENQUIRY_REQUEST_LIMIT,
      rateWindowSeconds: e.ENQUIRY_RATE_WINDOW_SECONDS,
      minFillMs: e.ENQUIRY_MIN_FILL_MS,
      powBits: e.ENQUIRY_POW_BITS,
      retentionDays: e.ENQUIRY_RETENTION_DAYS,
      retentionSchedule: e.ENQUIRY_RETENTION_SCHEDULE,
    },
    trustedProxies: e.TRUSTED_PROXIES,
    signIn: {
      failuresPerClient: e.SIGNIN_FAILURES_PER_CLIENT,
      failuresPerAccount: e.SIGNIN_FAILURES_PER_ACCOUNT,
      resetsPerClient: e.SIGNIN_RESETS_PER_CLIENT,
      windowSeconds: e.SIGNIN_WINDOW_SECONDS,
    },
    corsOrigins: e.API_CORS_ORIGINS,
    jobsAutoRun: e.JOBS_AUTORUN === 'on',
    // The build stores no file, so it needs neither the bucket nor its keys.
    s3: isBuild ? null : s3From(e),
    redisUrl: e.REDIS_URL,
    get payloadSecret(): string {
      // The build only compiles; it never signs a token, so it may run without a secret.
      if (isBuild && !e.PAYLOAD_SECRET) return 'build-phase-placeholder-never-used-to-sign-anything'
      const problem = secretProblem(e.PAYLOAD_SECRET)
      if (problem) {
        throw new ConfigError(
          `${problem}. Run "npm start" once to generate one into .env.local, or set a random value of at least ${MIN_SECRET_LENGTH} characters.`,
        )
      }
      return e.PAYLOAD_SECRET as string
    },
  }
}

export const env: Env = readEnv()
