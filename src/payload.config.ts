import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { it } from '@payloadcms/translations/languages/it'
import { zh } from '@payloadcms/translations/languages/zh'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nodemailer from 'nodemailer'
import {
  buildConfig,
  type CollectionConfig,
  type DatabaseAdapterObj,
  type GlobalConfig,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'
import sharp from 'sharp'

import { hasRole } from '@/cms/access/roles'
import { AuditEntries, auditEntities } from '@/cms/audit/AuditEntries'
import { auditRetentionTask } from '@/cms/audit/retention'
import { Banners } from '@/cms/collections/Banners'
import { Cases } from '@/cms/collections/Cases'
import { Certificates, TestReports } from '@/cms/collections/Certificates'
import { CompanyFacts, LegalPages } from '@/cms/collections/CompanyFacts'
import { Declarations } from '@/cms/collections/Declarations'
import { Enquiries } from '@/cms/collections/enquiries/Enquiries'
import { enquiryMailTask, enquiryRetentionTask, MAIL_QUEUE, MAINTENANCE_QUEUE } from '@/cms/collections/enquiries/tasks'
import { Guarantees } from '@/cms/collections/Guarantees'
import { Exhibitions, HistoryEntries } from '@/cms/collections/History'
import { InstallationGuides } from '@/cms/collections/InstallationGuides'
import { JobOpenings } from '@/cms/collections/JobOpenings'
import { Media } from '@/cms/collections/Media'
import { News, NewsCategories } from '@/cms/collections/News'
import { Offices } from '@/cms/collections/Offices'
import { ProductCategories } from '@/cms/collections/ProductCategories'
import { Products } from '@/cms/collections/Products'
import { Redirects } from '@/cms/collections/Redirects'
import { SearchEntries } from '@/cms/collections/SearchEntries'
import { Series } from '@/cms/collections/Series'
import { Showrooms } from '@/cms/collections/Showrooms'
import { ServiceGuarantees, ShowroomCountries } from '@/cms/collections/SmallContent'
import { TechnologyLines } from '@/cms/collections/TechnologyLines'
import { Users } from '@/cms/collections/Users'
import { captureTransport } from '@/cms/email/mailCapture'
import { richTextEditor } from '@/cms/fields/richText'
import { Navigation } from '@/cms/globals/Navigation'
import { pageGlobals } from '@/cms/globals/Pages'
import { SearchSynonyms } from '@/cms/globals/SearchSynonyms'
import { SiteSettings } from '@/cms/globals/SiteSettings'
import { HealthReports, SearchMisses } from '@/cms/health/collections'
import { adminTexts } from '@/cms/i18n/adminTexts'
import { releaseAbandonedJobsRegularly } from '@/cms/jobs/abandoned'
import { closeOpeningTask } from '@/cms/jobs/closeOpenings'
import { contentHealthTask, HEALTH_QUEUE } from '@/cms/jobs/contentHealth'
import { runJobsOnce } from '@/cms/jobs/runOnce'
import { refuseGlobalUnpublishSchedules, SCHEDULED_PUBLISH_QUEUE } from '@/cms/jobs/scheduledPublish'
import { TRADE_QUEUE, tradeFeedsTask } from '@/cms/jobs/tradeFeeds'
import { translationMemoryTask } from '@/cms/jobs/translationMemory'
import { languageNames } from '@/cms/labels'
import { mediaVisibilityPlugin } from '@/cms/media/visibility'
import { livePreview } from '@/cms/preview'
import { withApprovalKinds } from '@/cms/review/kinds'
import { Reviews } from '@/cms/review/Reviews'
import { searchIndexPlugin } from '@/cms/search/plugin'
import { cachingSharp } from '@/cms/seed/sizeCache'
import { mediaStorage } from '@/cms/storage/s3'
import { translationCheckedEndpoint } from '@/cms/translation/checked'
import { filterAvailableLocales } from '@/cms/translation/limits'
import { TranslationMemory } from '@/cms/translation/memory/collection'
import {
  memoryLookupEndpoint,
  memoryTmxExportEndpoint,
  memoryTmxImportEndpoint,
} from '@/cms/translation/memory/endpoints'
import { xliffExportEndpoint, xliffImportEndpoint } from '@/cms/translation/xliffEndpoint'
import { env } from '@/env'
import { defaultLocale, locales } from '@/i18n/locales'
import { LARGEST_UPLOAD_BYTES } from '@/lib/downloads/kinds'
import { OFFICE_TIME_ZONE } from '@/lib/time/officeTime'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database(): DatabaseAdapterObj {
  const db = env.database
  // Development pushes the schema to its own database; everything else migrates.
  const push = env.isDev
  if (db.kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: db.url, max: 10, connectionTimeoutMillis: 5000 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push,
    })
  }
  if (!env.isBuild) fs.mkdirSync(path.dirname(db.file), { recursive: true })
  return sqliteAdapter({
    client: { url: db.url },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push,
    wal: true,
    busyTimeout: 5000,
  })
}

