import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

/** The collection with `afterChange` and `afterDelete` hooks run after its own. */
export function appendHooks(
  collection: CollectionConfig,
  hooks: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook },
): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), hooks.afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), hooks.afterDelete],
    },
  }
}
