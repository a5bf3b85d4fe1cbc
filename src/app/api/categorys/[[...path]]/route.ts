import { articleCategories } from '@/features/publicApi/handlers'
import { apiRoute } from '@/features/publicApi/route'

export const dynamic = 'force-dynamic'

/** `GET /api/categorys`: the article categories (spec section 7). */
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(articleCategories)
