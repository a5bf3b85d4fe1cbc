import type { CollectionConfig } from 'payload'

import { canEditContent, publishedOrStaff } from '@/cms/access/roles'
import { revalidateCollectionHooks } from '@/cms/hooks/revalidate'

/**
 * A public content collection: drafts and versions on, visitors read published documents
 * only, admins and editors write, and every published change revalidates the site's cache.
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
      afterChange: [...(config.hooks?.afterChange ?? []), ...revalidate.afterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), ...revalidate.afterDelete],
    },
  }
}
