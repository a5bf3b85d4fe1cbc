import type { CollectionBeforeChangeHook, Field } from 'payload'

import { t } from '@/cms/labels'

import { changedPublic } from './publication'

/**
 * A product's revision, as its data sheet states it: how often it has been published, and when
 * last. Counted in the document itself, so the number keeps rising for as long as the product
 * lives (Payload keeps only the newest versions, and drafts and autosaves push published ones out).
 *
 * Every write sets both fields from the stored document, never from what the form sent: a draft
 * saved from a form opened before the last publish cannot carry an older number. A publish (a
 * save with `_status: 'published'`, a restore as published, a scheduled publish coming due) raises
 * the number by one from the higher of the newest version's and the live document's; a draft save,
 * an autosave, a restore as a draft and an unpublish keep it.
 */
export const countRevision: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  type Counted = { id?: unknown; revision?: unknown; revisedAt?: unknown }
  const previous = (originalDoc ?? {}) as Counted
  // `sameRevision`: a write that completes a publication already counted (the demo content's
  // further languages of one first publication); never set by a request from the admin.
  const publishes =
    !req.context.sameRevision &&
    data._status === 'published' &&
    changedPublic(collection, { id: previous.id, _status: data._status }, req.context, operation)
  if (!publishes) return { ...data, revision: previous.revision ?? null, revisedAt: previous.revisedAt ?? null }
  let live = 0
  if (operation === 'update' && previous.id !== undefined) {
    const stored = (await req.payload.db.findOne({
      collection: collection.slug,
      where: { id: { equals: previous.id } },
      req,
    })) as Counted | null
    live = Number(stored?.revision ?? 0)
  }
  const revision = Math.max(Number(previous.revision ?? 0), live) + 1
  return { ...data, revision, revisedAt: new Date().toISOString() }
}

/** The two fields, read-only in the admin's sidebar (set by `countRevision` only). */
export const revisionFields: Field[] = [
  {
    name: 'revision',
    type: 'number',
    // A copy starts its own count: its first publication is revision 1.
    hooks: { beforeDuplicate: [() => null] },
    label: t('Revision', '修订号', 'Revision', 'Revisione', 'Révision', 'Revisión'),
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: t(
        'Zählt jede Veröffentlichung; steht mit dem Datum auf dem Datenblatt.',
        '每次发布加一；以“版本 N”连同日期印在产品数据表上。',
        'Counts every publication; printed with the date on the data sheet.',
        'Conta ogni pubblicazione; compare con la data sulla scheda tecnica.',
        'Compte chaque publication ; figure avec la date sur la fiche technique.',
        'Cuenta cada publicación; figura con la fecha en la ficha técnica.',
      ),
    },
  },
  {
    name: 'revisedAt',
    type: 'date',
    hooks: { beforeDuplicate: [() => null] },
    label: t(
      'Zuletzt veröffentlicht',
      '最近发布',
      'Last published',
      'Ultima pubblicazione',
      'Dernière publication',
      'Última publicación',
    ),
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' },
    },
  },
]