function mailTransport(): nodemailer.Transporter {
  if (env.smtpUrl) return nodemailer.createTransport(env.smtpUrl)
  // Without SMTP each message is written to a folder (data/mail) instead of being sent anywhere.
  return nodemailer.createTransport(captureTransport(env.mail.captureDir))
}

const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req, 'admin')

/**
 * Payload adds a global and a collection of its own with its default access, "any signed-in
 * user": the job scheduler's bookkeeping (`payload-jobs-stats`; a later "last run" there holds
 * back the nightly enquiry clean-up) and the list of applied migrations. Admins only, like the
 * jobs themselves; the scheduler, the migrations and the health check bypass access anyway.
 */
function adminOnlyInternals(config: SanitizedConfig): SanitizedConfig {
  for (const global of config.globals) {
    if (global.slug === 'payload-jobs-stats') global.access = { ...global.access, read: adminOnly, update: adminOnly }
  }
  for (const collection of config.collections) {
    if (collection.slug === 'payload-migrations') {
      collection.access = {
        ...collection.access,
        create: adminOnly,
        read: adminOnly,
        update: adminOnly,
        delete: adminOnly,
      }
    }
  }
  return config
}

const [fromName, fromAddress] = (() => {
  const match = /^(.*)<(.+)>$/.exec(env.mailFrom)
  return match ? [match[1]!.trim(), match[2]!.trim()] : ['SANHAUS', env.mailFrom]
})()

const collections: CollectionConfig[] = [
  Banners,
  ProductCategories,
  Series,
  Products,
  InstallationGuides,
  TechnologyLines,
  Cases,
  Certificates,
  TestReports,
  Declarations,
  HistoryEntries,
  Exhibitions,
  NewsCategories,
  News,
  JobOpenings,
  Offices,
  ServiceGuarantees,
  ShowroomCountries,
  Showrooms,
  CompanyFacts,
  LegalPages,
  Guarantees,
  Redirects,
  Enquiries,
  Reviews,
  HealthReports,
  SearchMisses,
  SearchEntries,
  TranslationMemory,
  Media,
  Users,
]
// The settings list the kinds of content needing approval, which they can name only once all exist.
const globals: GlobalConfig[] = withApprovalKinds(collections, [
  SiteSettings,
  Navigation,
  SearchSynonyms,
  ...pageGlobals,
])

