import type { Field } from 'payload'

import { calendarLabels } from './labels'

/** The header's list of what is scheduled for a document or global (`PendingSchedule`). */
export const pendingSchedule = (entity: string, kind: 'collection' | 'global') => ({
  path: '@/cms/components/calendar/PendingSchedule#PendingSchedule',
  serverProps: { entity, kind },
})

/** The scheduling dialog's time list: a 24-hour clock, every quarter of an hour. */
export const SCHEDULE_PICKER = { timeFormat: 'HH:mm', timeIntervals: 15 }

/** Payload's publish button, its scheduling dialog starting in the editor's own time zone. */
export const ZONED_PUBLISH = '@/cms/components/calendar/ZonedPublishButton.client#ZonedPublishButton'

/**
 * The lists' column of what is scheduled for each document (`ScheduleCell`): a field with no data
 * and no form of its own, shown among the default columns.
 */
export const scheduledColumn = {
  name: 'scheduled',
  type: 'ui',
  label: calendarLabels.pending,
  admin: {
    components: { Cell: '@/cms/components/calendar/ScheduleCell#ScheduleCell', Field: false },
    disableBulkEdit: true,
  },
} satisfies Field
