import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'

import { hasDrafts } from '@/cms/hooks/publication'
import { inAdminLanguage, t } from '@/cms/labels'
import { isLimited } from '@/cms/translation/limits'

/** What Payload's schedule-publish server function is asked (a new schedule, or `deleteID` to cancel one). */
export type ScheduleArgs = {
  deleteID?: number | string
  doc?: { relationTo?: string; value?: number | string }
  global?: string
}

const refused = t(
  'Veröffentlichungen planen und geplante absagen darf nur, wer das Dokument veröffentlichen darf.',
  '只有有权发布该文档的人才能计划发布或取消计划。',
  'Only those who may publish the document may schedule its publishing or cancel a schedule.',
  'Solo chi può pubblicare il documento può pianificarne la pubblicazione o annullarla.',
  'Seules les personnes autorisées à publier le document peuvent en planifier la publication ou l’annuler.',
  'Solo quien puede publicar el documento puede programar su publicación o cancelarla.',
)

/** Whether `req.user` may publish the target: the update right its collection or global asks with `_status: 'published'`. */
async function mayPublish(req: PayloadRequest, target: Pick<ScheduleArgs, 'doc' | 'global'>): Promise<boolean> {
  const { payload } = req
  const data = { _status: 'published' }
  if (target.doc?.relationTo) {
    const config = payload.collections[target.doc.relationTo as keyof typeof payload.collections]?.config
    const id = target.doc.value
    if (!config || !hasDrafts(config) || id === undefined || !/^[1-9]\d{0,15}$/.test(String(id))) return false
    const access = config.access?.update
    const result = access ? await access({ req, id: Number(id), data }) : Boolean(req.user)
    if (result === true) return true
    if (!result || typeof result !== 'object') return false
    const where: Where = { and: [{ id: { equals: id } }, result] }
    return (
      (await payload.count({ collection: config.slug as never, where, overrideAccess: true, trash: true })).totalDocs >
      0
    )
  }
  if (target.global) {
    const config = payload.config.globals.find((g) => g.slug === target.global)
    if (!config || !hasDrafts(config)) return false
    const access = config.access?.update
    return access ? (await access({ req, data })) === true : Boolean(req.user)
  }
  return false
}

/**
 * Why `user` may not schedule or cancel this publish, in the admin's language, or null when they
 * may. Payload's own server function asks only for admin access: any staff account (sales, HR, a
 * translator) could queue or cancel another editor's scheduled publish by job id. Here the right
 * is the one a publish of that document asks: editors and admins with every language, never an
 * account limited to some languages, never sales or HR; a cancel is checked against the document
 * the schedule names.
 */
export async function schedulePublishRefusal(
  payload: Payload,
  user: PayloadRequest['user'],
  args: ScheduleArgs,
  language?: string,
): Promise<string | null> {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  const say = () => inAdminLanguage(refused, { i18n: { language: language ?? req.i18n?.language } })
  if (!user || isLimited(req)) return say()
  const targets: Pick<ScheduleArgs, 'doc' | 'global'>[] = []
  if (args.deleteID !== undefined) {
    const job = await payload
      .findByID({ collection: 'payload-jobs', id: args.deleteID, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!job || job.taskSlug !== 'schedulePublish') return say()
    targets.push((job.input ?? {}) as Pick<ScheduleArgs, 'doc' | 'global'>)
  }
  if (args.doc || args.global) targets.push({ doc: args.doc, global: args.global })
  if (targets.length === 0) return say()
  for (const target of targets) if (!(await mayPublish(req, target))) return say()
  return null
}