export default buildConfig({
  serverURL: env.siteUrl,
  secret: env.payloadSecret,
  admin: {
    user: Users.slug,
    importMap: {
      baseDir: path.resolve(dirname),
      importMapFile: process.env.PAYLOAD_IMPORT_MAP_FILE ?? path.resolve(dirname, 'app/(payload)/admin/importMap.js'),
    },
    meta: { titleSuffix: ' · SANHAUS CMS' },
    // The scheduling dialog starts in the editor's own time zone (`ZonedPublishButton`), the
    // office's where the browser names none.
    timezones: { defaultTimezone: OFFICE_TIME_ZONE },
    // No Gravatar: the admin makes no request to a third party.
    avatar: 'default',
    // Opened at another address than SITE_URL, the session is refused there: say so, and where to go.
    components: {
      beforeLogin: ['@/cms/components/WrongOrigin#WrongOrigin'],
      beforeDashboard: [
        '@/cms/components/WrongOrigin#WrongOrigin',
        '@/cms/components/review/ReviewQueue#ReviewQueue',
        '@/cms/components/translation/TranslationTodo#TranslationTodo',
      ],
      providers: ['@/cms/components/translation/FieldMark.client#FieldMark'],
      // Which content language is being written, whenever it is not German; an account limited to
      // some languages is not offered the controls that change a list's rows.
      header: [
        '@/cms/components/translation/ContentLanguageBanner.client#ContentLanguageBanner',
        '@/cms/components/translation/LanguagesOnly.client#LanguagesOnly',
      ],
      afterNavLinks: [
        '@/cms/components/translation/TranslationNavLink#TranslationNavLink',
        '@/cms/components/calendar/CalendarNavLink.client#CalendarNavLink',
        '@/cms/components/health/HealthNavLink.client#HealthNavLink',
      ],
      views: {
        translations: {
          Component: '@/cms/components/translation/TranslationStatus#TranslationStatus',
          path: '/translations',
        },
        calendar: { Component: '@/cms/components/calendar/CalendarView#CalendarView', path: '/calendar' },
        health: { Component: '@/cms/components/health/HealthView#HealthView', path: '/health' },
      },
    },
    dateFormat: 'yyyy-MM-dd HH:mm',
    livePreview,
  },
  i18n: {
    supportedLanguages: { de, zh, en, it, fr, es },
    fallbackLanguage: 'de',
    // Payload's German says "du" (the project says "Sie"), and a few of its texts name Payload itself.
    translations: adminTexts,
  },
  localization: {
    // Each language named in the admin's language ("Italienisch", "意大利语"), in menus and dialogs.
    locales: locales.map((code) => ({ code, label: languageNames(code) })),
    defaultLocale,
    fallback: true,
    filterAvailableLocales,
  },
  collections: [...collections, AuditEntries(auditEntities(collections, globals))],
  // The translation board's "Geprüft" (`@/cms/translation/checked`), the agencies' XLIFF and the
  // translation memory's lookup and TMX (`@/cms/translation/xliffEndpoint`, `./memory/endpoints`).
  endpoints: [
    translationCheckedEndpoint,
    xliffExportEndpoint,
    xliffImportEndpoint,
    memoryLookupEndpoint,
    memoryTmxExportEndpoint,
    memoryTmxImportEndpoint,
  ],
  globals,
  plugins: [mediaVisibilityPlugin(), searchIndexPlugin(), mediaStorage(env.s3)],
  jobs: {
    // Payload adds its scheduled-publish task itself (versions with `schedulePublish`).
    tasks: [
      enquiryMailTask,
      enquiryRetentionTask,
      auditRetentionTask,
      closeOpeningTask,
      tradeFeedsTask,
      contentHealthTask,
      translationMemoryTask,
    ],
    // A job may replace one of its kind still waiting (a changed closing date: `closeOpenings.ts`).
    enableConcurrencyControl: true,
    deleteJobOnComplete: true,
    // Mail goes out within seconds of an enquiry, and a publish or unpublish an editor scheduled
    // (Payload queues those on its `default` queue) happens within seconds of its time; the
    // retention clean-up is scheduled nightly.
    autoRun: () =>
      env.jobsAutoRun && !env.isBuild
        ? [
            { cron: '*/5 * * * * *', queue: MAIL_QUEUE, limit: 20, silent: { info: true } },
            { cron: '*/3 * * * * *', queue: SCHEDULED_PUBLISH_QUEUE, limit: 20, silent: { info: true } },
            { cron: '0 * * * * *', queue: MAINTENANCE_QUEUE, limit: 5, silent: { info: true } },
            { cron: '*/10 * * * * *', queue: TRADE_QUEUE, limit: 1, silent: { info: true } },
            // The content health board: at most one check every 30 s however many publishes.
            { cron: '*/30 * * * * *', queue: HEALTH_QUEUE, limit: 1, silent: { info: true } },
          ]
        : [],
    access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: {
        ...defaultJobsCollection.access,
        read: adminOnly,
        update: adminOnly,
        delete: adminOnly,
        create: adminOnly,
      },
    }),
  },
  editor: richTextEditor,
  db: database(),
  email: nodemailerAdapter({
    defaultFromAddress: fromAddress,
    defaultFromName: fromName,
    transport: mailTransport(),
    skipVerify: true,
  }),
  // sharp itself; while the demo content is written, picture sizes made before are read back.
  sharp: cachingSharp(sharp),
  // The admin needs no GraphQL, so the endpoint does not exist at all.
  graphQL: { disable: true },
  // Multipart uploads stop at the media library's largest limit (BIM files) before they are read to
  // the end; each format's own limit is the upload guard's.
  upload: { limits: { fileSize: LARGEST_UPLOAD_BYTES } },
  typescript: {
    outputFile: process.env.PAYLOAD_TYPES_FILE ?? path.resolve(dirname, 'payload-types.ts'),
    // Only `npm run generate` writes the types: a test or a dev server that starts the CMS never
    // rewrites a source file behind the build's back (the schema test then finds stale types).
    autoGenerate: false,
  },
  telemetry: false,
  onInit: (payload) => {
    // A PostgreSQL restart ends idle pool connections with an 'error' event; unheard, Node would
    // end the whole server. Heard, the pool drops them and the next request reconnects.
    const pool = (
      payload.db as { pool?: { on: (event: 'error', fn: (error: Error & { code?: string }) => void) => void } }
    ).pool
    pool?.on('error', (error) => {
      if (error.code !== '57P01') payload.logger.error({ err: error, msg: 'PostgreSQL pool error' })
    })
    // Several instances on one database: each job is claimed, and each scheduled slot queued, once.
    runJobsOnce(payload)
    refuseGlobalUnpublishSchedules(payload)
    // A job whose instance ended before finishing it runs again after a lease.
    if (env.jobsAutoRun && !env.isBuild) releaseAbandonedJobsRegularly(payload)
  },
}).then(adminOnlyInternals)
