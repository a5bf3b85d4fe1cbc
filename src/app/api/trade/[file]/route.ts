import { feedAnswer } from '@/features/trade/feedAnswer'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ file: string }> }

/** `GET /api/trade/<file>`: the trade feeds (BMEcat per language, ETIM xChange, their report). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return feedAnswer(request, (await params).file)
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  return feedAnswer(request, (await params).file)
}
