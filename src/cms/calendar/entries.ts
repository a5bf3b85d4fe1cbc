import type { CollectionSlug, Payload, Where } from 'payload'

import { titleOf } from '@/cms/audit/hooks'
import { isLocale, type Locale } from '@/i18n/locales'

/** One scheduled change: a publish or unpublish of a document or global, in one language or all. */
export type ScheduledEntry = {
  id: number | string
  action: 'publish' | 'unpublish'
  /** the language published alone; null for all languages */
  locale: Locale | null
  target: { kind: 'collection'; slug: string; id: string } | { kind: 'global'; slug: string }
  title: string
  /** when it falls (or fell) due, ISO */
  due: string
  /** it fell due and was refused: a language lacks approval */
  waiting: boolean
  /** who scheduled it, if an account did */
  user: number | string | null
}

type Job = {
  id: number | string
  waitUntil?: string | null
  hasError?: boolean | null
  completedAt?: string | null
  createdAt?: string
  log?: { executedAt?: string }[] | null
  input?: {
    type?: string
    locale?: string
    doc?: { relationTo?: string; value?: string | number }
    global?: string
    user?: { value?: number | string } | number | string | null
  }
}

const MAX = 1000

/**
 * Every scheduled publish and unpublish still waiting (Payload's `schedulePublish` jobs, which a
 * run deletes once done), with the title of its document, and those that fell due without
 * approval (failed by the approval gate, kept). Optionally of one document or global only, and
 * without reading the documents' titles.
 */
export async function scheduledEntries(
  payload: Payload,
  options: { target?: ScheduledEntry['target']; titleLocale?: Locale; titles?: boolean } = {},
): Promise<ScheduledEntry[]> {
  const where: Where[] = [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }]
  const jobs = (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: where },
      sort: 'waitUntil',
      limit: MAX,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs as unknown as Job[]
  const target = options.target
  const entries: ScheduledEntry[] = []
  for (const job of jobs) {
    const input = job.input ?? {}
    const entryTarget: ScheduledEntry['target'] | null = input.doc?.relationTo
      ? { kind: 'collection', slug: input.doc.relationTo, id: String(input.doc.value) }
      : input.global
        ? { kind: 'global', slug: input.global }
        : null
    // A job that failed when due has its time dropped by Payload: the time it ran is when it fell due.
    const due = job.waitUntil ?? job.log?.at(-1)?.executedAt ?? job.createdAt
    if (!entryTarget || !due) continue
    if (
      target &&
      (target.slug !== entryTarget.slug ||
        (target.kind === 'collection' && entryTarget.kind === 'collection' && target.id !== entryTarget.id))
    )
      continue
    const user =
      typeof input.user === 'object' && input.user !== null ? (input.user.value ?? null) : (input.user ?? null)
    entries.push({
      id: job.id,
      action: input.type === 'unpublish' ? 'unpublish' : 'publish',
      locale: isLocale(input.locale) ? input.locale : null,
      target: entryTarget,
      title: entryTarget.slug,
      due,
      waiting: Boolean(job.hasError),
      user,
    })
  }
  // Without titles (a list's rows have theirs): each entry keeps its kind of content as its title.
  if (options.titles === false) return entries
  // Titles: one read per kind of content and language, each entry's in its own language (the
  // language asked for where it changes all of them).
  const fallback = options.titleLocale ?? 'de'
  const wanted = new Map<string, { slug: string; locale: Locale; ids: Set<string> }>()
  for (const e of entries)
    if (e.target.kind === 'collection') {
      const locale = e.locale ?? fallback
      const key = `${e.target.slug}|${locale}`
      const group = wanted.get(key) ?? { slug: e.target.slug, locale, ids: new Set<string>() }
      group.ids.add(e.target.id)
      wanted.set(key, group)
    }
  const titles = new Map<string, string>()
  for (const { slug, locale, ids } of wanted.values()) {
    const config = payload.collections[slug as CollectionSlug]?.config
    if (!config) continue
    const found = await payload.find({
      collection: slug as CollectionSlug,
      where: { id: { in: [...ids] } },
      locale,
      draft: true,
      depth: 0,
      limit: ids.size,
      pagination: false,
      overrideAccess: true,
      trash: true,
    })
    for (const doc of found.docs as unknown as Record<string, unknown>[])
      titles.set(`${slug}:${String(doc.id)}:${locale}`, titleOf(config, doc))
  }
  for (const e of entries) {
    if (e.target.kind === 'collection')
      e.title = titles.get(`${e.target.slug}:${e.target.id}:${e.locale ?? fallback}`) ?? `#${e.target.id}`
    else {
      const label = payload.config.globals.find((g) => g.slug === e.target.slug)?.label
      e.title =
        typeof label === 'string' ? label : ((label as Record<string, string> | undefined)?.[fallback] ?? e.target.slug)
    }
  }
  return entries
}

/** The admin's address of an entry's document, opened in its language. */
export function entryHref(adminRoute: string, entry: ScheduledEntry): string {
  const path =
    entry.target.kind === 'global'
      ? `${adminRoute}/globals/${entry.target.slug}`
      : `${adminRoute}/collections/${entry.target.slug}/${entry.target.id}`
  return entry.locale ? `${path}?locale=${entry.locale}` : path
}
