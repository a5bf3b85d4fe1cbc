import { categoryArticles } from '@/features/publicApi/handlers'
import { apiRoute } from '@/features/publicApi/route'

export const dynamic = 'force-dynamic'

/** `GET /api/category/{id}/articles` */
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(categoryArticles)
