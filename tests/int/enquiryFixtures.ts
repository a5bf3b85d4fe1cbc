import type { EnquirySettings } from '@/env'

/** The enquiry endpoint with its bot checks off and a limit no test reaches. */
export const openSettings: EnquirySettings = {
  rateLimit: 1000,
  requestLimit: 0,
  rateWindowSeconds: 600,
  minFillMs: 0,
  powBits: 0,
  retentionDays: 180,
  retentionSchedule: '0 30 3 * * *',
}
