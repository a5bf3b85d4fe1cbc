/**
 * Cache tag builders, shared by the readers in `src/lib/cms` (which attach them) and the
 * Payload hooks (which revalidate them), so both always speak of the same tags.
 */
export const cacheTags = {
  collection: (slug: string): string => `collection:${slug}`,
  global: (slug: string): string => `global:${slug}`,
} as const
