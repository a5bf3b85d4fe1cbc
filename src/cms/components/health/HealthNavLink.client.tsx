'use client'

import { healthLabels as H } from '@/cms/health/labels'

import { StaffViewLink } from '../StaffViewLink.client'

/** In the admin's menu, for those who edit content: the content's health. */
export function HealthNavLink() {
  return <StaffViewLink view="health" label={H.title} />
}
