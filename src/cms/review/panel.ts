import type { Field } from 'payload'

/**
 * The approval panel in the sidebar of every document and global (`ReviewPanel`): it shows
 * itself only where the settings ask for approval. No data.
 */
export const reviewFields: Field[] = [
  {
    name: 'review',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '@/cms/components/review/ReviewPanel.client#ReviewPanel' },
      disableListColumn: true,
    },
  },
]
