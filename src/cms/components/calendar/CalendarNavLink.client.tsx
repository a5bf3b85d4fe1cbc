'use client'

import { calendarLabels as C } from '@/cms/calendar/labels'

import { StaffViewLink } from '../StaffViewLink.client'

/** In the admin's menu, for those who edit content: the scheduled changes. */
export function CalendarNavLink() {
  return <StaffViewLink view="calendar" label={C.title} />
}
