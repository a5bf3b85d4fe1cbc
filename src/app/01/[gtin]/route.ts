import { resolveDigitalLink } from '@/features/gs1/resolver'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ gtin: string }> }

/** `GET /01/<GTIN>`: GS1 Digital Link, the address a carton's QR code carries. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return resolveDigitalLink(request, (await params).gtin)
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  const answer = await resolveDigitalLink(request, (await params).gtin)
  return new Response(null, { status: answer.status, headers: answer.headers })
}
