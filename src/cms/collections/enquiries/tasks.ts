import type { TaskConfig } from 'payload'

import { smtpUtf8Supported } from '@/cms/email/smtpUtf8'
import { finishTexts, globalFields, publishedScope, sourceIn } from '@/cms/fields/finish'
import { env } from '@/env'
import { parseEmail } from '@/lib/enquiry/email'
import { recipientsOf } from '@/lib/enquiry/markets'
import { hrefForSlug } from '@/lib/paths'
import type { Showroom } from '@/payload-types'

import { appointmentRecipients, composeEnquiryMail, type MailShowroom } from './mail'

export const MAIL_QUEUE = 'mail'
export const MAINTENANCE_QUEUE = 'maintenance'
/** First try plus retries, an hour apart at the end (exponential from 30 s). */
export const MAIL_ATTEMPTS = 8

/**
 * Sends the staff notification of one enquiry. A failure never touches the stored enquiry:
 * the job is retried with a growing delay, and its state is shown on the enquiry.
 */
export const enquiryMailTask: TaskConfig<'enquiryMail'> = {
  slug: 'enquiryMail',
  inputSchema: [{ name: 'enquiry', type: 'text', required: true }],
  retries: { attempts: MAIL_ATTEMPTS - 1, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req, job }) => {
    const { payload } = req
    const doc = await payload.findByID({
      collection: 'enquiries',
      id: input.enquiry,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    // Deleted in the meantime (spam, retention): nothing to tell anyone.
    if (!doc) return { output: {} }
    // The CMS's texts in the mail (the position, the market) as the site shows them in German
    // (`finishTexts`); what the visitor typed goes out as typed.
    const source = sourceIn(payload, publishedScope(req))
    const [position] =
      doc.job && typeof doc.job === 'object'
        ? await finishTexts(
            payload,
            payload.collections['job-openings'].config.fields,
            [doc.job],
            'de',
            'job-openings',
            source,
          )
        : [null]
    const jobTitle = position?.title ?? null
    const attempt = (job.totalTried ?? 0) + 1
    try {
      // The recipients of the enquiry's market as the settings name them now (a market removed
      // since: the site's own), in German for the names staff read. Read whole: Payload 3.90's
      // `select` leaves the recipients (texts with hasMany inside an array) empty.
      const [settings] = await finishTexts(
        payload,
        globalFields(payload, 'site-settings'),
        [await payload.findGlobal({ slug: 'site-settings', locale: 'de', depth: 0, overrideAccess: true })],
        'de',
        undefined,
        source,
      )
      const market = (settings?.markets ?? []).find((m) => m.key === doc.market) ?? null
      const smtpUtf8 = parseEmail(doc.email)?.utf8Local ? await smtpUtf8Supported(env.smtpUrl) : false
      const recipients = recipientsOf(market, doc.type === 'joinus', env.mail)
      // An appointment goes to its showroom as well (its page's address, as published), in German.
      const place = doc.showroom && typeof doc.showroom === 'object' ? (doc.showroom as Showroom) : null
      const showroom: MailShowroom | null = place
        ? {
            name: place.name,
            city: place.city,
            email: place.email,
            url: `${env.siteUrl}${hrefForSlug('de', 'showrooms', place.slug)}`,
          }
        : null
      const seriesTitles = (doc.series ?? []).flatMap((s) => (s && typeof s === 'object' ? [s.title] : []))
      const mail = composeEnquiryMail(doc, {
        to: showroom ? appointmentRecipients(showroom.email, recipients) : recipients,
        siteUrl: env.siteUrl,
        jobTitle,
        marketName: market?.name,
        smtpUtf8,
        showroom,
        seriesTitles,
      })
      await payload.sendEmail(mail)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await payload.update({
        collection: 'enquiries',
        id: doc.id,
        overrideAccess: true,
        data: {
          mail: {
            status: attempt >= MAIL_ATTEMPTS ? 'failed' : 'retrying',
            attempts: attempt,
            error: message.slice(0, 500),
          },
        },
      })
      throw error
    }
    await payload.update({
      collection: 'enquiries',
      id: doc.id,
      overrideAccess: true,
      context: { mailState: true },
      data: { mail: { status: 'sent', attempts: attempt, error: null, sentAt: new Date().toISOString() } },
    })
    return { output: {} }
  },
}

/**
 * Deletes enquiries and applications older than the retention period (default 180 days), on the
 * schedule of ENQUIRY_RETENTION_SCHEDULE (nightly at 03:30 by default). Each run logs one line
 * naming its slot, so the logs of several instances show that every slot ran once.
 */
export const enquiryRetentionTask: TaskConfig<'enquiryRetention'> = {
  slug: 'enquiryRetention',
  schedule: [{ cron: env.enquiry.retentionSchedule, queue: MAINTENANCE_QUEUE }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req, job }) => {
    const days = env.enquiry.retentionDays
    const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
    const result = await req.payload.delete({
      collection: 'enquiries',
      where: { createdAt: { less_than: cutoff } },
      overrideAccess: true,
      depth: 0,
    })
    if (result.errors.length) throw new Error(`retention: ${result.errors.length} enquiries could not be deleted`)
    const slot = job.waitUntil ? ` (slot ${new Date(job.waitUntil).toISOString()})` : ''
    req.payload.logger.info(`[jobs] retention: deleted ${result.docs.length} enquiries older than ${days} days${slot}`)
    return { output: { deleted: result.docs.length } }
  },
}
