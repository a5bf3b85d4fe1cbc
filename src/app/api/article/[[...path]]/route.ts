import { article } from '@/features/publicApi/handlers'
import { apiRoute } from '@/features/publicApi/route'

export const dynamic = 'force-dynamic'

/** `GET /api/article/{id}` */
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(article)
