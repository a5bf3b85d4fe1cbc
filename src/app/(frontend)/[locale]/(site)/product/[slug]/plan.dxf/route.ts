import { cadAnswer } from '@/features/documents/cad'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** The DXF plan of a product's default variant, beside its page. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return cadAnswer(request, await params, 'dxf')
}
