import { catsAndProducts } from '@/features/publicApi/handlers'
import { apiRoute } from '@/features/publicApi/route'

export const dynamic = 'force-dynamic'

/** `GET /api/cats`, `/api/cats/{id}/products` and `/api/cats/root/{id}/products` (spec section 7). */
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(catsAndProducts)
