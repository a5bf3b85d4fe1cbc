import { processLimiter } from '@/features/enquiry/limiter'
import type { RateLimiter } from '@/features/enquiry/rateLimit'

/** Documents made per request for one client address: a Merkliste PDF costs up to 50 pictures and a font subset. */
export const DOCUMENT_LIMIT = { requests: 12, windowMs: 60_000 } as const

/** The limiter of documents made per request (the Merkliste PDF), shared like the enquiries'. */
export const documentLimiter = (): RateLimiter => processLimiter('documents')
