import type { CollectionConfig, GlobalConfig } from 'payload'

import { mapFields } from '@/cms/fields/walk'
import { hasDrafts } from '@/cms/hooks/publication'
import type { AdminText } from '@/cms/labels'

/** The settings' field that lists the kinds of content needing approval. */
const FIELD = 'approvalKinds'

const labelOf = (label: unknown, fallback: string): AdminText | string =>
  typeof label === 'string' || (label && typeof label === 'object' && 'de' in label) ? (label as AdminText) : fallback

/**
 * The kinds of content an administrator can ask approval for: every collection and global that
 * keeps drafts (a publish is a step of its own there), each with the admin's label.
 */
export function approvalOptions(collections: CollectionConfig[], globals: GlobalConfig[]) {
  return [
    ...collections.filter(hasDrafts).map((c) => ({ value: c.slug, label: labelOf(c.labels?.plural, c.slug) })),
    ...globals.filter(hasDrafts).map((g) => ({ value: g.slug, label: labelOf(g.label, g.slug) })),
  ]
}

/** The globals with the settings' list of kinds filled in (it cannot name them where it is defined). */
export function withApprovalKinds(collections: CollectionConfig[], globals: GlobalConfig[]): GlobalConfig[] {
  const options = approvalOptions(collections, globals)
  return globals.map((global) =>
    global.slug !== 'site-settings'
      ? global
      : {
          ...global,
          fields: mapFields(global.fields, (field) =>
            'name' in field && field.name === FIELD && field.type === 'select' ? { ...field, options } : field,
          ),
        },
  )
}

/**
 * The demo's choice: the legal pages, the products (claims and prices), the page texts and the site
 * settings need approval; news, series and the rest are published by their editors.
 */
export function demoApprovalKinds(globals: readonly { slug: string }[]): string[] {
  // Each screen's texts are a global named `<screen>-page`.
  const pageTexts = globals.filter((g) => g.slug.endsWith('-page')).map((g) => g.slug)
  return ['legal-pages', 'products', 'site-settings', ...pageTexts]
}
