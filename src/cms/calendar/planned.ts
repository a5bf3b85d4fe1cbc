import type { CollectionSlug, Field, Payload } from 'payload'

import { titleOf } from '@/cms/audit/hooks'
import { t } from '@/cms/labels'
import type { Locale } from '@/i18n/locales'

/** What a planned date means: a news article's intended publication, a product's launch. */
export type PlannedKind = 'news' | 'launch'

/** The kinds of content with a planned date, and what it means for each. */
export const PLANNED: Record<string, PlannedKind> = { news: 'news', products: 'launch' }

export const plannedLabels = {
  news: t(
    'Geplantes Erscheinen',
    '计划发布日期',
    'Planned publication',
    'Pubblicazione prevista',
    'Parution prévue',
    'Publicación prevista',
  ),
  launch: t(
    'Geplante Markteinführung',
    '计划上市日期',
    'Planned launch',
    'Lancio previsto',
    'Lancement prévu',
    'Lanzamiento previsto',
  ),
  help: t(
    'Für den Kalender der Redaktion („Geplante Änderungen“); veröffentlicht nichts von selbst.',
    '用于编辑日历（“计划的更改”）；不会自动发布任何内容。',
    'For the editors’ calendar (“Scheduled changes”); publishes nothing by itself.',
    'Per il calendario della redazione («Modifiche programmate»); non pubblica nulla da sé.',
    'Pour le calendrier de la rédaction (« Modifications planifiées ») ; ne publie rien par lui-même.',
    'Para el calendario de la redacción («Cambios programados»); no publica nada por sí mismo.',
  ),
}

/** The date editors plan a news article or a launch for, shown in the calendar beside the schedules. */
export function plannedField(kind: PlannedKind): Field {
  return {
    name: 'plannedFor',
    type: 'date',
    index: true,
    label: plannedLabels[kind],
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
      description: plannedLabels.help,
    },
  }
}

/** A planned date of a document: its day (ISO), kind and title. */
export type PlannedEntry = {
  id: string
  kind: PlannedKind
  target: { kind: 'collection'; slug: string; id: string }
  title: string
  due: string
}

/**
 * The planned dates from `from` on (ISO; all without it), of documents not in the trash, with
 * their titles in `titleLocale`, soonest first.
 */
export async function plannedEntries(
  payload: Payload,
  { from, titleLocale = 'de' }: { from?: string; titleLocale?: Locale } = {},
): Promise<PlannedEntry[]> {
  const out: PlannedEntry[] = []
  for (const [slug, kind] of Object.entries(PLANNED)) {
    const config = payload.collections[slug as CollectionSlug]?.config
    if (!config) continue
    const found = await payload.find({
      collection: slug as CollectionSlug,
      where: from ? { plannedFor: { greater_than_equal: from } } : { plannedFor: { exists: true } },
      locale: titleLocale,
      draft: true,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of found.docs as unknown as Record<string, unknown>[]) {
      if (typeof doc.plannedFor !== 'string') continue
      const id = String(doc.id)
      out.push({
        id: `planned-${slug}-${id}`,
        kind,
        target: { kind: 'collection', slug, id },
        title: titleOf(config, doc),
        due: doc.plannedFor,
      })
    }
  }
  return out.sort((a, b) => a.due.localeCompare(b.due))
}
