import { apiRoute } from '@/features/publicApi/route'
import { tradeVariants } from '@/features/publicApi/tradeVariants'

export const dynamic = 'force-dynamic'

/** `GET /api/catalogue/variants`, `?gtin=`, `?updatedSince=`, and `GET /api/catalogue/variants/{article}` */
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(tradeVariants)
