import { submissionRoute } from '@/features/enquiry/route'

export const dynamic = 'force-dynamic'

/** `POST /api/join`: the cooperation and job enquiry form (spec section 7). */
export const { POST, OPTIONS, GET, PUT, PATCH, DELETE } = submissionRoute()
