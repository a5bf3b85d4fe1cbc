import type { CollectionConfig } from 'payload'

import { canEditContent, publishedOrStaff } from '@/cms/access/roles'
import { noteCollectionSave } from '@/cms/hooks/publication'
import { revalidateCollectionHooks } from '@/cms/hooks/revalidate'

/**
 * A public content collection: drafts and versions on, visitors read published documents
 * only, admins and editors write, and every change visitors can see (a publish, an unpublish, a
 * restore, a delete) revalidates the site's cache; a draft saved beside the live document does not.
 */
export function contentCollection(config: CollectionConfig): CollectionConfig {
  const revalidate = revalidateCollectionHooks(config.slug)
  return {
    ...config,
    access: {
      read: publishedOrStaff,
      readVersions: canEditContent,
      create: canEditContent,
      update: canEditContent,
      delete: canEditContent,
      ...config.access,
    },
    versions: { drafts: true, maxPerDoc: 25 },
    defaultSort: config.defaultSort ?? 'order',
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), noteCollectionSave],
      afterChange: [...(config.hooks?.afterChange ?? []), ...revalidate.afterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), ...revalidate.afterDelete],
    },
  }
}
