import { ads } from '@/features/publicApi/handlers'
import { apiRoute } from '@/features/publicApi/route'

export const dynamic = 'force-dynamic'

/** `GET /api/ads`: the home banners (spec section 7). */
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(ads)
