import { dopAnswer } from '@/features/documents/dop'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ number: string; file: string }> }

/** `GET /api/dop/<number>/<lang>.pdf`: a declaration of performance as it was issued. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { number, file } = await params
  return dopAnswer(request, number, file)
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  const { number, file } = await params
  return dopAnswer(request, number, file)
}
