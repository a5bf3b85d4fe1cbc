import { submissionRoute } from '@/features/enquiry/route'

export const dynamic = 'force-dynamic'

/**
 * `POST /api/showroom/{slug}/appointment`: a visitor asks the showroom for an appointment. The
 * enquiry form's protections (challenge, idempotency key, rate limits) and field rules, stored in
 * the enquiry inbox as a kind of its own and told to the showroom and its market's sales team.
 * (Not under `/api/showrooms`: that path is the collection's REST API.)
 */
export const { POST, OPTIONS, GET, PUT, PATCH, DELETE } = submissionRoute<{ slug: string }>(({ slug }) => ({
  showroom: slug,
}))
