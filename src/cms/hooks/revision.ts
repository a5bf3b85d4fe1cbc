import type { CollectionBeforeChangeHook, Field } from 'payload'

import { type AdminText, t } from '@/cms/labels'

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

/** The two fields, read-only in the admin's sidebar (set by `countRevision` only); `printed` says where the number stands. */
export const revisionFieldsOf = (printed: AdminText): Field[] => [
  {
    name: 'revision',
    type: 'number',
    // A copy starts its own count: its first publication is revision 1.
    hooks: { beforeDuplicate: [() => null] },
    label: t('Revision', '修订号', 'Revision', 'Revisione', 'Révision', 'Revisión'),
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: printed,
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

/** A product's: the number stands on its data sheet, its CAD files and its manual. */
export const revisionFields = revisionFieldsOf(
  t(
    'Zählt jede Veröffentlichung; steht mit dem Datum auf Datenblatt, CAD-Dateien und Montageanleitung.',
    '每次发布加一；以“版本 N”连同日期印在产品数据表、CAD 文件和安装说明上。',
    'Counts every publication; printed with the date on the data sheet, the CAD files and the manual.',
    'Conta ogni pubblicazione; compare con la data su scheda tecnica, file CAD e istruzioni di montaggio.',
    'Compte chaque publication ; figure avec la date sur la fiche technique, les fichiers CAO et la notice de montage.',
    'Cuenta cada publicación; figura con la fecha en la ficha técnica, los archivos CAD y las instrucciones de montaje.',
  ),
)

/** An installation guide's: it adds to the number on every manual made from it. */
export const guideRevisionFields = revisionFieldsOf(
  t(
    'Zählt jede Veröffentlichung; jede hebt die Revision der Montageanleitungen aller Produkte dieser Art.',
    '每次发布加一；每次发布都会提高此类所有产品安装说明的版本号。',
    'Counts every publication; each raises the revision of the manuals of every product of this kind.',
    'Conta ogni pubblicazione; ognuna alza la revisione delle istruzioni di tutti i prodotti di questo tipo.',
    'Compte chaque publication ; chacune élève la révision des notices de tous les produits de ce type.',
    'Cuenta cada publicación; cada una eleva la revisión de las instrucciones de todos los productos de este tipo.',
  ),
)
